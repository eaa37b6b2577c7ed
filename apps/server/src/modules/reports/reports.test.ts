import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, leaveLedger, leaveRequests, leaveTypes, overtimeRequests } from '../../db/schema.js';
import { parseXlsx } from '../../lib/spreadsheet.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The reports on a small fixture in 2029 (a year the demo has no leave or overtime in): leave,
 * ledger rows and approved overtime of a few people, then each report's numbers, the scope of
 * every role, the files and the refused filters.
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
const types: Record<string, number> = {};
const as = (code: number) => t.as(tokens[code]);
const YEAR = 2029;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const r of await db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const r of await db.select({ id: leaveTypes.id, nameEn: leaveTypes.nameEn }).from(leaveTypes)) types[r.nameEn] = r.id;
  for (const code of [1001, 1002, 1003, 1004, 1005]) tokens[code] = (await t.login(code)).token;
  const leave = (code: number, type: string, start: string, end: string, days: number, state: string, balance: string | null = type) => ({
    employeeId: ids[code],
    leaveTypeId: types[type],
    balanceTypeId: balance ? types[balance] : null,
    year: YEAR,
    startDate: start,
    endDate: end,
    days,
    state,
  });
  await db.insert(leaveRequests).values([
    leave(1005, 'Annual', '2029-02-04', '2029-02-06', 3, 'approved'),
    leave(1005, 'Annual', '2029-05-06', '2029-05-06', 1, 'requested'),
    leave(1006, 'Annual', '2029-03-04', '2029-03-05', 2, 'approved'),
    leave(1005, 'Sick', '2029-02-11', '2029-02-11', 1, 'approved', null),
    leave(1005, 'Annual', '2029-07-01', '2029-07-02', 2, 'rejected'),
  ]);
  await db.insert(leaveLedger).values([
    { employeeId: ids[1005], leaveTypeId: types.Annual, year: YEAR, kind: 'adjustment', days: 2, reason: 'Opening balance' },
    { employeeId: ids[1005], leaveTypeId: types.Annual, year: YEAR, kind: 'conversion', days: 1, reason: 'Overtime' },
  ]);
  const ot = (code: number, date: string, minutes: number, night: number, dayKind: string, state = 'approved', converted = 0) => ({
    employeeId: ids[code],
    workDate: date,
    startsAt: new Date(`${date}T16:00:00+02:00`),
    endsAt: new Date(new Date(`${date}T16:00:00+02:00`).getTime() + minutes * 60_000),
    minutes,
    nightMinutes: night,
    dayKind,
    state,
    convertedMinutes: converted,
  });
  await db.insert(overtimeRequests).values([
    ot(1005, '2029-03-10', 180, 60, 'workday', 'approved', 60),
    ot(1005, '2029-03-17', 240, 120, 'rest_day'),
    ot(1005, '2029-03-12', 120, 0, 'workday', 'requested'),
    ot(1006, '2029-04-02', 60, 0, 'holiday'),
    ot(1013, '2029-04-03', 90, 30, 'workday'),
  ]);
});
afterAll(() => t?.close());

const codes = (items: { empCode: number }[]) => [...new Set(items.map((i) => i.empCode))];

