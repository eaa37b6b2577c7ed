import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalEvents, auditLog, employees, holidays, mailOutbox, notifications } from '../../db/schema.js';
import { testToday } from '../../test/dates.js';
import { useApprovalApp } from './approval-fixture.js';
import { escalateWaiting, sendDigests } from './index.js';
import { workingDaysBetween } from './approval-sweep.js';

/**
 * What moves on by itself: escalation after the chain's working days, and the daily
 * digest. Reporting line: 1005 → 1004 (supervisor) → 1003 (manager, no manager); 1001 HR.
 */
const { fx, ids, as, put: putAs, fileOvertime: fileAs, approvalOf } = useApprovalApp([1001, 1003, 1004, 1005], (t) => t.database.db.delete(holidays));
const today = testToday();
const put = (payload: object) => putAs(1001, payload);
const fileOvertime = () => fileAs(1005);
/** The request has waited at its step since `days` calendar days ago. */
const waitedSince = (id: number, days: number) =>
  fx.t.database.db.execute(sql`update approvals set step_since = now() - make_interval(days => ${days}) where kind = 'overtime' and subject_id = ${id}`);

describe('escalation', () => {
  it('counts working days: the weekend (Friday, Saturday) and holidays are not', async () => {
    // 2026-11-19 is a Thursday: Friday and Saturday are the weekend.
    expect(await workingDaysBetween(fx.t.app.ctx, '2026-11-19', '2026-11-26', null)).toBe(5);
    await fx.t.database.db.insert(holidays).values({ date: '2026-11-24', nameEn: 'Test day', nameAr: 'يوم اختبار' });
    expect(await workingDaysBetween(fx.t.app.ctx, '2026-11-19', '2026-11-26', null)).toBe(4);
    await fx.t.database.db.delete(holidays);
    expect(await workingDaysBetween(fx.t.app.ctx, '2026-11-26', '2026-11-19', null)).toBe(0);
  });

  it('moves a request that waited too long to the approver’s own manager, then HR; history, audit and notifications say so', async () => {
    expect((await put({ chains: [{ kind: 'overtime', steps: [{ approver: 'person', personId: ids[1004] }], escalateAfterDays: 2 }] })).statusCode).toBe(200);
    const id = await fileOvertime();
    expect(await approvalOf(id)).toMatchObject({ approverId: ids[1004], escalateAfterDays: 2 });
    // Not yet: filed today.
    expect(await escalateWaiting(fx.t.app.ctx)).toBe(0);
    await waitedSince(id, 10);
    expect(await escalateWaiting(fx.t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await approvalOf(id)).toMatchObject({ state: 'waiting', step: 0, approverId: ids[1003], escalations: 1 });
    // It waits afresh at the manager: nothing moves again at once.
    expect(await escalateWaiting(fx.t.app.ctx)).toBe(0);
    const inbox = (await as(1003).get('/api/inbox?kind=overtime&pageSize=100')).json().items.map((i: { id: number }) => i.id);
    expect(inbox).toContain(id);
    await waitedSince(id, 10);
    await escalateWaiting(fx.t.app.ctx);
    expect(await approvalOf(id)).toMatchObject({ approverId: null, pool: 'hr', escalations: 2 });
    // HR is the top: it stays there (the digest reminds them).
    await waitedSince(id, 10);
    await escalateWaiting(fx.t.app.ctx);
    expect(await approvalOf(id)).toMatchObject({ pool: 'hr', escalations: 2 });

    const events = await fx.t.database.db.select().from(approvalEvents).where(eq(approvalEvents.approvalId, (await approvalOf(id)).id));
    expect(events.filter((e) => e.action === 'escalated').map((e) => e.toApproverId ?? e.toPool)).toEqual([ids[1003], 'hr']);
    const audits = await fx.t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'approval.escalate'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(2);
    const told = async (code: number, kind: string) => (await fx.t.database.db.select().from(notifications).where(and(eq(notifications.employeeId, ids[code]), eq(notifications.kind, kind as never)))).length;
    expect(await told(1003, 'approval_escalated')).toBeGreaterThanOrEqual(1);
    expect(await told(1001, 'approval_escalated')).toBeGreaterThanOrEqual(1);
    expect(await told(1005, 'approval_escalated_own')).toBeGreaterThanOrEqual(2);
    // HR decides it as any request of the pool.
    const res = await as(1001).post('/api/inbox/decide', { items: [{ kind: 'overtime', id }], decision: 'approve', comment: '' });
    expect(res.json().results[0]).toMatchObject({ ok: true });
    expect((await put({ chains: [{ kind: 'overtime', steps: [{ approver: 'manager' }] }] })).statusCode).toBe(200);
  });

  it('never escalates a chain without escalateAfterDays', async () => {
    const id = await fileOvertime();
    await waitedSince(id, 60);
    await escalateWaiting(fx.t.app.ctx);
    expect(await approvalOf(id)).toMatchObject({ approverId: ids[1003], escalations: 0 });
  });
});

describe('the daily digest', () => {
  const at8 = new Date(`${today}T06:00:00Z`); // 08:00 in Cairo
  const mailsTo = async (code: number) => {
    const [p] = await fx.t.database.db.select({ email: employees.email }).from(employees).where(eq(employees.id, ids[code]));
    return fx.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, p.email!));
  };

  it('sends each approver with waiting requests one e-mail a day in their language, and none to who turned it off', async () => {
    expect(await sendDigests(fx.t.app.ctx, new Date(`${today}T03:00:00Z`))).toBe(0); // 05:00 in Cairo: not yet
    const off = await as(1001).patch('/api/auth/preferences', { approvalDigest: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().user.approvalDigest).toBe(false);
    const before = (await mailsTo(1003)).length;
    expect(await sendDigests(fx.t.app.ctx, at8)).toBeGreaterThanOrEqual(1);
    const mine = (await mailsTo(1003)).slice(before);
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toMatch(/wait(s)? for your decision/);
    expect(mine[0].body).toMatch(/overtime: \d+/);
    expect(mine[0].body).toContain('/inbox');
    expect((await mailsTo(1001)).filter((m) => /for your decision/.test(m.subject))).toHaveLength(0);
    // Once a day, whatever runs again.
    expect(await sendDigests(fx.t.app.ctx, at8)).toBe(0);
    expect((await mailsTo(1003)).slice(before)).toHaveLength(1);
  });
});
