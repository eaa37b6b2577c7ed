import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvents, auditLog, employees, holidays, notifications, permissionRequests } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cairoTime } from '../../test/dates.js';

/**
 * Hourly permissions. Dates are relative to today, since a permission is filed for the
 * last 31 days or the next 62: `ahead` holds work days (Sunday to Thursday) of one month ahead,
 * `past` a work day a week or two ago. Holidays are removed so none of those dates is one.
 * Reporting line: 1005 → 1004 (supervisor) → 1003 (manager, the approver).
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
const TZ = 'Africa/Cairo';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dow = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
const workDay = (d: string) => dow(d) <= 4;
const month = addDays(today, 35).slice(0, 7);
// A real date of the month (Date.parse takes 30 February as 2 March, so each day must come back as itself).
const ahead = Array.from({ length: 31 }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`).filter((d) => d > addDays(today, 1) && d <= addDays(today, 60) && d.startsWith(month) && addDays(d, 0) === d && workDay(d));
const restDay = Array.from({ length: 7 }, (_, i) => addDays(ahead[0], i)).find((d) => !workDay(d))!;
const past = Array.from({ length: 7 }, (_, i) => addDays(today, -8 - i)).find(workDay)!;
const local = (d: string, hm: string) => cairoTime(d, hm);

let late: { id: number }, early: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1003, 1004, 1005, 1006]) tokens[code] = (await t.login(code)).token;
  await t.database.db.delete(holidays);
  const types = (await as(1005).get('/api/permission/types')).json().items as { id: number; kind: string }[];
  late = types.find((x) => x.kind === 'late_arrival')!;
  early = types.find((x) => x.kind === 'early_leave')!;
});
afterAll(() => t?.close());

const as = (code: number) => t.as(tokens[code]);
const file = (code: number, body: Record<string, unknown>) => as(code).post('/api/permission', { reason: 'Doctor appointment', ...body });
const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(permissionRequests))[0].n;
const decide = async (code: number, id: number, decision: 'approve' | 'reject', comment = '') => {
  const res = await as(code).post('/api/inbox/decide', { items: [{ kind: 'permission', id }], decision, comment });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0].code as string | null;
};

describe('types and filing', () => {
  it('offers the two preset types with their monthly quota', async () => {
    const res = await as(1005).get('/api/permission/types');
    expect(res.json().items).toEqual([
      expect.objectContaining({ kind: 'early_leave', nameEn: 'Early leave', nameAr: 'إذن انصراف مبكر', maxMinutes: 120, perMonth: 2, minutesPerMonth: 240, needsApproval: true, overQuota: 'refuse' }),
      expect.objectContaining({ kind: 'late_arrival', nameEn: 'Late arrival', nameAr: 'إذن تأخير' }),
    ]);
  });

  it('files a late arrival, routed to the nearest manager, who is told; audited', async () => {
    const res = await file(1005, { typeId: late.id, workDate: ahead[0], from: '08:00', to: '09:30' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ userId: 1005, kind: 'late_arrival', minutes: 90, deductedMinutes: 0, state: 'requested', approverName: 'Ahmed Mahmoud', canCancel: true, canDecide: false });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.employeeId, ids[1003]));
    expect(told.map((n) => n.kind)).toContain('permission_filed');
    const [a] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'permission.file'));
    expect(a).toMatchObject({ actorId: ids[1005], entityId: String(res.json().id) });
    const quota = (await as(1005).get(`/api/permission/quota?month=${month}`)).json();
    expect(quota.items.find((i: { type: { id: number } }) => i.type.id === late.id)).toMatchObject({ usedCount: 1, usedMinutes: 90, leftCount: 1, leftMinutes: 150 });
  });

  it('refuses what the rules do not allow, storing nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ typeId: late.id, workDate: ahead[1], from: '08:00', to: '10:30' }, 400, 'PERMISSION_TOO_LONG'],
      [{ typeId: late.id, workDate: ahead[0], from: '08:00', to: '08:30' }, 409, 'PERMISSION_OVERLAP'],
      [{ typeId: late.id, workDate: restDay, from: '08:00', to: '09:00' }, 400, 'PERMISSION_NOT_WORKDAY'],
      [{ typeId: late.id, workDate: addDays(today, 90), from: '08:00', to: '09:00' }, 400, 'PERMISSION_OUT_OF_WINDOW'],
      [{ typeId: late.id, workDate: addDays(today, -40), from: '08:00', to: '09:00' }, 400, 'PERMISSION_OUT_OF_WINDOW'],
      [{ typeId: late.id, workDate: ahead[1], from: '08:00', to: '08:00' }, 400, 'VALIDATION_FAILED'],
      [{ typeId: late.id, workDate: ahead[1], from: '08:00', to: '17:00' }, 400, 'VALIDATION_FAILED'],
      [{ typeId: late.id, workDate: ahead[1], from: '8', to: '09:00' }, 400, 'VALIDATION_FAILED'],
      [{ typeId: late.id, workDate: '2026-02-30', from: '08:00', to: '09:00' }, 400, 'VALIDATION_FAILED'],
      [{ typeId: 2 ** 31, workDate: ahead[1], from: '08:00', to: '09:00' }, 400, 'VALIDATION_FAILED'],
      [{ typeId: 999_999, workDate: ahead[1], from: '08:00', to: '09:00' }, 400, 'VALIDATION_FAILED'],
      [{ typeId: late.id, workDate: ahead[1], from: '08:00', to: '09:00', reason: 'a\u0000b' }, 400, 'VALIDATION_FAILED'],
      [{ typeId: late.id, workDate: ahead[1], from: '08:00', to: '09:00', reason: '\ud800' }, 400, 'VALIDATION_FAILED'],
      [{ typeId: late.id, workDate: ahead[1], from: '08:00', to: '09:00', reason: 'x'.repeat(501) }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await file(1005, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await count()).toBe(before);
  });

  it('counts the month: the second fits, the third is refused while the type refuses', async () => {
    expect((await file(1005, { typeId: late.id, workDate: ahead[1], from: '08:00', to: '09:00' })).statusCode).toBe(201);
    const third = await file(1005, { typeId: late.id, workDate: ahead[2], from: '08:00', to: '08:30' });
    expect([third.statusCode, third.json().code, third.json().params]).toEqual([409, 'PERMISSION_QUOTA_EXCEEDED', { count: 2, minutes: 240 }]);
    // Another type keeps its own quota.
    expect((await file(1005, { typeId: early.id, workDate: ahead[2], from: '15:00', to: '16:00' })).statusCode).toBe(201);
  });

  it('a deducting type allows the third and records its minutes to deduct; a type without approval is approved at once', async () => {
    const type = (await as(1001).get('/api/hr/permission-types')).json().items.find((x: { id: number }) => x.id === late.id);
    const put = await as(1001).put(`/api/hr/permission-types/${late.id}`, { ...type, overQuota: 'deduct', needsApproval: false });
    expect(put.statusCode, put.body).toBe(200);
    const third = await file(1005, { typeId: late.id, workDate: ahead[3], from: '08:00', to: '08:45' });
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json()).toMatchObject({ state: 'approved', deductedMinutes: 45 });
    await as(1001).put(`/api/hr/permission-types/${late.id}`, type);
  });
});

describe('team filing, the inbox and cancelling', () => {
  it('a supervisor files for a report; a colleague cannot', async () => {
    const res = await file(1004, { typeId: early.id, workDate: ahead[4], from: '14:30', to: '16:00', employeeId: ids[1005] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ userId: 1005, filedByName: 'Sara Ali', approverName: 'Ahmed Mahmoud', approverRole: 'nearest_manager' });
    // The supervisor sees it on her team's list, told who decides it and as what (not her: permissions go to the nearest manager).
    const seen = ((await as(1004).get('/api/permission/team?state=requested&pageSize=100')).json().items as { id: number }[]).find((r) => r.id === res.json().id);
    expect(seen).toMatchObject({ approverName: 'Ahmed Mahmoud', approverRole: 'nearest_manager', canDecide: false });
    const other = await file(1006, { typeId: early.id, workDate: ahead[4], from: '14:30', to: '16:00', employeeId: ids[1005] });
    expect([403, 404]).toContain(other.statusCode);
    expect((await file(1005, { typeId: early.id, workDate: ahead[5], from: '15:00', to: '16:00', employeeId: 2 ** 31 })).statusCode).toBe(400);
    // Filed by the one who would decide it (the approver): approved at once, nothing waits.
    const byApprover = await file(1003, { typeId: early.id, workDate: ahead[6], from: '15:00', to: '16:00', employeeId: ids[1006] });
    expect(byApprover.statusCode, byApprover.body).toBe(201);
    expect(byApprover.json()).toMatchObject({ state: 'approved', decidedByName: 'Ahmed Mahmoud', filedByName: 'Ahmed Mahmoud' });
  });

  it('waits in the approver’s one inbox with the month’s use; the person is told of the decision; of two decisions one wins', async () => {
    const inbox = await as(1003).get('/api/inbox?kind=permission&pageSize=100');
    expect(inbox.statusCode, inbox.body).toBe(200);
    const items = (inbox.json().items as { permission: { id: number; userId: number; usedCount: number; canDecide: boolean } }[]).map((i) => i.permission);
    expect(items.length).toBeGreaterThanOrEqual(2);
    // Three late arrivals this month (the third deducted), this one included.
    expect(items[0]).toMatchObject({ userId: 1005, canDecide: true, usedCount: 3 });
    expect(inbox.json().counts.permission).toBe(items.length);
    expect(await decide(1005, items[0].id, 'approve')).toBe('FORBIDDEN');
    expect(await decide(1003, items[0].id, 'approve')).toBeNull();
    expect(await decide(1003, items[0].id, 'reject', 'No')).toBe('ALREADY_DECIDED');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.employeeId, ids[1005]));
    expect(told.map((n) => n.kind)).toContain('permission_approved');
  });

  it('the requester cancels; someone else cannot', async () => {
    const mine = (await as(1005).get('/api/permission?state=requested')).json().items as { id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect((await as(1006).post(`/api/permission/${mine[0].id}/cancel`)).statusCode).toBe(404);
    const res = await as(1005).post(`/api/permission/${mine[0].id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('cancelled');
    expect((await as(1005).post(`/api/permission/${mine[0].id}/cancel`)).json().code).toBe('NOT_CANCELLABLE');
  });

  it('lists the team with filters and as CSV in both languages; an employee has no team list', async () => {
    const res = await as(1003).get(`/api/permission/team?from=${ahead[0]}&to=${ahead[ahead.length - 1]}&typeId=${late.id}&sort=workDate&dir=asc`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((r: { workDate: string }) => r.workDate)).toEqual([ahead[0], ahead[1], ahead[3]]);
    // Approved minutes and waiting ones apart; a rejected permission takes no time.
    const rows = res.json().items as { state: string; minutes: number }[];
    const sum = (state: string) => rows.filter((r) => r.state === state).reduce((n, r) => n + r.minutes, 0);
    expect(sum('approved') + sum('requested')).toBe(90 + 60 + 45);
    expect(res.json()).toMatchObject({ totalMinutes: sum('approved'), pendingMinutes: sum('requested') });
    const waiting = rows.find((r) => r.state === 'requested') as { id: number; minutes: number } | undefined;
    expect(waiting).toBeDefined();
    expect(await decide(1003, waiting!.id, 'reject', 'Not this day')).toBeNull();
    const after = (await as(1003).get(`/api/permission/team?from=${ahead[0]}&to=${ahead[ahead.length - 1]}&typeId=${late.id}`)).json();
    expect(after).toMatchObject({ totalMinutes: sum('approved'), pendingMinutes: sum('requested') - waiting!.minutes });
    const csv = await as(1003).get(`/api/permission/team.csv?from=${ahead[0]}&to=${ahead[ahead.length - 1]}&lang=ar`);
    expect(csv.body).toContain('إذن تأخير');
    expect(csv.body.split('\r\n')[0]).toContain('دقائق مخصومة');
    expect((await as(1005).get('/api/permission/team')).statusCode).toBe(403);
  });
});

describe('the daily status and the sheet', () => {
  it('a late arrival covered by an approved permission is not late; the sheet shows the permission minutes', async () => {
    await t.database.db.delete(attendanceEvents).where(eq(attendanceEvents.employeeId, ids[1006]));
    await t.database.db.insert(attendanceEvents).values([
      { employeeId: ids[1006], eventType: 'in', occurredAt: local(past, '09:20'), source: 'device' },
      { employeeId: ids[1006], eventType: 'out', occurredAt: local(past, '16:00'), source: 'device' },
    ]);
    // The sheet's totals for Nour's month: late minutes and permission minutes.
    const totals = async () => {
      const sheet = await as(1001).get(`/api/attendance/sheet?month=${past.slice(0, 7)}&format=csv&lang=en`);
      const [head, ...lines] = sheet.body.replace(/^\ufeff/, '').split('\r\n');
      const row = lines.find((l) => l.startsWith('1006,'))!.split(',');
      const cell = (name: string) => Number(row[head.split(',').indexOf(name)]);
      return { late: cell('Late minutes'), permission: cell('Permission minutes') };
    };
    const before = await totals();
    const res = await file(1006, { typeId: late.id, workDate: past, from: '08:00', to: '09:30' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await totals()).toEqual(before);
    expect(await decide(1003, res.json().id, 'approve')).toBeNull();
    // 09:20 on an 08:00 shift with 15 minutes' grace was 65 minutes late: all of it covered.
    expect(await totals()).toEqual({ late: before.late - 65, permission: before.permission + 90 });
  });
});

describe('HR rules', () => {
  it('only HR edits types; bad rules are refused', async () => {
    const body = { kind: 'late_arrival', nameEn: 'Nursing hour', nameAr: 'ساعة رضاعة', maxMinutes: 60, perMonth: 22, minutesPerMonth: 1320, needsApproval: false, overQuota: 'refuse' };
    expect((await as(1003).post('/api/hr/permission-types', body)).statusCode).toBe(403);
    expect((await as(1001).post('/api/hr/permission-types', { ...body, minutesPerMonth: 30 })).json().code).toBe('VALIDATION_FAILED');
    expect((await as(1001).post('/api/hr/permission-types', { ...body, maxMinutes: 481 })).statusCode).toBe(400);
    expect((await as(1001).post('/api/hr/permission-types', { ...body, kind: 'lunch' })).statusCode).toBe(400);
    const res = await as(1001).post('/api/hr/permission-types', body);
    expect(res.statusCode, res.body).toBe(201);
    expect((await as(1001).put('/api/hr/permission-types/999999', body)).statusCode).toBe(404);
  });
});
