/**
 * Stable error codes shared by the server and the client. The server throws
 * `AppError(code)`; the HTTP status for each code is defined here, once. The client
 * translates `errors.<CODE>` in both languages (a test checks every code has both).
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  ACCOUNT_INACTIVE: 'ACCOUNT_INACTIVE',
  ACCOUNT_NOT_ACTIVATED: 'ACCOUNT_NOT_ACTIVATED',
  RATE_LIMITED: 'RATE_LIMITED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  SIGNUP_DISABLED: 'SIGNUP_DISABLED',
  SIGNUP_NO_EMPLOYEE: 'SIGNUP_NO_EMPLOYEE',
  SIGNUP_ALREADY_ACTIVE: 'SIGNUP_ALREADY_ACTIVE',
  TOKEN_INVALID: 'TOKEN_INVALID',
  PASSWORD_INCORRECT: 'PASSWORD_INCORRECT',
  PASSWORD_REUSED: 'PASSWORD_REUSED',
  CONFLICT: 'CONFLICT',
  INTERNAL: 'INTERNAL',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorStatus: Record<TErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 423,
  ACCOUNT_INACTIVE: 403,
  ACCOUNT_NOT_ACTIVATED: 403,
  RATE_LIMITED: 429,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SIGNUP_DISABLED: 403,
  SIGNUP_NO_EMPLOYEE: 404,
  SIGNUP_ALREADY_ACTIVE: 409,
  TOKEN_INVALID: 400,
  PASSWORD_INCORRECT: 400,
  PASSWORD_REUSED: 400,
  CONFLICT: 409,
  INTERNAL: 500,
};

export const isErrorCode = (value: unknown): value is TErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorStatus, value);
