import { type TErrorCode, type TFieldError, errorStatus } from '@hr/shared';

/** The one error type services throw. Its code maps to an HTTP status in @hr/shared. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly params?: Record<string, string | number>;
  readonly fields?: TFieldError[];
  /** Structured content the client shows (a closing's checklist). */
  readonly details?: unknown;

  constructor(code: TErrorCode, opts: { message?: string; params?: Record<string, string | number>; fields?: TFieldError[]; details?: unknown } = {}) {
    super(opts.message ?? code);
    this.code = code;
    this.status = errorStatus[code];
    this.params = opts.params;
    this.fields = opts.fields;
    this.details = opts.details;
  }
}
