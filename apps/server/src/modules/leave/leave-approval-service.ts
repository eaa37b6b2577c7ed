import { cachedDelegatorsOf, delegatorsOf } from '../approval/index.js';
import {
  foldSearch,
  type TPersonOption,
  TDelegation,
  TDelegationInput,
  TDelegationList,
  TInbox,
  TLeaveRequest,
} from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import type { TDirectoryEmployee } from '../people/index.js';
import * as repo from './leave-repository.js';
import { findPeople, findPeopleForBalance, isSiteHrOf } from '../people/index.js';
import * as delegationRepo from './delegation-repository.js';
import * as requestRepo from './leave-request-repository.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { type Directory, getDirectory } from '../people/index.js';
import { balanceFrom, balanceSettings } from './leave-balance-service.js';
import { decidesChange, paramsOf, permissions, presentRequest } from './leave-request-service.js';
import { decideLeaveChange } from './leave-change-service.js';
import { hasRole, isHr, roleKey } from '../../core/policies.js';
import { cachedToday, today, getOrganisation } from '../../core/organisation.js';
import { hrRecipients, notifyPeople } from '../../core/notification.js';
import { lockPerson } from '../../core/person-lock.js';

type TPair = [number, number, string, string] | null;
const person = (p: TPair) => (p ? { id: p[0], EmpCode: p[1], FullName: p[2], fullNameAr: p[3] } : null);

/** The HR step this viewer decides: every site, their sites, or none. */
const hrReach = (actor: Actor): 'all' | 'sites' | 'none' => (isHr(actor) ? 'all' : hasRole(actor, 'site_hr') ? 'sites' : 'none');

/**
 * The approvals inbox: requests waiting on the viewer (their manager step, the manager steps of
 * whoever delegated to them today, the HR step for HR), each with the person's balance after
 * approval, the substitute's answer and who else in the team is out on those days. A fixed
 * number of queries whatever the page holds.
 */
export async function getInbox(ctx: Ctx, actor: Actor, page: number, pageSize: number, order: 'start' | 'filed' = 'start'): Promise<TInbox> {
  const day = await cachedToday(ctx);
  return ctx.reads.get(`inbox|${roleKey(actor)}|${day}|${page}|${pageSize}|${order}`, () => loadInbox(ctx, actor, day, page, pageSize, order));
}

