import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getDirectory } from '../people/index.js';
import { computeDays } from './attendance-day-service.js';
import { cairoTime } from '../../test/dates.js';

/**
 * Ramadan working hours in the daily status, the sheet and overtime. The demo's day shift
 * (08:00–16:00, grace 15) gets Ramadan hours 09:00–15:00 and its night shift (22:00–06:00, grace
 * 10) 21:00–03:00; Ramadan 1447 is 18 February to 19 March 2026 (Cairo is UTC+2 then).
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
const local = (d: string, hm: string) => cairoTime(d, hm);
const as = (code: number) => t.as(tokens[code]);

async function addEvents(code: number, list: [string, string, 'in' | 'out'][]) {
  await t.database.db.insert(attendanceEvents).values(list.map(([d, hm, type]) => ({ employeeId: ids[code], eventType: type, occurredAt: local(d, hm), source: 'device' })));
}

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1005, 1009]) tokens[code] = (await t.login(code)).token;
  const shifts = (await as(1001).get('/api/hr/shifts')).json().items as { id: number; nameEn: string; nameAr: string; startTime: string; endTime: string; graceMinutes: number; workDays: number[] }[];
  const hours = { Day: ['09:00', '15:00'], Night: ['21:00', '03:00'] } as Record<string, [string, string]>;
  for (const s of shifts) {
    const [ramadanStartTime, ramadanEndTime] = hours[s.nameEn];
    const { nameEn, nameAr, startTime, endTime, graceMinutes, workDays } = s;
    const res = await as(1001).put(`/api/hr/shifts/${s.id}`, { nameEn, nameAr, startTime, endTime, graceMinutes, workDays, ramadanStartTime, ramadanEndTime });
    expect(res.statusCode, res.body).toBe(200);
  }
  // 1005 (day shift): Monday 23 Feb and Tuesday 24 Feb are in Ramadan, Monday 23 and Tuesday 24 March are not.
  await addEvents(1005, [
    ['2026-02-23', '09:05', 'in'],
    ['2026-02-23', '15:00', 'out'],
    ['2026-02-24', '09:00', 'in'],
    ['2026-02-24', '17:00', 'out'],
    ['2026-03-23', '09:05', 'in'],
    ['2026-03-23', '15:00', 'out'],
    ['2026-03-24', '08:00', 'in'],
    ['2026-03-24', '17:00', 'out'],
  ]);
  // 1009 (night shift): the Ramadan nights of Wednesday 25 Feb and Monday 2 March, across midnight.
  await addEvents(1009, [
    ['2026-02-25', '21:05', 'in'],
    ['2026-02-26', '03:00', 'out'],
    ['2026-03-02', '21:00', 'in'],
    ['2026-03-03', '04:30', 'out'],
  ]);
});
afterAll(() => t?.close());

/** The daily status the lists, dashboards and sheet are made of. */
async function dayOf(code: number, date: string) {
  const p = (await getDirectory(t.app.ctx)).get(ids[code])!;
  const [d] = await computeDays(t.app.ctx, [p], date, date);
  return d.result;
}
/** The viewer's month on the dashboard: the day's kind (present or late) and late minutes. */
async function myDay(code: number, date: string) {
  const res = await as(code).get(`/api/dashboard/me/attendance?month=${date.slice(0, 7)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().days as { date: string; kind: string; lateMinutes: number }[]).find((d) => d.date === date);
}
/** A person's row of the monthly sheet (CSV, English): the day codes and the late minutes total. */
async function sheetRow(month: string, code: number) {
  const res = await as(1001).get(`/api/attendance/sheet?month=${month}&format=csv&lang=en`);
  expect(res.statusCode, res.body).toBe(200);
  const [head, ...rows] = res.body.replace(/^\ufeff/, '').split('\r\n');
  const cols = head.split(',');
  const row = rows.find((l) => l.startsWith(`${code},`))!.split(',');
  return { day: (dd: string) => row[cols.indexOf(dd)], late: Number(row[cols.indexOf('Late minutes')]) };
}
const suggestions = async (code: number, from: string, to: string) => {
  const res = await as(code).get(`/api/overtime/suggestions?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { workDate: string; from: string; to: string; minutes: number }[]).map((s) => [s.workDate, s.from, s.to, s.minutes]);
};

describe('before HR saves the year’s Ramadan', () => {
  it('the usual hours apply: the Umm al-Qura estimate alone changes nothing', async () => {
    expect(await myDay(1005, '2026-02-23')).toMatchObject({ kind: 'late', lateMinutes: 50 });
    expect(await dayOf(1005, '2026-02-23')).toMatchObject({ status: 'present', lateMinutes: 50, earlyLeaveMinutes: 60 });
    expect((await sheetRow('2026-02', 1005)).late).toBe(50 + 45);
    expect(await suggestions(1005, '2026-02-23', '2026-02-24')).toEqual([['2026-02-24', '16:00', '17:00', 60]]);
  });
});

