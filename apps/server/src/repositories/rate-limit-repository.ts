import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

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
