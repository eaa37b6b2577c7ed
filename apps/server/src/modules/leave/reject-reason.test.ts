import { addDaysIso, REJECT_REASON_PARAM } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, notifications } from '../../db/schema.js';
import { addDays, testToday } from '../../test/dates.js';
import { thursday, useLeaveApp } from './leave-fixture.js';

/**
 * A notification of a rejection says why: the decider's comment goes with it, in the portal (a
 * parameter the page writes after the sentence) and in the e-mail, for every kind of request, and
 * for a declined handover. 1005 → 1004 (supervisor); 1006 is 1005's colleague.
 */
const { fx, ids, as, file, annual } = useLeaveApp();

/** The params of the notifications of a kind a person got, newest last. */
const told = async (code: number, kind: string) =>
  (
    await fx.t.database.db
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.employeeId, ids[code]), eq(notifications.kind, kind)))
      .orderBy(notifications.id)
  ).map((n) => n.params as Record<string, string | number>);

/** Whether a mail to a person says `reason` with the sentence of their language. */
async function mailSays(code: number, reason: string) {
  const [person] = await fx.t.database.db.select({ email: employees.email, language: employees.language }).from(employees).where(inArray(employees.id, [ids[code]]));
  const said = (person.language === 'ar' ? ar : en).notifications.rejectReason.replace('{{reason}}', reason);
  return (await fx.t.outbox()).some((m) => m.to === person.email && m.text.includes(said));
}

describe('a rejection tells why', () => {
  it('leave: the requester reads the approver’s reason in the portal and in the mail', async () => {
    const start = thursday(4);
    const res = await file(1005, annual(start, start));
    expect(res.statusCode, res.body).toBe(200);
    const rejected = await as(1004).post(`/api/leave/requests/${res.json().id}/reject`, { comment: 'Stock-taking that week' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await told(1005, 'leave_rejected')).at(-1)).toMatchObject({ [REJECT_REASON_PARAM]: 'Stock-taking that week' });
    expect(await mailSays(1005, 'Stock-taking that week')).toBe(true);
  });

  it('a declined handover: the requester and the approver read the colleague’s reason; a decline without one adds nothing', async () => {
    const start = thursday(5);
    const res = await file(1005, annual(start, start, { handoverEmployeeId: ids[1006] }));
    expect(res.statusCode, res.body).toBe(200);
    const declined = await as(1006).post(`/api/leave/requests/${res.json().id}/handover`, { accept: false, comment: 'I am on a course that day' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await told(1005, 'leave_handover_declined_own')).at(-1)).toMatchObject({ [REJECT_REASON_PARAM]: 'I am on a course that day' });
    expect(await mailSays(1005, 'I am on a course that day')).toBe(true);
    expect((await told(1004, 'leave_handover_declined')).at(-1)).toMatchObject({ [REJECT_REASON_PARAM]: 'I am on a course that day' });

    const next = thursday(6);
    const again = await file(1005, annual(next, next, { handoverEmployeeId: ids[1006] }));
    expect((await as(1006).post(`/api/leave/requests/${again.json().id}/handover`, { accept: false })).statusCode).toBe(200);
    expect((await told(1005, 'leave_handover_declined_own')).at(-1)).not.toHaveProperty(REJECT_REASON_PARAM);
  });

  it('overtime, rejected in the one inbox: the reason goes with it; an approval carries none', async () => {
    const today = testToday();
    const fileOvertime = async (back: number) => {
      const r = await as(1005).post('/api/overtime', { workDate: addDays(today, -back), from: '17:00', to: '19:00', reason: 'Order' });
      expect(r.statusCode, r.body).toBe(201);
      return r.json().request.id as number;
    };
    const [no, yes] = [await fileOvertime(1), await fileOvertime(2)];
    // Overtime goes to the nearest manager (supervisors passed over): 1003.
    const decide = (id: number, decision: 'approve' | 'reject', comment: string) => as(1003).post('/api/inbox/decide', { items: [{ kind: 'overtime', id }], decision, comment });
    expect((await decide(no, 'reject', 'Not planned')).json().results).toEqual([expect.objectContaining({ ok: true })]);
    expect((await decide(yes, 'approve', 'Thanks')).json().results).toEqual([expect.objectContaining({ ok: true })]);
    expect((await told(1005, 'overtime_rejected')).at(-1)).toMatchObject({ [REJECT_REASON_PARAM]: 'Not planned' });
    expect((await told(1005, 'overtime_approved')).at(-1)).not.toHaveProperty(REJECT_REASON_PARAM);
    expect(await mailSays(1005, 'Not planned')).toBe(true);
  });

  it('a shift swap: both the requester and the colleague read the approver’s reason', async () => {
    const shifts = (await as(1001).get('/api/hr/shifts')).json().items as { id: number; nameEn: string }[];
    const dayShift = shifts.find((s) => s.nameEn.startsWith('Day'))!.id;
    const date = addDaysIso(testToday(), 12);
    for (const [code, shiftId] of [
      [1005, dayShift],
      [1006, null],
    ] as const) {
      const r = await as(1001).put('/api/hr/roster/overrides', { employeeId: ids[code], date, shiftId });
      expect(r.statusCode, r.body).toBe(204);
    }
    const asked = await as(1005).post('/api/shift-swaps', { colleagueId: ids[1006], date, reason: 'Family visit' });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id as number;
    expect((await as(1006).post(`/api/shift-swaps/${id}/answer`, { accept: true })).statusCode).toBe(200);
    const rejected = await as(1004).post('/api/inbox/decide', { items: [{ kind: 'shift_swap', id }], decision: 'reject', comment: 'Short of staff that day' });
    expect(rejected.json().results).toEqual([expect.objectContaining({ ok: true })]);
    expect((await told(1005, 'shift_swap_rejected')).at(-1)).toMatchObject({ [REJECT_REASON_PARAM]: 'Short of staff that day' });
    expect((await told(1006, 'shift_swap_rejected')).at(-1)).toMatchObject({ [REJECT_REASON_PARAM]: 'Short of staff that day' });
    expect(await mailSays(1006, 'Short of staff that day')).toBe(true);
  });
});
