import path from 'node:path';
import { z } from 'zod';

const bool = (def: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? def : ['on', 'true', '1', 'yes'].includes(v)));

/** Every setting the server reads, parsed once at start. README lists them. */
const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Where the backups go (a USB disk or a network share is fine); verified, compressed, mode 0600. */
  BACKUP_DIR: z.string().default('./backups'),
  /** How many good backups are kept; older ones are deleted after a new one is verified. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  DATABASE_URL: z.string().optional(),
  DEMO_DATA: bool(true),
  /**
   * The demo's year of history (attendance, leave and holidays of the last year); off, only the
   * last weeks' attendance, as the API tests' fixed demo has it.
   */
  DEMO_HISTORY: bool(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('HR Leave Tracker <no-reply@hr.local>'),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  /**
   * Requests per IP per minute to the other credential calls (an e-mailed link's check, activation,
   * activation by a slip's code, password reset and change). Sign-in itself is not limited per IP:
   * only its failures are counted (below), so a whole office behind one address can sign in at once.
   */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Failed sign-ins from one IP (over every account) within LOGIN_FAILURE_WINDOW_MINUTES before that IP is refused. */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
  /** Failed sign-ins for one account from one IP within the window before that pair is refused. */
  LOGIN_FAILURES_PER_ADDRESS_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Password-reset and sign-up requests allowed per IP per 15 minutes. */
  MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  WEB_DIST: z.string().optional(),
  /** Server processes sharing the port (node:cluster), on the default store or DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
});

export type TConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    BACKUP_DIR: path.resolve(c.BACKUP_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    isDev: c.NODE_ENV !== 'production',
  };
}