describe('balances by person and type', () => {
  it('adds the ledger apart (adjustments, conversions), taken and pending, like the one-person balances', async () => {
    const res = await as(1001).get(`/api/reports/balances?year=${YEAR}&q=1005`);
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(1);
    const annual = items[0].balances.find((b: { nameEn: string }) => b.nameEn === 'Annual');
    expect(annual).toMatchObject({ adjusted: 2, converted: 1, taken: 3, pending: 1 });
    const one = (await as(1001).get(`/api/hr/employees/${ids[1005]}/balances?year=${YEAR}`)).json();
    const own = one.items ?? one;
    const single = own.find((b: { leaveTypeId: number }) => b.leaveTypeId === types.Annual);
    expect(annual.remaining).toBe(single.remaining);
    expect(annual.entitled).toBe(single.entitled);
  });

  it('gives every person of a page the same figures as the one-person endpoint', async () => {
    const res = await as(1003).get(`/api/reports/balances?year=${YEAR}&pageSize=100`);
    const { items } = res.json();
    expect(items.length).toBeGreaterThan(0);
    for (const p of items) {
      const one = (await as(1001).get(`/api/hr/employees/${p.employeeId}/balances?year=${YEAR}`)).json();
      const list = (one.items ?? one) as { leaveTypeId: number; entitled: number; adjusted: number; carriedOver: number; taken: number; pending: number; remaining: number }[];
      expect(p.balances.map((b: { leaveTypeId: number }) => b.leaveTypeId)).toEqual(list.map((b) => b.leaveTypeId));
      p.balances.forEach((b: { adjusted: number; converted: number }, i: number) =>
        expect({ ...b, adjusted: b.adjusted + b.converted }).toMatchObject({ entitled: list[i].entitled, adjusted: list[i].adjusted, carriedOver: list[i].carriedOver, taken: list[i].taken, pending: list[i].pending, remaining: list[i].remaining }),
      );
    }
  });

  it('pages, sorts and filters by type on the server', async () => {
    const page = (await as(1003).get(`/api/reports/balances?year=${YEAR}&page=1&pageSize=3&sort=empCode&dir=desc`)).json();
    expect(page.total).toBe(7);
    expect(codes(page.items)).toEqual([1007, 1006, 1005]);
    const one = (await as(1003).get(`/api/reports/balances?year=${YEAR}&leaveTypeId=${types.Annual}&pageSize=2`)).json();
    expect(one.items.every((p: { balances: { leaveTypeId: number }[] }) => p.balances.length === 1 && p.balances[0].leaveTypeId === types.Annual)).toBe(true);
  });

  it('covers each role’s scope, and refuses an employee', async () => {
    const scope = async (code: number) => codes((await as(code).get(`/api/reports/balances?year=${YEAR}&pageSize=100`)).json().items);
    expect(await scope(1004)).toEqual([1005, 1006]);
    expect(await scope(1003)).toEqual([1004, 1005, 1006, 1007, 1008, 1009, 1010]);
    const site = await scope(1002);
    expect(site).toEqual(expect.arrayContaining([1007, 1008, 1009, 1013]));
    expect(site).not.toContain(1005);
    expect(await scope(1001)).toEqual(expect.arrayContaining([1001, 1002, 1003, 1005, 1013, 1014]));
    const refused = await as(1005).get(`/api/reports/balances?year=${YEAR}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await as(1005).get(`/api/reports/overtime?year=${YEAR}`)).statusCode).toBe(403);
    expect((await as(1005).get(`/api/reports/leave-taken?year=${YEAR}`)).statusCode).toBe(403);
    expect((await as(1005).get(`/api/reports/balances/export?year=${YEAR}&format=csv`)).statusCode).toBe(403);
  });
});

describe('leave taken by type, department and month', () => {
  it('sums approved days in the month they start, with row and column totals', async () => {
    const res = await as(1001).get(`/api/reports/leave-taken?year=${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    const dept = (await t.database.db.execute(sql`select d.name_en as name from employees e join departments d on d.id = e.department_id where e.emp_code = 1005`)).rows[0] as { name: string };
    const annual = r.rows.filter((x: { typeEn: string }) => x.typeEn === 'Annual');
    const total = annual.reduce((s: number, x: { total: number }) => s + x.total, 0);
    expect(total).toBe(5); // 3 (1005, February) + 2 (1006, March); pending and rejected are not taken
    const sick = r.rows.find((x: { typeEn: string }) => x.typeEn === 'Sick');
    expect(sick).toMatchObject({ departmentEn: dept.name, total: 1 });
    expect(sick.months[1]).toBe(1);
    expect(r.monthTotals[1]).toBe(4);
    expect(r.monthTotals[2]).toBe(2);
    expect(r.total).toBe(6);
  });

  it('keeps to the scope and the department filter', async () => {
    const other = (await as(1002).get(`/api/reports/leave-taken?year=${YEAR}`)).json();
    expect(other.total).toBe(0);
    const sup = (await as(1004).get(`/api/reports/leave-taken?year=${YEAR}`)).json();
    expect(sup.total).toBe(6);
    const deptId = (await t.database.db.execute(sql`select department_id as id from employees where emp_code = 1013`)).rows[0] as { id: number };
    const elsewhere = (await as(1001).get(`/api/reports/leave-taken?year=${YEAR}&departmentId=${deptId.id}`)).json();
    expect(elsewhere.rows.every((x: { departmentId: number }) => x.departmentId === deptId.id)).toBe(true);
  });
});

describe('overtime by person and month', () => {
  it('splits approved hours into day, night and rest-day hours and weights them with the premiums', async () => {
    const res = await as(1001).get(`/api/reports/overtime?year=${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.premiums).toEqual({ day: 1.35, night: 1.7, restDay: 2, holiday: 3 });
    const omar = r.items.find((i: { empCode: number }) => i.empCode === 1005);
    // 3 h on a work day (1 h at night), 4 h on a rest day; the requested 2 h are not counted.
    expect(omar).toMatchObject({ month: 3, dayHours: 2, nightHours: 1, restDayHours: 4, totalHours: 7, weightedHours: 12.4, convertedHours: 1 });
    // Art 1(12): the site has no location, so its night hours were counted by the fixed window, and the row says so.
    expect(omar.nightBy).toBe('window');
    expect(r.items.find((i: { empCode: number }) => i.empCode === 1006).nightBy).toBeNull();
    // Art 129 ¶2: an hour on an official holiday at the holiday premium, ×3.
    expect(r.items.find((i: { empCode: number }) => i.empCode === 1006)).toMatchObject({ month: 4, restDayHours: 1, weightedHours: 3 });
    expect(r.total).toBe(3);
    expect(r.totals).toMatchObject({ dayHours: 3, nightHours: 1.5, restDayHours: 5, totalHours: 9.5 });
  });

  it('filters by month, sorts, and keeps to the scope', async () => {
    const april = (await as(1001).get(`/api/reports/overtime?year=${YEAR}&month=4&sort=weightedHours&dir=desc`)).json();
    // 1013: 1 h at 1.35 + 0.5 h at 1.7 = 2.2; 1006: 1 h on a holiday at 3 (Art 129 ¶2).
    expect(codes(april.items)).toEqual([1006, 1013]);
    expect(april.items[1].weightedHours).toBe(2.2);
    expect(codes((await as(1003).get(`/api/reports/overtime?year=${YEAR}`)).json().items)).toEqual([1005, 1006]);
    expect(codes((await as(1002).get(`/api/reports/overtime?year=${YEAR}`)).json().items)).toEqual([1013]);
    const paged = (await as(1001).get(`/api/reports/overtime?year=${YEAR}&pageSize=1&page=1`)).json();
    expect(paged.total).toBe(3);
    expect(paged.items).toHaveLength(1);
  });
});

describe('files', () => {
  it('CSV in the viewer’s language, with a download name and a length', async () => {
    const res = await as(1001).get(`/api/reports/overtime/export?year=${YEAR}&format=csv&lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="overtime-${YEAR}.csv"`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const lines = res.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('Company ID,Employee,Department,Month,Day hours,Night hours,Rest day and holiday hours,Total hours,Premium-weighted hours,Converted to leave (hours),Night counted by');
    expect(lines.find((l) => l.startsWith('1005,'))).toMatch(/,March,2,1,4,7,12\.4,1,Fixed night hours$/);
    const arCsv = await as(1001).get(`/api/reports/leave-taken/export?year=${YEAR}&format=csv&lang=ar`);
    expect(arCsv.body).toContain('نوع الإجازة');
    expect(arCsv.body).toContain('فبراير');
    const bal = await as(1004).get(`/api/reports/balances/export?year=${YEAR}&format=csv`);
    const rows = bal.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(new Set(rows.slice(1).map((l) => l.split(',')[0]))).toEqual(new Set(['1005', '1006']));
  });

  it('XLSX: right to left with Arabic headers in Arabic', async () => {
    const res = await as(1001).get(`/api/reports/balances/export?year=${YEAR}&format=xlsx&lang=ar&q=1005`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="leave-balances-${YEAR}.xlsx"`);
    const rows = await parseXlsx(res.rawPayload);
    expect(rows[0].slice(0, 4)).toEqual(['الرقم الوظيفي', 'الموظف', 'الإدارة', 'نوع الإجازة']);
    expect(rows.find((r) => r[3] === 'سنوية' || r[0] === '1005')).toBeTruthy();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].views[0].rightToLeft).toBe(true);
    const en = await as(1001).get(`/api/reports/leave-taken/export?year=${YEAR}&format=xlsx&lang=en`);
    const wbEn = new ExcelJS.Workbook();
    await wbEn.xlsx.load(en.rawPayload as unknown as ArrayBuffer);
    expect(wbEn.worksheets[0].views[0].rightToLeft).toBe(false);
    expect((await parseXlsx(en.rawPayload))[0]).toEqual(['Leave type', 'Department', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'Total']);
  });
});

