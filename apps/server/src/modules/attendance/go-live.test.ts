import { and, between, eq, sql } from 'drizzle-orm';
import { addDaysIso } from '@hr/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, attendanceResolutions, auditLog, employees, leaveRequests, leaveTypes } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { employeeInput } from '../../test/employee-input.js';
import { cairoTime } from '../../test/dates.js';

/**
 * Go-live: the organisation's tracking start and each person's first tracked day (the
 * later of it and the hire date) in every place a day is derived, and HR resolving many absences
 * at once. February 2026: Sunday 1 to Thursday 5 and Sunday 8 to Thursday 12 are work days; the
 * tracking start is set to Sunday 8.
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
let deptId = 0;
/** Hired in 2018 (years before the portal), and hired after the go-live. */
let veteran = 0;
let newcomer = 0;

const local = (d: string, hm: string) => cairoTime(d, hm);
const as = (code: number) => t.as(tokens[code]);
type TRow = { employeeId: number; date: string; status: string };
const rows = async (from: string, to: string) =>
  ((await as(1001).get(`/api/attendance/team-absences?from=${from}&to=${to}&departmentId=${deptId}&sort=date&dir=asc&pageSize=100`)).json().items as TRow[]).map((r) => [
    r.employeeId === veteran ? 'veteran' : 'newcomer',
    r.date,
    r.status,
  ]);

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1002, 1003, 1005]) tokens[code] = (await t.login(code)).token;
  const dept = await as(1001).post('/api/hr/departments', { nameEn: 'Go-live Weaving', nameAr: 'النسيج' });
  expect(dept.statusCode, dept.body).toBe(200);
  deptId = dept.json().id;
  const [{ shift, site }] = (await t.database.db.execute(sql`select (select id from shifts where name_en = 'Day') as shift, (select id from sites where name_en = 'Cairo') as site`)).rows as { shift: number; site: number }[];
  const make = async (empCode: number, hireDate: string) => {
    const res = await as(1001).post('/api/hr/employees', employeeInput({ empCode, email: `golive.${empCode}@example.com`, departmentId: deptId, siteId: site, shiftId: shift, hireDate }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  veteran = await make(2401, '2018-01-01');
  newcomer = await make(2402, '2026-02-10');
  // The veteran (day shift 08:00–16:00, grace 15): in only on the 3rd (a missed sign-out, late),
  // late on the 4th and the 9th, in only on the 10th.
  const ev = (d: string, hm: string, type: 'in' | 'out') => ({ employeeId: veteran, eventType: type, occurredAt: local(d, hm), source: 'device' });
  await t.database.db
    .insert(attendanceEvents)
    .values([ev('2026-02-03', '08:40', 'in'), ev('2026-02-04', '09:00', 'in'), ev('2026-02-04', '16:00', 'out'), ev('2026-02-09', '09:00', 'in'), ev('2026-02-09', '16:00', 'out'), ev('2026-02-10', '08:00', 'in')]);
});
afterAll(() => t?.close());

describe('tracking start', () => {
  it('without one (installations before this release), every work day since the hire date counts as before', async () => {
    expect((await as(1001).get('/api/hr/settings')).json().trackingStart).toBeNull();
    const before = await rows('2026-02-01', '2026-02-05');
    expect(before).toEqual([
      ['veteran', '2026-02-01', 'absent'],
      ['veteran', '2026-02-02', 'absent'],
      ['veteran', '2026-02-03', 'incomplete'],
      ['veteran', '2026-02-05', 'absent'],
    ]);
  });

  it('refuses a date that is not one, outside the supported window or more than a year ahead, translated, storing nothing', async () => {
    const base = (await as(1001).get('/api/hr/settings')).json();
    const today = new Date().toISOString().slice(0, 10);
    for (const [value, message] of [
      ['2026-02-30', 'validation.invalid'],
      ['2300-01-01', 'validation.invalid'],
      ['08/02/2026', 'validation.invalid'],
      [addDaysIso(today, 400), 'validation.trackingStartTooFar'],
    ] as const) {
      const res = await as(1001).put('/api/hr/settings', { ...base, trackingStart: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'trackingStart', message }] });
      const alone = await as(1001).put('/api/hr/settings/tracking-start', { trackingStart: value });
      expect(alone.statusCode, alone.body).toBe(400);
      expect(alone.json().fields).toEqual([{ path: 'trackingStart', message }]);
    }
    expect((await as(1005).put('/api/hr/settings/tracking-start', { trackingStart: '2026-02-08' })).statusCode).toBe(403);
    expect((await as(1002).put('/api/hr/settings/tracking-start', { trackingStart: '2026-02-08' })).statusCode).toBe(403); // site_hr reads settings, never writes them
    expect((await as(1001).get('/api/hr/settings')).json().trackingStart).toBeNull();
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))).toHaveLength(0);
  });

  it('HR sets it in the settings, audited; the dedicated call sets it too and a call that changes nothing audits nothing', async () => {
    const base = (await as(1001).get('/api/hr/settings')).json();
    const res = await as(1001).put('/api/hr/settings', { ...base, trackingStart: '2026-01-15' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().trackingStart).toBe('2026-01-15');
    const alone = await as(1001).put('/api/hr/settings/tracking-start', { trackingStart: '2026-02-08' });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toEqual({ trackingStart: '2026-02-08' });
    expect((await as(1001).put('/api/hr/settings/tracking-start', { trackingStart: '2026-02-08' })).statusCode).toBe(200);
    // Saving the other settings without the field keeps it.
    const { trackingStart: _drop, ...rest } = base;
    expect((await as(1001).put('/api/hr/settings', rest)).json().trackingStart).toBe('2026-02-08');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update')).orderBy(auditLog.id);
    expect(audit.map((a) => [(a.before as { trackingStart: unknown }).trackingStart, (a.after as { trackingStart: unknown }).trackingStart])).toEqual([
      [null, '2026-01-15'],
      ['2026-01-15', '2026-02-08'],
      ['2026-02-08', '2026-02-08'],
    ]);
  });

  it('no absence, lateness or missed punch before it; a later hire date wins', async () => {
    expect(await rows('2026-02-01', '2026-02-12')).toEqual([
      ['veteran', '2026-02-08', 'absent'],
      ['veteran', '2026-02-10', 'incomplete'],
      ['newcomer', '2026-02-10', 'absent'],
      ['veteran', '2026-02-11', 'absent'],
      ['newcomer', '2026-02-11', 'absent'],
      ['veteran', '2026-02-12', 'absent'],
      ['newcomer', '2026-02-12', 'absent'],
    ]);
    // The person's own list says the same.
    const own = (await as(1005).get('/api/attendance/absences?from=2026-02-01&to=2026-02-12&sort=date&dir=asc')).json();
    expect(own.items.map((d: { date: string }) => d.date)).toEqual(['2026-02-08', '2026-02-09', '2026-02-10', '2026-02-11', '2026-02-12']);
  });

  it('the dashboards neither count nor list a day before it: absent and late today, the weekly rate, my month', async () => {
    const today = async (date: string) => (await as(1001).get(`/api/dashboard/team/today?date=${date}&departmentId=${deptId}`)).json();
    const tue = await today('2026-02-03');
    expect([tue.absentToday.total, tue.lateToday.total]).toEqual([0, 0]);
    const wed = await today('2026-02-04');
    expect([wed.absentToday.total, wed.lateToday.total]).toEqual([0, 0]);
    const mon = await today('2026-02-09');
    expect(mon.lateToday.items.map((p: { employeeId: number; lateMinutes: number }) => [p.employeeId, p.lateMinutes])).toEqual([[veteran, 45]]); // 09:00 on an 08:00 shift, 15 minutes' grace
    expect(mon.absentToday.total).toBe(0);
    const tenth = await today('2026-02-10');
    expect(tenth.absentToday.items.map((p: { employeeId: number; status: string }) => [p.employeeId, p.status]).sort()).toEqual(
      [
        [veteran, 'incomplete'],
        [newcomer, 'absent'],
      ].sort(),
    );
    const trends = (await as(1001).get(`/api/dashboard/team/trends?date=2026-02-12&departmentId=${deptId}`)).json();
    const week = (from: string) => trends.weeks.find((w: { from: string }) => w.from === from);
    // Before go-live nothing was expected (not 0 %); after it, 5 days of the veteran and 3 of the newcomer.
    expect(week('2026-02-01')).toMatchObject({ attended: 0, expected: 0, rate: null });
    expect(week('2026-02-08')).toMatchObject({ attended: 1, expected: 8 });
    const month = (await as(1005).get('/api/dashboard/me/attendance?month=2026-02')).json();
    expect(month.days[0].date).toBe('2026-02-08');
  });

  it('the monthly sheet has no code before it, and nobody can report a missed punch or resolve a day there', async () => {
    const csv = await as(1001).get(`/api/attendance/sheet?month=2026-02&departmentId=${deptId}&format=csv&lang=en`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.replace(/^\ufeff/, '').split('\r\n');
    const first = lines[0].split(',').indexOf('01');
    const cells = lines.find((l) => l.startsWith('2401,'))!.split(',');
    // Days 1–7 are empty; the 8th is absent, the 9th present (late), the 10th incomplete.
    expect(cells.slice(first, first + 10)).toEqual(['', '', '', '', '', '', '', 'A', 'P', 'I']);
    const issue = await as(1001).post('/api/attendance/issues', { employeeId: veteran, eventType: 'out', eventTime: local('2026-02-03', '16:00').toISOString() });
    expect(issue.statusCode, issue.body).toBe(409);
    expect(issue.json()).toMatchObject({ code: 'DAY_NOT_TRACKED', fields: [{ path: 'eventTime', message: 'errors.DAY_NOT_TRACKED' }] });
    const resolve = await as(1001).post('/api/attendance/resolutions', { employeeId: veteran, date: '2026-02-02', kind: 'confirmed' });
    expect(resolve.json().code).toBe('DAY_NOT_TRACKED');
  });
});

