import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalEvents, auditLog, notifications } from '../../db/schema.js';
import { useApprovalApp } from './approval-fixture.js';
import { decideApproval, deciderView, openApproval, registerApprovalKind, waitingFor } from './index.js';

/**
 * The one approval lifecycle and the chains HR chooses. Reporting line in the demo:
 * 1005 → 1004 (supervisor) → 1003 (manager, no manager above); 1011 manages finance; 1001 is HR
 * (Cairo), 1002 site HR of Alexandria; 1008 → 1007 (supervisor) → 1003, in Alexandria; 1015 is inactive.
 */
const { fx, ids, as, put, fileOvertime, approvalOf } = useApprovalApp([1001, 1002, 1003, 1004, 1005, 1008, 1011]);
const chainsOf = async () => (await as(1001).get('/api/hr/approval-chains')).json().items as { kind: string; steps: { approver: string; personId: number | null; rule: string | null }[]; escalateAfterDays: number | null; waiting: number }[];
const decide = async (code: number, id: number, decision: 'approve' | 'reject' = 'approve') => {
  const res = await as(code).post('/api/inbox/decide', { items: [{ kind: 'overtime', id }], decision, comment: decision === 'reject' ? 'Not planned' : '' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0].code as string | null;
};
const inboxIds = async (code: number) => ((await as(code).get('/api/inbox?kind=overtime&pageSize=100')).json().items as { id: number }[]).map((i) => i.id);

describe('chains HR chooses', () => {
  it('lists every kind with today’s rule as its chain: the nearest manager', async () => {
    const items = await chainsOf();
    // Leave once per active leave type, from its approval flow; then the other kinds.
    expect([...new Set(items.map((c) => c.kind))]).toEqual(['leave', 'overtime', 'permission', 'attendance_issue', 'shift_swap']);
    // A shift swap goes to the person's supervisor unless HR chooses otherwise.
    // Each manager step says which manager it is (decision 0008): the line manager for swaps and leave, the nearest manager by role for overtime and permissions.
    expect(items.find((c) => c.kind === 'shift_swap')?.steps).toEqual([{ approver: 'manager', personId: null, rule: 'direct', person: null }]);
    for (const c of items.filter((x) => x.kind === 'overtime' || x.kind === 'permission')) expect(c).toMatchObject({ steps: [{ approver: 'manager', personId: null, rule: 'manager_role' }], escalateAfterDays: null });
    const leave = items.filter((c) => c.kind === 'leave') as unknown as { leaveTypeName: string; steps: { approver: string }[] }[];
    expect(leave.find((c) => c.leaveTypeName === 'Annual')?.steps.map((s) => s.approver)).toEqual(['manager']);
    expect(leave.find((c) => c.leaveTypeName === 'Sick')?.steps.map((s) => s.approver)).toEqual(['manager', 'hr']);
    expect(leave.find((c) => c.leaveTypeName === 'Annual')?.steps).toMatchObject([{ rule: 'direct' }]);
    expect(items.find((c) => c.kind === 'attendance_issue')?.steps).toEqual([{ approver: 'hr', personId: null, rule: null, person: null }]);
    expect((await as(1005).get('/api/hr/approval-chains')).statusCode).toBe(403);
    expect((await as(1003).get('/api/hr/approval-chains')).statusCode).toBe(403);
  });

  it('refuses a chain with no steps, more than five, a person step without a person, an inactive person or a leave type; nothing changes', async () => {
    const before = await chainsOf();
    const audits = async () => (await fx.t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.action, 'approval_chain.update')))[0].n;
    const seen = await audits();
    const chain = (steps: object[], extra: object = {}) => ({ chains: [{ kind: 'overtime', steps, ...extra }] });
    const none = await put(1001, chain([]));
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('validation.approvalNoSteps');
    const six = await put(1001, chain(Array.from({ length: 6 }, () => ({ approver: 'hr' }))));
    expect(six.statusCode).toBe(400);
    expect(JSON.stringify(six.json())).toContain('validation.approvalTooManySteps');
    expect((await put(1001, chain([{ approver: 'person' }]))).statusCode).toBe(400);
    expect((await put(1001, chain([{ approver: 'boss' }]))).statusCode).toBe(400);
    const inactive = await put(1001, chain([{ approver: 'person', personId: ids[1015] }]));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({ code: 'APPROVAL_PERSON_INACTIVE' });
    expect((await put(1001, chain([{ approver: 'person', personId: 2_147_483_647 }]))).json()).toMatchObject({ code: 'APPROVAL_PERSON_INACTIVE' });
    expect((await put(1001, chain([{ approver: 'hr' }], { leaveTypeId: 1 }))).json()).toMatchObject({ code: 'APPROVAL_KIND_UNKNOWN' });
    expect((await put(1001, { chains: [{ kind: 'leave_swap', steps: [{ approver: 'hr' }] }] })).statusCode).toBe(400);
    expect((await put(1001, chain([{ approver: 'hr' }], { escalateAfterDays: 0 }))).statusCode).toBe(400);
    expect((await put(1005, chain([{ approver: 'hr' }]))).statusCode).toBe(403);
    expect(await chainsOf()).toEqual(before);
    expect(await audits()).toBe(seen);
  });

  it('previews who decides each step for a person, and why a step is skipped', async () => {
    const res = await as(1001).post('/api/hr/approval-chains/preview', {
      kind: 'overtime',
      employeeId: ids[1005],
      steps: [{ approver: 'manager' }, { approver: 'manager_of_manager' }, { approver: 'department_head' }, { approver: 'site_hr' }, { approver: 'person', personId: ids[1011] }, ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const steps = res.json().steps as { approver: string; rule: string | null; person: { EmpCode: number } | null; pool: string | null; skipped: string | null }[];
    // Steps that name no rule take the kind's: overtime's manager is the nearest one by role.
    expect(steps.map((s) => s.rule)).toEqual(['manager_role', 'manager_role', null, null, null]);
    // 1005's nearest manager is 1003 (1004 is a supervisor); 1003 has no manager; the head of operations is 1003 again; Cairo has no site HR.
    expect(steps.map((s) => [s.approver, s.person?.EmpCode ?? s.pool, s.skipped])).toEqual([
      ['manager', 1003, null],
      ['manager_of_manager', null, 'missing'],
      ['department_head', 1003, 'repeated'],
      ['site_hr', null, 'missing'],
      ['person', 1011, null],
    ]);
    const alex = (await as(1001).post('/api/hr/approval-chains/preview', { kind: 'overtime', employeeId: ids[1008], steps: [{ approver: 'site_hr' }] })).json();
    expect(alex).toMatchObject({ steps: [{ pool: 'site_hr', skipped: null }], fallsToHr: false });
    const own = (await as(1001).post('/api/hr/approval-chains/preview', { kind: 'overtime', employeeId: ids[1011], steps: [{ approver: 'person', personId: ids[1011] }] })).json();
    expect(own).toMatchObject({ steps: [{ skipped: 'requester' }], fallsToHr: true });
    expect((await as(1001).post('/api/hr/approval-chains/preview', { kind: 'overtime', employeeId: 2_147_483_647, steps: [{ approver: 'hr' }] })).statusCode).toBe(404);
    expect((await as(1005).post('/api/hr/approval-chains/preview', { kind: 'overtime', employeeId: ids[1005], steps: [{ approver: 'hr' }] })).statusCode).toBe(403);
  });
});

describe('a request through three levels', () => {
  it('waits on the manager, then a named person, then HR; each is told in turn, the requester once it is decided', async () => {
    const saved = await put(1001, { chains: [{ kind: 'overtime', steps: [{ approver: 'manager' }, { approver: 'person', personId: ids[1011] }, { approver: 'hr' }], escalateAfterDays: 3 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().items.find((c: { kind: string }) => c.kind === 'overtime')).toMatchObject({ steps: [{ approver: 'manager' }, { approver: 'person', person: { EmpCode: 1011 } }, { approver: 'hr' }], escalateAfterDays: 3 });
    const id = await fileOvertime(1005);
    expect(await inboxIds(1003)).toContain(id);
    expect(await inboxIds(1011)).not.toContain(id);
    expect(await decide(1011, id)).toBe('NOT_FOUND');

    expect(await decide(1003, id)).toBeNull();
    expect(await approvalOf(id)).toMatchObject({ state: 'waiting', step: 1, approverId: ids[1011] });
    expect(await inboxIds(1003)).not.toContain(id);
    expect(await decide(1003, id)).toBe('FORBIDDEN');
    expect(await inboxIds(1011)).toContain(id);
    const mine = (await as(1005).get('/api/overtime?state=all')).json().items.find((r: { id: number }) => r.id === id);
    expect(mine).toMatchObject({ state: 'requested', approverName: 'Mahmoud Salah' });

    expect(await decide(1011, id)).toBeNull();
    expect(await approvalOf(id)).toMatchObject({ state: 'waiting', step: 2, approverId: null, pool: 'hr' });
    expect(await inboxIds(1001)).toContain(id);
    expect(await decide(1001, id)).toBeNull();
    expect(await approvalOf(id)).toMatchObject({ state: 'approved', step: 2 });
    expect(await decide(1001, id)).toBe('ALREADY_DECIDED');

    const events = await fx.t.database.db.select().from(approvalEvents).where(eq(approvalEvents.approvalId, (await approvalOf(id)).id));
    expect(events.map((e) => e.action)).toEqual(['filed', 'approved_step', 'approved_step', 'approved']);
    const actions = (await fx.t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(id)))).filter((a) => a.entity === 'overtime_request').map((a) => a.action);
    expect(actions).toEqual(['overtime.file', 'overtime.approve_step', 'overtime.approve_step', 'overtime.approve']);
    const told = async (code: number) => (await fx.t.database.db.select().from(notifications).where(eq(notifications.employeeId, ids[code]))).map((n) => n.kind);
    expect(await told(1011)).toContain('overtime_filed');
    expect(await told(1001)).toContain('overtime_filed');
    expect((await told(1005)).filter((k) => k === 'overtime_approved')).toHaveLength(1);
  });

  it('ends at the first rejection', async () => {
    const id = await fileOvertime(1005);
    expect(await decide(1003, id, 'reject')).toBeNull();
    expect(await approvalOf(id)).toMatchObject({ state: 'rejected', step: 0 });
    expect(await inboxIds(1011)).not.toContain(id);
  });

  it('keeps waiting requests on their chain when it changes, and moves them when HR re-routes them (audited)', async () => {
    const id = await fileOvertime(1005);
    expect((await approvalOf(id)).approverId).toBe(ids[1003]);
    const kept = await put(1001, { chains: [{ kind: 'overtime', steps: [{ approver: 'person', personId: ids[1011] }] }] });
    expect(kept.json().rerouted).toBe(0);
    expect((await approvalOf(id)).approverId).toBe(ids[1003]);
    const moved = await put(1001, { chains: [{ kind: 'overtime', steps: [{ approver: 'person', personId: ids[1011] }] }], reroute: true });
    expect(moved.json().rerouted).toBeGreaterThanOrEqual(1);
    expect(await approvalOf(id)).toMatchObject({ state: 'waiting', step: 0, approverId: ids[1011] });
    expect(await inboxIds(1011)).toContain(id);
    expect(await inboxIds(1003)).not.toContain(id);
    const audit = await fx.t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'approval.reroute'), eq(auditLog.entityId, String(id))));
    expect(audit).toHaveLength(1);
    // Back to the nearest manager for the other tests' files.
    expect((await put(1001, { chains: [{ kind: 'overtime', steps: [{ approver: 'manager' }] }] })).statusCode).toBe(200);
  });

  it('goes to HR when nobody in the chain can decide, never approved by nobody', async () => {
    expect((await put(1001, { chains: [{ kind: 'overtime', steps: [{ approver: 'manager_of_manager' }] }] })).statusCode).toBe(200);
    const id = await fileOvertime(1005);
    expect(await approvalOf(id)).toMatchObject({ state: 'waiting', step: 1, pool: 'hr' });
    expect(await inboxIds(1001)).toContain(id);
    expect((await put(1001, { chains: [{ kind: 'overtime', steps: [{ approver: 'manager' }] }] })).statusCode).toBe(200);
  });
});

