import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, employees, holidays, organisation, shifts } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getDirectory } from '../people/index.js';
import { computeDays } from './index.js';

/**
 * A clock-in far outside the person's shift is refused until confirmed, then recorded,
 * flagged for HR in the logs and counted as no lateness; device punches are flagged the same way.
 */
let t: TestApp;
const tokens: Record<number, string> = {};
const ids: Record<number, number> = {};
let shiftId = 0;
const pad = (n: number) => String(n).padStart(2, '0');
/** The hour of now in Cairo. */
const cairoHour = () => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const r of await db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1005, 1008, 1009]) tokens[code] = (await t.login(code)).token;
  // A shift that starts 6 hours from now and lasts 4, every day of the week: now is always far outside it.
  const h = cairoHour();
  const [s] = await db
    .insert(shifts)
    .values({ nameEn: 'Odd hours', nameAr: 'ساعات غريبة', startTime: `${pad((h + 6) % 24)}:00`, endTime: `${pad((h + 10) % 24)}:00`, graceMinutes: 0, workDays: [0, 1, 2, 3, 4, 5, 6] })
    .returning({ id: shifts.id });
  shiftId = s.id;
  await db.update(employees).set({ shiftId }).where(eq(employees.id, ids[1008]));
  await db.delete(attendanceEvents).where(eq(attendanceEvents.employeeId, ids[1008]));
  // No holiday today, and every day tracked, whenever the test runs.
  await db.delete(holidays);
  await db.update(organisation).set({ trackingStart: null });
});
afterAll(() => t?.close());

const as = (code: number) => t.as(tokens[code]);
const eventsOf = (code: number) => t.database.db.select().from(attendanceEvents).where(eq(attendanceEvents.employeeId, ids[code]));

describe('a web clock-in far outside the shift', () => {
  let workDate = '';
  it('is refused with OUT_OF_SHIFT, naming the shift and the time, and records nothing', async () => {
    const res = await as(1008).post('/api/attendance/clock', { type: 'in' });
    expect(res.statusCode, res.body).toBe(409);
    const h = cairoHour();
    expect(res.json()).toMatchObject({ code: 'OUT_OF_SHIFT', params: { start: `${pad((h + 6) % 24)}:00`, end: `${pad((h + 10) % 24)}:00`, time: expect.stringMatching(/^\d\d:\d\d$/) } });
    workDate = res.json().params.workDate;
    expect(workDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(await eventsOf(1008)).toHaveLength(0);
  });

  it('is recorded when confirmed, flagged in HR’s logs, and the day counts no lateness', async () => {
    const res = await as(1008).post('/api/attendance/clock', { type: 'in', confirmOutOfShift: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ signedIn: true });
    expect(await eventsOf(1008)).toHaveLength(1);
    const list = (await as(1001).get(`/api/attendance/team-events?employeeId=${ids[1008]}&from=${workDate}`)).json();
    expect(list.items).toEqual([expect.objectContaining({ eventType: 'in', outOfShift: true, source: 'web' })]);
    // The person's own log says so too.
    expect((await as(1008).get(`/api/attendance/events?from=${workDate}`)).json().items[0]).toMatchObject({ outOfShift: true });
    // A sign-out is never out of shift (staying late is overtime), and needs no confirmation.
    const out = await as(1008).post('/api/attendance/clock', { type: 'out', confirmQuickRepeat: true });
    expect(out.statusCode, out.body).toBe(200);
    const after = (await as(1001).get(`/api/attendance/team-events?employeeId=${ids[1008]}&from=${workDate}`)).json().items;
    expect(after.find((e: { eventType: string }) => e.eventType === 'out')).toMatchObject({ outOfShift: false });
    const p = (await getDirectory(t.app.ctx)).get(ids[1008])!;
    const [day] = await computeDays(t.app.ctx, [p], workDate, workDate);
    expect(day.result).toMatchObject({ status: 'present', lateMinutes: 0, outOfShift: true });
    // The monthly sheet shows the day as out of shift, counted present.
    const csv = await as(1001).get(`/api/attendance/sheet?month=${workDate.slice(0, 7)}&format=csv&lang=en`);
    const [head, ...lines] = csv.body.replace(/^\ufeff/, '').split('\r\n');
    const cols = head.split(',');
    const row = lines.find((l) => l.startsWith('1008,'))!.split(',');
    expect(row[cols.indexOf(workDate.slice(8, 10))]).toBe('O');
    expect(Number(row[cols.indexOf('Days out of shift')])).toBe(1);
    expect(row[cols.indexOf('Shift')]).toBe('Odd hours');
    expect(csv.body).toContain('O out of shift');
  });

  it('an offline punch far outside the shift is recorded without asking (the queue must not stick)', async () => {
    await t.database.db.delete(attendanceEvents).where(eq(attendanceEvents.employeeId, ids[1008]));
    const at = new Date(Date.now() - 3600_000).toISOString().replace(/\.\d+Z$/, '.000Z');
    const res = await as(1008).post('/api/attendance/clock', { type: 'in', offline: true, occurredAt: at });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await as(1001).get(`/api/attendance/team-events?employeeId=${ids[1008]}&from=${workDate}`)).json();
    expect(list.items[0]).toMatchObject({ recordedOffline: true, outOfShift: true });
  });

  it('a clock-in inside the shift is not asked about, and a person without a shift never is', async () => {
    // 1005 without a shift: any hour is fine.
    await t.database.db.update(employees).set({ shiftId: null }).where(eq(employees.id, ids[1005]));
    await t.database.db.delete(attendanceEvents).where(and(eq(attendanceEvents.employeeId, ids[1005]), sql`occurred_at > now() - interval '20 hours'`));
    const res = await as(1005).post('/api/attendance/clock', { type: 'in' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await as(1001).get(`/api/attendance/team-events?employeeId=${ids[1005]}`)).json().items[0]).toMatchObject({ outOfShift: false });
  });
});

