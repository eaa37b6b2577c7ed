import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveLedger, notifications, organisation, overtimeRequests } from '../../db/schema.js';
import { type TRow, useOvertimeApp } from './overtime-fixture.js';

/**
 * Overtime on fixed days of March 2026 (Sunday 1 to Thursday 5 and Sunday 8 to
 * Thursday 12 are work days; Friday 6 and Saturday 7 the weekend), clear of the demo's own
 * overtime of the last three months. Reporting line: 1005 → 1004 (supervisor) → 1003 (manager).
 */
const { fx, ids, local, addEvents, as, put, count, file, decide, inboxOf } = useOvertimeApp();
const TZ = 'Africa/Cairo';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
beforeAll(async () => {
  await addEvents(1005, [
    ['2026-03-02', '08:00', 'in'],
    ['2026-03-02', '19:30', 'out'],
    ['2026-03-03', '08:00', 'in'],
    ['2026-03-03', '16:10', 'out'],
    ['2026-03-07', '09:00', 'in'],
    ['2026-03-07', '13:00', 'out'],
    ['2026-03-08', '07:55', 'in'],
    ['2026-03-08', '18:10', 'out'],
  ]);
});

describe('filing', () => {
  it('files a span inside the attendance, routed to the nearest manager, who is told; audited', async () => {
    const res = await file(1005, '2026-03-02', '16:30', '19:30', '  Month-end stock count  ');
    expect(res.statusCode, res.body).toBe(201);
    const { request, outsideAttendance } = res.json();
    expect(outsideAttendance).toBe(false);
    expect(request).toMatchObject({
      userId: 1005,
      userName: 'Omar Khaled',
      Department: 'Operations',
      workDate: '2026-03-02',
      from: '16:30',
      to: '19:30',
      startsAt: '2026-03-02T14:30:00.000Z',
      endsAt: '2026-03-02T17:30:00.000Z',
      minutes: 180,
      nightMinutes: 30,
      dayKind: 'workday',
      state: 'requested',
      reason: 'Month-end stock count',
      approverName: 'Ahmed Mahmoud',
      canCancel: true,
      canDecide: false,
      canConvert: false,
    });
    const told = await fx.t.database.db.select().from(notifications).where(and(eq(notifications.employeeId, ids[1003]), eq(notifications.kind, 'overtime_filed')));
    expect(told.some((n) => n.params.name === 'Omar Khaled' && n.params.date === '02/03/2026')).toBe(true);
    const trail = await fx.t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'overtime.file'), eq(auditLog.entityId, String(request.id))));
    expect(trail).toHaveLength(1);
  });

  it('refuses an overlap with own overtime and the 12-hour presence limit; nothing is filed', async () => {
    const before = await count();
    const overlap = await file(1005, '2026-03-02', '19:00', '20:00');
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().code).toBe('OVERTIME_OVERLAP');
    // Attendance 08:00–19:30 and overtime to 21:00: 13 hours that day.
    const limit = await file(1005, '2026-03-02', '19:30', '21:00');
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toMatchObject({ code: 'OVERTIME_DAY_LIMIT', params: { hours: 12 } });
    expect(await count()).toBe(before);
  });

  it('files but flags a span outside the attendance', async () => {
    const res = await file(1005, '2026-03-03', '16:00', '18:00');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().outsideAttendance).toBe(true);
    expect(res.json().request.outsideAttendance).toBe(true);
  });

  it('crosses midnight (night minutes) and knows a rest day', async () => {
    const night = await file(1005, '2026-03-05', '22:00', '02:00');
    expect(night.statusCode, night.body).toBe(201);
    expect(night.json().request).toMatchObject({ startsAt: '2026-03-05T20:00:00.000Z', endsAt: '2026-03-06T00:00:00.000Z', minutes: 240, nightMinutes: 240, dayKind: 'workday', outsideAttendance: false });
    const rest = await file(1005, '2026-03-06', '10:00', '20:00', 'Weekend changeover');
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().request).toMatchObject({ dayKind: 'rest_day', minutes: 600, nightMinutes: 60 });
    // 22:00–02:00 of the 5th reaches into the 6th: a span from 01:00 on the 6th overlaps it.
    expect((await file(1005, '2026-03-06', '01:00', '03:00')).json().code).toBe('OVERTIME_OVERLAP');
  });

  it('refuses bad input with clear codes and changes nothing', async () => {
    const before = await count();
    const same = await file(1005, '2026-03-04', '17:00', '17:00');
    expect(same.statusCode).toBe(400);
    expect(same.json().fields[0]).toMatchObject({ path: 'to', message: 'validation.invalid' });
    const long = await file(1005, '2026-03-04', '06:00', '18:30');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0].message).toBe('errors.OVERTIME_SPAN_TOO_LONG');
    expect((await file(1005, '2026-03-04', '17:00', '18:00', '   ')).statusCode).toBe(400);
    expect((await file(1005, '2026-03-04', '25:00', '18:00')).statusCode).toBe(400);
    const far = await file(1005, addDays(today, 40), '17:00', '18:00');
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ code: 'OVERTIME_TOO_FAR_AHEAD', params: { days: 31 } });
    expect(await count()).toBe(before);
    const planned = await file(1005, addDays(today, 20), '17:00', '18:00', 'Planned inventory');
    expect(planned.statusCode, planned.body).toBe(201);
    expect((await as(1005).post(`/api/overtime/${planned.json().request.id}/cancel`)).json().state).toBe('cancelled');
  });
});

