import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.js';
import type { Database } from './client.js';
import { insertLater, insertLaterReturningId } from './deferred-writes.js';
import { approvalEvents, approvals, auditLog, employees, mailOutbox } from './schema.js';

/** Side writes kept to the end of a transaction and written as one statement. */
describe('deferred inserts', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ empty: true }));
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });
  const audits = async (action: string) => (await database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0].n;
  const mails = async (subject: string) => (await database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.subject, subject)))[0].n;

  it('writes at the end of the transaction, all in one statement, every row of every table', async () => {
    let seenInside = -1;
    await database.db.transaction(async (tx) => {
      await insertLater(tx, tx.insert(auditLog).values([{ actorId: null, action: 'deferred.a', entity: 't' }, { actorId: null, action: 'deferred.a', entity: 't' }]));
      await insertLater(tx, tx.insert(mailOutbox).values({ toAddress: 'a@example.com', subject: 'deferred mail', body: 'x', status: 'outbox' }));
      await insertLater(tx, tx.insert(auditLog).values({ actorId: null, action: 'deferred.a', entity: 't', after: { k: 'v' } }));
      // Not yet written: nothing in the transaction reads these rows.
      seenInside = (await tx.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'deferred.a')))[0].n;
    });
    expect(seenInside).toBe(0);
    expect(await audits('deferred.a')).toBe(3);
    expect(await mails('deferred mail')).toBe(1);
  });

  it('writes nothing when the transaction rolls back, and a failing deferred insert rolls the transaction back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertLater(tx, tx.insert(auditLog).values({ actorId: null, action: 'deferred.b', entity: 't' }));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await audits('deferred.b')).toBe(0);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(auditLog).values({ actorId: null, action: 'deferred.c', entity: 't' });
        await insertLater(tx, tx.insert(auditLog).values({ actorId: null, action: 'deferred.c', entity: 't' }));
        // body is NOT NULL: the deferred statement fails at the end, and takes the whole transaction with it.
        await insertLater(tx, tx.insert(mailOutbox).values({ toAddress: 'a@example.com', subject: 'deferred bad', body: null as unknown as string, status: 'outbox' }));
      }),
    ).rejects.toThrow();
    expect(await audits('deferred.c')).toBe(0);
    expect(await mails('deferred bad')).toBe(0);
  });

  it('runs at once outside a transaction', async () => {
    await insertLater(database.db, database.db.insert(auditLog).values({ actorId: null, action: 'deferred.d', entity: 't' }));
    expect(await audits('deferred.d')).toBe(1);
  });

  it('a deferred insert refers to the id of another one written in the same statement, or to the number when written at once', async () => {
    const [who] = await database.db.insert(employees).values({ empCode: 990001, fullNameEn: 'Deferred Person', fullNameAr: 'شخص' }).returning({ id: employees.id });
    const approval = (db: typeof database.db, subjectId: number) =>
      db.insert(approvals).values({ kind: 'deferred', subjectId, employeeId: who.id, chain: [], step: 0 }).returning({ id: approvals.id });
    const eventsOf = async (subjectId: number) =>
      database.db
        .select({ action: approvalEvents.action })
        .from(approvalEvents)
        .innerJoin(approvals, eq(approvals.id, approvalEvents.approvalId))
        .where(eq(approvals.subjectId, subjectId))
        .orderBy(approvalEvents.id);
    let seenInside = -1;
    await database.db.transaction(async (tx) => {
      const ref = await insertLaterReturningId(tx, approval(tx, 1));
      await insertLater(tx, tx.insert(approvalEvents).values([{ approvalId: ref, step: 0, action: 'first' }, { approvalId: ref, step: 0, action: 'second' }]));
      seenInside = (await tx.select({ n: count() }).from(approvals).where(eq(approvals.kind, 'deferred')))[0].n;
    });
    expect(seenInside).toBe(0);
    expect(await eventsOf(1)).toEqual([{ action: 'first' }, { action: 'second' }]);

    const ref = await insertLaterReturningId(database.db, approval(database.db, 2));
    await insertLater(database.db, database.db.insert(approvalEvents).values({ approvalId: ref, step: 0, action: 'at once' }));
    expect(await eventsOf(2)).toEqual([{ action: 'at once' }]);
  });
});
