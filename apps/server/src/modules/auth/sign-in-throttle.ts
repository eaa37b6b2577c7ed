import { AppError } from '../../core/errors.js';
import type { Ctx } from '../../core/context.js';
import * as rateRepo from './rate-limit-repository.js';

/**
 * Failed sign-ins counted per address and per address-and-account (the account's own lockout is
 * in auth-service). Successful sign-ins are never counted, so a whole office behind one public
 * address, or a shared kiosk, signs in at shift start; the per-address ceiling on failures is set
 * so that honest mistyping by a large company never reaches it (LOGIN_FAILURES_PER_ADDRESS).
 * The counters live in PostgreSQL, shared by every server process.
 */
export function signInThrottle(ctx: Ctx, ipOrNull: string | null, accountKey: string) {
  const ip = ipOrNull ?? 'unknown';
  const { LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURES_PER_ADDRESS_ACCOUNT, LOGIN_FAILURE_WINDOW_MINUTES } = ctx.config;
  const address = `signin-fail:ip:${ip}`;
  const pair = `signin-fail:ip-account:${ip}:${accountKey}`;
  return {
    /** Refuses (RATE_LIMITED, with the seconds until the window ends) when either ceiling is reached. */
    async check(): Promise<void> {
      const counts = await rateRepo.openCounts(ctx.db, [address, pair]);
      const over = [
        { c: counts.get(address), max: LOGIN_FAILURES_PER_ADDRESS },
        { c: counts.get(pair), max: LOGIN_FAILURES_PER_ADDRESS_ACCOUNT },
      ].filter((x) => x.c && x.c.count >= x.max);
      if (over.length === 0) return;
      const until = Math.max(...over.map((x) => x.c!.resetAt.getTime()));
      throw new AppError('RATE_LIMITED', { params: { seconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)) } });
    },
    /** Counts one failure under both keys. */
    async fail(): Promise<void> {
      const windowMs = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
      await Promise.all([rateRepo.hitRateLimit(ctx.db, address, windowMs), rateRepo.hitRateLimit(ctx.db, pair, windowMs)]);
    },
  };
}
