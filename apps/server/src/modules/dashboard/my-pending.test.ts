import { addDaysIso } from '@hr/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, leaveTypes } from '../../db/schema.js';
import { addDays, demoWorkDay, demoWorkDays, testToday } from '../../test/dates.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * "My pending requests" on the dashboard: every kind of request the person filed that still waits
 * for a decision (leave, overtime, a permission, a missed punch, a shift swap), whatever its kind,
 * each with its words and whom it waits on; a decided or withdrawn one leaves the list. Nour (1006)
 * files them; her line manager is the supervisor Sara (1004), her nearest manager Ahmed (1003).
 */
let t: TestApp;
const ids: Record<number, number> = {};
const tokens: Record<number, string> = {};
const as = (code: number) => t.as(tokens[code]);
const today = testToday();
type TItem = { kind: string; id: number; startDate: string | null; endDate: string | null; link: string; params: Record<string, string | number>; waitingOn: { person: { EmpCode: number } | null; pool: string | null; role: string | null } };
const pending = async (code: number) => {
  const res = await as(code).get('/api/dashboard/me/pending');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: TItem[]; total: number };
};

beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.database.db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const code of [1001, 1003, 1004, 1005, 1006]) tokens[code] = (await t.login(code)).token;
});
afterAll(() => t?.close());

describe('my pending requests', () => {
  it('lists every kind the person filed that waits, with whom it waits on, and drops what is decided or withdrawn', async () => {
    const before = await pending(1006);
    const types = await t.database.db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes);
    const annual = types.find((x) => x.code === 'annual')!.id;
    const [start, , end] = demoWorkDays(addDaysIso(today, 40), 3);
    const leave = await as(1006).post('/api/leave/requests', { leaveTypeId: annual, startDate: start, endDate: end, halfDay: 'none', handoverEmployeeId: ids[1005], shiftId: null, reason: 'Family visit' });
    expect(leave.statusCode, leave.body).toBe(200);
    const permissionTypes = (await as(1006).get('/api/permission/types')).json().items as { id: number; kind: string }[];
    const permDay = demoWorkDay(addDaysIso(today, 10));
    const permission = await as(1006).post('/api/permission', { typeId: permissionTypes.find((x) => x.kind === 'late_arrival')!.id, workDate: permDay, from: '08:00', to: '09:00', reason: 'Doctor' });
    expect(permission.statusCode, permission.body).toBe(201);
    const otDay = demoWorkDay(addDays(today, -20));
    const overtime = await as(1006).post('/api/overtime', { workDate: otDay, from: '18:00', to: '20:00', reason: 'Month-end' });
    expect(overtime.statusCode, overtime.body).toBe(201);
    const issue = await as(1006).post('/api/attendance/issues', { eventType: 'out', eventTime: `${addDays(today, -40)}T15:00:00.000Z`, reason: 'Reader down', confirmOutsideShift: true });
    expect(issue.statusCode, issue.body).toBe(200);

    const mine = await pending(1006);
    expect(mine.total).toBe(before.total + 4);
    const of = (kind: string, id: number) => mine.items.find((i) => i.kind === kind && i.id === id);
    // Leave: its span and type, waiting on the line manager; the colleague's handover is part of it, not an item of its own.
    expect(of('leave', leave.json().id)).toMatchObject({ startDate: start, endDate: end, link: `/vacations/${leave.json().id}`, params: { type: 'Annual', typeAr: 'اعتيادي', days: 3 }, waitingOn: { person: { EmpCode: 1004 }, role: 'line_manager' } });
    expect(mine.items.some((i) => i.kind === 'handover')).toBe(false);
    // A permission: the nearest manager decides it, and the item says so.
    expect(of('permission', permission.json().id)).toMatchObject({ startDate: permDay, endDate: permDay, link: '/self/permissions', params: { type: 'Late arrival' }, waitingOn: { person: { EmpCode: 1003 }, role: 'nearest_manager' } });
    expect(of('overtime', overtime.json().request.id)).toMatchObject({ startDate: otDay, link: '/self/overtime', params: { hours: 2 }, waitingOn: { person: { EmpCode: 1003 } } });
    // A missed punch: HR's pool decides it.
    expect(of('attendance_issue', issue.json().id)).toMatchObject({ link: '/self/attlogs', waitingOn: { person: null, pool: 'hr', role: 'hr' } });
    // Nobody else sees them as theirs.
    expect((await pending(1005)).items.some((i) => i.id === permission.json().id && i.kind === 'permission')).toBe(false);

    // Decided or withdrawn: gone.
    const decided = await as(1003).post('/api/inbox/decide', { items: [{ kind: 'permission', id: permission.json().id }], decision: 'approve', comment: '' });
    expect(decided.json().results[0]).toMatchObject({ ok: true });
    expect((await as(1006).post(`/api/overtime/${overtime.json().request.id}/cancel`)).statusCode).toBe(200);
    const after = await pending(1006);
    expect(after.total).toBe(before.total + 2);
    expect(after.items.map((i) => i.kind)).not.toContain('permission');
    expect(after.items.some((i) => i.kind === 'overtime' && i.id === overtime.json().request.id)).toBe(false);
  });
});
