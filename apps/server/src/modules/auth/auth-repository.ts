import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { LOCKOUT_DURATION_MINUTES, LOCKOUT_THRESHOLD, LOCKOUT_WINDOW_MINUTES } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { authTokens, credentials, employees, sessions } from '../../db/schema.js';

export interface TLoginCandidate {
  id: number;
  empCode: number;
  email: string | null;
  fullNameEn: string;
  fullNameAr: string;
  active: boolean;
  language: string;
  domainAccount: string | null;
  passwordHash: string | null;
  lockedUntil: Date | null;
}

const candidateColumns = {
  id: employees.id,
  empCode: employees.empCode,
  email: employees.email,
  fullNameEn: employees.fullNameEn,
  fullNameAr: employees.fullNameAr,
  active: employees.active,
  language: employees.language,
  domainAccount: employees.domainAccount,
  passwordHash: credentials.passwordHash,
  lockedUntil: credentials.lockedUntil,
};

export async function findCandidateByEmpCode(db: Db, empCode: number): Promise<TLoginCandidate | undefined> {
  const rows = await db
    .select(candidateColumns)
    .from(employees)
    .leftJoin(credentials, eq(credentials.employeeId, employees.id))
    .where(eq(employees.empCode, empCode))
    .limit(1);
  return rows[0];
}

export async function findCandidateByEmail(db: Db, email: string): Promise<TLoginCandidate | undefined> {
  const rows = await db
    .select(candidateColumns)
    .from(employees)
    .leftJoin(credentials, eq(credentials.employeeId, employees.id))
    .where(sql`lower(${employees.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

/**
 * The active employee whose domain account is this one (case-insensitive), for directory sign-in;
 * undefined when nobody, or more than one person, has it.
 */
export async function findCandidateByDomainAccount(db: Db, account: string): Promise<TLoginCandidate | undefined> {
  const rows = await db
    .select(candidateColumns)
    .from(employees)
    .leftJoin(credentials, eq(credentials.employeeId, employees.id))
    .where(and(sql`lower(${employees.domainAccount}) = ${account.toLowerCase()}`, eq(employees.active, true)))
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

export async function findCandidateById(db: Db, id: number): Promise<TLoginCandidate | undefined> {
  const rows = await db
    .select(candidateColumns)
    .from(employees)
    .leftJoin(credentials, eq(credentials.employeeId, employees.id))
    .where(eq(employees.id, id))
    .limit(1);
  return rows[0];
}

/**
 * Counts one failed sign-in in a single statement, so parallel failures all count, and locks
 * the account when the threshold is reached inside the window (same rule as
 * afterFailedSignIn in @hr/shared).
 */
export async function recordFailedSignIn(db: Db, employeeId: number): Promise<{ failedCount: number; lockedUntil: Date | null }> {
  const fresh = sql`(${credentials.failedWindowStart} is null or ${credentials.failedWindowStart} < now() - make_interval(mins => ${LOCKOUT_WINDOW_MINUTES}))`;
  const rows = await db
    .update(credentials)
    .set({
      failedCount: sql`case when ${fresh} then 1 else ${credentials.failedCount} + 1 end`,
      failedWindowStart: sql`case when ${fresh} then now() else ${credentials.failedWindowStart} end`,
      lockedUntil: sql`case when (case when ${fresh} then 1 else ${credentials.failedCount} + 1 end) >= ${LOCKOUT_THRESHOLD}
        then now() + make_interval(mins => ${LOCKOUT_DURATION_MINUTES}) else ${credentials.lockedUntil} end`,
    })
    .where(eq(credentials.employeeId, employeeId))
    .returning({ failedCount: credentials.failedCount, lockedUntil: credentials.lockedUntil });
  return rows[0] ?? { failedCount: 0, lockedUntil: null };
}

export async function clearFailedSignIns(db: Db, employeeId: number): Promise<void> {
  await db
    .update(credentials)
    .set({ failedCount: 0, failedWindowStart: null, lockedUntil: null })
    .where(and(eq(credentials.employeeId, employeeId), sql`(${credentials.failedCount} > 0 or ${credentials.lockedUntil} is not null)`));
}

export async function setPassword(db: Db, employeeId: number, passwordHash: string): Promise<void> {
  await db
    .insert(credentials)
    .values({ employeeId, passwordHash })
    .onConflictDoUpdate({
      target: credentials.employeeId,
      set: { passwordHash, passwordChangedAt: sql`now()`, failedCount: 0, failedWindowStart: null, lockedUntil: null },
    });
}

/** Creates the password only if none exists yet; false when the account was already active. */
export async function createPasswordIfAbsent(db: Db, employeeId: number, passwordHash: string): Promise<boolean> {
  const rows = await db
    .insert(credentials)
    .values({ employeeId, passwordHash })
    .onConflictDoNothing({ target: credentials.employeeId })
    .returning({ id: credentials.employeeId });
  return rows.length > 0;
}

export async function createSession(
  db: Db,
  s: { employeeId: number; tokenHash: string; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<number> {
  const rows = await db.insert(sessions).values(s).returning({ id: sessions.id });
  return rows[0].id;
}

export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.lastSeenAt} < now() - interval '1 minute'`));
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a person, except `keepSessionId` when given. */
export async function revokeSessionsOf(db: Db, employeeId: number, keepSessionId?: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.employeeId, employeeId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export type TTokenPurpose = 'reset' | 'activate' | 'setup' | 'invite';

export async function createAuthToken(
  db: Db,
  t: { employeeId: number; purpose: TTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  // A new link replaces the person's earlier unused links of the same purpose.
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.employeeId, t.employeeId), eq(authTokens.purpose, t.purpose), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values(t);
}

export async function findLiveToken(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      id: authTokens.id,
      purpose: authTokens.purpose,
      employeeId: authTokens.employeeId,
      fullNameEn: employees.fullNameEn,
      fullNameAr: employees.fullNameAr,
    })
    .from(authTokens)
    .innerJoin(employees, eq(employees.id, authTokens.employeeId))
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`), eq(employees.active, true)))
    .limit(1);
  return rows[0];
}

/** Marks a live token used, exactly once: of two parallel uses only one gets the row back. */
export async function consumeToken(db: Db, tokenHash: string, purposes: TTokenPurpose[]) {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
        inArray(authTokens.purpose, purposes),
      ),
    )
    .returning({ employeeId: authTokens.employeeId, purpose: authTokens.purpose });
  return rows[0];
}

/**
 * HR unlocks an account locked by failed sign-ins: the counter and the lock of its
 * credentials, and the keyed counter an account without a password yet is counted under. Returns
 * whether anything was locked.
 */
/** Forgets the keyed failure count of an account without a portal password (a directory sign-in succeeded). */
export async function clearKeyedSignIns(db: Db, employeeId: number): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${`signin:employee:${employeeId}`}`);
}

export async function unlockSignIn(db: Db, employeeId: number): Promise<boolean> {
  const locked = await db.execute<{ n: number }>(sql`select count(*)::int as n from credentials where employee_id = ${employeeId} and locked_until > now()
    union all select count(*)::int from rate_limits where key = ${`signin:employee:${employeeId}`} and reset_at > now()`);
  await clearFailedSignIns(db, employeeId);
  await db.execute(sql`delete from rate_limits where key = ${`signin:employee:${employeeId}`}`);
  return locked.rows.some((r: { n: number }) => Number(r.n) > 0);
}