describe('which manager a manager step means', () => {
  it('is the step’s own rule, named on the chain: overtime can go to the line manager (a supervisor), and a request keeps the rule it was filed under', async () => {
    // 1005's line manager is the supervisor 1004; the nearest manager by role is 1003.
    const line = await put(1001, { chains: [{ kind: 'overtime', steps: [{ approver: 'manager', rule: 'direct' }] }] });
    expect(line.statusCode, line.body).toBe(200);
    expect((await chainsOf()).find((c) => c.kind === 'overtime')?.steps).toEqual([{ approver: 'manager', personId: null, rule: 'direct', person: null }]);
    const preview = (await as(1001).post('/api/hr/approval-chains/preview', { kind: 'overtime', employeeId: ids[1005], steps: [{ approver: 'manager', rule: 'direct' }, { approver: 'manager', rule: 'manager_role' }] })).json();
    expect(preview.steps.map((s: { rule: string; person: { EmpCode: number } | null }) => [s.rule, s.person?.EmpCode])).toEqual([['direct', 1004], ['manager_role', 1003]]);
    const id = await fileOvertime(1005);
    expect(await approvalOf(id)).toMatchObject({ state: 'waiting', approverId: ids[1004], chain: [{ approver: 'manager', personId: null, rule: 'direct' }] });
    expect(await inboxIds(1004)).toContain(id);
    expect(await inboxIds(1003)).not.toContain(id);
    // The request's lists say who decides it and as what.
    const listed = async () => ((await as(1005).get('/api/overtime?state=all')).json().items as { id: number }[]).find((r) => r.id === id);
    expect(await listed()).toMatchObject({ approverName: 'Sara Ali', approverRole: 'line_manager' });
    // A chain saved without a rule is saved with the kind's: overtime's is the nearest manager, and it says so.
    expect((await put(1001, { chains: [{ kind: 'overtime', steps: [{ approver: 'manager' }] }] })).statusCode).toBe(200);
    expect((await chainsOf()).find((c) => c.kind === 'overtime')?.steps).toMatchObject([{ approver: 'manager', rule: 'manager_role' }]);
    // The request filed under the line manager still waits on 1004, and 1004 decides it.
    const nearest = await fileOvertime(1005);
    expect(((await as(1005).get('/api/overtime?state=all')).json().items as { id: number }[]).find((r) => r.id === nearest)).toMatchObject({ approverName: 'Ahmed Mahmoud', approverRole: 'nearest_manager' });
    expect(await decide(1004, id)).toBeNull();
    expect(await approvalOf(id)).toMatchObject({ state: 'approved' });
    expect(await listed()).toMatchObject({ state: 'approved', approverRole: null });
  });
});

