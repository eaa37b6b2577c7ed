import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { computeDays } from '../attendance/index.js';
import { getDirectory } from '../people/index.js';
import { readSpreadsheet } from '../../lib/spreadsheet.js';
import { cairoTime } from '../../test/dates.js';

/**
 * Rosters: HR's patterns and crews, the day they give a person, and every rule that reads
 * a person's shift on a date. The demo has a Day shift (08:00–16:00, grace 15) and a Night shift
 * (22:00–06:00, grace 10); Cairo is UTC+2 in March 2026. 1005 (day shift, Sunday–Thursday) joins a
 * crew that rotates Night, Night, rest, rest, Day, Day from Monday 2 March 2026.
 */
let t: TestApp;
const ids: Record<number, number> = {};
let hrToken = '';
let empToken = '';
const hr = () => t.as(hrToken);
const shiftIds: Record<string, number> = {};
let patternId = 0;
let crewId = 0;
const local = (d: string, hm: string) => cairoTime(d, hm);

async function day(code: number, date: string) {
  const p = (await getDirectory(t.app.ctx)).get(ids[code])!;
  const [d] = await computeDays(t.app.ctx, [p], date, date);
  return d.result;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  hrToken = (await t.login(1001)).token;
  empToken = (await t.login(1005)).token;
  for (const s of (await hr().get('/api/hr/shifts')).json().items as { id: number; nameEn: string }[]) shiftIds[s.nameEn] = s.id;
});
afterAll(() => t?.close());

