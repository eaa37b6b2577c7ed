import type { TDirectoryEmployee } from '../people/index.js';
import { cachedDelegatorsOf } from '../leave/index.js';
import * as repo from './overtime-repository.js';
import type { Actor, Ctx } from '../../core/context.js';
import { type Directory } from '../people/index.js';
import { hasRole, isHr } from '../../core/policies.js';


/** Who an overtime request waits on, and who may decide it (the approver, their active delegate, HR when there is no approver). */
export const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));
export const SUGGESTION_DAYS = 31;

/** The nearest person up the reporting line who is an active manager; null: HR decides. */
export function approverOf(dir: Directory, employeeId: number): number | null {
  const seen = new Set<number>([employeeId]);
  let id = dir.get(employeeId)?.managerId ?? null;
  while (id !== null && !seen.has(id)) {
    seen.add(id);
    const m = dir.get(id);
    if (!m) return null;
    if (m.active && m.roles.includes('manager')) return m.id;
    id = m.managerId;
  }
  return null;
}

/** Who the viewer decides for: themselves and whoever delegated to them today (delegations table). */
export async function deciderIds(ctx: Pick<Ctx, 'db' | 'reads'>, actor: Actor, today: string): Promise<number[]> {
  return [actor.id, ...(await cachedDelegatorsOf(ctx, actor.id, today))];
}

/** Whether HR's part (requests without an approver) of this person is the viewer's: hr/admin everyone, site_hr their sites. */
export function hrCovers(dir: Directory, actor: Actor, p: TDirectoryEmployee | undefined): boolean {
  if (isHr(actor)) return true;
  return hasRole(actor, 'site_hr') && !!p && p.siteId !== null && dir.hrSitesOf(actor.id).includes(p.siteId);
}

/** May the viewer decide this request now; and as whose delegate. */
export function decisionRight(dir: Directory, actor: Actor, r: Pick<repo.TOvertimeRow, 'state' | 'employeeId' | 'approverId'>, deciders: readonly number[]): { can: boolean; onBehalfOf: number | null } {
  if (r.state !== 'requested' || Number(r.employeeId) === actor.id) return { can: false, onBehalfOf: null };
  const approver = r.approverId === null ? null : Number(r.approverId);
  if (approver === null) return { can: hrCovers(dir, actor, dir.get(Number(r.employeeId))), onBehalfOf: null };
  if (approver === actor.id) return { can: true, onBehalfOf: null };
  if (deciders.includes(approver)) return { can: true, onBehalfOf: approver };
  return { can: false, onBehalfOf: null };
}