describe('a kind with nothing but its rules', () => {
  it('is filed, waits, is decided and applied through the lifecycle alone', async () => {
    const applied = new Map<number, string>();
    registerApprovalKind({
      kind: 'test_throwaway',
      configurable: false,
      filerDecides: true,
      entity: 'overtime_request',
      notices: { waiting: 'overtime_filed', approved: 'overtime_approved', rejected: 'overtime_rejected' },
      link: () => '/inbox',
      params: async () => ({ name: 'x' }),
      settle: async (_db, _ctx, id, o) => {
        if (applied.has(id)) return false;
        applied.set(id, o.decision);
        return true;
      },
    });
    const ctx = fx.t.app.ctx;
    const actor = (code: number, roles: string[]) => ({ id: ids[code], sessionId: 0, roles, ip: null });
    const opened = await ctx.db.transaction((tx) => openApproval(ctx, tx, { kind: 'test_throwaway', subjectId: 77, employeeId: ids[1012], filedBy: actor(1012, ['employee']) }));
    expect(opened).toMatchObject({ state: 'waiting', approverId: ids[1011] });
    const manager = actor(1011, ['employee', 'manager']);
    const waiting = await waitingFor(ctx, await deciderView(ctx, manager), 'test_throwaway', 0, 10);
    expect(waiting.rows.map((r) => r.subjectId)).toEqual([77]);
    await expect(decideApproval(ctx, actor(1012, ['employee']), 'test_throwaway', 77, 'approve', '')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await decideApproval(ctx, manager, 'test_throwaway', 77, 'approve', 'fine');
    expect(applied.get(77)).toBe('approved');
    await expect(decideApproval(ctx, manager, 'test_throwaway', 77, 'reject', '')).rejects.toMatchObject({ code: 'ALREADY_DECIDED' });
    // Filed by the one who decides its only step: approved as filed.
    await ctx.db.transaction((tx) => openApproval(ctx, tx, { kind: 'test_throwaway', subjectId: 78, employeeId: ids[1012], filedBy: manager }));
    expect(applied.get(78)).toBe('approved');
  });
});
