import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.js';
import type { Database } from './client.js';
import { insertLater, insertLaterReturningId, writeLater } from './deferred-writes.js';
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
      await insertLater(tx, auditLog, [{ actorId: null, action: 'deferred.a', entity: 't' }, { actorId: null, action: 'deferred.a', entity: 't' }]);
      await insertLater(tx, mailOutbox, { toAddress: 'a@example.com', subject: 'deferred mail', body: 'x', status: 'outbox' });
      await insertLater(tx, auditLog, { actorId: null, action: 'deferred.a', entity: 't', after: { k: 'v' } });
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
        await insertLater(tx, auditLog, { actorId: null, action: 'deferred.b', entity: 't' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await audits('deferred.b')).toBe(0);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(auditLog).values({ actorId: null, action: 'deferred.c', entity: 't' });
        await insertLater(tx, auditLog, { actorId: null, action: 'deferred.c', entity: 't' });
        // body is NOT NULL: the deferred statement fails at the end, and takes the whole transaction with it.
        await insertLater(tx, mailOutbox, { toAddress: 'a@example.com', subject: 'deferred bad', body: null as unknown as string, status: 'outbox' });
      }),
    ).rejects.toThrow();
    expect(await audits('deferred.c')).toBe(0);
    expect(await mails('deferred bad')).toBe(0);
  });

  it('runs at once outside a transaction', async () => {
    await insertLater(database.db, auditLog, { actorId: null, action: 'deferred.d', entity: 't' });
    expect(await audits('deferred.d')).toBe(1);
  });

  it('a deferred insert refers to the id of another one written in the same statement, or to the number when written at once', async () => {
    const [who] = await database.db.insert(employees).values({ empCode: 990001, fullNameEn: 'Deferred Person', fullNameAr: 'شخص' }).returning({ id: employees.id });
    const approval = (subjectId: number) => ({ kind: 'deferred', subjectId, employeeId: who.id, chain: [], step: 0 });
    const eventsOf = async (subjectId: number) =>
      database.db
        .select({ action: approvalEvents.action })
        .from(approvalEvents)
        .innerJoin(approvals, eq(approvals.id, approvalEvents.approvalId))
        .where(eq(approvals.subjectId, subjectId))
        .orderBy(approvalEvents.id);
    let seenInside = -1;
    await database.db.transaction(async (tx) => {
      const ref = await insertLaterReturningId(tx, approvals, approval(1));
      await insertLater(tx, approvalEvents, [{ approvalId: ref, step: 0, action: 'first' }, { approvalId: ref, step: 0, action: 'second' }]);
      seenInside = (await tx.select({ n: count() }).from(approvals).where(eq(approvals.kind, 'deferred')))[0].n;
    });
    expect(seenInside).toBe(0);
    expect(await eventsOf(1)).toEqual([{ action: 'first' }, { action: 'second' }]);

    const ref = await insertLaterReturningId(database.db, approvals, approval(2));
    await insertLater(database.db, approvalEvents, { approvalId: ref, step: 0, action: 'at once' });
    expect(await eventsOf(2)).toEqual([{ action: 'at once' }]);
  });

  it('writes each value as Drizzle would: JSON, dates, nulls, SQL values, defaults, text that looks like a parameter', async () => {
    const when = new Date('2026-03-01T10:20:30.456Z');
    const rows = [
      { actorId: 7, action: 'deferred.same', entity: "it's $1 and $2", entityId: '$3', before: { a: [1, 'x'], n: null }, after: 'text', ip: null },
      { actorId: null, action: 'deferred.same', entity: 'second', after: [{ deep: { 'k$1': true } }] },
    ];
    const mail = { toAddress: 'same@example.com', subject: 'deferred.same', body: 'b', fromName: null, status: 'queued', sentAt: when, nextAttemptAt: sql`now() + interval '1 hour'` };
    await database.db.transaction(async (tx) => {
      await insertLater(tx, auditLog, rows);
      await insertLater(tx, mailOutbox, mail);
    });
    // The same rows through Drizzle's own insert, then both read back.
    await database.db.insert(auditLog).values(rows.map((r) => ({ ...r, action: 'deferred.drizzle' })));
    await database.db.insert(mailOutbox).values({ ...mail, subject: 'deferred.drizzle' });
    const audit = async (action: string) =>
      (await database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id)).map(({ id: _id, createdAt: _c, action: _a, ...r }) => r);
    const mailOf = async (subject: string) => {
      const [{ id: _id, createdAt, subject: _s, nextAttemptAt, ...r }] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
      return { ...r, inAnHour: Math.round((nextAttemptAt!.getTime() - createdAt.getTime()) / 60_000) };
    };
    expect(await audit('deferred.same')).toEqual(await audit('deferred.drizzle'));
    expect((await audit('deferred.same'))[0]).toMatchObject({ entity: "it's $1 and $2", entityId: '$3', before: { a: [1, 'x'], n: null }, after: 'text' });
    expect(await mailOf('deferred.same')).toEqual(await mailOf('deferred.drizzle'));
    expect(await mailOf('deferred.same')).toMatchObject({ sentAt: when, attempts: 0, inAnHour: 60 });
  });

  it('an update deferred with inserts keeps its own values (their parameters renumbered in the one statement)', async () => {
    const [who] = await database.db.insert(employees).values({ empCode: 990002, fullNameEn: 'Before', fullNameAr: 'قبل' }).returning({ id: employees.id });
    await database.db.transaction(async (tx) => {
      await insertLater(tx, auditLog, { actorId: who.id, action: 'deferred.e', entity: 'employee', entityId: String(who.id) });
      await writeLater(tx, tx.update(employees).set({ fullNameEn: 'After', fullNameAr: 'بعد' }).where(eq(employees.id, who.id)));
      await insertLater(tx, auditLog, { actorId: who.id, action: 'deferred.e', entity: 'employee', after: { name: 'After' } });
    });
    const [after] = await database.db.select({ en: employees.fullNameEn, ar: employees.fullNameAr }).from(employees).where(eq(employees.id, who.id));
    expect(after).toEqual({ en: 'After', ar: 'بعد' });
    expect(await audits('deferred.e')).toBe(2);
  });
});