describe('bad filters', () => {
  it('are refused with a translated 400 naming the field', async () => {
    const cases: [string, string][] = [
      [`/api/reports/balances?year=abc`, 'year'],
      [`/api/reports/balances?year=1800`, 'year'],
      [`/api/reports/balances?year=${YEAR}&sort=salary`, 'sort'],
      [`/api/reports/balances?year=${YEAR}&pageSize=1000`, 'pageSize'],
      [`/api/reports/overtime?year=${YEAR}&month=13`, 'month'],
      [`/api/reports/leave-taken/export?year=${YEAR}&format=pdf`, 'format'],
      [`/api/reports/leave-taken?year=${YEAR}&departmentId=999999`, 'departmentId'],
      [`/api/reports/overtime?year=${YEAR}&siteId=999999`, 'siteId'],
    ];
    for (const [url, field] of cases) {
      const res = await as(1001).get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields[0]).toMatchObject({ path: field, message: expect.stringMatching(/^validation\./) });
    }
    expect((await as(1001).get('/api/reports/leave-taken')).statusCode).toBe(400);
  });
});

describe('filter options', () => {
  it('lists the sites and departments of the scope', async () => {
    const all = (await as(1001).get('/api/reports/options')).json();
    const sup = (await as(1004).get('/api/reports/options')).json();
    expect(all.departments.length).toBeGreaterThanOrEqual(sup.departments.length);
    expect(all.leaveTypes.map((x: { nameEn: string }) => x.nameEn)).toContain('Annual');
    expect((await as(1005).get('/api/reports/options')).statusCode).toBe(403);
  });
});