describe('suggestions', () => {
  it('suggests the time after the shift and a rest day presence, minus what is requested', async () => {
    const res = await as(1005).get('/api/overtime/suggestions?from=2026-03-07&to=2026-03-08');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      { workDate: '2026-03-08', from: '16:00', to: '18:10', minutes: 130, dayKind: 'workday', hint: 'after_shift' },
      { workDate: '2026-03-07', from: '09:00', to: '13:00', minutes: 240, dayKind: 'rest_day', hint: 'rest_day' },
    ]);
    expect((await file(1005, '2026-03-08', '16:00', '17:00')).statusCode).toBe(201);
    const after = await as(1005).get('/api/overtime/suggestions?from=2026-03-08&to=2026-03-08');
    expect(after.json().items.map((s: { from: string; to: string }) => `${s.from}-${s.to}`)).toEqual(['17:00-18:10']);
  });

  it("offers the demo's late evening of 1005 by default (the last 31 days)", async () => {
    const res = await as(1005).get('/api/overtime/suggestions');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.some((s: { to: string; minutes: number }) => s.to === '19:10' && s.minutes === 190)).toBe(true);
  });
});

describe('scope, inbox and decisions', () => {
  let mine: TRow[];
  beforeAll(async () => {
    mine = (await as(1005).get('/api/overtime?from=2026-03-01&to=2026-03-31&state=requested&sort=workDate&dir=asc')).json().items;
  });

  it('lists own requests with paging, sorting and sums', async () => {
    const res = await as(1005).get('/api/overtime?from=2026-03-01&to=2026-03-31&pageSize=2&sort=minutes&dir=desc');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(2);
    expect(body.items[0].minutes).toBe(600);
    expect(body.total).toBe(5);
    expect(body.totalMinutes).toBe(180 + 120 + 240 + 600 + 60);
  });

  it('keeps an employee out of others’ requests and the team lists', async () => {
    const id = mine[0].id;
    expect((await as(1006).post(`/api/overtime/${id}/cancel`)).statusCode).toBe(404);
    expect(await decide(1006, id, 'approve')).toBe('NOT_FOUND');
    expect(await decide(1005, id, 'approve')).toBe('FORBIDDEN');
    expect((await as(1006).post(`/api/overtime/${id}/convert`)).statusCode).toBe(404);
    expect((await as(1006).get('/api/overtime/team')).statusCode).toBe(403);
    expect((await as(1006).get('/api/overtime/team.csv')).statusCode).toBe(403);
    expect((await as(1006).get('/api/overtime')).json().items.every((r: TRow) => r.userId === 1006)).toBe(true);
  });

  it('shows the team in scope: supervisor direct reports, manager subtree, HR everyone, site HR their sites', async () => {
    const users = async (code: number, qs = '') => new Set(((await as(code).get(`/api/overtime/team?pageSize=100${qs}`)).json().items as TRow[]).map((r) => r.userId));
    const sup = await users(1004);
    expect([...sup].every((u) => [1005, 1006].includes(u))).toBe(true);
    expect(sup.has(1005)).toBe(true);
    const mgr = await users(1003);
    expect(mgr.has(1005) && mgr.has(1008) && !mgr.has(1012) && !mgr.has(1003)).toBe(true);
    const hr = await users(1001);
    expect(hr.has(1005) && hr.has(1012) && hr.has(1003)).toBe(true);
    const site = await users(1002);
    expect(site.size > 0 && [...site].every((u) => [1007, 1008, 1009, 1013].includes(u))).toBe(true);
    expect([...(await users(1003, '&q=omar'))]).toEqual([1005]);
    expect([...(await users(1003, `&employeeId=${ids[1008]}`))]).toEqual([1008]);
  });

  it("puts requests in the right inboxes: the manager's, not the supervisor's or HR's; HR gets a manager's own", async () => {
    const inbox = (code: number) => inboxOf<{ dayFirstIn: string | null; dayLastOut: string | null }>(code);
    const mgr = await inbox(1003);
    const first = mgr.find((r) => r.id === mine[0].id)!;
    expect(first).toMatchObject({ canDecide: true, asDelegateOfName: null, dayFirstIn: local('2026-03-02', '08:00').toISOString(), dayLastOut: local('2026-03-02', '19:30').toISOString() });
    expect((await inbox(1004)).some((r) => r.userId === 1005)).toBe(false);
    expect((await inbox(1001)).some((r) => r.userId === 1005)).toBe(false);
    expect((await inbox(1005)).length).toBe(0);
    const own = await file(1003, '2026-03-02', '17:00', '19:00', 'Planning');
    expect(own.json().request.approverName).toBeNull();
    expect((await inbox(1001)).some((r) => r.id === own.json().request.id)).toBe(true);
    expect((await inbox(1003)).some((r) => r.id === own.json().request.id)).toBe(false);
    expect((await inbox(1002)).some((r) => r.id === own.json().request.id)).toBe(false);
    const n = (await as(1003).get('/api/inbox/counts')).json().overtime;
    expect(n).toBe(mgr.length);
  });

  it('lets an active delegate decide for the approver; of two deciders exactly one wins', async () => {
    expect((await as(1003).post('/api/leave/delegations', { delegateId: ids[1011], startDate: today, endDate: addDays(today, 3) })).statusCode).toBe(200);
    const seen = (await inboxOf<{ asDelegateOfName: string }>(1011)).find((r) => r.id === mine[0].id);
    expect(seen).toMatchObject({ canDecide: true, asDelegateOfName: 'Ahmed Mahmoud' });
    const both = await Promise.all([decide(1003, mine[0].id, 'approve', 'ok'), decide(1011, mine[0].id, 'reject', 'no')]);
    expect(both.filter((c) => c === null)).toHaveLength(1);
    expect(both.filter((c) => c !== null)).toEqual(['ALREADY_DECIDED']);
    expect(await decide(1011, mine[1].id, 'approve', 'Covered')).toBeNull();
    const delegated = ((await as(1005).get('/api/overtime?from=2026-03-01&to=2026-03-31&pageSize=100')).json().items as TRow[]).find((r) => r.id === mine[1].id);
    expect(delegated).toMatchObject({ state: 'approved', decidedByName: 'Mahmoud Salah', onBehalfOfName: 'Ahmed Mahmoud', decisionComment: 'Covered' });
    const row = await fx.t.database.db.select().from(overtimeRequests).where(eq(overtimeRequests.id, mine[1].id));
    expect(row[0].onBehalfOfId).toBe(ids[1003]);
    const trail = await fx.t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'overtime.approve'), eq(auditLog.entityId, String(mine[1].id))));
    expect(trail[0].onBehalfOfId).toBe(ids[1003]);
    // Told of both decisions: whichever of the two simultaneous deciders won (approve or reject), and the delegate's approval.
    const told = await fx.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.employeeId, ids[1005]), inArray(notifications.kind, ['overtime_approved', 'overtime_rejected'])));
    expect(told.length).toBeGreaterThanOrEqual(2);
    const given = (await as(1003).get('/api/leave/delegations')).json().given;
    expect((await as(1003).delete(`/api/leave/delegations/${given[0].id}`)).statusCode).toBe(200);
    expect((await inboxOf(1011)).some((r) => r.userId === 1005)).toBe(false);
  });

  it('decides in bulk with a result per id; a decided one cannot be cancelled', async () => {
    const items = [mine[2].id, mine[3].id, mine[0].id, 999_999].map((id) => ({ kind: 'overtime', id }));
    const res = await as(1003).post('/api/inbox/decide', { items, decision: 'approve', comment: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { kind: 'overtime', id: mine[2].id, ok: true, code: null },
      { kind: 'overtime', id: mine[3].id, ok: true, code: null },
      { kind: 'overtime', id: mine[0].id, ok: false, code: 'ALREADY_DECIDED' },
      { kind: 'overtime', id: 999_999, ok: false, code: 'NOT_FOUND' },
    ]);
    const cancel = await as(1005).post(`/api/overtime/${mine[2].id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('NOT_CANCELLABLE');
    expect((await as(1003).post('/api/inbox/decide', { items: [], decision: 'approve' })).statusCode).toBe(400);
  });
});

describe('conversion into leave days', () => {
  const overtimeBalance = async () => ((await as(1005).get('/api/leave/balances')).json().items as { nameEn: string; adjusted: number; remaining: number }[]).find((b) => b.nameEn === 'Overtime')!;

  it('converts whole half days once, into one ledger row, and the balance shows it', async () => {
    const rest = ((await as(1005).get('/api/overtime?from=2026-03-06&to=2026-03-06')).json().items as (TRow & { convertibleDays: number; canConvert: boolean })[])[0];
    expect(rest).toMatchObject({ state: 'approved', minutes: 600, convertibleDays: 1, canConvert: true });
    const before = await overtimeBalance();
    const [a, b] = await Promise.all([as(1005).post(`/api/overtime/${rest.id}/convert`), as(1005).post(`/api/overtime/${rest.id}/convert`)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = [a, b].find((r) => r.statusCode === 200)!.json();
    expect(ok).toMatchObject({ days: 1, minutes: 480, request: { convertedMinutes: 480, convertibleMinutes: 120, convertibleDays: 0, canConvert: false } });
    expect(ok.balance.remaining).toBe(before.remaining + 1);
    expect((await overtimeBalance()).adjusted).toBe(before.adjusted + 1);
    const ledger = await fx.t.database.db.select().from(leaveLedger).where(and(eq(leaveLedger.employeeId, ids[1005]), eq(leaveLedger.kind, 'conversion')));
    expect(ledger.filter((l) => l.reason?.includes(`#${rest.id}`))).toHaveLength(1);
    const again = await as(1005).post(`/api/overtime/${rest.id}/convert`);
    expect(again.json().code).toBe('OVERTIME_NOTHING_TO_CONVERT');
  });

  it('refuses while HR has conversion off, and for requests not approved', async () => {
    const requested = ((await as(1005).get('/api/overtime?state=requested&from=2026-03-01&to=2026-03-31')).json().items as TRow[])[0];
    expect((await as(1005).post(`/api/overtime/${requested.id}/convert`)).json().code).toBe('OVERTIME_NOTHING_TO_CONVERT');
    const s = (await as(1001).get('/api/hr/overtime-settings')).json();
    expect((await put(1001, '/api/hr/overtime-settings', { ...s, conversionEnabled: false })).statusCode).toBe(200);
    const res = await as(1005).post(`/api/overtime/${requested.id}/convert`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('OVERTIME_CONVERSION_DISABLED');
    expect((await put(1001, '/api/hr/overtime-settings', s)).statusCode).toBe(200);
  });
});

