import { addDaysIso, employeeToInput, orthodoxEaster, westernEaster } from '@hr/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendanceEvents, auditLog, employees, payrollMonths } from '../../db/schema.js';
import { cairoTime } from '../../test/dates.js';
import { computeDays } from '../attendance/index.js';
import { getDirectory } from '../people/index.js';
import { useLeaveApp, Y } from './leave-fixture.js';

/**
 * Ministerial Decree 346/2025 under Labour Law Art 129, through the API: HR sets a person's holiday
 * group on the record (audited, never inferred), the group's days are official holidays for its
 * members only (leave day counts, absences, the payroll sheet, the person's calendar), a member
 * arriving by 10:00 on Maundy Thursday is not late, and a change keeps closed payroll months as paid.
 */
const { fx, ids, types, as } = useLeaveApp();
const db = () => fx.t.database.db;
const record = async (code: number) => (await as(1001).get(`/api/hr/employees/${ids[code]}`)).json();
const setGroup = async (code: number, holidayGroup: string | null, by = 1001) => {
  const res = await as(by).put(`/api/hr/employees/${ids[code]}`, { ...employeeToInput(await record(code)), holidayGroup });
  return res;
};
const quote = async (code: number, startDate: string, endDate: string) => {
  const res = await as(code).get(`/api/leave/quote?leaveTypeId=${types.annual}&startDate=${startDate}&endDate=${endDate}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().days as number;
};
const dayOf = async (code: number, date: string) => {
  const p = (await getDirectory(fx.t.app.ctx)).get(ids[code])!;
  const [d] = await computeDays(fx.t.app.ctx, [p], date, date);
  return d.result;
};

describe('Decree 346/2025 (Art 129): the holiday group on the person’s record', () => {
  it('Art 129 (Decree 346/2025): nobody has a group until HR sets one; HR sets it (audited), a bad value is a 400, an employee cannot', async () => {
    expect((await record(1005)).holidayGroup).toBeNull();
    expect((await setGroup(1005, 'orthodox')).statusCode).toBe(400);
    expect((await setGroup(1005, 'coptic_orthodox', 1005)).statusCode).toBe(403);
    const res = await setGroup(1005, 'coptic_orthodox');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().holidayGroup).toBe('coptic_orthodox');
    const [entry] = await db()
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.update'), eq(auditLog.entityId, String(ids[1005]))));
    expect(entry.before).toMatchObject({ holidayGroup: null });
    expect(entry.after).toMatchObject({ holidayGroup: 'coptic_orthodox' });
    // Sending the record without the field keeps the group.
    const { holidayGroup: _g, ...rest } = employeeToInput(await record(1005));
    expect((await as(1001).put(`/api/hr/employees/${ids[1005]}`, rest)).json().holidayGroup).toBe('coptic_orthodox');
  });

  it('Art 124 with Decree 346/2025: annual leave over Coptic Easter skips it for a Coptic Orthodox member only', async () => {
    const easter = orthodoxEaster(Y); // a Sunday: a work day
    expect(await quote(1005, easter, addDaysIso(easter, 2))).toBe(2);
    expect(await quote(1006, easter, addDaysIso(easter, 2))).toBe(3);
  });

  it('Art 129 (Decree 346/2025): no absence on the group’s day off; the sheet codes it a holiday; the person’s calendar shades it', async () => {
    // Sunday 12 April 2026, Coptic Easter: 1005 (a member) did not come, nor did 1006 (not one).
    expect((await dayOf(1005, '2026-04-12')).status).toBe('holiday');
    expect((await dayOf(1006, '2026-04-12')).status).toBe('absent');
    const abs = await as(1005).get('/api/attendance/absences?from=2026-04-12&to=2026-04-12');
    expect(abs.json().items).toEqual([]);
    const sheet = await as(1001).get('/api/attendance/sheet?month=2026-04&format=csv&lang=en');
    expect(sheet.statusCode, sheet.body).toBe(200);
    const [head, ...rows] = sheet.body.replace(/^\ufeff/, '').split('\r\n');
    const col = head.split(',').indexOf('12');
    expect(rows.find((l) => l.startsWith('1005,'))!.split(',')[col]).toBe('H');
    expect(rows.find((l) => l.startsWith('1006,'))!.split(',')[col]).toBe('A');
    const cal = (await as(1005).get('/api/leave/calendar?month=2026-04')).json();
    expect(cal.holidays.map((h: { date: string }) => h.date)).toContain('2026-04-12');
    const other = (await as(1006).get('/api/leave/calendar?month=2026-04')).json();
    expect(other.holidays.map((h: { date: string }) => h.date)).not.toContain('2026-04-12');
  });

  it('Art 129 (Decree 346/2025): on Maundy Thursday a member arriving by 10:00 is not late; a non-member is', async () => {
    const date = '2026-04-09';
    await db()
      .insert(attendanceEvents)
      .values(
        [1005, 1006].flatMap((code) => [
          { employeeId: ids[code], eventType: 'in', occurredAt: cairoTime(date, '09:55'), source: 'device' },
          { employeeId: ids[code], eventType: 'out', occurredAt: cairoTime(date, '16:00'), source: 'device' },
        ]),
      );
    expect(await dayOf(1005, date)).toMatchObject({ status: 'present', lateMinutes: 0 });
    // 08:00 shift, 15 minutes' grace: 09:55 is 100 minutes late.
    expect(await dayOf(1006, date)).toMatchObject({ status: 'present', lateMinutes: 100 });
  });

  it('Art 129 (Decree 346/2025): a change holds after the latest closed payroll month; the closed days keep the group they were paid with', async () => {
    await db().insert(payrollMonths).values({ month: '2026-03', siteId: null, version: 1, state: 'closed' });
    // 1007 joins the Catholic and Protestant group: New Year's Day 2026 (a Thursday, in a closed month) stays a work day.
    const res = await setGroup(1007, 'catholic_protestant');
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select({ g: employees.holidayGroups }).from(employees).where(eq(employees.id, ids[1007]));
    expect(row.g).toEqual([{ group: 'catholic_protestant', from: '2026-04-01' }]);
    expect((await dayOf(1007, '2026-01-01')).status).toBe('absent');
    expect((await dayOf(1007, westernEaster(2026))).status).toBe('holiday');
    // 1005 moves to the other group: the closed months keep Coptic Orthodox Christmas (7 January 2026 is also a public holiday),
    // and from April the Catholic and Protestant days hold.
    expect((await setGroup(1005, 'catholic_protestant')).statusCode).toBe(200);
    const [moved] = await db().select({ g: employees.holidayGroups }).from(employees).where(eq(employees.id, ids[1005]));
    expect(moved.g.map((p) => p.group)).toEqual(['coptic_orthodox', 'catholic_protestant']);
    expect((await dayOf(1005, '2026-04-12')).status).toBe('absent');
    expect((await dayOf(1005, '2026-04-05')).status).toBe('holiday');
    await db().delete(payrollMonths).where(eq(payrollMonths.month, '2026-03'));
  });

  it('Art 129 ¶2 with Decree 346/2025: overtime a member works on their group’s day off is holiday work; a non-member’s is not', async () => {
    // Sunday 5 April 2026, Western Easter: 1005 is now in the Catholic and Protestant group.
    const file = (code: number) => as(code).post('/api/overtime', { workDate: '2026-04-05', from: '17:00', to: '19:00', reason: 'Stock count' });
    const member = await file(1005);
    expect(member.statusCode, member.body).toBe(201);
    expect(member.json().request.dayKind).toBe('holiday');
    const other = await file(1006);
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().request.dayKind).toBe('workday');
  });
});
