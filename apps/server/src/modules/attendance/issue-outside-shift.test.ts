import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceIssues, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cairoTime } from '../../test/dates.js';

/**
 * A missed punch reported on a rest day, a holiday or far from the person's shift is asked about
 * before it is filed (ISSUE_OUTSIDE_SHIFT), and the absence list gives each day's shift hours for the
 * report to start from. Fixed days of February 2026: 1005 works the Day shift (08:00–16:00, Sunday to
 * Thursday), 1009 the Night shift (22:00–06:00); Friday 6 is a rest day, Tuesday 10 to Thursday 12
 * are work days with nothing recorded.
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
const at = (d: string, hm: string) => cairoTime(d, hm).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1004, 1005, 1009]) tokens[code] = (await t.login(code)).token;
});
afterAll(() => t?.close());

const as = (code: number) => t.as(tokens[code]);
const report = (code: number, body: Record<string, unknown>) => as(code).post('/api/attendance/issues', { reason: '', ...body });
const filed = async (code: number) => t.database.db.select().from(attendanceIssues).where(and(eq(attendanceIssues.employeeId, ids[code])));

describe('a missed punch far from the shift', () => {
  it('a sign-out on a rest day is asked about, names why, and is filed only when confirmed', async () => {
    const res = await report(1005, { eventType: 'out', eventTime: at('2026-02-06', '16:00') });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ISSUE_OUTSIDE_SHIFT', params: { reason: 'restDay', workDate: '2026-02-06', startTime: '08:00', endTime: '16:00' } });
    expect(await filed(1005)).toHaveLength(0);
    // The team variant is asked the same.
    const team = await report(1004, { eventType: 'out', eventTime: at('2026-02-06', '16:00'), employeeId: ids[1005] });
    expect(team.json()).toMatchObject({ code: 'ISSUE_OUTSIDE_SHIFT', params: { reason: 'restDay' } });
    const confirmed = await report(1005, { eventType: 'out', eventTime: at('2026-02-06', '16:00'), confirmOutsideShift: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ workDate: '2026-02-06', state: 'requested' });
  });

  it('a time hours after the shift ends or before it starts says how far, in minutes', async () => {
    const late = await report(1005, { eventType: 'out', eventTime: at('2026-02-10', '21:00') });
    expect(late.json()).toMatchObject({ code: 'ISSUE_OUTSIDE_SHIFT', params: { reason: 'after', minutes: 300, workDate: '2026-02-10' } });
    const lateIn = await report(1005, { eventType: 'in', eventTime: at('2026-02-10', '17:00') });
    expect(lateIn.json()).toMatchObject({ code: 'ISSUE_OUTSIDE_SHIFT', params: { reason: 'after', minutes: 60 } });
    const early = await report(1005, { eventType: 'in', eventTime: at('2026-02-10', '04:30') });
    expect(early.json()).toMatchObject({ code: 'ISSUE_OUTSIDE_SHIFT', params: { reason: 'before', minutes: 210 } });
    const outBefore = await report(1005, { eventType: 'out', eventTime: at('2026-02-11', '07:30') });
    expect(outBefore.json()).toMatchObject({ code: 'ISSUE_OUTSIDE_SHIFT', params: { reason: 'before', minutes: 30 } });
    expect(await filed(1005)).toHaveLength(1);
  });

  it('times that fit the shift are filed at once: early or late sign-in, early leave, a sign-out staying late', async () => {
    for (const [type, d, hm] of [
      ['in', '2026-02-10', '09:05'],
      ['out', '2026-02-10', '18:30'],
      ['in', '2026-02-11', '05:30'],
      ['out', '2026-02-12', '14:00'],
    ] as const) {
      const res = await report(1005, { eventType: type, eventTime: at(d, hm) });
      expect(res.statusCode, `${type} ${d} ${hm}: ${res.body}`).toBe(200);
    }
  });

  it('a night shift: a sign-out at 06:30 the next morning belongs to the evening before and fits', async () => {
    const res = await report(1009, { eventType: 'out', eventTime: at('2026-02-11', '06:30') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ workDate: '2026-02-10' });
    // Noon the next day, the night after: far after that night's end.
    const noon = await report(1009, { eventType: 'in', eventTime: at('2026-02-12', '12:00') });
    expect(noon.json()).toMatchObject({ code: 'ISSUE_OUTSIDE_SHIFT', params: { reason: 'after', minutes: 360, workDate: '2026-02-11', startTime: '22:00', endTime: '06:00' } });
  });

  it('a public holiday at the person’s site is asked about', async () => {
    const hol = await as(1001).post('/api/hr/holidays', { date: '2026-02-03', nameEn: 'Test day off', nameAr: 'عطلة للاختبار', siteIds: [] });
    expect(hol.statusCode, hol.body).toBe(200);
    const res = await report(1005, { eventType: 'in', eventTime: at('2026-02-03', '08:00') });
    expect(res.json()).toMatchObject({ code: 'ISSUE_OUTSIDE_SHIFT', params: { reason: 'holiday', workDate: '2026-02-03' } });
  });
});

describe('the absence list gives the day’s shift hours', () => {
  it('the start and end instants of an absent day, the next morning for a night shift', async () => {
    const day = (await as(1005).get('/api/attendance/absences?from=2026-02-09&to=2026-02-09')).json().items[0];
    expect(day).toMatchObject({ date: '2026-02-09', status: 'absent', shiftStart: at('2026-02-09', '08:00'), shiftEnd: at('2026-02-09', '16:00') });
    const night = (await as(1001).get(`/api/attendance/team-absences?from=2026-02-09&to=2026-02-09&employeeId=${ids[1009]}`)).json().items[0];
    expect(night).toMatchObject({ date: '2026-02-09', shiftStart: at('2026-02-09', '22:00'), shiftEnd: at('2026-02-10', '06:00') });
  });
});