describe('device punches far outside the shift', () => {
  it('are kept and flagged, not refused; punches inside the shift are not flagged', async () => {
    const device = await as(1001).post('/api/hr/devices', { name: 'Factory gate', siteId: null });
    expect(device.statusCode, device.body).toBe(200);
    // Monday 12 January 2026, on 1006's day shift (08:00–16:00, Sunday to Thursday).
    const events = [
      { empCode: 1006, type: 'in', instant: '2026-01-12T08:05:00+02:00' },
      { empCode: 1006, type: 'out', instant: '2026-01-12T16:00:00+02:00' },
      { empCode: 1006, type: 'in', instant: '2026-01-12T21:35:00+02:00' },
      { empCode: 1006, type: 'in', instant: '2026-01-14T21:35:00+02:00' },
    ];
    const res = await t.app.inject({ method: 'POST', url: '/api/devices/events', headers: { 'x-api-key': device.json().apiKey }, payload: { events } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 4 });
    const list = (await as(1001).get(`/api/attendance/team-events?employeeId=${ids[1006]}&from=2026-01-12&to=2026-01-14&sort=eventTime&dir=asc`)).json();
    expect(list.items.map((e: { eventType: string; outOfShift: boolean }) => [e.eventType, e.outOfShift])).toEqual([
      ['in', false],
      ['out', false],
      ['in', true],
      ['in', true],
    ]);
    // The 14th's only sign-in was at 21:35: not 800 minutes late, but out of shift.
    const p = (await getDirectory(t.app.ctx)).get(ids[1006])!;
    const days = await computeDays(t.app.ctx, [p], '2026-01-12', '2026-01-14');
    expect(days.find((d) => d.date === '2026-01-14')!.result).toMatchObject({ status: 'incomplete', lateMinutes: 0, outOfShift: true });
    expect(days.find((d) => d.date === '2026-01-12')!.result).toMatchObject({ status: 'present', lateMinutes: 0 });
    expect(days.find((d) => d.date === '2026-01-12')!.result.outOfShift).toBeUndefined();
  });
});
