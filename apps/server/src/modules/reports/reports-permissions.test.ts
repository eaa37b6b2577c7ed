import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, permissionRequests, permissionTypes } from '../../db/schema.js';
import { parseXlsx } from '../../lib/spreadsheet.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The permissions report (permissions are counted in reports) on a small fixture in
 * 2029, a year the demo has none in: approved, rejected and pending permissions of a few people,
 * then the rows, the totals, the scope of each role, the files and the refused filters.
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
const kinds: Record<string, number> = {};
const as = (code: number) => t.as(tokens[code]);
const YEAR = 2029;

const permission = (code: number, kind: 'late_arrival' | 'early_leave', workDate: string, minutes: number, state = 'approved', deductedMinutes = 0) => ({
  employeeId: ids[code],
  typeId: kinds[kind],
  workDate,
  startTime: kind === 'late_arrival' ? '08:00' : '14:00',
  endTime: kind === 'late_arrival' ? `${String(8 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` : '16:00',
  minutes,
  deductedMinutes,
  reason: 'Report fixture',
  state,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const r of await db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const r of await db.select({ id: permissionTypes.id, kind: permissionTypes.kind }).from(permissionTypes)) kinds[r.kind] ??= r.id;
  for (const code of [1001, 1002, 1003, 1004, 1005]) tokens[code] = (await t.login(code)).token;
  await db.insert(permissionRequests).values([
    permission(1005, 'late_arrival', '2029-03-04', 60),
    permission(1005, 'late_arrival', '2029-03-11', 90, 'approved', 30),
    permission(1005, 'early_leave', '2029-03-12', 45),
    permission(1005, 'late_arrival', '2029-03-13', 30, 'rejected'),
    permission(1005, 'early_leave', '2029-03-14', 30, 'cancelled'),
    permission(1005, 'early_leave', '2029-04-02', 20, 'requested'),
    permission(1006, 'early_leave', '2029-04-03', 60),
    permission(1013, 'late_arrival', '2029-04-04', 15),
    // Another year: never in 2029's report.
    permission(1005, 'late_arrival', '2028-12-31', 40),
  ]);
});
afterAll(() => t?.close());

type TRow = { empCode: number; month: number; lateCount: number; lateMinutes: number; earlyCount: number; earlyMinutes: number; totalMinutes: number; deductedMinutes: number };
const codes = (items: TRow[]) => items.map((i) => i.empCode);

describe('permissions by person and month', () => {
  it('counts approved permissions only, late arrivals and early leaves apart, with the deducted minutes and totals over every page', async () => {
    const res = await as(1001).get(`/api/reports/permissions?year=${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.total).toBe(3);
    const omar = r.items.find((i: TRow) => i.empCode === 1005);
    // Rejected, cancelled and pending permissions are not counted; nor is 2028's.
    expect(omar).toMatchObject({ month: 3, lateCount: 2, lateMinutes: 150, earlyCount: 1, earlyMinutes: 45, totalMinutes: 195, deductedMinutes: 30 });
    expect(omar.nameEn).toBeTruthy();
    expect(omar.nameAr).toBeTruthy();
    expect(r.items.find((i: TRow) => i.empCode === 1006)).toMatchObject({ month: 4, lateCount: 0, lateMinutes: 0, earlyCount: 1, earlyMinutes: 60, totalMinutes: 60, deductedMinutes: 0 });
    expect(r.items.find((i: TRow) => i.empCode === 1013)).toMatchObject({ month: 4, lateCount: 1, lateMinutes: 15, earlyCount: 0, totalMinutes: 15 });
    expect(r.totals).toEqual({ lateCount: 3, lateMinutes: 165, earlyCount: 2, earlyMinutes: 105, totalMinutes: 270, deductedMinutes: 30 });
    const paged = (await as(1001).get(`/api/reports/permissions?year=${YEAR}&pageSize=1&page=1`)).json();
    expect(paged.total).toBe(3);
    expect(paged.items).toHaveLength(1);
    expect(paged.totals.totalMinutes).toBe(270);
  });

  it('filters by month and sorts', async () => {
    const april = (await as(1001).get(`/api/reports/permissions?year=${YEAR}&month=4&sort=totalMinutes&dir=desc`)).json();
    expect(codes(april.items)).toEqual([1006, 1013]);
    expect(april.totals).toMatchObject({ lateCount: 1, earlyCount: 1, totalMinutes: 75 });
    const byMonth = (await as(1001).get(`/api/reports/permissions?year=${YEAR}&sort=month&dir=desc`)).json();
    expect(byMonth.items.map((i: TRow) => i.month)).toEqual([4, 4, 3]);
    const byCode = (await as(1001).get(`/api/reports/permissions?year=${YEAR}&sort=empCode&dir=desc`)).json();
    expect(codes(byCode.items)).toEqual([1013, 1006, 1005]);
  });

  it('keeps to each role’s scope and refuses an employee', async () => {
    const manager = (await as(1003).get(`/api/reports/permissions?year=${YEAR}`)).json();
    expect(codes(manager.items)).toEqual([1005, 1006]);
    expect(manager.totals.totalMinutes).toBe(255);
    expect(codes((await as(1004).get(`/api/reports/permissions?year=${YEAR}`)).json().items)).toEqual([1005, 1006]);
    expect(codes((await as(1002).get(`/api/reports/permissions?year=${YEAR}`)).json().items)).toEqual([1013]);
    const refused = await as(1005).get(`/api/reports/permissions?year=${YEAR}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await as(1005).get(`/api/reports/permissions/export?year=${YEAR}&format=csv`)).statusCode).toBe(403);
  });
});

