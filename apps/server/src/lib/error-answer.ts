import type { TErrorCode, TErrorResponse } from '@hr/shared';
import { AppError } from '../core/errors.js';

/** PostgreSQL SQLSTATEs that mean the input was wrong, not the server: refused as 400. */
const BAD_INPUT_STATES: Record<string, TErrorCode> = {
  '22P02': 'VALIDATION_FAILED', // invalid text representation (e.g. "abc" as integer)
  '22003': 'VALIDATION_FAILED', // numeric value out of range
  '22021': 'VALIDATION_FAILED', // character not in repertoire (NUL)
  '22008': 'VALIDATION_FAILED', // datetime field overflow
  '22007': 'VALIDATION_FAILED', // invalid datetime format
  '22001': 'VALIDATION_FAILED', // string too long for its column
  '54000': 'VALIDATION_FAILED', // program limit exceeded (an index row too large)
  '23503': 'UNKNOWN_REFERENCE', // foreign key: an id that names nothing
};

/** Connection and shutdown errors: the database is unreachable, so the answer is 503 and the client retries. */
const DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const DOWN_MESSAGE = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|PGlite is closed|Cannot use a pool after calling end/i;

/** The error and its causes (drizzle wraps the driver's error as `cause`). */
function* chain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = err as { cause?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as typeof e, depth++) yield e as never;
}

export function databaseDown(err: unknown): boolean {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && (DOWN_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && DOWN_MESSAGE.test(e.message)) return true;
  }
  return false;
}

export function badInputCode(err: unknown): TErrorCode | null {
  for (const e of chain(err)) if (typeof e.code === 'string' && e.code in BAD_INPUT_STATES) return BAD_INPUT_STATES[e.code]!;
  return null;
}

/**
 * Turns any error that escaped a route into the app's answer: an AppError as it is, the
 * framework's 4xx (malformed JSON, wrong content type, too large) as VALIDATION_FAILED, input
 * the database refused as 400, an unreachable database as 503, anything else as 500 with no
 * internals. Returns null for the 500 case so the caller can log it.
 */
export function answerFor(err: unknown): { status: number; body: TErrorResponse } | null {
  if (err instanceof AppError) {
    return { status: err.status, body: { code: err.code, message: err.message, ...(err.fields && { fields: err.fields }), ...(err.params && { params: err.params }), ...(err.details !== undefined && { details: err.details }) } };
  }
  const statusCode = (err as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const code: TErrorCode = statusCode === 404 ? 'NOT_FOUND' : statusCode === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED';
    // Fastify's own messages name no internals (e.g. "Body cannot be empty when content-type is set to 'application/json'").
    return { status: statusCode, body: { code, message: err instanceof Error ? err.message.slice(0, 200) : code } };
  }
  const bad = badInputCode(err);
  if (bad) return { status: 400, body: { code: bad, message: 'Invalid input' } };
  if (databaseDown(err)) return { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' } };
  return null;
}
