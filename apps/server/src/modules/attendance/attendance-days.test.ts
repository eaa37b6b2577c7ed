import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, auditLog, employees, leaveRequests, leaveTypes, notifications } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { employeeInput } from '../../test/employee-input.js';
import { cairoTime } from '../../test/dates.js';

/**
 * Daily status, absence lists, HR resolutions, the monthly sheet and attendance issues, on fixed
 * days of February 2026 (Sunday 1 to Thursday 5 and Sunday 8 to Thursday 12 are work days; the
 * demo's own history is the weeks before the test run).
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};

const local = (d: string, hm: string) => cairoTime(d, hm);
async function addEvents(code: number, list: [string, string, 'in' | 'out'][]) {
  await t.database.db.insert(attendanceEvents).values(list.map(([d, hm, type]) => ({ employeeId: ids[code], eventType: type, occurredAt: local(d, hm), source: 'device' })));
}

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1002, 1003, 1004, 1005, 1006, 1009]) tokens[code] = (await t.login(code)).token;
  // 1005 (day shift 08:00–16:00, grace 15): present on the 1st, absent on the 2nd, incomplete on the 3rd, present on the 4th and 5th.
  await addEvents(1005, [
    ['2026-02-01', '08:10', 'in'],
    ['2026-02-01', '16:05', 'out'],
    ['2026-02-03', '08:00', 'in'],
    ['2026-02-04', '08:16', 'in'],
    ['2026-02-04', '15:30', 'out'],
    ['2026-02-05', '07:58', 'in'],
    ['2026-02-05', '16:00', 'out'],
  ]);
  // 1009 works nights (22:00–06:00): the 1st's shift ends on the morning of the 2nd.
  await addEvents(1009, [
    ['2026-02-01', '22:05', 'in'],
    ['2026-02-02', '06:02', 'out'],
  ]);
});
afterAll(() => t?.close());

const as = (code: number) => t.as(tokens[code]);
/** Decides attendance issues in the one inbox. */
const decide = (code: number, issueIds: number[], decision: 'approve' | 'reject', comment = '') =>
  as(code).post('/api/inbox/decide', { items: issueIds.map((id) => ({ kind: 'attendance_issue', id })), decision, comment });
const feb = 'from=2026-02-01&to=2026-02-07';