async function loadInbox(ctx: Ctx, actor: Actor, day: string, page: number, pageSize: number, order: 'start' | 'filed'): Promise<TInbox> {
  const delegators = await cachedDelegatorsOf(ctx, actor.id, day);
  const { rows, total } = await requestRepo.inboxRows(ctx.db, { approverIds: [actor.id, ...delegators], hr: hrReach(actor), viewerId: actor.id, page, pageSize, order });
  if (!rows.length) return { items: [], total };
  const org = await getOrganisation(ctx.db);
  const s = await balanceSettings(ctx.db);
  const types = new Map((await repo.listLeaveTypes(ctx.db)).map((t) => [t.id, t]));
  const ids = [...new Set(rows.map((r) => r.employeeId))];
  const years = rows.map((r) => r.year);
  const from = Math.max(s.leaveStartYear, Math.min(...years) - s.carryOverYears - 2);
  const to = Math.max(...years);
  // Who else is out: the others with the same manager, from the directory, then one query for their leave.
  const dir = await getDirectory(ctx);
  const peersOf = new Map<number, number[]>();
  for (const r of rows) {
    const manager = dir.get(r.employeeId)?.managerId ?? null;
    peersOf.set(r.id, manager === null ? [] : [...dir.subtreeChildren(manager)].filter((id) => id !== r.employeeId));
  }
  const allPeers = [...new Set([...peersOf.values()].flat())];
  const minStart = rows.reduce((m, r) => (r.startDate < m ? r.startDate : m), rows[0].startDate);
  const maxEnd = rows.reduce((m, r) => (r.endDate > m ? r.endDate : m), rows[0].endDate);
  const [usage, ledger, peerLeave, people, covered] = await Promise.all([
    repo.balanceUsageMany(ctx.db, ids, from, to),
    repo.ledgerSums(ctx.db, ids, from, to),
    requestRepo.leaveOfPeople(ctx.db, allPeers, minStart, maxEnd),
    findPeopleForBalance(ctx.db, ids),
    requestRepo.coveredBy(ctx.db, ids, minStart, maxEnd),
  ]);
  const others = rows.flatMap((r) =>
    peerLeave
      .filter((o) => peersOf.get(r.id)!.includes(o.employeeId) && o.startDate <= r.endDate && o.endDate >= r.startDate)
      .map((o) => {
        const e = dir.get(o.employeeId)!;
        return { forId: r.id, startDate: o.startDate, endDate: o.endDate, state: o.state, hours: o.startTime && o.endTime ? { from: o.startTime, to: o.endTime } : null, employeeId: e.id, empCode: e.empCode, fullNameEn: e.fullNameEn, fullNameAr: e.fullNameAr };
      }),
  );
  return {
    total,
    items: rows.map((r) => {
      const balanceType = r.balanceTypeId ? types.get(r.balanceTypeId) : undefined;
      const p = people.find((x) => x.id === r.employeeId)!;
      // Pending days already count in the balance, so what remains now is what remains after approval.
      const remainingAfter = balanceType
        ? balanceFrom(balanceType, p, r.year, s, usage.filter((u) => u.employeeId === r.employeeId), ledger.filter((l) => l.employeeId === r.employeeId)).remaining
        : null;
      const onBehalfOf = r.step === 'manager' && r.approverId !== actor.id ? person(r.approver as TPair) : null;
      return {
        request: presentRequest(r),
        remainingAfter,
        othersOut: others
          .filter((o) => o.forId === r.id)
          .map((o) => ({ employee: { id: o.employeeId, EmpCode: o.empCode, FullName: o.fullNameEn, fullNameAr: o.fullNameAr }, startDate: o.startDate, endDate: o.endDate, state: o.state as TLeaveRequest['state'], hours: o.hours })),
        onBehalfOf,
        blockedByHandover: org.handoverAcceptanceRequired && r.handoverEmployeeId !== null && r.handoverState !== 'accepted',
        // The requester agreed to cover a colleague on some of these days: the approver sees it (issue 17).
        covering: covered
          .filter((c) => c.coverId === r.employeeId && c.id !== r.id && c.startDate <= r.endDate && c.endDate >= r.startDate)
          .flatMap((c) => {
            const e = dir.get(c.employeeId);
            return e ? [{ employee: { id: e.id, EmpCode: e.empCode, FullName: e.fullNameEn, fullNameAr: e.fullNameAr }, startDate: c.startDate, endDate: c.endDate }] : [];
          }),
      };
    }),
  };
}

/** How many requests wait on the viewer (the menu badge). */
export async function inboxCount(ctx: Ctx, actor: Actor): Promise<number> {
  const day = await cachedToday(ctx);
  return ctx.reads.get(`inbox-count|${roleKey(actor)}|${day}`, async () => {
    const delegators = await cachedDelegatorsOf(ctx, actor.id, day);
    return (await requestRepo.inboxRows(ctx.db, { approverIds: [actor.id, ...delegators], hr: hrReach(actor), viewerId: actor.id, page: 0, pageSize: 0 })).total;
  });
}

/**
 * Approve or reject. The state machine: Requested → Approved or Rejected, with a second HR step
 * for types that ask for it (the manager's approval moves the request to HR). The update is
 * conditional on the state the decider saw, so of two approvers acting at once one decides and
 * the other gets ALREADY_DECIDED.
 */
