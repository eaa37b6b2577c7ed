import { addDaysIso, employeeToInput } from '@hr/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema.js';
import { thursday, useLeaveApp } from './leave-fixture.js';
import { isDemoWorkDay, testToday } from '../../test/dates.js';

const { fx, ids, as, file, annual, balance } = useLeaveApp();

/** Sunday to Thursday of the second week of May next year: 5 working days. */
const sun = addDaysIso(thursday(5), 3);
const tue = addDaysIso(sun, 2);
const thu2 = addDaysIso(sun, 4);

const requestOf = async (code: number, id: number) => (await as(code).get(`/api/leave/requests/${id}`)).json() as { request: { countOfDays: number; state: string }; events: { action: string; comment: string | null }[] };
const recountNotes = async (code: number) =>
  (await fx.t.database.db.select({ params: notifications.params }).from(notifications).where(and(eq(notifications.employeeId, ids[code]), eq(notifications.kind, 'leave_recounted')))).map((n) => n.params);

describe('approved leave is counted again when the calendar changes', () => {
  let id: number;
  it('files and approves five working days', async () => {
    const res = await file(1005, annual(sun, thu2));
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().id;
    expect(res.json().countOfDays).toBe(5);
    const ok = await as(1004).post(`/api/leave/requests/${id}/approve`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await requestOf(1005, id)).request.state).toBe('approved');
  });

  it('a holiday added later gives the day back: the request, the balance, its history, the audit and the person are told', async () => {
    const before = await balance(1005);
    const added = await as(1001).post('/api/hr/holidays', { date: tue, nameEn: 'Confirmed late', nameAr: 'عطلة مؤكدة متأخرًا', siteIds: [] });
    expect(added.statusCode, added.body).toBe(200);
    const r = await requestOf(1005, id);
    expect(r.request.countOfDays).toBe(4);
    expect(r.events.at(-1)).toMatchObject({ action: 'recounted', comment: '5 → 4' });
    expect(await balance(1005)).toMatchObject({ taken: before.taken - 1, remaining: before.remaining + 1 });
    expect(await recountNotes(1005)).toEqual([expect.objectContaining({ before: 5, days: 4, cause: 'the public holidays' })]);
    const mail = await fx.t.outbox();
    expect(mail.some((m) => m.text.includes(`/vacations/${id}`) && m.text.includes('(was 5)'))).toBe(true);
    const entries = await fx.t.database.db.select().from(auditLog).where(eq(auditLog.action, 'leave.recount'));
    expect(entries).toHaveLength(1);

    // Removed again (the sighting moved it): the day is taken again.
    const del = await as(1001).delete(`/api/hr/holidays/${added.json().id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await requestOf(1005, id)).request.countOfDays).toBe(5);
    expect(await balance(1005)).toMatchObject({ taken: before.taken });
  });

  it("a new work week counts leave to come on it; the person's new shift does too", async () => {
    const settings = (await as(1001).get('/api/hr/settings')).json();
    const put = await as(1001).put('/api/hr/settings', { ...settings, weekendDays: [4, 5, 6] });
    expect(put.statusCode, put.body).toBe(200);
    // Omar's day shift keeps its own work days (Sunday to Thursday): only people without a shift follow the week.
    const omar = (await as(1001).get(`/api/hr/employees/${ids[1005]}`)).json();
    const shiftless = await as(1001).put(`/api/hr/employees/${ids[1005]}`, { ...employeeToInput(omar), shiftId: null });
    expect(shiftless.statusCode, shiftless.body).toBe(200);
    expect((await requestOf(1005, id)).request.countOfDays).toBe(4);
    await as(1001).put('/api/hr/settings', { ...settings });
    expect((await requestOf(1005, id)).request.countOfDays).toBe(5);
    const back = await as(1001).put(`/api/hr/employees/${ids[1005]}`, employeeToInput(omar));
    expect(back.statusCode, back.body).toBe(200);
    expect((await requestOf(1005, id)).request.countOfDays).toBe(5);
    expect((await recountNotes(1005)).length).toBe(4);
  });
});

describe('implausible dates', () => {
  it('refuses a date beyond the open balance years, in the quote and the filing', async () => {
    const far = `${new Date().getUTCFullYear() + 3}-12-20`;
    const quote = await as(1005).get(`/api/leave/quote?leaveTypeId=${fx.types.annual}&startDate=${far}&endDate=${far}`);
    expect(quote.statusCode).toBe(400);
    expect(quote.json().code).toBe('LEAVE_TOO_FAR_AHEAD');
    const res = await file(1005, annual('2099-12-20', '2099-12-21'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LEAVE_TOO_FAR_AHEAD', fields: [{ path: 'startDate', message: 'errors.LEAVE_TOO_FAR_AHEAD' }] });
  });

  it('past days need a reason; with one they go to the approver as usual', async () => {
    // A Sunday about three weeks ago that is a work day for the day shift (not a holiday: on 30 June
    // 2027 it would be the Islamic New Year).
    let day = addDaysIso(testToday(), -21);
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 || !isDemoWorkDay(day)) day = addDaysIso(day, -1);
    const bare = await file(1006, { leaveTypeId: fx.types.casual, startDate: day, endDate: day });
    expect(bare.statusCode, bare.body).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'PAST_LEAVE_NEEDS_REASON', fields: [{ path: 'reason', message: 'errors.PAST_LEAVE_NEEDS_REASON' }] });
    const ok = await file(1006, { leaveTypeId: fx.types.casual, startDate: day, endDate: day, reason: 'I was ill and forgot to file it' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ state: 'requested', reason: 'I was ill and forgot to file it' });
  });
});

describe('a substitute who books leave on the days they cover', () => {
  // Sunday to Tuesday of the second week of June next year.
  const start = addDaysIso(thursday(6), 3);
  const end = addDaysIso(start, 2);
  it('is warned in the quote; the organisation may refuse it; otherwise the approver sees the conflict', async () => {
    const omar = await file(1005, annual(start, end, { handoverEmployeeId: ids[1006] }));
    expect(omar.statusCode, omar.body).toBe(200);
    const quote = (await as(1006).get(`/api/leave/quote?leaveTypeId=${fx.types.annual}&startDate=${end}&endDate=${end}`)).json();
    expect(quote.covering).toEqual([{ employee: expect.objectContaining({ EmpCode: 1005 }), startDate: start, endDate: end }]);

    const settings = (await as(1001).get('/api/hr/leave-settings')).json();
    await as(1001).put('/api/hr/leave-settings', { ...settings, handoverConflictBlocks: true });
    const refused = await file(1006, annual(end, end));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'HANDOVER_CONFLICT', params: { name: 'Omar Khaled' } });

    await as(1001).put('/api/hr/leave-settings', { ...settings, handoverConflictBlocks: false });
    const nour = await file(1006, annual(end, end));
    expect(nour.statusCode, nour.body).toBe(200);
    const item = (await as(1004).get('/api/inbox?kind=leave&pageSize=100')).json().items.find((i: { id: number }) => i.id === nour.json().id);
    expect(item.leave.covering).toEqual([{ employee: expect.objectContaining({ EmpCode: 1005 }), startDate: start, endDate: end }]);
  });
});
