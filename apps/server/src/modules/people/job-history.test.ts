import { addDaysIso, employeeToInput } from '@hr/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvals, auditLog, employees, jobHistory, leaveTypes } from '../../db/schema.js';
import { demoWorkDay, testToday } from '../../test/dates.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Dated job data: site, department, section, shift, manager, title and contract are a history of
 * rows from a date. A change made today leaves the months before as they were; a back-dated one
 * splits the month on the sheet; requests filed for a day go to the manager of that day.
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
const unit: Record<string, number> = {};
const as = (code: number) => t.as(tokens[code]);
const today = testToday();
const lastMonth = (() => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
})();

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1002, 1004, 1005]) tokens[code] = (await t.login(code)).token;
  const rows = (await t.database.db.execute(sql`select 'shift:' || name_en as k, id from shifts union all select 'dept:' || name_en, id from departments`)).rows as { k: string; id: number }[];
  for (const r of rows) unit[r.k] = Number(r.id);
});
afterAll(() => t?.close());

/** Omar's lines of a month's sheet (CSV, English): code, name, department, section, site, shift, days… */
async function sheetLines(month: string, code = 1005): Promise<string[][]> {
  const res = await as(1001).get(`/api/attendance/sheet?month=${month}&format=csv&lang=en`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter((l) => l.startsWith(`${code},`))
    .map((l) => l.split(','));
}
const omarInput = async () => employeeToInput((await as(1001).get(`/api/hr/employees/${ids[1005]}`)).json());
const history = async (code = 1005) => (await as(1001).get(`/api/hr/employees/${ids[code]}/job-history`)).json().items as { id: number; effectiveFrom: string; effectiveTo: string | null; shift: { nameEn: string } | null; department: { nameEn: string } | null; current: boolean }[];

describe('a change of job from today leaves the months before as payroll saw them', () => {
  it('existing people have one row from their hire date with their values', async () => {
    const items = await history();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ effectiveTo: null, current: true, shift: { nameEn: 'Day' } });
  });

  it("Omar moves to the Night shift and to Human Resources today: last month's sheet row is unchanged", async () => {
    const before = await sheetLines(lastMonth);
    expect(before).toHaveLength(1);
    const night = await as(1001).put(`/api/hr/employees/${ids[1005]}`, { ...(await omarInput()), shiftId: unit['shift:Night'] });
    expect(night.statusCode, night.body).toBe(200);
    const hr = await as(1001).put(`/api/hr/employees/${ids[1005]}`, { ...(await omarInput()), departmentId: unit['dept:Human Resources'], sectionId: null });
    expect(hr.statusCode, hr.body).toBe(200);
    expect(await sheetLines(lastMonth)).toEqual(before);
    const items = await history();
    expect(items[0]).toMatchObject({ effectiveFrom: today, current: true, shift: { nameEn: 'Night' }, department: { nameEn: 'Human Resources' } });
    expect(items[1]).toMatchObject({ effectiveTo: addDaysIso(today, -1), shift: { nameEn: 'Day' } });
    // The record (lists, pickers, scope) shows today's row.
    expect((await as(1001).get(`/api/hr/employees/${ids[1005]}`)).json()).toMatchObject({ shift: { id: unit['shift:Night'] }, department: { id: unit['dept:Human Resources'] } });
  });

  it('a change back-dated to the 15th of last month splits that month on the sheet: each part under its own shift, with its own days', async () => {
    const from = `${lastMonth}-15`;
    // Back on the Day shift today, then on the Night shift from the 15th: the form's change holds
    // from the 15th up to today (today's row takes it too).
    expect((await as(1001).put(`/api/hr/employees/${ids[1005]}`, { ...(await omarInput()), shiftId: unit['shift:Day'] })).statusCode).toBe(200);
    const res = await as(1001).put(`/api/hr/employees/${ids[1005]}`, { ...(await omarInput()), shiftId: unit['shift:Night'], effectiveFrom: from });
    expect(res.statusCode, res.body).toBe(200);
    expect((await as(1001).get(`/api/hr/employees/${ids[1005]}`)).json().shift.id).toBe(unit['shift:Night']);
    const split = await sheetLines(lastMonth);
    expect(split).toHaveLength(2);
    expect(split[0][5]).toBe('Day');
    expect(split[1][5]).toBe('Night');
    const day = (line: string[], n: number) => line[5 + n];
    // Days 1–14 are on the first row only, the 15th on are on the second only.
    for (let n = 1; n <= 14; n++) expect(day(split[1], n)).toBe('');
    for (let n = 15; n <= 28; n++) expect(day(split[0], n)).toBe('');
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'employee.update'), eq(auditLog.entityId, String(ids[1005]))));
    expect(audit.at(-1)?.after).toMatchObject({ effectiveFrom: from });
  });

  it('refuses a date before the hire date, a date outside the window and a row of someone else, storing nothing', async () => {
    const rowsBefore = await t.database.db.select().from(jobHistory).where(eq(jobHistory.employeeId, ids[1005]));
    const input = await omarInput();
    const early = await as(1001).put(`/api/hr/employees/${ids[1005]}`, { ...input, shiftId: unit['shift:Day'], effectiveFrom: addDaysIso(input.hireDate!, -1) });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('EFFECTIVE_BEFORE_HIRE');
    for (const effectiveFrom of ['2026-02-30', '1800-01-01', '15/01/2026', 42]) {
      const res = await as(1001).put(`/api/hr/employees/${ids[1005]}`, { ...input, shiftId: unit['shift:Day'], effectiveFrom });
      expect(res.statusCode, String(effectiveFrom)).toBe(400);
    }
    const [row] = await history(1004);
    const body = { effectiveFrom: row.effectiveFrom, siteId: null, departmentId: null, sectionId: null, shiftId: null, managerId: null, jobTitle: null, contractType: null, reason: 'x' };
    expect((await as(1001).put(`/api/hr/employees/${ids[1005]}/job-history/${row.id}`, body)).statusCode).toBe(404);
    expect((await as(1001).put(`/api/hr/employees/${ids[1005]}/job-history/${row.id}`, { ...body, reason: '' })).statusCode).toBe(400);
    expect((await as(1001).put(`/api/hr/employees/${ids[1005]}/job-history/99999999999`, body)).statusCode).toBe(400);
    expect((await as(1001).delete(`/api/hr/employees/${ids[1005]}/job-history/${row.id}`, { reason: 'a\u0000b' })).statusCode).toBe(400);
    expect(await t.database.db.select().from(jobHistory).where(eq(jobHistory.employeeId, ids[1005]))).toEqual(rowsBefore);
  });

  it('site HR reads the history of their sites; an employee reads none; only HR corrects', async () => {
    expect((await as(1005).get(`/api/hr/employees/${ids[1005]}/job-history`)).statusCode).toBe(403);
    const [row] = await history();
    expect((await as(1002).put(`/api/hr/employees/${ids[1005]}/job-history/${row.id}`, { effectiveFrom: row.effectiveFrom, reason: 'typo' })).statusCode).toBe(403);
  });
});