export async function decideLeave(ctx: Ctx, actor: Actor, id: number, decision: 'approve' | 'reject', comment: string): Promise<TLeaveRequest> {
  return ctx.db.transaction(async (tx) => {
    const r = await requestRepo.findRequest(tx, id);
    if (!r) throw new AppError('NOT_FOUND');
    const delegators = await delegatorsOf(tx, actor.id, await today(tx));
    // Approved leave whose requester asks to cancel or shorten it: the decision is on the ask.
    if (await decidesChange(tx, actor, r, delegators)) {
      await decideLeaveChange(ctx, tx, actor, r, decision, comment, delegators);
      return presentRequest((await requestRepo.findRequest(tx, id))!);
    }
    const can = await permissions({ ...ctx, db: tx }, actor, r, delegators);
    if (!can.approve) {
      // Only someone who decides a step of this request learns that it was decided; anyone
      // else gets FORBIDDEN whatever its state, so the answer tells nothing about it.
      if (r.state !== 'requested' && (await decidesAStep(tx, actor, r, delegators))) throw new AppError('ALREADY_DECIDED');
      throw new AppError('FORBIDDEN');
    }
    if (decision === 'approve' && r.handoverEmployeeId !== null && r.handoverState !== 'accepted') {
      const org = await getOrganisation(tx);
      if (org.handoverAcceptanceRequired) throw new AppError('HANDOVER_NOT_ACCEPTED');
    }
    const toHr = decision === 'approve' && r.step === 'manager' && r.needsHr;
    const set =
      decision === 'reject'
        ? { state: 'rejected', step: null, decidedById: actor.id }
        : toHr
          ? { step: 'hr', managerApprovedById: actor.id }
          : { state: 'approved', step: null, decidedById: actor.id, ...(r.step === 'manager' ? { managerApprovedById: actor.id } : {}) };
    const moved = await requestRepo.transition(tx, id, { state: 'requested', step: r.step }, set);
    if (!moved) throw new AppError('ALREADY_DECIDED');
    const toState = decision === 'reject' ? 'rejected' : toHr ? 'requested' : 'approved';
    const action = decision === 'reject' ? 'rejected' : toHr ? 'approved_step' : 'approved';
    await requestRepo.insertEvents(tx, [{ requestId: id, actorId: actor.id, onBehalfOfId: can.onBehalfOf, action, fromState: 'requested', toState, comment: comment || null }]);
    await audit(tx, {
      actorId: actor.id,
      onBehalfOfId: can.onBehalfOf,
      action: `leave.${action}`,
      entity: 'leave_request',
      entityId: String(id),
      before: { state: 'requested', step: r.step },
      after: { state: toState, step: toHr ? 'hr' : null, comment },
      ip: actor.ip,
    });
    const [requester] = await findPeople(tx, [r.employeeId]);
    const type = r.leaveType as [number, string, string];
    const params = paramsOf(requester, { nameEn: type[1], nameAr: type[2] }, r.startDate, r.endDate, Number(r.days));
    const link = `/vacations/${id}`;
    if (toHr) await notifyPeople(ctx, tx, await hrRecipients(tx, r.employeeSiteId), 'leave_step_hr', params, link);
    else await notifyPeople(ctx, tx, [requester], decision === 'approve' ? 'leave_approved' : 'leave_rejected', params, link);
    return presentRequest((await requestRepo.findRequest(tx, id))!);
  });
}

/**
 * Whether the viewer decides one of the request's steps (whatever its state now): its approver or
 * their delegate for the manager step, HR (site_hr for the person's site) for the HR step of a
 * type that has one or of a request filed without an approver. Never the requester.
 */
async function decidesAStep(db: Db, actor: Actor, r: requestRepo.TRequestView, delegators: number[]): Promise<boolean> {
  if (r.employeeId === actor.id) return false;
  if (r.approverId !== null && (r.approverId === actor.id || delegators.includes(r.approverId))) return true;
  if (!r.needsHr && r.approverId !== null) return false;
  return isHr(actor) || (hasRole(actor, 'site_hr') && (await isSiteHrOf(db, actor.id, r.employeeSiteId)));
}

// ---- Delegation ----

/**
 * Whom an approver may hand their inbox to: active colleagues who approve themselves
 * (supervisors, managers, HR) anywhere in the organisation, and anyone in their own team;
 * by name in either language or company ID.
 */
