import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { LOCKOUT_DURATION_MINUTES, LOCKOUT_THRESHOLD, LOCKOUT_WINDOW_MINUTES } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';

/** Fixed-window counter in PostgreSQL, so every server process shares the same limits. */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<{ count: number; resetAt: Date }> {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then now() + make_interval(secs => ${windowMs / 1000}) else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return rows[0];
}

export async function purgeExpiredRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 hour'`);
}

/**
 * Sign-in failures counted under a key (an identifier that names no account, or an account with
 * no password yet), with the same rule as an account's own counter (afterFailedSignIn in
 * @hr/shared): one row whose reset_at is the end of the 15-minute window, and the end of the
 * lock once the count reaches the threshold. One upsert, so parallel failures all count.
 */
export async function recordKeyedSignInFailure(db: Db, key: string): Promise<{ failedCount: number; lockedUntil: Date | null }> {
  // The window is over when its end has passed (afterFailedSignIn: more than 15 minutes since it started).
  const expired = sql`${rateLimits.resetAt} < now()`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(mins => ${LOCKOUT_WINDOW_MINUTES})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then now() + make_interval(mins => ${LOCKOUT_WINDOW_MINUTES})
          when ${rateLimits.count} + 1 >= ${LOCKOUT_THRESHOLD} then now() + make_interval(mins => ${LOCKOUT_DURATION_MINUTES})
          else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const [r] = rows;
  return { failedCount: r.count, lockedUntil: r.count >= LOCKOUT_THRESHOLD ? r.resetAt : null };
}

/** When the sign-in lock under this key ends, or null when it is not locked. */
export async function keyedSignInLock(db: Db, key: string): Promise<Date | null> {
  const rows = await db
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gte(rateLimits.count, LOCKOUT_THRESHOLD), gt(rateLimits.resetAt, sql`now()`)))
    .limit(1);
  return rows[0]?.resetAt ?? null;
}

/** The counts under these keys whose windows are still open, with when each window ends. */
export async function openCounts(db: Db, keys: string[]): Promise<Map<string, { count: number; resetAt: Date }>> {
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, sql`now()`)));
  return new Map(rows.map((r) => [r.key, { count: r.count, resetAt: r.resetAt }]));
}
