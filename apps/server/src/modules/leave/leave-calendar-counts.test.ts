import { addDaysIso, CALENDAR_ABSENCES_MAX } from '@hr/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Y, thursday, useLeaveApp } from './leave-fixture.js';

/** The month calendar at size: counts per day, a day's breakdown, its names a page at a time, in each viewer's scope. */
const { fx, ids, types, as } = useLeaveApp();
const D = addDaysIso(thursday(6), 3); // a Sunday in June of Y
const from = `${Y}-06-01`;
const to = `${Y}-06-30`;
const unit = async (table: 'sites' | 'departments', nameEn: string) =>
  ((await fx.t.database.db.execute(sql`select id from ${sql.identifier(table)} where name_en = ${nameEn}`)).rows[0] as { id: number }).id;
let cairo: number, alex: number, finance: number, operations: number;

/** Leave written straight into the table: the calendar reads what is there, however it was filed. */
async function leave(code: number, type: string, start: string, end: string, state: string, hours?: [string, string]) {
  await fx.t.database.db.execute(sql`insert into leave_requests (employee_id, leave_type_id, year, start_date, end_date, days, state, filed_by_id, start_time, end_time)
    values (${ids[code]}, ${types[type]}, ${Y}, ${start}, ${end}, 1, ${state}, ${ids[code]}, ${hours?.[0] ?? null}, ${hours?.[1] ?? null})`);
}

beforeAll(async () => {
  [cairo, alex, finance, operations] = [await unit('sites', 'Cairo'), await unit('sites', 'Alexandria'), await unit('departments', 'Finance'), await unit('departments', 'Operations')];
  await leave(1005, 'annual', D, addDaysIso(D, 1), 'approved');
  await leave(1005, 'casual', D, D, 'requested', ['09:00', '11:00']); // a second absence of the same person: counted once
  await leave(1008, 'casual', D, D, 'requested');
  await leave(1012, 'annual', D, D, 'approved');
  await leave(1013, 'annual', D, D, 'rejected'); // not out
});

type Counts = { scopePeople: number; days: { date: string; people: number; approved: number }[] };
const day = (c: Counts, date: string) => c.days.find((d) => d.date === date);