export async function delegateCandidates(ctx: Ctx, actor: Actor, q: string, limit: number): Promise<{ items: TPersonOption[] }> {
  if (!hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin')) throw new AppError('FORBIDDEN');
  const dir = await getDirectory(ctx);
  const offered = delegateRule(dir, actor);
  const term = q.trim();
  const folded = foldSearch(term);
  const numeric = /^\d+$/.test(term);
  return {
    items: dir
      .ordered('name', 'asc')
      .filter(offered)
      .filter((e) => !term || (numeric ? String(e.empCode).startsWith(term) : e.searchText.includes(folded)))
      .slice(0, limit)
      .map((e) => ({ id: e.id, EmpCode: e.empCode, FullName: e.fullNameEn, fullNameAr: e.fullNameAr })),
  };
}
const APPROVER_ROLES: readonly string[] = ['supervisor', 'manager', 'site_hr', 'hr', 'admin'];

/**
 * The one definition of a delegate, used by the picker (delegateCandidates) and by
 * createDelegation: an active colleague other than the viewer who approves themselves, or who
 * is in the viewer's own team ('pick' scope).
 */
function delegateRule(dir: Directory, actor: Actor): (e: TDirectoryEmployee) => boolean {
  const mine = dir.visible(actor, 'pick');
  return (e) => e.active && e.id !== actor.id && (e.roles.some((r) => APPROVER_ROLES.includes(r)) || mine(e));
}

const presentDelegation = (d: Awaited<ReturnType<typeof delegationRepo.listDelegations>>[number], day: string): TDelegation => ({
  id: d.id,
  delegator: person(d.delegator as TPair)!,
  delegate: person(d.delegate as TPair)!,
  startDate: d.startDate,
  endDate: d.endDate,
  active: d.startDate <= day && day <= d.endDate,
});

export async function listDelegations(ctx: Ctx, actor: Actor): Promise<TDelegationList> {
  const day = await today(ctx.db);
  const [given, received] = await Promise.all([delegationRepo.listDelegations(ctx.db, delegationRepo.delegationsGivenBy(actor.id)), delegationRepo.listDelegations(ctx.db, delegationRepo.delegationsReceivedBy(actor.id))]);
  return {
    given: given.filter((d) => d.endDate >= day).map((d) => presentDelegation(d, day)),
    received: received.filter((d) => d.endDate >= day).map((d) => presentDelegation(d, day)),
  };
}

/** An approver hands their inbox to someone the delegate picker offers (delegateRule) for a date range. */
export async function createDelegation(ctx: Ctx, actor: Actor, input: TDelegationInput): Promise<TDelegationList> {
  if (!hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin')) throw new AppError('FORBIDDEN');
  const day = await today(ctx.db);
  if (input.endDate < day) throw new AppError('DATES_OUT_OF_ORDER', { fields: [{ path: 'endDate', message: 'errors.DATES_OUT_OF_ORDER' }] });
  const dir = await getDirectory(ctx);
  const delegate = dir.get(input.delegateId);
  // Only someone the picker would offer: otherwise an approver could hand their team's
  // balances and decisions to anyone in the organisation.
  if (!delegate || !delegateRule(dir, actor)(delegate)) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'delegateId', message: 'validation.invalid' }] });
  await ctx.db.transaction(async (tx) => {
    await lockPerson(tx, actor.id);
    if (await delegationRepo.delegationOverlaps(tx, actor.id, input.startDate, input.endDate)) throw new AppError('DELEGATION_OVERLAP');
    const id = await delegationRepo.insertDelegation(tx, { delegatorId: actor.id, delegateId: input.delegateId, startDate: input.startDate, endDate: input.endDate });
    await audit(tx, { actorId: actor.id, action: 'delegation.create', entity: 'delegation', entityId: String(id), after: input, ip: actor.ip });
  });
  return listDelegations(ctx, actor);
}

export async function revokeDelegation(ctx: Ctx, actor: Actor, id: number): Promise<TDelegationList> {
  await ctx.db.transaction(async (tx) => {
    if (!(await delegationRepo.revokeDelegation(tx, id, isHr(actor) ? null : actor.id))) throw new AppError('NOT_FOUND');
    await audit(tx, { actorId: actor.id, action: 'delegation.revoke', entity: 'delegation', entityId: String(id), ip: actor.ip });
  });
  return listDelegations(ctx, actor);
}