describe('settings and CSV', () => {
  it('lets only HR read and change the settings, validated, audited, other settings kept', async () => {
    expect((await as(1005).get('/api/hr/overtime-settings')).statusCode).toBe(403);
    expect((await as(1002).get('/api/hr/overtime-settings')).statusCode).toBe(403);
    const res = await as(1001).get('/api/hr/overtime-settings');
    expect(res.json()).toEqual({ premiumDay: 1.35, premiumNight: 1.7, premiumRestDay: 2, premiumHoliday: 3, nightStart: '19:00', nightEnd: '07:00', conversionEnabled: true, hoursPerDay: 8, belowLaw: [] });
    const [org] = await fx.t.database.db.select().from(organisation);
    expect((await put(1001, '/api/hr/overtime-settings', { ...res.json(), premiumDay: 0.5 })).statusCode).toBe(400);
    expect((await put(1001, '/api/hr/overtime-settings', { ...res.json(), nightEnd: '19:00' })).statusCode).toBe(400);
    expect((await put(1001, '/api/hr/overtime-settings', { ...res.json(), hoursPerDay: 30 })).statusCode).toBe(400);
    expect((await put(1005, '/api/hr/overtime-settings', res.json())).statusCode).toBe(403);
    const changed = await put(1001, '/api/hr/overtime-settings', { ...res.json(), premiumDay: 1.5, nightStart: '20:00', nightEnd: '06:00', hoursPerDay: 7.5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ premiumDay: 1.5, nightStart: '20:00', hoursPerDay: 7.5 });
    const [after] = await fx.t.database.db.select().from(organisation);
    expect({ ...after, updatedAt: null, otPremiumDay: null, otNightStart: null, otNightEnd: null, otHoursPerDay: null }).toEqual({ ...org, updatedAt: null, otPremiumDay: null, otNightStart: null, otNightEnd: null, otHoursPerDay: null });
    const trail = await fx.t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.overtime'));
    expect(trail.length).toBeGreaterThanOrEqual(1);
    expect((await put(1001, '/api/hr/overtime-settings', res.json())).statusCode).toBe(200);
  });

  it('exports the team list as CSV in Arabic', async () => {
    const res = await as(1003).get('/api/overtime/team.csv?lang=ar&from=2026-03-01&to=2026-03-31&sort=workDate&dir=asc');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\ufeffالطلب,رقم الموظف,اسم الموظف')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines[1]).toContain('عمر خالد');
    expect(lines[1]).toContain('02/03/2026');
    expect(res.body).toContain('يوم راحة');
  });
});