describe('GET /api/leave/calendar/counts', () => {
  it("counts each person out once per day, in the viewer's scope, with the scope's size", async () => {
    const hr = (await as(1001).get(`/api/leave/calendar/counts?from=${from}&to=${to}`)).json() as Counts & { holidays: unknown[]; weekendDays: number[] };
    expect(hr.scopePeople).toBe(14); // the demo's active people
    expect(day(hr, D)).toEqual({ date: D, people: 3, approved: 2 });
    expect(day(hr, addDaysIso(D, 1))).toEqual({ date: addDaysIso(D, 1), people: 1, approved: 1 });
    expect(hr.days.every((d) => d.date >= from && d.date <= to)).toBe(true);
    expect(hr.weekendDays).toEqual([5, 6]);
    // A supervisor: their reports and themselves; site HR: their site; an employee: themselves.
    const sup = (await as(1004).get(`/api/leave/calendar/counts?from=${from}&to=${to}`)).json() as Counts;
    expect([sup.scopePeople, day(sup, D)?.people]).toEqual([3, 1]);
    const siteHr = (await as(1002).get(`/api/leave/calendar/counts?from=${from}&to=${to}`)).json() as Counts;
    expect(day(siteHr, D)?.people).toBe(1);
    const self = (await as(1012).get(`/api/leave/calendar/counts?from=${from}&to=${to}`)).json() as Counts;
    expect([self.scopePeople, day(self, D)?.people]).toEqual([1, 1]);
    expect(day((await as(1006).get(`/api/leave/calendar/counts?from=${from}&to=${to}`)).json() as Counts, D)).toBeUndefined();
  });

  it('narrows to a site and a department', async () => {
    const fin = (await as(1001).get(`/api/leave/calendar/counts?from=${from}&to=${to}&departmentId=${finance}`)).json() as Counts;
    expect(day(fin, D)?.people).toBe(1);
    const alx = (await as(1001).get(`/api/leave/calendar/counts?from=${from}&to=${to}&siteId=${alex}`)).json() as Counts;
    expect(day(alx, D)?.people).toBe(1);
    // A filter never widens a scope: the supervisor's team has nobody in finance.
    expect((await as(1004).get(`/api/leave/calendar/counts?from=${from}&to=${to}&departmentId=${finance}`)).json().days).toEqual([]);
  });

  it('refuses what is out of bounds, with a translated message', async () => {
    const bad = async (q: string) => {
      const res = await as(1001).get(`/api/leave/calendar/counts?${q}`);
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    expect((await bad(`from=${to}&to=${from}`)).fields).toEqual([{ path: 'to', message: 'errors.DATES_OUT_OF_ORDER' }]);
    expect((await bad(`from=${Y}-01-01&to=${Y}-06-30`)).fields).toEqual([{ path: 'from', message: 'validation.rangeTooLong' }]);
    expect((await bad(`from=${Y}-02-30&to=${to}`)).code).toBe('VALIDATION_FAILED');
    expect((await bad(`from=2300-01-01&to=2300-01-02`)).code).toBe('VALIDATION_FAILED');
    expect((await bad(`from=${from}&to=${to}&siteId=2147483648`)).fields).toEqual([{ path: 'siteId', message: 'validation.invalid' }]);
    expect((await fx.t.app.inject({ url: `/api/leave/calendar/counts?from=${from}&to=${to}` })).statusCode).toBe(401);
  });
});

describe('GET /api/leave/calendar/day and /day/people', () => {
  type Groups = { people: number; groups: { id: number | null; nameEn: string; people: number }[] };
  it('breaks a day down by site, department and leave type', async () => {
    const get = async (by: string, code = 1001) => (await as(code).get(`/api/leave/calendar/day?date=${D}&by=${by}`)).json() as Groups;
    const sites = await get('site');
    expect(sites.people).toBe(3);
    expect(sites.groups.map((g) => [g.id, g.people])).toEqual([
      [cairo, 2],
      [alex, 1],
    ]);
    expect((await get('department')).groups.map((g) => [g.id, g.people])).toEqual([
      [operations, 2],
      [finance, 1],
    ]);
    // A person out on two types counts in each.
    expect((await get('leaveType')).groups.map((g) => [g.id, g.people])).toEqual([
      [types.annual, 2],
      [types.casual, 2],
    ]);
    expect((await get('site', 1002)).groups.map((g) => [g.id, g.people])).toEqual([[alex, 1]]);
    expect((await as(1001).get(`/api/leave/calendar/day?date=${D}&by=crew`)).statusCode).toBe(400);
  });

  it('lists the names a page at a time and says how many there are', async () => {
    const page = async (q: string) => (await as(1001).get(`/api/leave/calendar/day/people?date=${D}&${q}`)).json();
    const first = await page('pageSize=2');
    expect(first.total).toBe(4);
    expect(first.items.map((i: { employee: { EmpCode: number } }) => i.employee.EmpCode)).toEqual([1005, 1005]);
    expect(first.items[1]).toMatchObject({ leaveType: { id: types.casual }, hours: '09:00-11:00', state: 'requested', site: { id: cairo }, department: { id: operations } });
    expect((await page('pageSize=2&page=1')).items.map((i: { employee: { EmpCode: number } }) => i.employee.EmpCode)).toEqual([1008, 1012]);
    expect(await page('pageSize=2&page=9')).toMatchObject({ total: 4, items: [] });
    expect((await page(`leaveTypeId=${types.casual}&siteId=${alex}`)).items.map((i: { employee: { EmpCode: number } }) => i.employee.EmpCode)).toEqual([1008]);
    // The supervisor sees only their team's.
    expect((await as(1004).get(`/api/leave/calendar/day/people?date=${D}`)).json().total).toBe(2);
    for (const q of ['pageSize=101', 'page=-1', 'page=10001', 'leaveTypeId=0']) expect((await as(1001).get(`/api/leave/calendar/day/people?date=${D}&${q}`)).statusCode).toBe(400);
  });
});

describe('the calendar of names never ends quietly', () => {
  it('says when a month has more absences than it lists', async () => {
    await fx.t.database.db.execute(sql`insert into leave_requests (employee_id, leave_type_id, year, start_date, end_date, days, state, filed_by_id)
      select ${ids[1010]}, ${types.annual}, ${Y}, ${`${Y}-09-10`}::date, ${`${Y}-09-10`}::date, 1, 'approved', ${ids[1010]} from generate_series(1, ${CALENDAR_ABSENCES_MAX + 1})`);
    const month = (await as(1001).get(`/api/leave/calendar?month=${Y}-09`)).json();
    expect(month.truncated).toBe(true);
    expect(month.absences).toHaveLength(CALENDAR_ABSENCES_MAX);
    expect((await as(1001).get(`/api/leave/calendar?month=${Y}-06`)).json().truncated).toBeUndefined();
    // The department filter of the calendar of names.
    const fin = (await as(1001).get(`/api/leave/calendar?month=${Y}-06&departmentId=${finance}`)).json();
    expect(fin.people.map((p: number[]) => p[1])).toEqual([1012]);
  });
});
