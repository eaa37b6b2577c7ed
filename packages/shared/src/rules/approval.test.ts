import { describe, expect, it } from 'vitest';
import { departmentHeadOf, managerAbove, nextOpenStep, resolveChain, type TChainDirectory, type TChainPerson } from './approval.js';
import { approverRoleOf, explicitSteps, stepOfRole, APPROVER_ROLES, ZApprovalStepSchema } from '../schemas/approval.js';

/**
 * 1 CEO (manager, dept 1) ← 2 ops head (manager, dept 2) ← 3 supervisor (dept 2) ← 4 operator (dept 2, site 7);
 * 5 inactive manager (dept 2) ← 6 worker; 8 site HR of site 7; 9 inactive site HR of site 9.
 */
const people: TChainPerson[] = [
  { id: 1, active: true, managerId: null, roles: ['manager'], departmentId: 1, siteId: 1 },
  { id: 2, active: true, managerId: 1, roles: ['manager'], departmentId: 2, siteId: 1 },
  { id: 3, active: true, managerId: 2, roles: ['supervisor'], departmentId: 2, siteId: 7 },
  { id: 4, active: true, managerId: 3, roles: ['employee'], departmentId: 2, siteId: 7 },
  { id: 5, active: false, managerId: 2, roles: ['manager'], departmentId: 2, siteId: 9 },
  { id: 6, active: true, managerId: 5, roles: ['employee'], departmentId: 2, siteId: 9 },
];
const dir: TChainDirectory = { get: (id) => people.find((p) => p.id === id), siteHrOf: (site) => (site === 7 ? [8] : []) };
const who = (steps: Parameters<typeof resolveChain>[1], requester: number, rule: 'direct' | 'manager_role' = 'direct') =>
  resolveChain(dir, steps, requester, rule).map((s) => s.skipped ?? s.personId ?? s.pool);

describe('approval chains', () => {
  it('finds the manager by the kind’s rule: the line manager, or the nearest who holds the manager role', () => {
    expect(managerAbove(dir, 4, 'direct')).toBe(3);
    expect(managerAbove(dir, 4, 'manager_role')).toBe(2);
    expect(managerAbove(dir, 1, 'manager_role')).toBeNull();
    // An inactive manager is passed over by the role rule and skipped by the line rule.
    expect(managerAbove(dir, 6, 'manager_role')).toBe(2);
    expect(who([{ approver: 'manager', personId: null }], 6)).toEqual(['inactive']);
  });

  it('resolves each step, skipping a missing, inactive or repeated approver and the requester', () => {
    expect(who([{ approver: 'manager', personId: null }, { approver: 'manager_of_manager', personId: null }, { approver: 'hr', personId: null }], 4)).toEqual([3, 2, 'hr']);
    expect(who([{ approver: 'manager', personId: null }, { approver: 'manager_of_manager', personId: null }], 4, 'manager_role')).toEqual([2, 1]);
    expect(who([{ approver: 'department_head', personId: null }, { approver: 'manager', personId: null }], 4, 'manager_role')).toEqual([2, 'repeated']);
    expect(who([{ approver: 'person', personId: 4 }, { approver: 'person', personId: 5 }, { approver: 'person', personId: 99 }], 4)).toEqual(['requester', 'inactive', 'missing']);
    expect(who([{ approver: 'site_hr', personId: null }], 4)).toEqual(['site_hr']);
    expect(who([{ approver: 'site_hr', personId: null }], 6)).toEqual(['missing']);
    expect(who([{ approver: 'manager', personId: null }], 1)).toEqual(['missing']);
  });

  it('takes the head of the person’s department from their reporting line', () => {
    expect(departmentHeadOf(dir, 4)).toBe(2);
    expect(departmentHeadOf(dir, 2)).toBeNull();
  });

  it('finds the next step someone decides', () => {
    const r = resolveChain(dir, [{ approver: 'person', personId: 4 }, { approver: 'hr', personId: null }], 4);
    expect(nextOpenStep(r, 0)).toBe(1);
    expect(nextOpenStep(r, 2)).toBeNull();
  });

  it('follows a manager step’s own rule whatever the kind’s, and the kind’s when the step names none', () => {
    // 4's line manager is the supervisor 3; the nearest manager by role is 2. A permission chain (kind rule: by role) that names the line manager goes to 3.
    expect(who([{ approver: 'manager', personId: null, rule: 'direct' }], 4, 'manager_role')).toEqual([3]);
    expect(who([{ approver: 'manager', personId: null, rule: 'manager_role' }], 4, 'direct')).toEqual([2]);
    expect(who([{ approver: 'manager', personId: null }], 4, 'manager_role')).toEqual([2]);
    // Line manager, then the nearest manager: the supervisor, then their manager; for someone under a manager, one step.
    expect(who([stepOfRole('line_manager'), stepOfRole('nearest_manager')], 4)).toEqual([3, 2]);
    expect(who([stepOfRole('line_manager'), stepOfRole('nearest_manager')], 3)).toEqual([2, 'repeated']);
    expect(who([stepOfRole('nearest_manager_of_manager')], 4)).toEqual([1]);
    expect(who([stepOfRole('line_manager_of_manager')], 4)).toEqual([2]);
  });

  it('names each step by what it means, and the two manager rules differently', () => {
    for (const role of APPROVER_ROLES) expect(approverRoleOf(stepOfRole(role, 7), 'leave')).toBe(role);
    // A step saved without its rule means the kind's: the line manager for leave, the nearest manager for permissions.
    expect(approverRoleOf({ approver: 'manager' }, 'leave')).toBe('line_manager');
    expect(approverRoleOf({ approver: 'manager' }, 'permission')).toBe('nearest_manager');
    expect(approverRoleOf({ approver: 'manager_of_manager' }, 'overtime')).toBe('nearest_manager_of_manager');
    expect(explicitSteps('overtime', [{ approver: 'manager', personId: null }, { approver: 'hr', personId: null }, { approver: 'manager', personId: null, rule: 'direct' }])).toEqual([
      { approver: 'manager', personId: null, rule: 'manager_role' },
      { approver: 'hr', personId: null },
      { approver: 'manager', personId: null, rule: 'direct' },
    ]);
    // The schema keeps a manager step's rule and drops it from any other step.
    expect(ZApprovalStepSchema.parse({ approver: 'manager', rule: 'direct' })).toEqual({ approver: 'manager', personId: null, rule: 'direct' });
    expect(ZApprovalStepSchema.parse({ approver: 'hr', rule: 'direct' })).toEqual({ approver: 'hr', personId: null });
    expect(ZApprovalStepSchema.safeParse({ approver: 'manager', rule: 'boss' }).success).toBe(false);
  });
});
