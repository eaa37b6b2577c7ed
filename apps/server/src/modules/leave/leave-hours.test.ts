import { addDaysIso } from '@hr/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, leaveTypes } from '../../db/schema.js';
import { HOLIDAY, thu, useLeaveApp } from './leave-fixture.js';

/**
 * Leave by the hour: Annual leave allowed by the hour, drawn at the organisation's
 * hours per leave day (the demo's 8): 2 hours are 0.25 days of the balance. The dates are next
 * year's (no notice rules bite); `thu` is a Thursday, HOLIDAY the Sunday after it.
 */
const { fx, types, ids, as, file, annual, balance } = useLeaveApp();
const sunday = addDaysIso(thu, 10);

beforeAll(async () => {
  await fx.t.database.db.update(leaveTypes).set({ hoursAllowed: true }).where(eq(leaveTypes.id, types.annual));
});

describe('leave by the hour', () => {
  it('refuses hours on a type that does not allow them, over several days, or a whole day long', async () => {
    const casual = await file(1005, { leaveTypeId: types.casual, startDate: thu, endDate: thu, from: '08:00', to: '10:00' });
    expect([casual.statusCode, casual.json().code]).toEqual([400, 'HOURS_NOT_ALLOWED']);
    const days = await file(1005, annual(thu, addDaysIso(thu, 1), { from: '08:00', to: '10:00' }));
    expect([days.statusCode, days.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const half = await file(1005, annual(thu, thu, { from: '08:00', to: '10:00', halfDay: 'am' }));
    expect(half.statusCode).toBe(400);
    const long = await file(1005, annual(thu, thu, { from: '08:00', to: '16:00' }));
    expect([long.statusCode, long.json().code, long.json().params]).toEqual([400, 'HOURS_TOO_LONG', { hours: 8 }]);
    const one = await file(1005, annual(thu, thu, { from: '08:00' }));
    expect(one.statusCode).toBe(400);
    const holiday = await file(1005, annual(HOLIDAY, HOLIDAY, { from: '08:00', to: '10:00' }));
    expect([holiday.statusCode, holiday.json().code]).toEqual([400, 'NO_DAYS_COUNTED']);
  });

  it('quotes and files two hours as a quarter of a day of the balance', async () => {
    const before = await balance(1005);
    const quote = await as(1005).get(`/api/leave/quote?leaveTypeId=${types.annual}&startDate=${sunday}&endDate=${sunday}&from=08:00&to=10:00`);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().days).toBe(0.25);
    const res = await file(1005, annual(sunday, sunday, { from: '08:00', to: '10:00', reason: 'Bank' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ countOfDays: 0.25, hours: { from: '08:00', to: '10:00', minutes: 120 }, halfDay: 'none' });
    const after = await balance(1005);
    expect(after.pending).toBeCloseTo(before.pending + 0.25, 3);
    expect(after.remaining).toBeCloseTo(before.remaining - 0.25, 3);
  });

  it('is part of a day, not all of it, on the team calendar and in "also out then"', async () => {
    const cal = await as(1004).get(`/api/leave/calendar?month=${sunday.slice(0, 7)}`);
    expect(cal.statusCode, cal.body).toBe(200);
    const rows = cal.json().absences as unknown[][];
    expect(rows.find((a) => a[3] === sunday && a[6] === '08:00-10:00')).toBeDefined();
    // A whole day carries no span.
    expect(rows.filter((a) => a[6] !== undefined).every((a) => /^\d\d:\d\d-\d\d:\d\d$/.test(String(a[6])))).toBe(true);
    const nour = await file(1006, annual(sunday, sunday, { reason: 'Family' }));
    expect(nour.statusCode, nour.body).toBe(200);
    const inbox = (await as(1004).get('/api/inbox?kind=leave')).json() as { items: { kind: string; leave?: { request: { id: number }; othersOut: { employee: { EmpCode: number }; hours: unknown }[] } }[] };
    const hers = inbox.items.find((i) => i.leave?.request.id === nour.json().id)!;
    expect(hers.leave!.othersOut.find((o) => o.employee.EmpCode === 1005)).toMatchObject({ hours: { from: '08:00', to: '10:00' } });
    await as(1006).post(`/api/leave/requests/${nour.json().id}/cancel`, { comment: '' });
  });

  it('approved, it covers the late arrival of that day instead of making it a day off', async () => {
    const list = (await as(1005).get(`/api/leave/requests?from=${sunday}&to=${sunday}`)).json();
    const id = (list.items as { id: number; startDate: string }[]).find((r) => r.startDate === sunday)!.id;
    const decided = await as(1004).post('/api/inbox/decide', { items: [{ kind: 'leave', id }], decision: 'approve', comment: '' });
    expect(decided.json().results[0]).toMatchObject({ ok: true });
    await fx.t.database.db.insert(attendanceEvents).values([
      { employeeId: ids[1005], eventType: 'in', occurredAt: new Date(`${sunday}T10:05:00+02:00`), source: 'device' },
      { employeeId: ids[1005], eventType: 'out', occurredAt: new Date(`${sunday}T16:00:00+02:00`), source: 'device' },
    ]);
    const sheet = await as(1001).get(`/api/attendance/sheet?month=${sunday.slice(0, 7)}&format=csv&lang=en`);
    const [head, ...lines] = sheet.body.replace(/^\ufeff/, '').split('\r\n');
    const row = lines.find((l) => l.startsWith('1005,'))!.split(',');
    const day = head.split(',').indexOf(sunday.slice(8, 10));
    // Present (not on leave), and 10:05 on the 08:00 shift is not late: the two hours cover it.
    expect(row[day]).toBe('P');
    expect(Number(row[head.split(',').indexOf('Late minutes')])).toBe(0);
    // Nor is the person "out" that day on the team dashboard: a few hours are not a day off.
    const today = await as(1003).get(`/api/dashboard/team/today?date=${sunday}`);
    expect(today.statusCode, today.body).toBe(200);
    expect((today.json().outToday.items as { empCode: number }[]).some((p) => p.empCode === 1005)).toBe(false);
  });
});
