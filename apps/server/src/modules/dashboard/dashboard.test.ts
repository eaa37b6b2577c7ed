import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, departments, employees, leaveRequests, leaveTypes, overtimeRequests, sites } from '../../db/schema.js';
import { markWaiting } from '../../test/approvals.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { trendsWait } from './dashboard-service.js';
import { cairoTime } from '../../test/dates.js';

/**
 * The dashboards on fixed days of February 2026 (Sunday 1 to Thursday 5 are work days; the week
 * runs Sunday to Saturday): 1005 present on the 1st, absent on the 2nd, incomplete on the 3rd,
 * late on the 4th, present on the 5th; 1006 never signs in and is on approved leave on the 3rd and
 * 4th. The demo's own history is the weeks before the test run.
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
const unit: Record<string, number> = {};

const local = (d: string, hm: string) => cairoTime(d, hm);
const as = (code: number) => t.as(tokens[code]);
type TPerson = { empCode: number };
const codes = (list: { items: TPerson[] }) => list.items.map((p) => p.empCode).sort();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const r of await db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const r of await db.select({ id: sites.id, nameEn: sites.nameEn }).from(sites)) unit[r.nameEn] = r.id;
  for (const r of await db.select({ id: departments.id, nameEn: departments.nameEn }).from(departments)) unit[r.nameEn] = r.id;
  for (const code of [1001, 1002, 1003, 1004, 1005, 1011]) tokens[code] = (await t.login(code)).token;
  const events: [string, string, 'in' | 'out'][] = [
    ['2026-02-01', '08:10', 'in'],
    ['2026-02-01', '16:05', 'out'],
    ['2026-02-03', '08:00', 'in'],
    ['2026-02-04', '08:20', 'in'],
    ['2026-02-04', '15:30', 'out'],
    ['2026-02-05', '07:58', 'in'],
    ['2026-02-05', '16:00', 'out'],
  ];
  await db.insert(attendanceEvents).values(events.map(([d, hm, type]) => ({ employeeId: ids[1005], eventType: type, occurredAt: local(d, hm), source: 'device' })));
  const [annual] = await db.select().from(leaveTypes).where(eq(leaveTypes.code, 'annual'));
  await db.insert(leaveRequests).values({ employeeId: ids[1006], leaveTypeId: annual.id, balanceTypeId: annual.id, year: 2026, startDate: '2026-02-03', endDate: '2026-02-04', days: 2, state: 'approved' });
  const ot = (workDate: string, minutes: number, state: string) => ({
    employeeId: ids[1005],
    workDate,
    startsAt: local(workDate, '16:00'),
    endsAt: new Date(local(workDate, '16:00').getTime() + minutes * 60_000),
    minutes,
    state,
  });
  const rows = await db.insert(overtimeRequests).values([ot('2026-01-15', 120, 'approved'), ot('2026-02-03', 90, 'approved'), ot('2026-02-04', 60, 'requested'), ot('2026-02-05', 30, 'rejected')]).returning();
  await markWaiting(db, 'overtime', rows.filter((r) => r.state === 'requested').map((r) => ({ id: r.id, employeeId: r.employeeId, approverId: ids[1004] })));
});
afterAll(() => t?.close());

describe('my attendance', () => {
  it('gives my month day by day with late days told apart, the hours worked and my overtime still waiting', async () => {
    const res = await as(1005).get('/api/dashboard/me/attendance?month=2026-02');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.month).toBe('2026-02');
    expect(body.days).toHaveLength(28);
    expect(body.days.slice(0, 7).map((d: { kind: string }) => d.kind)).toEqual(['present', 'absent', 'incomplete', 'late', 'present', 'weekend', 'weekend']);
    expect(body.days[3]).toMatchObject({ date: '2026-02-04', lateMinutes: 5, workedMinutes: 430 });
    // 08:10–16:05, 08:20–15:30, 07:58–16:00
    expect(body.workedMinutes).toBe(475 + 430 + 482);
    expect(body.pendingOvertime).toEqual([{ id: expect.any(Number), workDate: '2026-02-04', minutes: 60 }]);
    expect((await as(1005).get('/api/dashboard/me/attendance?month=2026-13')).statusCode).toBe(400);
  });
});

describe('team dashboard scope', () => {
  it('refuses an employee', async () => {
    expect((await as(1005).get('/api/dashboard/team/today')).statusCode).toBe(403);
    expect((await as(1005).get('/api/dashboard/team/trends')).statusCode).toBe(403);
  });

  it("shows a supervisor their direct reports only: absent, late and out, with what waits on them", async () => {
    const mon = (await as(1004).get('/api/dashboard/team/today?date=2026-02-02')).json();
    expect(mon).toMatchObject({ date: '2026-02-02', weekFrom: '2026-02-01', weekTo: '2026-02-07', filters: null });
    expect(codes(mon.absentToday)).toEqual([1005, 1006]);
    expect(mon.outToday.total).toBe(0);
    expect(mon.outThisWeek.items).toEqual([expect.objectContaining({ empCode: 1006, startDate: '2026-02-03', endDate: '2026-02-04', leaveNameEn: 'Annual' })]);
    expect(mon.pending).toMatchObject({ overtimeApprovals: 1, attendanceIssues: null });
    const tue = (await as(1004).get('/api/dashboard/team/today?date=2026-02-03')).json();
    expect(codes(tue.outToday)).toEqual([1006]);
    expect(tue.absentToday.items).toEqual([expect.objectContaining({ empCode: 1005, status: 'incomplete' })]);
    const wed = (await as(1004).get('/api/dashboard/team/today?date=2026-02-04')).json();
    expect(wed.lateToday.items).toEqual([expect.objectContaining({ empCode: 1005, lateMinutes: 5 })]);
    // The manager sees the subtree (1004 included); Finance's manager sees none of them.
    const manager = (await as(1003).get('/api/dashboard/team/today?date=2026-02-02')).json();
    expect(codes(manager.absentToday)).toEqual(expect.arrayContaining([1004, 1005, 1006]));
    expect(codes(manager.absentToday)).not.toContain(1003);
    const finance = (await as(1011).get('/api/dashboard/team/today?date=2026-02-02')).json();
    expect(codes(finance.absentToday)).not.toContain(1005);
  });

  it('gives the weekly attendance rate and approved overtime by month of the team', async () => {
    const res = await as(1004).get('/api/dashboard/team/trends?date=2026-02-05');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.weeks).toHaveLength(12);
    // 1005: 5 work days, present on the 1st, 4th (late) and 5th; 1006: 3 work days (2 on leave), none attended.
    expect(body.weeks[11]).toEqual({ from: '2026-02-01', to: '2026-02-07', attended: 3, expected: 8, rate: 3 / 8 });
    expect(body.overtime).toHaveLength(12);
    expect(body.overtime[11]).toEqual({ month: '2026-02', minutes: 90, requests: 1 });
    expect(body.overtime[10]).toEqual({ month: '2026-01', minutes: 120, requests: 1 });
    expect(body.overtime[0].month).toBe('2025-03');
    const finance = (await as(1011).get('/api/dashboard/team/trends?date=2026-02-05')).json();
    expect(finance.overtime.every((m: { minutes: number }) => m.minutes === 0)).toBe(true);
  });

  it('answers without the earlier weeks while they are worked out, then with them', async () => {
    trendsWait.ms = 0;
    try {
      const first = (await as(1004).get('/api/dashboard/team/trends?date=2025-11-12')).json();
      expect(first.pending).toBe(true);
      expect(first.weeks[0]).toMatchObject({ attended: 0, expected: 0, rate: null });
      expect(first.overtime).toHaveLength(12);
      let later = first;
      for (let i = 0; i < 50 && later.pending; i++) {
        await new Promise((r) => setTimeout(r, 100));
        later = (await as(1004).get('/api/dashboard/team/trends?date=2025-11-12')).json();
      }
      expect(later.pending).toBeUndefined();
      expect(later.weeks.some((w: { expected: number }) => w.expected > 0)).toBe(true);
    } finally {
      trendsWait.ms = 800;
    }
  });

  it('lets HR see everyone and filter by site and department; site HR sees their sites only', async () => {
    const all = (await as(1001).get('/api/dashboard/team/today?date=2026-02-02')).json();
    expect(all.filters.sites.map((s: { nameEn: string }) => s.nameEn)).toEqual(expect.arrayContaining(['Alexandria']));
    expect(all.filters.departments.map((s: { nameEn: string }) => s.nameEn)).toEqual(expect.arrayContaining(['Operations', 'Finance']));
    expect(codes(all.absentToday)).toEqual(expect.arrayContaining([1005, 1011, 1012]));
    const ops = (await as(1001).get(`/api/dashboard/team/today?date=2026-02-02&departmentId=${unit.Operations}`)).json();
    expect(codes(ops.absentToday)).toContain(1005);
    expect(codes(ops.absentToday)).not.toContain(1012);
    expect(ops.people).toBeLessThan(all.people);
    const alex = (await as(1001).get(`/api/dashboard/team/today?date=2026-02-02&siteId=${unit.Alexandria}`)).json();
    expect(codes(alex.absentToday)).not.toContain(1005);
    const trends = (await as(1001).get(`/api/dashboard/team/trends?date=2026-02-05&departmentId=${unit.Finance}`)).json();
    expect(trends.overtime[11].minutes).toBe(0);
    const site = (await as(1002).get('/api/dashboard/team/today?date=2026-02-02')).json();
    expect(site.filters.sites.map((s: { nameEn: string }) => s.nameEn)).toEqual(['Alexandria']);
    expect(codes(site.absentToday)).not.toContain(1005);
    expect(site.pending.attendanceIssues).toEqual(expect.any(Number));
  });
});
