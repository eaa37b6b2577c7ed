import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authTokens, rateLimits } from '../../db/schema.js';

/**
 * Slip codes live in auth_tokens under purpose 'code', as the SHA-256 of the code bound to the
 * person (activation-code-service.ts), so two people's codes never meet in the unique hash index.
 */
export async function replaceCodes(db: Db, rows: { employeeId: number; tokenHash: string; expiresAt: Date }[]): Promise<void> {
  if (rows.length === 0) return;
  // A new slip replaces the person's earlier unused code.
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(inArray(authTokens.employeeId, rows.map((r) => r.employeeId)), eq(authTokens.purpose, 'code'), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values(rows.map((r) => ({ ...r, purpose: 'code' })));
}

/** The live code of this person with this hash (unused, not expired), if any. */
export async function findLiveCode(db: Db, employeeId: number, tokenHash: string): Promise<{ id: number } | undefined> {
  const rows = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.employeeId, employeeId),
        eq(authTokens.purpose, 'code'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Uses a live code exactly once: of two parallel uses only one gets true. */
export async function consumeCode(db: Db, employeeId: number, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.employeeId, employeeId),
        eq(authTokens.purpose, 'code'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

/** Once the account is active, its other ways in (invitation links, slip codes) stop working. */
export async function retireActivationTokens(db: Db, employeeId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.employeeId, employeeId), inArray(authTokens.purpose, ['invite', 'activate', 'code']), isNull(authTokens.usedAt)));
}

/** The count under a rate-limit key while its window lasts (0 when none). */
export async function rateCount(db: Db, key: string): Promise<number> {
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)))
    .limit(1);
  return rows[0]?.count ?? 0;
}