describe('rotation patterns and crews', () => {
  it('HR makes a pattern and a crew, puts the crew on it and 1005 in the crew', async () => {
    const p = await hr().post('/api/hr/rotation-patterns', { nameEn: '2N 2R 2D', nameAr: 'ليلتان راحة نهاران', days: [shiftIds.Night, shiftIds.Night, null, null, shiftIds.Day, shiftIds.Day] });
    expect(p.statusCode, p.body).toBe(201);
    patternId = p.json().id;
    expect(p.json().days).toEqual([shiftIds.Night, shiftIds.Night, null, null, shiftIds.Day, shiftIds.Day]);
    const c = await hr().post('/api/hr/crews', { nameEn: 'Crew A', nameAr: 'الفرقة أ', siteId: null });
    expect(c.statusCode, c.body).toBe(201);
    crewId = c.json().id;
    const a = await hr().post('/api/hr/roster/assign', { crewId, patternId, fromDate: '2026-03-02', cycleDay: 1 });
    expect(a.statusCode, a.body).toBe(200);
    const m = await hr().post('/api/hr/crews/members', { crewId, employeeIds: [ids[1005]], fromDate: '2026-03-02' });
    expect(m.json()).toEqual({ count: 1 });
    const crews = (await hr().get('/api/hr/crews')).json().items as { id: number; memberCount: number; patternId: number; anchorDate: string }[];
    expect(crews.find((x) => x.id === crewId)).toMatchObject({ memberCount: 1, patternId, anchorDate: '2026-03-02' });
  });

  it('the team roster shows the rotation, with rest days whatever the weekday', async () => {
    const res = await hr().get(`/api/team/roster?from=2026-03-01&to=2026-03-08&crewId=${crewId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    const cells = body.people[0].cells as { shiftId: number | null; work: boolean; source: string }[];
    // Sunday 1 March: before the rotation, the fixed day shift.
    expect(cells[0]).toMatchObject({ shiftId: shiftIds.Day, work: true, source: 'fixed' });
    expect(cells.slice(1).map((c) => (c.work ? c.shiftId : 'rest'))).toEqual([shiftIds.Night, shiftIds.Night, 'rest', 'rest', shiftIds.Day, shiftIds.Day, shiftIds.Night]);
    expect(body.working).toEqual([1, 1, 1, 0, 0, 1, 1, 1]);
    expect(body.shifts.map((s: { id: number }) => s.id).sort()).toEqual([shiftIds.Day, shiftIds.Night].sort());
    // The crew filter's choices: every crew of the viewer's scope, whatever the filters.
    expect((await hr().get('/api/team/roster?from=2026-03-01&to=2026-03-01&q=nobody-here')).json()).toMatchObject({ total: 0, crews: [{ id: crewId, nameEn: 'Crew A' }] });
    // The person sees the same days on their own.
    const mine = await t.as(empToken).get('/api/me/roster?from=2026-03-02&to=2026-03-04');
    expect(mine.json().cells.map((c: { work: boolean }) => c.work)).toEqual([true, true, false]);
  });

  it('the daily status follows the roster: a night that crosses midnight, a rest Wednesday, a worked Saturday', async () => {
    await t.database.db.insert(attendanceEvents).values(
      (
        [
          ['2026-03-02', '22:05', 'in'],
          ['2026-03-03', '06:00', 'out'],
          ['2026-03-03', '22:30', 'in'],
          ['2026-03-04', '06:00', 'out'],
          ['2026-03-06', '08:00', 'in'],
          ['2026-03-06', '16:00', 'out'],
        ] as const
      ).map(([d, hm, type]) => ({ employeeId: ids[1005], eventType: type, occurredAt: local(d, hm), source: 'device' })),
    );
    expect(await day(1005, '2026-03-02')).toMatchObject({ status: 'present', lateMinutes: 0, workedMinutes: 475 });
    // 22:30 on a Night shift with 10 minutes' grace: 20 minutes late; the 06:00 sign-out stays with the night it ends.
    expect(await day(1005, '2026-03-03')).toMatchObject({ status: 'present', lateMinutes: 20 });
    expect((await day(1005, '2026-03-04')).status).toBe('weekend');
    expect((await day(1005, '2026-03-06')).status).toBe('present');
    // Saturday 7 March: a Day shift on the roster and nobody came.
    expect((await day(1005, '2026-03-07')).status).toBe('absent');
  });

  it('a missed sign-out at 06:00 after a rostered night belongs to that night', async () => {
    // Sunday 8 March is a Night on the rotation; on his fixed day shift 06:00 would start Monday's window.
    const res = await t.as(empToken).post('/api/attendance/issues', { eventType: 'out', eventTime: local('2026-03-09', '06:00').toISOString(), reason: 'Forgot to punch' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ workDate: '2026-03-08' });
  });

  it('HR overrides a single day, and clears it', async () => {
    const put = await hr().put('/api/hr/roster/overrides', { employeeId: ids[1005], date: '2026-03-04', shiftId: shiftIds.Day, reason: 'Stock count' });
    expect(put.statusCode, put.body).toBe(204);
    expect((await day(1005, '2026-03-04')).status).toBe('absent');
    const cell = (await hr().get(`/api/team/roster?from=2026-03-04&to=2026-03-04&crewId=${crewId}`)).json().people[0].cells[0];
    expect(cell).toMatchObject({ shiftId: shiftIds.Day, work: true, source: 'override' });
    expect((await hr().delete(`/api/hr/roster/overrides?employeeId=${ids[1005]}&date=2026-03-04`)).statusCode).toBe(204);
    expect((await day(1005, '2026-03-04')).status).toBe('weekend');
  });

  it('leave counts only the rostered work days', async () => {
    const types = (await t.as(empToken).get('/api/leave/types')).json().items as { id: number; nameEn: string }[];
    const annual = types.find((x) => x.nameEn === 'Annual')!;
    // Wednesday to Saturday 4–7 March: rest, rest, Day, Day → 2 days (Friday and Saturday are usually the weekend).
    const q = await t.as(empToken).get(`/api/leave/quote?leaveTypeId=${annual.id}&startDate=2026-03-04&endDate=2026-03-07&halfDay=none`);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().days).toBe(2);
  });

  it("the monthly sheet names a crew member's crew where others have their shift", async () => {
    const res = await hr().get('/api/attendance/sheet?month=2026-03&format=csv&lang=en');
    const [head, ...rows] = res.body.replace(/^\ufeff/, '').split('\r\n');
    const cols = head.split(',');
    expect(rows.find((l) => l.startsWith('1005,'))!.split(',')[cols.indexOf('Shift')]).toBe('Crew A');
    expect(rows.find((l) => l.startsWith('1006,'))!.split(',')[cols.indexOf('Shift')]).toBe('Day');
  });

  it('the XLSX export holds the roster in Arabic, right to left', async () => {
    const res = await hr().get(`/api/team/roster.xlsx?from=2026-03-01&to=2026-03-07&crewId=${crewId}&lang=ar`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSpreadsheet(res.rawPayload);
    expect(rows[0].slice(0, 6)).toEqual(['الرقم الوظيفي', 'الاسم', 'الفرقة', 'الإدارة', 'الموقع', '01/03/2026']);
    expect(rows[1].slice(0, 3)).toEqual(['1005', 'عمر خالد', 'الفرقة أ']);
    expect(rows[1][6]).toMatch(/^ليلية 22:00–06:00$|^Night 22:00–06:00$|22:00–06:00/);
    // The last row counts who works each day.
    expect(rows.at(-1)!.slice(1, 12)).toEqual(['في العمل', '', '', '', '1', '1', '1', '0', '0', '1', '1']);
  });
});

describe('refusals', () => {
  it('bad patterns, unknown references, long ranges and the wrong roles change nothing', async () => {
    expect((await hr().post('/api/hr/rotation-patterns', { nameEn: 'x', nameAr: 'x', days: [null, null] })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await hr().post('/api/hr/rotation-patterns', { nameEn: 'x', nameAr: 'x', days: Array(57).fill(shiftIds.Day) })).statusCode).toBe(400);
    expect((await hr().post('/api/hr/rotation-patterns', { nameEn: 'x', nameAr: 'x', days: [999999] })).json()).toMatchObject({ code: 'UNKNOWN_REFERENCE' });
    expect((await hr().post('/api/hr/rotation-patterns', { nameEn: 'x\u0000', nameAr: 'x', days: [shiftIds.Day] })).statusCode).toBe(400);
    expect((await hr().post('/api/hr/roster/assign', { employeeIds: [2147483648], patternId, fromDate: '2026-03-02' })).statusCode).toBe(400);
    expect((await hr().post('/api/hr/roster/assign', { employeeIds: [999999], patternId, fromDate: '2026-03-02' })).json()).toMatchObject({ code: 'UNKNOWN_REFERENCE' });
    expect((await hr().post('/api/hr/roster/assign', { patternId, fromDate: '2026-03-02' })).statusCode).toBe(400);
    expect((await hr().get('/api/team/roster?from=2026-01-01&to=2026-06-01')).statusCode).toBe(400);
    expect((await hr().get('/api/team/roster?from=2026-13-01&to=2026-06-01')).statusCode).toBe(400);
    expect((await hr().delete(`/api/hr/rotation-patterns/${patternId}`)).json()).toMatchObject({ code: 'PATTERN_IN_USE' });
    expect((await hr().delete(`/api/hr/crews/${crewId}`)).json()).toMatchObject({ code: 'CREW_IN_USE' });
    expect((await hr().delete(`/api/hr/shifts/${shiftIds.Night}`)).statusCode).toBe(409);
    expect((await t.as(empToken).get('/api/team/roster?from=2026-03-01&to=2026-03-07')).statusCode).toBe(403);
    expect((await t.as(empToken).post('/api/hr/crews', { nameEn: 'x', nameAr: 'x', siteId: null })).statusCode).toBe(403);
    // Names: one pattern per name; a crew's name once per site (Crew A of every site is fine).
    expect((await hr().post('/api/hr/rotation-patterns', { nameEn: '2n 2r 2d', nameAr: 'أخرى', days: [shiftIds.Day, null] })).json()).toMatchObject({ code: 'NAME_TAKEN', fields: [{ path: 'nameEn' }] });
    expect((await hr().post('/api/hr/crews', { nameEn: 'crew a', nameAr: 'أخرى', siteId: null })).json()).toMatchObject({ code: 'NAME_TAKEN' });
    const sites = (await hr().get('/api/hr/structure')).json().sites as { id: number }[];
    expect((await hr().post('/api/hr/crews', { nameEn: 'Crew A', nameAr: 'الفرقة أ', siteId: sites[0].id })).statusCode).toBe(201);
    expect((await hr().get('/api/hr/rotation-patterns')).json().items).toHaveLength(1);
  });
});
