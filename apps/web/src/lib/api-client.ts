import type { z } from 'zod';
import { isErrorCode, type TErrorCode, type TFieldError } from '@hr/shared';
import { tokenStore } from './token-store';

/** Error codes the client can show: the server's ErrorCode plus NETWORK (no answer at all). */
export type TClientErrorCode = TErrorCode | 'NETWORK';

export class ApiError extends Error {
  readonly code: TClientErrorCode;
  readonly status: number;
  readonly fields: TFieldError[];
  readonly params: Record<string, string | number>;

  constructor(
    code: TClientErrorCode,
    status: number,
    message?: string,
    fields: TFieldError[] = [],
    params: Record<string, string | number> = {},
  ) {
    super(message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.params = params;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

type TUnauthorizedHandler = () => void;
let unauthorizedHandler: TUnauthorizedHandler | null = null;
/** The app decides what a 401 means for navigation; the client only reports it. */
export function setUnauthorizedHandler(handler: TUnauthorizedHandler | null) {
  unauthorizedHandler = handler;
}

/** Calls whose 401 is an answer, not an ended session. */
const NO_SESSION_REDIRECT = new Set(['/auth/login', '/auth/logout']);

export interface TRequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /**
   * The response schema from @hr/shared; the response is parsed with it. Pages on the first
   * load pass a loader (() => import(...)) so zod arrives after the first paint.
   */
  schema?: S | (() => Promise<S>);
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: TRequestOptions<z.ZodType>['query']): string {
  const url = `/api${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { code?: unknown; message?: unknown; fields?: unknown; params?: unknown };
    if (isErrorCode(b.code)) {
      const fields = Array.isArray(b.fields)
        ? (b.fields as unknown[]).filter(
            (f): f is TFieldError =>
              !!f && typeof f === 'object' && typeof (f as TFieldError).path === 'string' && typeof (f as TFieldError).message === 'string',
          )
        : [];
      const params =
        b.params && typeof b.params === 'object' ? (b.params as Record<string, string | number>) : {};
      return new ApiError(b.code, status, typeof b.message === 'string' ? b.message : undefined, fields, params);
    }
  }
  if (status === 401) return new ApiError('UNAUTHENTICATED', status);
  if (status === 403) return new ApiError('FORBIDDEN', status);
  if (status === 404) return new ApiError('NOT_FOUND', status);
  if (status === 429) return new ApiError('RATE_LIMITED', status);
  return new ApiError('INTERNAL', status);
}

export async function apiRequest<S extends z.ZodType = z.ZodType<unknown>>(
  path: string,
  options: TRequestOptions<S> = {},
): Promise<z.output<S>> {
  const { method = 'GET', body, query, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const session = tokenStore.get();
  if (session) headers.Authorization = `Bearer ${session.accessToken}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError('NETWORK', 0);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    const error = toApiError(response.status, data);
    if (response.status === 401 && !NO_SESSION_REDIRECT.has(path)) {
      const hadSession = !!session;
      tokenStore.clear();
      if (hadSession) unauthorizedHandler?.();
    }
    throw error;
  }

  if (!schema) return data as z.output<S>;
  const resolved = typeof schema === 'function' ? await schema() : schema;
  const parsed = resolved.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected response from ${method} ${path}`, parsed.error);
    throw new ApiError('INTERNAL', response.status, 'Unexpected response shape');
  }
  return parsed.data as z.output<S>;
}
