import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, employees } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1002, 1003, 1004, 1005, 1006, 1011]) tokens[code] = (await t.login(code)).token;
});
afterAll(() => t?.close());

const as = (code: number) => t.as(tokens[code]);
const put = (code: number, url: string, body: unknown) => t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${tokens[code]}` }, payload: body as object });
type TRef = { id: number } | null;
/** An employee as the HR form sends it back. */
const toInput = (e: Record<string, unknown>) => ({
  ...Object.fromEntries(['empCode', 'domainAccount', 'fullNameEn', 'fullNameAr', 'email', 'mobile', 'roles', 'hrSiteIds', 'hireDate', 'birthDate', 'disability', 'language', 'active'].map((k) => [k, e[k]])),
  siteId: (e.site as TRef)?.id ?? null,
  departmentId: (e.department as TRef)?.id ?? null,
  sectionId: (e.section as TRef)?.id ?? null,
  shiftId: (e.shift as TRef)?.id ?? null,
  managerId: (e.manager as TRef)?.id ?? null,
  sendInvitation: false,
});
const device = (key: string, events: unknown[]) => t.app.inject({ method: 'POST', url: '/api/devices/events', headers: { 'x-api-key': key }, payload: { events } });

describe('the web clock', () => {
  it('signs in and out; a second sign-in without a sign-out is refused, and so is a sign-out while out', async () => {
    // The demo's history ends with a sign-out on the last work day.
    expect((await as(1006).get('/api/attendance/clock')).json()).toMatchObject({ signedIn: false });
    expect((await as(1006).post('/api/attendance/clock', { type: 'out' })).json().code).toBe('NOT_SIGNED_IN');
    const signedIn = await as(1006).post('/api/attendance/clock', { type: 'in', confirmOutOfShift: true, latitude: 30.0444, longitude: 31.2357, accuracy: 20 });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ signedIn: true, lastEvent: { type: 'in' } });
    const again = await as(1006).post('/api/attendance/clock', { type: 'in', confirmOutOfShift: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SIGNED_IN');
    // Seconds after the sign-in: a sign-out meant as such says so (else it is asked about, see the clock's tests).
    expect((await as(1006).post('/api/attendance/clock', { type: 'out', confirmQuickRepeat: true })).json()).toMatchObject({ signedIn: false, lastEvent: { type: 'out' } });
    const [row] = await t.database.db.select().from(attendanceEvents).where(and(eq(attendanceEvents.employeeId, ids[1006]), eq(attendanceEvents.source, 'web'))).limit(1);
    expect(row).toMatchObject({ source: 'web', latitude: 30.0444, longitude: 31.2357 });
    expect(row.ip).toBeTruthy();
  });

  it('two clicks at once record one sign-in', async () => {
    const results = await Promise.all([1, 2, 3].map(() => as(1005).post('/api/attendance/clock', { type: 'in', confirmOutOfShift: true })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    await as(1005).post('/api/attendance/clock', { type: 'out', confirmQuickRepeat: true });
  });
});

describe('devices', () => {
  let key = '';
  it('HR registers a device and sees its key once; others may not', async () => {
    const res = await as(1001).post('/api/hr/devices', { name: 'Cairo gate', siteId: null });
    expect(res.statusCode, res.body).toBe(200);
    key = res.json().apiKey;
    expect(key).toMatch(/^hrd_/);
    const list = (await as(1001).get('/api/hr/devices')).json().items;
    expect(list[0]).toMatchObject({ name: 'Cairo gate', keyPrefix: key.slice(0, 8), revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(key);
    for (const code of [1002, 1003, 1005]) expect((await as(code).post('/api/hr/devices', { name: 'x', siteId: null })).statusCode).toBe(403);
  });

  it('takes a batch, reports unknown people per row, and adds nothing when replayed', async () => {
    const events = [
      { empCode: 1007, type: 'in', instant: '2026-03-02T08:01:00+02:00' },
      { empCode: 1007, type: 'out', instant: '2026-03-02T16:05:00+02:00' },
      { empCode: 99999, type: 'in', instant: '2026-03-02T08:00:00+02:00' },
      { empCode: 1008, type: 'in', instant: '2026-03-02T07:59:00Z' },
    ];
    const first = await device(key, events);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: 4, inserted: 3, duplicates: 0, unknown: [{ row: 2, reason: 'errors.UNKNOWN_EMPLOYEE' }] });
    expect((await device(key, events)).json()).toMatchObject({ inserted: 0, duplicates: 3 });
    const n = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(attendanceEvents).where(isNotNull(attendanceEvents.deviceId));
    expect(n[0].n).toBe(3);
  });

  it('takes badge numbers as well as company IDs; HR sets a badge on the employee and two people cannot share one', async () => {
    const [e] = await t.database.db.select().from(employees).where(eq(employees.empCode, 1008));
    const res = await as(1001).get(`/api/hr/employees/${e.id}`);
    const set = await put(1001, `/api/hr/employees/${e.id}`, { ...toInput(res.json()), badge: 'B-1008' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().badge).toBe('B-1008');
    const [other] = await t.database.db.select().from(employees).where(eq(employees.empCode, 1009));
    const taken = await put(1001, `/api/hr/employees/${other.id}`, { ...toInput((await as(1001).get(`/api/hr/employees/${other.id}`)).json()), badge: 'B-1008' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('BADGE_TAKEN');
    const r = await device(key, [
      { badge: 'B-1008', type: 'out', instant: '2026-04-12T16:00:00+02:00' },
      { badge: 'NOPE', type: 'in', instant: '2026-03-02T08:00:00+02:00' },
    ]);
    expect(r.json()).toEqual({ received: 2, inserted: 1, duplicates: 0, unknown: [{ row: 1, reason: 'errors.UNKNOWN_EMPLOYEE' }] });
    expect((await device(key, [{ type: 'in', instant: '2026-03-02T08:00:00+02:00' }])).statusCode).toBe(400);
  });

  it('refuses a bad or revoked key, and a batch over 10,000', async () => {
    expect((await device('hrd_wrong', [{ empCode: 1007, type: 'in', instant: '2026-03-03T08:00:00Z' }])).statusCode).toBe(401);
    const big = Array.from({ length: 10_001 }, () => ({ empCode: 1007, type: 'in', instant: '2026-03-03T08:00:00Z' }));
    expect((await device(key, big)).statusCode).toBe(400);
    const id = (await as(1001).get('/api/hr/devices')).json().items[0].id;
    expect((await as(1001).delete(`/api/hr/devices/${id}`)).statusCode).toBe(200);
    expect((await device(key, [{ empCode: 1007, type: 'in', instant: '2026-03-03T08:00:00Z' }])).statusCode).toBe(401);
  });
});

describe('attendance logs', () => {
  const range = 'from=2026-03-01&to=2026-03-31';
  it("shows a person their own events with the seed's columns, in the organisation's days", async () => {
    const t1007 = (await t.login(1007)).token;
    const res = await t.as(t1007).get(`/api/attendance/events?${range}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items[0]).toMatchObject({ userId: 1007, userName: 'Youssef Samir', eventType: 'out', eventTime: '2026-03-02T14:05:00.000Z', source: 'device' });
    expect(body.items[0].Department).toBeTruthy();
    // 07:59Z on 2 March is 09:59 in Cairo: inside 2 March, not 1 March.
    const t1008 = (await t.login(1008)).token;
    expect((await t.as(t1008).get('/api/attendance/events?from=2026-03-01&to=2026-03-01')).json().total).toBe(0);
    expect((await t.as(t1008).get('/api/attendance/events?from=2026-03-02&to=2026-03-02')).json().total).toBe(1);
  });

  it('team logs follow the scope: a manager sees the subtree, an employee no team log, HR everyone', async () => {
    const codes = async (code: number) => new Set((await as(code).get(`/api/attendance/team-events?${range}&pageSize=100`)).json().items.map((e: { userId: number }) => e.userId));
    expect(await codes(1003)).toEqual(new Set([1007, 1008]));
    expect(await codes(1011)).toEqual(new Set());
    expect(await codes(1001)).toEqual(new Set([1007, 1008]));
    expect((await as(1005).get(`/api/attendance/team-events?${range}`)).statusCode).toBe(403);
    // An employee's own log never shows someone else, whatever they ask for.
    expect((await as(1005).get(`/api/attendance/events?${range}&employeeId=${ids[1007]}`)).json().total).toBe(0);
  });

  it("exports CSV in the viewer's language, times in the organisation's zone", async () => {
    const csv = await as(1001).get(`/api/attendance/events.csv?scope=team&lang=ar&${range}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\ufeffرقم الحركة,')).toBe(true);
    expect(csv.body).toContain('02/03/2026 04:05 م');
  });

  it('filters by department and refuses a range in the wrong order', async () => {
    const dept = (await t.database.db.select({ d: employees.departmentId }).from(employees).where(eq(employees.empCode, 1007)))[0].d;
    expect((await as(1001).get(`/api/attendance/team-events?${range}&departmentId=${dept}`)).json().total).toBe(3);
    expect((await as(1001).get('/api/attendance/team-events?from=2026-03-05&to=2026-03-01')).json().code).toBe('DATES_OUT_OF_ORDER');
  });
});
