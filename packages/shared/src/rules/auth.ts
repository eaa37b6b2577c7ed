import { normalizeDigits } from './digits.js';
/**
 * Sign-in lockout: 5 failures within 15 minutes lock for 15 minutes. The same for an account, an
 * account without a password yet and an identifier that names nobody (counted as normalised by
 * parseIdentifier), so the answers never tell which accounts exist.
 */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_WINDOW_MINUTES = 15;
export const LOCKOUT_DURATION_MINUTES = 15;

/** Access tokens (server sessions) live 7 days, as the seed's token did. */
export const SESSION_TTL_DAYS = 7;
/** Password-reset links are single-use and valid for 1 hour. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** Activation (sign-up confirmation and invitations) links are valid for 3 days. */
export const ACTIVATION_TOKEN_TTL_MINUTES = 3 * 24 * 60;

export type TIdentifier = { kind: 'empCode'; empCode: number } | { kind: 'email'; email: string };

/** 'Email or Company ID': digits are a company ID, anything else is matched as an e-mail. */
export function parseIdentifier(raw: string): TIdentifier {
  const value = raw.trim();
  // A company ID typed with Arabic-Indic digits (١٠٠٧) is the same ID.
  const digits = normalizeDigits(value);
  if (/^\d{1,9}$/.test(digits)) return { kind: 'empCode', empCode: Number(digits) };
  return { kind: 'email', email: value.toLowerCase() };
}

/** A token is valid only while its expiry lies in the future (seed section 5). */
export function isTokenValid(expiresAt: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (!expiresAt) return false;
  const t = new Date(expiresAt).getTime();
  return Number.isFinite(t) && t > now.getTime();
}

export interface TLockState {
  failedCount: number;
  windowStart: Date | null;
  lockedUntil: Date | null;
}

export function isLocked(state: Pick<TLockState, 'lockedUntil'>, now: Date = new Date()): boolean {
  return !!state.lockedUntil && state.lockedUntil.getTime() > now.getTime();
}

/**
 * The state after one more failed sign-in. The server applies the same rule in a single
 * conditional statement (so two parallel failures both count): an UPDATE of the account's
 * credentials, or an upsert of a keyed row in rate_limits for an identifier without a password;
 * this is the reference the tests compare them with.
 */
export function afterFailedSignIn(state: TLockState, now: Date = new Date()): TLockState {
  const windowMs = LOCKOUT_WINDOW_MINUTES * 60_000;
  const fresh = !state.windowStart || now.getTime() - state.windowStart.getTime() > windowMs;
  const failedCount = fresh ? 1 : state.failedCount + 1;
  const windowStart = fresh ? now : state.windowStart;
  const lockedUntil =
    failedCount >= LOCKOUT_THRESHOLD ? new Date(now.getTime() + LOCKOUT_DURATION_MINUTES * 60_000) : state.lockedUntil;
  return { failedCount, windowStart, lockedUntil };
}

/** Whole minutes (rounded up) until a lock ends, for the 'try again in N minutes' message. */
export function minutesUntil(until: Date, now: Date = new Date()): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/** The test of the directory settings counts at most this many entries. */
export const DIRECTORY_TEST_LIMIT = 1000;

/** The first label of a domain, lower-cased: CORP, corp.example.com and CORP.EXAMPLE.COM all give 'corp'. */
const domainLabel = (d: string) => d.trim().toLowerCase().split('.')[0] ?? '';

/**
 * The domain account a sign-in identifier names for the company directory, or null:
 * `DOMAIN\user` and `user@domain` when the domain is the configured one (compared by its first
 * label, so CORP and corp.example.com are one), and a bare `user` (no digits-only company ID).
 * Whether an employee has that domain account is the server's question.
 */
export function directoryAccountOf(raw: string, domain: string | null | undefined): string | null {
  const value = raw.trim();
  const own = domainLabel(domain ?? '');
  const slash = value.indexOf('\\');
  if (slash >= 0) {
    const [dom, user] = [value.slice(0, slash), value.slice(slash + 1)];
    return own && domainLabel(dom) === own && isAccountName(user) ? user.toLowerCase() : null;
  }
  const at = value.lastIndexOf('@');
  if (at >= 0) {
    const [user, dom] = [value.slice(0, at), value.slice(at + 1)];
    return own && domainLabel(dom) === own && isAccountName(user) ? user.toLowerCase() : null;
  }
  if (/^\d+$/.test(normalizeDigits(value))) return null;
  return isAccountName(value) ? value.toLowerCase() : null;
}

/** A plausible account name: 1–104 characters, none of them a space, a backslash, @ or a control character. */
function isAccountName(s: string): boolean {
  // eslint-disable-next-line no-control-regex
  return s.length >= 1 && s.length <= 104 && !/[\s\\@\u0000-\u001f\u007f]/.test(s);
}
