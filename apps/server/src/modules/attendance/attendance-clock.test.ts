import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Punches kept on the phone offline, and the optional site geofence. */
let t: TestApp;
const tokens: Record<number, string> = {};
const ids: Record<number, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1005, 1006, 1007, 1008]) tokens[code] = (await t.login(code)).token;
});
afterAll(() => t?.close());

const as = (code: number) => t.as(tokens[code]);
const put = (code: number, url: string, body: unknown) => t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${tokens[code]}` }, payload: body as object });
const eventsOf = (code: number) =>
  t.database.db.select().from(attendanceEvents).where(and(eq(attendanceEvents.employeeId, ids[code]), eq(attendanceEvents.source, 'web')));
const ago = (ms: number) => new Date(Date.now() - ms).toISOString().replace(/\.\d+Z$/, '.000Z');

describe('offline punches', () => {
  it('keeps the original time, flags it recorded offline, and a replay adds nothing', async () => {
    const at = ago(3 * 3600_000);
    const res = await as(1005).post('/api/attendance/clock', { type: 'in', offline: true, occurredAt: at });
    expect(res.statusCode, res.body).toBe(200);
    const again = await as(1005).post('/api/attendance/clock', { type: 'in', offline: true, occurredAt: at });
    expect(again.statusCode, again.body).toBe(200);
    const rows = await eventsOf(1005);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: 'in', recordedOffline: true, outsideGeofence: false });
    expect(new Date(rows[0].occurredAt).toISOString()).toBe(at);
    // HR reads the flag in the team log.
    // The organisation's date of that instant (3 hours ago may be yesterday in UTC and today in Cairo).
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(at));
    const list = (await as(1001).get(`/api/attendance/team-events?from=${day}&to=${day}&employeeId=${ids[1005]}`)).json();
    expect(list.items.find((e: { eventTime: string }) => e.eventTime === at)).toMatchObject({ recordedOffline: true, outsideGeofence: false, source: 'web' });
    // A live punch is not flagged.
    expect((await as(1005).post('/api/attendance/clock', { type: 'out' })).statusCode).toBe(200);
    expect((await eventsOf(1005)).find((r) => r.eventType === 'out')).toMatchObject({ recordedOffline: false });
  });

  it('refuses a time in the future, older than 72 hours, outside the calendar, or without the offline flag', async () => {
    for (const occurredAt of [new Date(Date.now() + 3600_000).toISOString(), ago(73 * 3600_000)]) {
      const r = await as(1006).post('/api/attendance/clock', { type: 'in', offline: true, occurredAt });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().code).toBe('OFFLINE_TIME_INVALID');
    }
    expect((await as(1006).post('/api/attendance/clock', { type: 'in', offline: true, occurredAt: '3000-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await as(1006).post('/api/attendance/clock', { type: 'in', offline: true, occurredAt: 'yesterday' })).statusCode).toBe(400);
    const live = await as(1006).post('/api/attendance/clock', { type: 'in', occurredAt: ago(60_000) });
    expect(live.json().code).toBe('OFFLINE_TIME_INVALID');
    expect(await eventsOf(1006)).toHaveLength(0);
  });
});

describe('the site geofence', () => {
  const centre = { latitude: 30.0444, longitude: 31.2357 };
  const near = { latitude: 30.0449, longitude: 31.2357, accuracy: 10 }; // ~55 m north
  const far = { latitude: 30.0644, longitude: 31.2357, accuracy: 10 }; // ~2.2 km north
  let siteId = 0;
  const setMode = async (geofenceMode: 'off' | 'flag' | 'refuse') => {
    const settings = (await as(1001).get('/api/hr/settings')).json();
    const r = await put(1001, '/api/hr/settings', { ...settings, geofenceMode });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().geofenceMode).toBe(geofenceMode);
  };

  it('HR sets a point and radius on a site, all three or none, within bounds', async () => {
    const bad = [
      { latitude: 30, longitude: 31, radiusMeters: null },
      { latitude: 91, longitude: 31, radiusMeters: 100 },
      { latitude: 30, longitude: -181, radiusMeters: 100 },
      { latitude: 30, longitude: 31, radiusMeters: 5 },
      { latitude: 30, longitude: 31, radiusMeters: 100_001 },
    ];
    for (const g of bad) expect((await as(1001).post('/api/hr/sites', { nameEn: 'Fenced', nameAr: 'مسيّج', ...g })).statusCode, JSON.stringify(g)).toBe(400);
    const made = await as(1001).post('/api/hr/sites', { nameEn: 'Fenced', nameAr: 'مسيّج', ...centre, radiusMeters: 200 });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ nameEn: 'Fenced', ...centre, radiusMeters: 200 });
    siteId = made.json().id;
    // A PUT without the fields keeps them; all three null clears them.
    expect((await put(1001, `/api/hr/sites/${siteId}`, { nameEn: 'Fenced site', nameAr: 'مسيّج' })).json()).toMatchObject({ radiusMeters: 200 });
    expect((await put(1001, `/api/hr/sites/${siteId}`, { nameEn: 'Fenced site', nameAr: 'مسيّج', latitude: null, longitude: null, radiusMeters: null })).json()).toMatchObject({ radiusMeters: null, latitude: null });
    expect((await put(1001, `/api/hr/sites/${siteId}`, { nameEn: 'Fenced site', nameAr: 'مسيّج', ...centre, radiusMeters: 200 })).json()).toMatchObject({ radiusMeters: 200 });
    expect((await as(1005).post('/api/hr/sites', { nameEn: 'x', nameAr: 'x', ...centre, radiusMeters: 200 })).statusCode).toBe(403);
    await t.database.db.update(employees).set({ siteId }).where(eq(employees.id, ids[1007]));
    await t.database.db.update(employees).set({ siteId }).where(eq(employees.id, ids[1008]));
  });

  it("mode off: no check, and the clock does not ask for the position", async () => {
    await setMode('off');
    expect((await as(1007).get('/api/attendance/clock')).json()).toMatchObject({ geofence: false });
    expect((await as(1007).post('/api/attendance/clock', { type: 'in', confirmOutOfShift: true, ...far })).statusCode).toBe(200);
    expect((await as(1007).post('/api/attendance/clock', { type: 'out', confirmQuickRepeat: true })).statusCode).toBe(200);
    expect((await eventsOf(1007)).every((r) => !r.outsideGeofence)).toBe(true);
  });

  it('mode refuse: outside is refused, no position is refused, inside is kept', async () => {
    await setMode('refuse');
    try {
      expect((await as(1008).get('/api/attendance/clock')).json()).toMatchObject({ geofence: true });
      // Someone whose site has no geofence is not checked.
      expect((await as(1005).get('/api/attendance/clock')).json()).toMatchObject({ geofence: false });
      const outside = await as(1008).post('/api/attendance/clock', { type: 'in', confirmOutOfShift: true, ...far });
      expect(outside.statusCode).toBe(403);
      expect(outside.json().code).toBe('OUTSIDE_GEOFENCE');
      const none = await as(1008).post('/api/attendance/clock', { type: 'in', confirmOutOfShift: true });
      expect(none.statusCode).toBe(400);
      expect(none.json().code).toBe('LOCATION_REQUIRED');
      const offlineOutside = await as(1008).post('/api/attendance/clock', { type: 'in', ...far, offline: true, occurredAt: ago(60_000) });
      expect(offlineOutside.json().code).toBe('OUTSIDE_GEOFENCE');
      expect(await eventsOf(1008)).toHaveLength(0);
      const inside = await as(1008).post('/api/attendance/clock', { type: 'in', confirmOutOfShift: true, ...near });
      expect(inside.statusCode, inside.body).toBe(200);
      expect((await eventsOf(1008))[0]).toMatchObject({ outsideGeofence: false });
      const bad = await as(1008).post('/api/attendance/clock', { type: 'out', confirmQuickRepeat: true, latitude: 95, longitude: 31 });
      expect(bad.statusCode).toBe(400);
      expect((await as(1008).post('/api/attendance/clock', { type: 'out', confirmQuickRepeat: true, ...near })).statusCode).toBe(200);
    } finally {
      await setMode('off');
    }
  });

  it('mode flag: outside (or without a position) is kept and flagged for HR', async () => {
    await setMode('flag');
    try {
      // 1007 signed out seconds ago (mode off): this sign-in again is meant.
      const outside = await as(1007).post('/api/attendance/clock', { type: 'in', confirmOutOfShift: true, confirmQuickRepeat: true, ...far });
      expect(outside.statusCode, outside.body).toBe(200);
      const none = await as(1007).post('/api/attendance/clock', { type: 'out', confirmQuickRepeat: true });
      expect(none.statusCode).toBe(200);
      const rows = await eventsOf(1007);
      const flagged = rows.filter((r) => r.outsideGeofence);
      expect(flagged.map((r) => r.eventType).sort()).toEqual(['in', 'out']);
      const today = new Date().toISOString().slice(0, 10);
      const list = (await as(1001).get(`/api/attendance/team-events?employeeId=${ids[1007]}&pageSize=100`)).json();
      expect(list.items.filter((e: { outsideGeofence: boolean }) => e.outsideGeofence).length, today).toBe(2);
    } finally {
      await setMode('off');
    }
  });
});