describe('absence lists', () => {
  it('lists the own absent and incomplete days, not the weekend, present days or a night shift across midnight', async () => {
    const res = await as(1005).get(`/api/attendance/absences?${feb}&sort=date&dir=asc`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((d: { date: string; status: string }) => [d.date, d.status])).toEqual([
      ['2026-02-02', 'absent'],
      ['2026-02-03', 'incomplete'],
    ]);
    expect(res.json().items[1]).toMatchObject({ userId: 1005, userName: 'Omar Khaled', Department: 'Operations', firstIn: local('2026-02-03', '08:00').toISOString(), lastOut: null });
    const night = await as(1001).get(`/api/attendance/team-absences?from=2026-02-01&to=2026-02-01&employeeId=${ids[1009]}`);
    expect(night.json().total).toBe(0);
  });

  it('shows the team in scope: the supervisor sees 1005, an employee is refused, filters apply', async () => {
    const res = await as(1004).get(`/api/attendance/team-absences?${feb}&status=absent`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().items as { userId: number; date: string }[];
    expect(rows.some((r) => r.userId === 1005 && r.date === '2026-02-02')).toBe(true);
    expect(rows.every((r) => [1004, 1005, 1006].includes(r.userId))).toBe(true);
    expect((await as(1006).get(`/api/attendance/team-absences?${feb}`)).statusCode).toBe(403);
    expect((await as(1005).get(`/api/attendance/team-events?${feb}`)).statusCode).toBe(403);
    const bad = await as(1005).get('/api/attendance/absences?from=2026-02-05&to=2026-02-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('DATES_OUT_OF_ORDER');
  });
});

describe('team units', () => {
  it("offers the departments and sections of the viewer's team only; employees are refused", async () => {
    const res = await as(1004).get('/api/people/units');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().departments.map((d: { nameEn: string; sections: { nameEn: string }[] }) => [d.nameEn, d.sections.map((x) => x.nameEn)])).toEqual([['Operations', ['Production']]]);
    expect((await as(1001).get('/api/people/units')).json().departments.length).toBe(3);
    expect((await as(1005).get('/api/people/units')).statusCode).toBe(403);
  });
});

describe('HR resolutions', () => {
  it('only HR (or site_hr of the site) resolves; a day is resolved once; a present day cannot be', async () => {
    const body = { employeeId: ids[1005], date: '2026-02-02', kind: 'deducted', comment: 'No notice' };
    // No answer is assumed, and a deduction says why: refused before anything is written.
    for (const [bad, path] of [
      [{ employeeId: ids[1005], date: '2026-02-02', comment: '' }, 'kind'],
      [{ ...body, comment: ' ' }, 'comment'],
    ] as const) {
      const res = await as(1001).post('/api/attendance/resolutions', bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual([{ path, message: 'validation.required' }]);
    }
    expect((await as(1004).post('/api/attendance/resolutions', body)).statusCode).toBe(403);
    expect((await as(1002).post('/api/attendance/resolutions', body)).statusCode).toBe(403); // site_hr of Alexandria; 1005 is in Cairo
    const ok = await as(1001).post('/api/attendance/resolutions', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'absent', resolution: { kind: 'deducted', comment: 'No notice', byName: 'Mona Hassan' } });
    const again = await as(1001).post('/api/attendance/resolutions', { ...body, kind: 'confirmed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_RESOLVED');
    const present = await as(1001).post('/api/attendance/resolutions', { ...body, date: '2026-02-01' });
    expect(present.json().code).toBe('DAY_NOT_ABSENT');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.resolve'));
    expect(audit).toHaveLength(1);
    const list = (await as(1005).get(`/api/attendance/absences?${feb}&resolution=resolved`)).json();
    expect(list.items.map((d: { date: string }) => d.date)).toEqual(['2026-02-02']);
  });

  it('two HR answers at once: one wins', async () => {
    const body = { employeeId: ids[1005], date: '2026-02-03', kind: 'forgot_id', comment: '' };
    const [a, b] = await Promise.all([as(1001).post('/api/attendance/resolutions', body), as(1001).post('/api/attendance/resolutions', { ...body, kind: 'confirmed' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('converting into leave files an approved request that draws on the balance', async () => {
    const [annual] = await t.database.db.select().from(leaveTypes).where(eq(leaveTypes.code, 'annual'));
    const missing = await as(1001).post('/api/attendance/resolutions', { employeeId: ids[1006], date: '2026-02-02', kind: 'leave' });
    expect(missing.statusCode).toBe(400);
    const res = await as(1001).post('/api/attendance/resolutions', { employeeId: ids[1006], date: '2026-02-02', kind: 'leave', leaveTypeId: annual.id, comment: 'Agreed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'leave', leaveType: { nameEn: annual.nameEn }, resolution: { kind: 'leave' } });
    const [req] = await t.database.db.select().from(leaveRequests).where(and(eq(leaveRequests.employeeId, ids[1006]), eq(leaveRequests.startDate, '2026-02-02')));
    expect(req).toMatchObject({ state: 'approved', days: 1, balanceTypeId: annual.id });
  });

  it('the monthly sheet has one row per person, a code per day and the totals, in CSV and XLSX', async () => {
    const dept = (await t.database.db.execute(sql`select id from departments where name_en = 'Operations'`)).rows[0] as { id: number };
    const csv = await as(1001).get(`/api/attendance/sheet?month=2026-02&departmentId=${dept.id}&format=csv&lang=en`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toMatch(
      /^User ID,User Name,Department,Section,Site,Shift,01,02,.*,28,Days present,Days absent,Days on leave,Late minutes,Early-leave minutes,Deducted days,Permission minutes,Approved overtime hours,Overtime converted to leave \(hours\),Days out of shift,Sick days at full pay,Sick days at 85 %,Sick days at 75 %,Sick days unpaid$/,
    );
    const omar = lines.find((l) => l.startsWith('1005,'))!.split(',');
    // 1st P, 2nd D (deducted), 3rd F or C (whichever of the two HR answers won), 4th P (late 1 minute), 5th P, 6th and 7th weekend.
    expect(omar.slice(6, 13)).toEqual(['P', 'D', expect.stringMatching(/^[FC]$/), 'P', 'P', 'W', 'W']);
    // The totals, then the four sick-pay bands (Art 131).
    expect(omar.slice(-14, -8)).toEqual(['4', expect.any(String), '0', '1', expect.any(String), '1']);
    expect(omar[omar.length - 8]).toBe('0');
    const ar = await as(1001).get(`/api/attendance/sheet?month=2026-02&departmentId=${dept.id}&format=csv&lang=ar`);
    expect(ar.body).toContain('أيام الحضور');
    const xlsx = await as(1001).get(`/api/attendance/sheet?month=2026-02&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await as(1006).get('/api/attendance/sheet?month=2026-02')).statusCode).toBe(403);
    expect((await as(1001).get('/api/attendance/sheet?month=2026-13')).statusCode).toBe(400);
  });
});

describe('attendance issues', () => {
  const at = (d: string, hm: string) => local(d, hm).toISOString();
  let outId = 0;
  let inId = 0;

  it('refuses a future time, duplicates and contradictions; the team variant needs the person in scope', async () => {
    const future = await as(1005).post('/api/attendance/issues', { eventType: 'in', eventTime: new Date(Date.now() + 3600_000).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('ISSUE_MUST_BE_PAST');
    const out = await as(1005).post('/api/attendance/issues', { eventType: 'out', eventTime: at('2026-02-09', '16:00'), reason: 'Gate reader down' });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ state: 'requested', workDate: '2026-02-09', userId: 1005, filedByName: 'Omar Khaled', dayEvents: [] });
    outId = out.json().id;
    expect((await as(1005).post('/api/attendance/issues', { eventType: 'out', eventTime: at('2026-02-09', '16:30') })).json().code).toBe('ISSUE_DUPLICATE');
    expect((await as(1005).post('/api/attendance/issues', { eventType: 'in', eventTime: at('2026-02-09', '17:00') })).json().code).toBe('ISSUE_CONTRADICTS');
    expect((await as(1005).post('/api/attendance/issues', { eventType: 'in', eventTime: at('2026-02-01', '08:12') })).json().code).toBe('ISSUE_DUPLICATE');
    expect((await as(1006).post('/api/attendance/issues', { eventType: 'in', eventTime: at('2026-02-09', '08:00'), employeeId: ids[1005] })).statusCode).toBe(403);
    const team = await as(1004).post('/api/attendance/issues', { eventType: 'in', eventTime: at('2026-02-09', '08:00'), employeeId: ids[1005] });
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json()).toMatchObject({ filedByName: 'Sara Ali', userId: 1005 });
    inId = team.json().id;
    const days = (await as(1005).get('/api/attendance/absences?from=2026-02-09&to=2026-02-09')).json();
    expect(days.items[0]).toMatchObject({ date: '2026-02-09', status: 'issue' });
    const hr = await t.database.db.select().from(notifications).where(and(eq(notifications.employeeId, ids[1001]), eq(notifications.kind, 'attendance_issue_filed')));
    expect(hr.length).toBe(2);
  });

  it('only hr and the site_hr of the site decide; the employee and site_hr of another site are refused', async () => {
    const issues = async (code: number) => (await as(code).get('/api/inbox?kind=attendance_issue')).json() as { items: { id: number }[]; total: number };
    expect((await issues(1005)).total).toBe(0);
    expect((await decide(1005, [outId], 'approve')).json().results).toEqual([{ kind: 'attendance_issue', id: outId, ok: false, code: 'FORBIDDEN' }]);
    expect((await issues(1002)).total).toBe(0);
    expect((await decide(1002, [outId], 'approve')).json().results).toEqual([{ kind: 'attendance_issue', id: outId, ok: false, code: 'FORBIDDEN' }]);
    expect((await issues(1001)).items.map((i) => i.id)).toEqual([outId, inId]);
    expect((await as(1001).get('/api/inbox/counts')).json().attendanceIssue).toBe(2);
  });

  it('approving in bulk adds correction events and the day is present; a second decision is refused', async () => {
    const [a, b] = await Promise.all([
      decide(1001, [outId, inId], 'approve', 'Checked the gate log'),
      decide(1001, [outId], 'reject', 'No gate record'),
    ]);
    const results = [...a.json().results, ...b.json().results] as { id: number; ok: boolean; code: string | null }[];
    expect(results.filter((r) => r.id === outId && r.ok)).toHaveLength(1);
    expect(results.filter((r) => r.id === outId && !r.ok).map((r) => r.code)).toEqual(['ALREADY_DECIDED']);
    const corrections = await t.database.db.select().from(attendanceEvents).where(and(eq(attendanceEvents.employeeId, ids[1005]), eq(attendanceEvents.source, 'correction')));
    expect(corrections.length).toBeGreaterThanOrEqual(1);
    const mine = (await as(1005).get('/api/attendance/issues?state=all')).json();
    expect(mine.total).toBe(2);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.employeeId, ids[1005]));
    expect(told.some((n) => n.kind === 'attendance_issue_approved' || n.kind === 'attendance_issue_rejected')).toBe(true);
    if (results.find((r) => r.id === outId && r.ok) && a.json().results.every((r: { ok: boolean }) => r.ok)) {
      const days = (await as(1005).get('/api/attendance/absences?from=2026-02-09&to=2026-02-09')).json();
      expect(days.total).toBe(0);
    }
  });
});

describe('daylight saving', () => {
  it("groups a night shift's events on the night Cairo leaves summer time (30–31 October 2025)", async () => {
    // 1013 works nights; in at 22:00 on Thursday the 30th (summer time), out at 06:00 on the 31st (winter time).
    await t.database.db.insert(attendanceEvents).values([
      { employeeId: ids[1013], eventType: 'in', occurredAt: new Date('2025-10-30T22:00:00+03:00'), source: 'device' },
      { employeeId: ids[1013], eventType: 'out', occurredAt: new Date('2025-10-31T06:00:00+02:00'), source: 'device' },
    ]);
    const res = await as(1001).get(`/api/attendance/team-absences?from=2025-10-30&to=2025-10-30&employeeId=${ids[1013]}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(0);
    const absent = await as(1001).get(`/api/attendance/team-absences?from=2025-10-29&to=2025-10-29&employeeId=${ids[1013]}`);
    expect(absent.json().items.map((d: { status: string }) => d.status)).toEqual(['absent']);
  });
});

describe('the first work day', () => {
  const person = (over: Record<string, unknown>) => employeeInput({ fullNameEn: 'New Starter', fullNameAr: 'موظف جديد', managerId: ids[1004], ...over });
  const daysOf = async (id: number) =>
    ((await as(1001).get(`/api/attendance/team-absences?${feb}&employeeId=${id}&sort=date&dir=asc`)).json().items as { date: string }[]).map((d) => d.date);

  it('nobody is absent before their hire date, nor (without one) before the day their record was made', async () => {
    const hired = await as(1001).post('/api/hr/employees', person({ empCode: 2701, email: 'starter.hired@example.com', hireDate: '2026-02-04' }));
    expect(hired.statusCode, hired.body).toBe(200);
    expect(await daysOf(hired.json().id)).toEqual(['2026-02-04', '2026-02-05']);

    // Made today (long after February) with no hire date: no past day is a work day for them.
    const undated = await as(1001).post('/api/hr/employees', person({ empCode: 2702, email: 'starter.undated@example.com', hireDate: null }));
    expect(undated.statusCode, undated.body).toBe(200);
    expect(await daysOf(undated.json().id)).toEqual([]);
    // After the last working day nobody is absent either: the 4th is the last one.
    const ending = await as(1001).post('/api/hr/employees', person({ empCode: 2703, email: 'starter.ending@example.com', hireDate: '2026-01-01', endDate: '2026-02-04' }));
    expect(ending.statusCode, ending.body).toBe(200);
    expect(ending.json().endDate).toBe('2026-02-04');
    expect(await daysOf(ending.json().id)).toEqual(['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04']);
    const before = await as(1001).post('/api/hr/employees', person({ empCode: 2704, email: 'starter.bad@example.com', hireDate: '2026-03-01', endDate: '2026-02-01' }));
    expect(before.statusCode).toBe(400);
    expect(before.json().fields).toEqual([{ path: 'endDate', message: 'validation.invalid' }]);
    // The payroll sheet: blank before the first work day, and no absence counted.
    const csv = await as(1001).get('/api/attendance/sheet?month=2026-02&format=csv&lang=en');
    expect(csv.statusCode, csv.body).toBe(200);
    const row = (code: number) => csv.body.split('\r\n').find((l) => l.startsWith(`${code},`))!.split(',');
    expect(row(2702).slice(6, 34).every((c) => c === '')).toBe(true);
    expect(row(2702).slice(-14)).toEqual(['0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0']);
    expect(row(2701).slice(6, 13)).toEqual(['', '', '', 'A', 'A', 'W', 'W']);
    // Absent from the 4th: 17 work days of February (the 4th and 5th, then three full weeks)
    expect(row(2701).slice(-13, -12)).toEqual(['17']);
  });
});