describe('a correction of a wrong row is its own audited action', () => {
  it("corrects the newest row's shift with a reason, and removes a row entered by mistake; the only row cannot go", async () => {
    const [newest, middle] = await history();
    const input = await omarInput();
    const body = {
      effectiveFrom: newest.effectiveFrom,
      siteId: input.siteId,
      departmentId: input.departmentId,
      sectionId: input.sectionId,
      shiftId: unit['shift:Day'],
      managerId: input.managerId,
      jobTitle: input.jobTitle ?? null,
      contractType: input.contractType ?? null,
      reason: 'Typed the wrong shift',
    };
    const fixed = await as(1001).put(`/api/hr/employees/${ids[1005]}/job-history/${newest.id}`, body);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().items[0]).toMatchObject({ id: newest.id, shift: { nameEn: 'Day' } });
    const corrected = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.job.correct'));
    expect(corrected).toHaveLength(1);
    expect(corrected[0].after).toMatchObject({ reason: 'Typed the wrong shift', shiftId: unit['shift:Day'] });
    const removed = await as(1001).delete(`/api/hr/employees/${ids[1005]}/job-history/${middle.id}`, { reason: 'Entered twice' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().items.map((r: { id: number }) => r.id)).not.toContain(middle.id);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.job.delete'))).toHaveLength(1);
    const only = (await history(1004))[0];
    const refused = await as(1001).delete(`/api/hr/employees/${ids[1004]}/job-history/${only.id}`, { reason: 'no' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('JOB_ROW_ONLY');
  });
});

describe('a request filed for a day goes to the manager of that day', () => {
  it("Nour's new manager from a date in the future approves leave from that date; Sara, before it", async () => {
    const nour = employeeToInput((await as(1001).get(`/api/hr/employees/${ids[1006]}`)).json());
    expect(nour.managerId).toBe(ids[1004]);
    const from = demoWorkDay(addDaysIso(today, 40));
    const moved = await as(1001).put(`/api/hr/employees/${ids[1006]}`, { ...nour, managerId: ids[1003], effectiveFrom: from });
    expect(moved.statusCode, moved.body).toBe(200);
    // Until then the record keeps Sara.
    expect((await as(1001).get(`/api/hr/employees/${ids[1006]}`)).json().manager.id).toBe(ids[1004]);
    const [{ id: annual }] = await t.database.db.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, 'annual'));
    tokens[1006] = (await t.login(1006)).token;
    const file = async (d: string) => {
      const res = await as(1006).post('/api/leave/requests', { leaveTypeId: annual, startDate: d, endDate: d, handoverEmployeeId: null, shiftId: null, reason: '', halfDay: 'none' });
      expect(res.statusCode, res.body).toBe(200);
      const [a] = await t.database.db.select({ approverId: approvals.approverId }).from(approvals).where(and(eq(approvals.kind, 'leave'), eq(approvals.subjectId, res.json().id)));
      return a.approverId;
    };
    expect(await file(demoWorkDay(addDaysIso(from, -10)))).toBe(ids[1004]);
    expect(await file(demoWorkDay(addDaysIso(from, 7)))).toBe(ids[1003]);
  });
});
