import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertLater } from '../../db/deferred-writes.js';
import { mailOutbox } from '../../db/schema.js';

export type TMailStatus = 'outbox' | 'queued' | 'sending' | 'sent' | 'failed';
export type TMailRow = typeof mailOutbox.$inferSelect;

/** A new mail: 'queued' is due at once; 'outbox' is kept unsent (no SMTP configured). */
export async function insertMail(db: Db, m: { toAddress: string; subject: string; body: string; fromName: string | null; status: 'outbox' | 'queued' }): Promise<void> {
  await insertLater(db, mailOutbox, { ...m, nextAttemptAt: m.status === 'queued' ? sql`now()` : null });
}

/**
 * Claims up to `limit` due rows for one sender: queued rows whose time has come, and rows still
 * 'sending' whose lease ran out (the process that claimed them died). SKIP LOCKED lets several
 * processes claim at once without waiting on each other or taking the same row; each claim
 * counts as an attempt. The caller commits this before it sends anything.
 */
export async function claimDueMail(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<TMailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: 'sending', lockedUntil: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** The claim is identified by its attempt number: a row claimed again since is left alone. */
const stillClaimed = (id: number, attempts: number) => and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, attempts));

export async function markMailSent(db: Db, id: number, attempts: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, nextAttemptAt: null, error: null })
    .where(stillClaimed(id, attempts));
}

/** A failed attempt: queued again at `retryAt`, or failed for good when there is none. */
export async function markMailAttemptFailed(db: Db, id: number, attempts: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: retryAt ? 'queued' : 'failed', nextAttemptAt: retryAt, lockedUntil: null, error })
    .where(stillClaimed(id, attempts));
}

/** HR's "retry now": a failed or waiting mail becomes due at once. False when there is none such. */
export async function retryMailNow(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'queued', nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['failed', 'queued'])))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export async function listMail(db: Db, page: number, pageSize: number) {
  const [items, total] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox),
  ]);
  return { items, total: total[0]?.n ?? 0 };
}