describe('permission files', () => {
  it('CSV in Arabic: headers, month names, every row of the scope and the totals', async () => {
    const res = await as(1003).get(`/api/reports/permissions/export?year=${YEAR}&month=3&format=csv&lang=ar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="permissions-${YEAR}-03.csv"`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const lines = res.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('الرقم الوظيفي,الموظف,الإدارة,الشهر,أذونات التأخير,دقائق أذونات التأخير,أذونات الانصراف المبكر,دقائق أذونات الانصراف المبكر,دقائق الأذونات,دقائق مخصومة');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^1005,.+,مارس,2,150,1,45,195,30$/);
    expect(lines[2]).toBe('الإجماليات (كل الصفحات),,,,2,150,1,45,195,30');
  });

  it('XLSX in English, a month, every page', async () => {
    const res = await as(1001).get(`/api/reports/permissions/export?year=${YEAR}&format=xlsx&lang=en&month=4&sort=totalMinutes&dir=desc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="permissions-${YEAR}-04.xlsx"`);
    const rows = await parseXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['Company ID', 'Employee', 'Department', 'Month', 'Late-arrival permissions', 'Late-arrival permission minutes', 'Early-leave permissions', 'Early-leave permission minutes', 'Permission minutes', 'Deducted minutes']);
    expect(rows.slice(1, -1).map((r) => r[0])).toEqual(['1006', '1013']);
    expect(rows[1].slice(3)).toEqual(['April', '0', '0', '1', '60', '60', '0']);
    expect(rows.at(-1)).toEqual(['Totals (every page)', '', '', '', '1', '15', '1', '60', '75', '0']);
  });
});

describe('bad permission report filters', () => {
  it('are refused with a translated 400 naming the field', async () => {
    const cases: [string, string][] = [
      [`/api/reports/permissions?year=${YEAR}&month=13`, 'month'],
      [`/api/reports/permissions?year=1800`, 'year'],
      [`/api/reports/permissions?year=${YEAR}&sort=x`, 'sort'],
      [`/api/reports/permissions?year=${YEAR}&dir=up`, 'dir'],
      [`/api/reports/permissions?year=${YEAR}&pageSize=1000`, 'pageSize'],
      [`/api/reports/permissions/export?year=${YEAR}&format=pdf`, 'format'],
      [`/api/reports/permissions/export?year=${YEAR}&month=0`, 'month'],
      [`/api/reports/permissions?year=${YEAR}&departmentId=999999`, 'departmentId'],
    ];
    for (const [url, field] of cases) {
      const res = await as(1001).get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields[0]).toMatchObject({ path: field, message: expect.stringMatching(/^validation\./) });
    }
    expect((await as(1001).get('/api/reports/permissions')).statusCode).toBe(400);
  });
});

describe('a permission approved after the report was read', () => {
  it('is counted: the cache forgets the report (last: it adds a row)', async () => {
    const before = (await as(1003).get(`/api/reports/permissions?year=${YEAR}&month=5`)).json();
    expect(before.total).toBe(0);
    await t.database.db.insert(permissionRequests).values(permission(1006, 'late_arrival', '2029-05-06', 25));
    const after = (await as(1003).get(`/api/reports/permissions?year=${YEAR}&month=5`)).json();
    expect(after.items).toEqual([expect.objectContaining({ empCode: 1006, lateCount: 1, lateMinutes: 25 })]);
  });
});