describe('on the Ramadan dates HR saved', () => {
  beforeAll(async () => {
    const [suggested] = (await as(1001).get('/api/hr/ramadan?year=2026')).json().periods;
    expect(suggested).toMatchObject({ hijriYear: 1447, startDate: '2026-02-18', endDate: '2026-03-19', estimated: true });
    const saved = await as(1001).put('/api/hr/ramadan/1447', { startDate: suggested.startDate, endDate: suggested.endDate });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('09:05 is within the grace of a 09:00 Ramadan start, and leaving at 15:00 is not early', async () => {
    expect(await dayOf(1005, '2026-02-23')).toMatchObject({ status: 'present', lateMinutes: 0, earlyLeaveMinutes: 0, workedMinutes: 355 });
    expect(await myDay(1005, '2026-02-23')).toMatchObject({ kind: 'present', lateMinutes: 0 });
  });

  it('the same times after Ramadan are late and early at the usual 08:00–16:00', async () => {
    expect(await dayOf(1005, '2026-03-23')).toMatchObject({ status: 'present', lateMinutes: 50, earlyLeaveMinutes: 60 });
    expect(await myDay(1005, '2026-03-23')).toMatchObject({ kind: 'late', lateMinutes: 50 });
  });

  it('the monthly sheet counts no late minutes in Ramadan, and the usual ones after it', async () => {
    const feb = await sheetRow('2026-02', 1005);
    expect([feb.day('23'), feb.day('24'), feb.late]).toEqual(['P', 'P', 0]);
    const mar = await sheetRow('2026-03', 1005);
    expect([mar.day('23'), mar.day('24'), mar.late]).toEqual(['P', 'P', 50]);
  });

  it('suggests overtime from the Ramadan end of the shift (15:00), and from 16:00 after Ramadan', async () => {
    expect(await suggestions(1005, '2026-02-23', '2026-02-24')).toEqual([['2026-02-24', '15:00', '17:00', 120]]);
    expect(await suggestions(1005, '2026-03-23', '2026-03-24')).toEqual([['2026-03-24', '16:00', '17:00', 60]]);
  });

  it('a Ramadan night shift 21:00–03:00 crosses midnight: on time, not early, overtime after 03:00', async () => {
    expect(await dayOf(1009, '2026-02-25')).toMatchObject({ status: 'present', lateMinutes: 0, earlyLeaveMinutes: 0, workedMinutes: 355 });
    expect(await dayOf(1009, '2026-02-26')).toMatchObject({ status: 'absent', firstIn: null });
    expect(await myDay(1009, '2026-02-25')).toMatchObject({ kind: 'present', lateMinutes: 0 });
    expect(await suggestions(1009, '2026-03-02', '2026-03-02')).toEqual([['2026-03-02', '03:00', '04:30', 90]]);
  });

  it('groups the events by the Ramadan hours: a day shift worked 22:00–04:00 in Ramadan keeps its sign-out after midnight', async () => {
    const night = await as(1001).post('/api/hr/shifts', {
      nameEn: 'Office, nights in Ramadan',
      nameAr: 'المكتب، ليلًا في رمضان',
      startTime: '08:00',
      endTime: '16:00',
      graceMinutes: 15,
      workDays: [0, 1, 2, 3, 4],
      ramadanStartTime: '22:00',
      ramadanEndTime: '04:00',
      breaks: [{ start: '12:00', end: '13:00' }],
    });
    expect(night.statusCode, night.body).toBe(200);
    await t.database.db.update(employees).set({ shiftId: night.json().id }).where(eq(employees.id, ids[1006]));
    // By the usual hours 04:00 would start the 4th's window; by the Ramadan ones it ends the 3rd's.
    await addEvents(1006, [
      ['2026-03-03', '22:00', 'in'],
      ['2026-03-04', '04:00', 'out'],
    ]);
    expect(await dayOf(1006, '2026-03-03')).toMatchObject({ status: 'present', lateMinutes: 0, earlyLeaveMinutes: 0, workedMinutes: 360, lastOut: local('2026-03-04', '04:00') });
    expect(await dayOf(1006, '2026-03-04')).toMatchObject({ status: 'absent', firstIn: null, lastOut: null });
  });

  it('removing the period brings the usual hours back at once', async () => {
    expect((await as(1001).delete('/api/hr/ramadan/1447')).statusCode).toBe(200);
    expect(await myDay(1005, '2026-02-23')).toMatchObject({ kind: 'late', lateMinutes: 50 });
    expect((await sheetRow('2026-02', 1005)).late).toBe(95);
  });
});
