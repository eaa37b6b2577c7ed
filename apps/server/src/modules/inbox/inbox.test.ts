import { addDaysIso, weekDay } from '@hr/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceIssues, employees, leaveRequests, leaveTypes, overtimeRequests } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const ids: Record<number, number> = {};
const types: Record<string, number> = {};
const tokens: Record<number, string> = {};
const Y = new Date().getUTCFullYear() + 1;
/** The first Monday of a month next year: no notice rule bites, and no two tests share days. */
const monday = (month: number) => {
  let d = `${Y}-${String(month).padStart(2, '0')}-01`;
  while (weekDay(d) !== 1) d = addDaysIso(d, 1);
  return d;
};
/** A past date well inside the demo's attendance-free history (for issues and overtime). */
const daysAgo = (n: number) => addDaysIso(new Date().toISOString().slice(0, 10), -n);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  for (const r of await db.select({ id: employees.id, empCode: employees.empCode }).from(employees)) ids[r.empCode] = r.id;
  for (const r of await db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)) if (r.code) types[r.code] = r.id;
  for (const code of [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1010]) tokens[code] = (await t.login(code)).token;
});
afterAll(() => t?.close());

const as = (code: number) => t.as(tokens[code]);
type TItem = { kind: string; id: number; waitingSince: string };
const inbox = async (code: number, query = '') => {
  const res = await as(code).get(`/api/inbox${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: TItem[]; total: number; counts: Record<string, number> };
};
const counts = async (code: number) => (await as(code).get('/api/inbox/counts')).json() as Record<string, number>;
const has = (items: TItem[], kind: string, id: number) => items.some((i) => i.kind === kind && i.id === id);
const decide = (code: number, items: { kind: string; id: number }[], decision: 'approve' | 'reject', comment = '') =>
  as(code).post('/api/inbox/decide', { items, decision, comment });
const fileLeave = async (code: number, start: string, days: number, handover: number | null = null) => {
  const res = await as(code).post('/api/leave/requests', {
    leaveTypeId: types.annual,
    startDate: start,
    endDate: addDaysIso(start, days - 1),
    handoverEmployeeId: handover ? ids[handover] : null,
    shiftId: null,
    reason: 'Family visit',
    halfDay: 'none',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
const fileOvertime = async (code: number, workDate: string, from: string, to: string) => {
  const res = await as(code).post('/api/overtime', { workDate, from, to, reason: 'Month-end closing' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().request.id as number;
};

describe('the one inbox', () => {
  let leaveId = 0;
  let issueId = 0;
  let overtimeId = 0;

  it('gathers every kind for whom it waits on, with the counts of the badges', async () => {
    const before = { 1004: await counts(1004), 1006: await counts(1006), 1003: await counts(1003), 1001: await counts(1001) };
    leaveId = await fileLeave(1005, monday(2), 2, 1006);
    // 40 days ago may be a rest day or a holiday: the question asked then is not what this tests.
    const issue = await as(1005).post('/api/attendance/issues', { eventType: 'out', eventTime: `${daysAgo(40)}T15:00:00.000Z`, reason: 'Reader down', confirmOutsideShift: true });
    expect(issue.statusCode, issue.body).toBe(200);
    issueId = issue.json().id;
    overtimeId = await fileOvertime(1005, daysAgo(45), '18:00', '20:00');

    // The supervisor decides the leave; the substitute answers the handover; the manager decides the overtime; HR the issue.
    const sup = await inbox(1004);
    expect(has(sup.items, 'leave', leaveId)).toBe(true);
    expect(sup.counts.leave).toBe(before[1004].leave + 1);
    const sub = await inbox(1006);
    expect(has(sub.items, 'handover', leaveId)).toBe(true);
    expect(sub.counts.handover).toBe(before[1006].handover + 1);
    expect(sub.counts.total).toBe(before[1006].total + 1);
    const mgr = await inbox(1003, '?kind=overtime');
    expect(mgr.items.every((i) => i.kind === 'overtime')).toBe(true);
    expect(has(mgr.items, 'overtime', overtimeId)).toBe(true);
    expect((await counts(1003)).overtime).toBe(before[1003].overtime + 1);
    const hr = await inbox(1001, '?kind=attendance_issue');
    expect(has(hr.items, 'attendance_issue', issueId)).toBe(true);
    expect((await counts(1001)).attendanceIssue).toBe(before[1001].attendanceIssue + 1);

    // Nobody sees what does not wait on them.
    const emp = await inbox(1010);
    for (const [kind, id] of [['leave', leaveId], ['handover', leaveId], ['overtime', overtimeId], ['attendance_issue', issueId]] as const) expect(has(emp.items, kind, id)).toBe(false);
    expect(has((await inbox(1003, '?kind=attendance_issue')).items, 'attendance_issue', issueId)).toBe(false);
    expect(has((await inbox(1002)).items, 'attendance_issue', issueId)).toBe(false); // site_hr of another site
  });

  it('lists all kinds oldest first, and pages through the merge exactly', async () => {
    const all = await inbox(1001, '?pageSize=100');
    expect(all.total).toBe(all.counts.total);
    const stamps = all.items.map((i) => i.waitingSince);
    expect([...stamps].sort()).toEqual(stamps);
    if (all.total >= 3) {
      const p0 = await inbox(1001, '?pageSize=2&page=0');
      const p1 = await inbox(1001, '?pageSize=2&page=1');
      expect([...p0.items, ...p1.items].map((i) => `${i.kind}:${i.id}`)).toEqual(all.items.slice(0, 4).map((i) => `${i.kind}:${i.id}`));
    }
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    expect((await as(1004).get('/api/inbox?kind=everything')).statusCode).toBe(400);
    expect((await as(1004).get('/api/inbox?pageSize=1000')).statusCode).toBe(400);
    expect((await decide(1004, [], 'approve')).statusCode).toBe(400);
    expect((await as(1004).post('/api/inbox/decide', { items: [{ kind: 'leave', id: leaveId }], decision: 'maybe' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/inbox' })).statusCode).toBe(401);
    // Someone it does not wait on: a result per item that says no, and the request is as it was.
    const res = await decide(1010, [{ kind: 'leave', id: leaveId }, { kind: 'overtime', id: overtimeId }, { kind: 'attendance_issue', id: issueId }, { kind: 'handover', id: leaveId }], 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.every((r: { ok: boolean; code: string }) => !r.ok && r.code)).toBe(true);
    const [l] = await t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, leaveId));
    expect(l).toMatchObject({ state: 'requested', handoverState: 'pending' });
    const [o] = await t.database.db.select().from(overtimeRequests).where(eq(overtimeRequests.id, overtimeId));
    expect(o.state).toBe('requested');
  });

  it('decides every kind through the same action, one result each', async () => {
    // The substitute accepts, then the supervisor approves: the leave moves on.
    const handover = await decide(1006, [{ kind: 'handover', id: leaveId }], 'approve', 'Happy to cover');
    expect(handover.json().results).toEqual([{ kind: 'handover', id: leaveId, ok: true, code: null }]);
    expect((await inbox(1006)).items.some((i) => i.kind === 'handover' && i.id === leaveId)).toBe(false);
    const leave = await decide(1004, [{ kind: 'leave', id: leaveId }], 'approve');
    expect(leave.json().results[0]).toMatchObject({ ok: true });
    const [l] = await t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, leaveId));
    expect(l).toMatchObject({ state: 'approved', handoverState: 'accepted' });

    // A rejection says why: without a reason nothing is decided.
    const bare = await decide(1003, [{ kind: 'overtime', id: overtimeId }], 'reject');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual([{ path: 'comment', message: 'validation.required' }]);
    // Several kinds at once (HR holds issues; the manager the overtime): each through its own rules.
    const mixed = await decide(1003, [{ kind: 'overtime', id: overtimeId }, { kind: 'attendance_issue', id: issueId }], 'reject', 'Not agreed beforehand');
    expect(mixed.json().results).toEqual([
      { kind: 'overtime', id: overtimeId, ok: true, code: null },
      { kind: 'attendance_issue', id: issueId, ok: false, code: 'FORBIDDEN' },
    ]);
    const [o] = await t.database.db.select().from(overtimeRequests).where(eq(overtimeRequests.id, overtimeId));
    expect(o).toMatchObject({ state: 'rejected', decisionComment: 'Not agreed beforehand' });
    const issue = await decide(1001, [{ kind: 'attendance_issue', id: issueId }], 'approve');
    expect(issue.json().results[0]).toMatchObject({ ok: true });
    const [i] = await t.database.db.select().from(attendanceIssues).where(eq(attendanceIssues.id, issueId));
    expect(i.state).toBe('approved');
  });

  it('of two deciders acting at once, exactly one decides', async () => {
    const id = await fileOvertime(1010, daysAgo(47), '17:00', '19:00');
    const [a, b] = await Promise.all([decide(1003, [{ kind: 'overtime', id }], 'approve'), decide(1001, [{ kind: 'overtime', id }], 'reject', 'Not agreed')]);
    const results = [a.json().results[0], b.json().results[0]];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const [o] = await t.database.db.select().from(overtimeRequests).where(eq(overtimeRequests.id, id));
    expect(['approved', 'rejected']).toContain(o.state);
  });

  it('delegation brings the delegator’s leave and overtime approvals into the delegate’s inbox', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const leaveOf1004 = await fileLeave(1004, monday(3), 1);
    const overtimeOf1010 = await fileOvertime(1010, daysAgo(48), '17:00', '18:30');
    expect(has((await inbox(1007)).items, 'leave', leaveOf1004)).toBe(false);
    const del = await as(1003).post('/api/leave/delegations', { delegateId: ids[1007], startDate: today, endDate: addDaysIso(today, 7) });
    expect(del.statusCode, del.body).toBe(200);
    const delegate = await inbox(1007);
    expect(has(delegate.items, 'leave', leaveOf1004)).toBe(true);
    expect(has(delegate.items, 'overtime', overtimeOf1010)).toBe(true);
    const res = await decide(1007, [{ kind: 'leave', id: leaveOf1004 }, { kind: 'overtime', id: overtimeOf1010 }], 'approve', 'For Ahmed');
    expect(res.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    const [o] = await t.database.db.select().from(overtimeRequests).where(eq(overtimeRequests.id, overtimeOf1010));
    expect(o).toMatchObject({ state: 'approved', decidedById: ids[1007], onBehalfOfId: ids[1003] });
  });
});
