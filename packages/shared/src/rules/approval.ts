/*
 * Approval chains: who decides each step of a request for one person. Pure: the server
 * resolves with its in-memory directory, the chains page previews with the same answer.
 */
import type { TApprovalStep, TApproverKind, TManagerRule } from '../schemas/approval.js';

export interface TChainPerson {
  id: number;
  active: boolean;
  managerId: number | null;
  roles: readonly string[];
  departmentId: number | null;
  siteId: number | null;
}

export interface TChainDirectory {
  get(id: number): TChainPerson | undefined;
  /** Active site HR people who look after the site. */
  siteHrOf(siteId: number): readonly number[];
}

export type TApprovalPool = 'hr' | 'site_hr';
export type TLineManagerRule = TManagerRule;
export type TSkipReason = 'missing' | 'inactive' | 'requester' | 'repeated';

export interface TResolvedStep {
  approver: TApproverKind;
  personId: number | null;
  pool: TApprovalPool | null;
  skipped: TSkipReason | null;
}

/** Who decides when every step is skipped: HR (never approved by nobody). */
export const FALLBACK_STEP: TResolvedStep = { approver: 'hr', personId: null, pool: 'hr', skipped: null };

/**
 * `fromId`'s manager under a kind's rule (LINE_MANAGER_RULE): 'direct', their own line manager
 * (null when they have none; an inactive one is returned for the caller to skip); 'manager_role',
 * the nearest active person up the line who holds the manager role. A loop in bad data still ends.
 */
export function managerAbove(dir: TChainDirectory, fromId: number, rule: TLineManagerRule = 'manager_role'): number | null {
  if (rule === 'direct') return dir.get(fromId)?.managerId ?? null;
  const seen = new Set<number>([fromId]);
  let id = dir.get(fromId)?.managerId ?? null;
  while (id !== null && !seen.has(id)) {
    seen.add(id);
    const m = dir.get(id);
    if (!m) return null;
    if (m.active && m.roles.includes('manager')) return m.id;
    id = m.managerId;
  }
  return null;
}

/** The head of the person's department: the highest active manager on their reporting line who is still in that department. */
export function departmentHeadOf(dir: TChainDirectory, personId: number): number | null {
  const p = dir.get(personId);
  if (!p || p.departmentId === null) return null;
  let head: number | null = null;
  const seen = new Set<number>([personId]);
  let id = p.managerId;
  while (id !== null && !seen.has(id)) {
    seen.add(id);
    const m = dir.get(id);
    if (!m || m.departmentId !== p.departmentId) break;
    if (m.active && m.roles.includes('manager')) head = m.id;
    id = m.managerId;
  }
  return head;
}

/** One step for the requester, before the skipping rules that depend on the steps before it. */
function stepFor(dir: TChainDirectory, s: TApprovalStep, requesterId: number, kindRule: TLineManagerRule): TResolvedStep {
  const rule = s.rule ?? kindRule;
  const person = (id: number | null): TResolvedStep => {
    if (id === null) return { approver: s.approver, personId: null, pool: null, skipped: 'missing' };
    const p = dir.get(id);
    if (!p) return { approver: s.approver, personId: id, pool: null, skipped: 'missing' };
    if (!p.active) return { approver: s.approver, personId: id, pool: null, skipped: 'inactive' };
    if (id === requesterId) return { approver: s.approver, personId: id, pool: null, skipped: 'requester' };
    return { approver: s.approver, personId: id, pool: null, skipped: null };
  };
  switch (s.approver) {
    case 'manager':
      return person(managerAbove(dir, requesterId, rule));
    case 'manager_of_manager': {
      const m = managerAbove(dir, requesterId, rule);
      return person(m === null ? null : managerAbove(dir, m, rule));
    }
    case 'department_head':
      return person(departmentHeadOf(dir, requesterId));
    case 'person':
      return person(s.personId);
    case 'site_hr': {
      const site = dir.get(requesterId)?.siteId ?? null;
      const staff = site === null ? [] : dir.siteHrOf(site).filter((id) => id !== requesterId);
      return { approver: 'site_hr', personId: null, pool: staff.length ? 'site_hr' : null, skipped: staff.length ? null : 'missing' };
    }
    case 'hr':
      return { approver: 'hr', personId: null, pool: 'hr', skipped: null };
  }
}

/**
 * Every step of a chain for the requester: who decides it, or why it is skipped (no such person,
 * inactive, the requester themselves, or the same decider as the step before). A manager step
 * follows its own rule; `rule` is the kind's, for a step that names none (LINE_MANAGER_RULE).
 */
export function resolveChain(dir: TChainDirectory, steps: readonly TApprovalStep[], requesterId: number, rule: TLineManagerRule = 'direct'): TResolvedStep[] {
  const out: TResolvedStep[] = [];
  let last: string | null = null;
  for (const s of steps) {
    const r = stepFor(dir, s, requesterId, rule);
    if (r.skipped) {
      out.push(r);
      continue;
    }
    const who = r.personId !== null ? `p${r.personId}` : `${r.pool}`;
    if (who === last) out.push({ ...r, skipped: 'repeated' });
    else {
      out.push(r);
      last = who;
    }
  }
  return out;
}

/** The first step at or after `from` that someone decides; null: none is left (the request is decided). */
export function nextOpenStep(resolved: readonly TResolvedStep[], from: number): number | null {
  for (let i = from; i < resolved.length; i++) if (!resolved[i].skipped) return i;
  return null;
}