describe('resolving many absences at once', () => {
  const bulk = (code: number, body: unknown) => as(code).post('/api/attendance/resolutions/bulk', body);
  const item = (employeeId: number, workDate: string) => ({ employeeId, workDate });

  it('refuses a bad request whole, translated, resolving nothing', async () => {
    const one = [item(veteran, '2026-02-08')];
    const many = Array.from({ length: 501 }, (_, i) => item(veteran, addDaysIso('2026-01-01', i % 90)));
    for (const [body, path, message] of [
      [{ items: [], kind: 'confirmed' }, 'items', 'validation.required'],
      [{ items: many, kind: 'confirmed' }, 'items', 'validation.tooLong'],
      [{ items: [item(veteran, '2026-01-01'), item(veteran, '2026-06-01')], kind: 'confirmed' }, 'items', 'validation.rangeTooLong'],
      [{ items: one }, 'kind', 'validation.required'],
      [{ items: one, kind: 'deducted', comment: '  ' }, 'comment', 'validation.required'],
      [{ items: one, kind: 'leave' }, 'leaveTypeId', 'validation.required'],
      [{ items: [item(veteran, '2026-02-31')], kind: 'confirmed' }, 'items.0.workDate', 'validation.invalid'],
      [{ items: [item(0, '2026-02-08')], kind: 'confirmed' }, 'items.0.employeeId', 'validation.invalid'],
      [{ items: one, kind: 'confirmed', comment: 'x'.repeat(501) }, 'comment', 'validation.tooLong'],
    ] as const) {
      const res = await bulk(1001, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toContainEqual({ path, message });
    }
    // Only HR roles: an employee and a manager are refused whole.
    expect((await bulk(1005, { items: one, kind: 'confirmed' })).statusCode).toBe(403);
    expect((await bulk(1003, { items: one, kind: 'confirmed' })).statusCode).toBe(403);
    expect(await t.database.db.select().from(attendanceResolutions)).toHaveLength(0);
  });

  it('resolves the days it can and says why it skipped the others; each resolution is audited', async () => {
    const res = await bulk(1001, { items: [item(veteran, '2026-02-08'), item(veteran, '2026-02-11'), item(newcomer, '2026-02-10')], kind: 'confirmed', comment: 'Go-live week' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ resolved: 3, skipped: 0 });
    const mixed = await bulk(1001, {
      items: [
        item(veteran, '2026-02-08'), // already resolved
        item(veteran, '2026-02-09'), // present
        item(veteran, '2026-02-06'), // before the tracking start (and a Friday)
        item(newcomer, '2026-02-09'), // before the hire date
        item(2_000_000_000, '2026-02-10'), // nobody
        item(newcomer, '2026-02-11'),
        item(newcomer, '2026-02-11'), // the same day twice counts once
      ],
      kind: 'deducted',
      comment: 'No notice',
    });
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json()).toEqual({
      resolved: 1,
      skipped: 5,
      results: [
        { employeeId: veteran, workDate: '2026-02-08', ok: false, code: 'ALREADY_RESOLVED' },
        { employeeId: veteran, workDate: '2026-02-09', ok: false, code: 'DAY_NOT_ABSENT' },
        { employeeId: veteran, workDate: '2026-02-06', ok: false, code: 'DAY_NOT_TRACKED' },
        { employeeId: newcomer, workDate: '2026-02-09', ok: false, code: 'DAY_NOT_TRACKED' },
        { employeeId: 2_000_000_000, workDate: '2026-02-10', ok: false, code: 'NOT_FOUND' },
        { employeeId: newcomer, workDate: '2026-02-11', ok: true, code: null },
      ],
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'attendance.resolve')).orderBy(auditLog.id);
    expect(audit.map((a) => [a.entityId, (a.after as { kind: string; bulk: boolean }).kind, (a.after as { bulk: boolean }).bulk])).toEqual([
      [`${veteran}:2026-02-08`, 'confirmed', true],
      [`${veteran}:2026-02-11`, 'confirmed', true],
      [`${newcomer}:2026-02-10`, 'confirmed', true],
      [`${newcomer}:2026-02-11`, 'deducted', true],
    ]);
    expect(await rows('2026-02-08', '2026-02-12').then((r) => r.length)).toBe(7);
    const open = (await as(1001).get(`/api/attendance/team-absences?from=2026-02-08&to=2026-02-12&departmentId=${deptId}&resolution=open`)).json();
    expect(open.total).toBe(3);
  });

  it("site HR resolves their sites' days only", async () => {
    const res = await bulk(1002, { items: [item(veteran, '2026-02-12')], kind: 'confirmed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([{ employeeId: veteran, workDate: '2026-02-12', ok: false, code: 'FORBIDDEN' }]);
  });

  it('two HR users resolving the same days at once: each day is resolved exactly once', async () => {
    const items = [item(veteran, '2026-02-10'), item(veteran, '2026-02-12'), item(newcomer, '2026-02-12')];
    const [a, b] = await Promise.all([bulk(1001, { items, kind: 'confirmed' }), bulk(1001, { items: [...items].reverse(), kind: 'forgot_id' })]);
    const results = [...a.json().results, ...b.json().results] as { workDate: string; employeeId: number; ok: boolean; code: string | null }[];
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok).map((r) => r.code)).toEqual(['ALREADY_RESOLVED', 'ALREADY_RESOLVED', 'ALREADY_RESOLVED']);
    expect((await t.database.db.select().from(attendanceResolutions).where(eq(attendanceResolutions.employeeId, veteran))).length).toBe(4);
  });

  it('turning days into leave files approved one-day requests on the balance', async () => {
    const [annual] = await t.database.db.select().from(leaveTypes).where(eq(leaveTypes.code, 'annual'));
    const res = await bulk(1001, { items: [item(ids[1005], '2026-02-08'), item(ids[1005], '2026-02-09')], kind: 'leave', leaveTypeId: annual.id, comment: 'Agreed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ resolved: 2, skipped: 0 });
    const filed = await t.database.db
      .select()
      .from(leaveRequests)
      .where(and(eq(leaveRequests.employeeId, ids[1005]), between(leaveRequests.startDate, '2026-02-01', '2026-02-09')));
    expect(filed.map((r) => [r.startDate, r.state, Number(r.days)]).sort()).toEqual([
      ['2026-02-08', 'approved', 1],
      ['2026-02-09', 'approved', 1],
    ]);
    const own = (await as(1005).get('/api/attendance/absences?from=2026-02-08&to=2026-02-09&sort=date&dir=asc')).json();
    expect(own.items.map((d: { status: string; resolution: { kind: string } }) => [d.status, d.resolution.kind])).toEqual([
      ['leave', 'leave'],
      ['leave', 'leave'],
    ]);
  });
});
