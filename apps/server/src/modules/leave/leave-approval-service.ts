import { decideApproval, decisionRight, deciderView, waitingCountsFor, waitingFor } from '../approval/index.js';
import {
  foldSearch,
  type TPersonOption,
  TDelegation,
  TDelegationInput,
  TDelegationList,
  TInbox,
  TLeaveRequest,
} from '@hr/shared';
import { AppError } from '../../core/errors.js';
import type { TDirectoryEmployee } from '../people/index.js';
import * as repo from './leave-repository.js';
import { findPeopleForBalance } from '../people/index.js';
import * as delegationRepo from './delegation-repository.js';
import * as requestRepo from './leave-request-repository.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { type Directory, getDirectory } from '../people/index.js';
import { balanceFrom, balanceHistoryFrom, balanceSettings } from './leave-balance-service.js';
import { approvalOfRequest, presentRequest } from './leave-request-service.js';
import { hasRole, isHr, roleKey } from '../../core/policies.js';
import { cachedToday, today, getOrganisation } from '../../core/organisation.js';
import { lockPerson } from '../../core/person-lock.js';

type TPair = [number, number, string, string] | null;
const person = (p: TPair) => (p ? { id: p[0], EmpCode: p[1], FullName: p[2], fullNameAr: p[3] } : null);
const KINDS = ['leave', 'leave_change'] as const;

/**
 * The leave part of the one inbox: requests and asks to change approved leave waiting on the
 * viewer (the lifecycle says which: their steps, their delegators', HR's pool), oldest filed first,
 * each with the person's balance after approval, the substitute's answer and who else in the team
 * is out on those days. A fixed number of queries whatever the page holds.
 */
export async function getInbox(ctx: Ctx, actor: Actor, page: number, pageSize: number): Promise<TInbox> {
  const day = await cachedToday(ctx);
  return ctx.reads.get(`inbox|${roleKey(actor)}|${day}|${page}|${pageSize}`, () => loadInbox(ctx, actor, page, pageSize));
}

async function loadInbox(ctx: Ctx, actor: Actor, page: number, pageSize: number): Promise<TInbox> {
  const v = await deciderView(ctx, actor);
  const waiting = await waitingFor(ctx, v, KINDS, page, pageSize);
  const total = waiting.total;
  const rows = await requestRepo.requestsByIds(ctx.db, waiting.rows.map((a) => a.subjectId));
  if (!rows.length) return { items: [], total };
  const org = await getOrganisation(ctx.db);
  const s = await balanceSettings(ctx.db);
  const types = new Map((await repo.listLeaveTypes(ctx.db)).map((t) => [t.id, t]));
  const ids = [...new Set(rows.map((r) => r.employeeId))];
  const years = rows.map((r) => r.year);
  const from = balanceHistoryFrom(Math.min(...years), s);
  const to = Math.max(...years);
  // Who else is out: the others with the same manager, from the directory, then one query for their leave.
  const dir = v.dir;
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
      const right = decisionRight(v, approvalOfRequest(r));
      const onBehalfOf = right.onBehalfOf !== null ? person(r.approver as TPair) : null;
      return {
        request: presentRequest(r),
        remainingAfter,
        // Casual's days come out of Annual: the figure is Annual's, and the card says so.
        sharedBalance: balanceType && balanceType.id !== r.leaveTypeId ? { leaveTypeId: balanceType.id, nameEn: balanceType.nameEn, nameAr: balanceType.nameAr } : null,
        othersOut: others
          .filter((o) => o.forId === r.id)
          .map((o) => ({ employee: { id: o.employeeId, EmpCode: o.empCode, FullName: o.fullNameEn, fullNameAr: o.fullNameAr }, startDate: o.startDate, endDate: o.endDate, state: o.state as TLeaveRequest['state'], hours: o.hours })),
        onBehalfOf,
        blockedByHandover: org.handoverAcceptanceRequired && r.handoverEmployeeId !== null && r.handoverState !== 'accepted',
        // The requester agreed to cover a colleague on some of these days: the approver sees it.
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

/** The handover part of the one inbox: requests whose substitute is the viewer and waits for their answer, oldest filed first. */
export async function getHandoverInbox(ctx: Ctx, actor: Actor, page: number, pageSize: number): Promise<{ items: TLeaveRequest[]; total: number }> {
  const waiting = await waitingFor(ctx, await deciderView(ctx, actor), 'handover', page, pageSize);
  return { items: (await requestRepo.requestsByIds(ctx.db, waiting.rows.map((a) => a.subjectId))).map(presentRequest), total: waiting.total };
}

/** How many requests and asks wait on the viewer (the menu badge). */
export async function inboxCount(ctx: Ctx, actor: Actor): Promise<number> {
  const counts = await waitingCountsFor(ctx, actor);
  return KINDS.reduce((n, k) => n + (counts.get(k) ?? 0), 0);
}

/**
 * Approve or reject, through the approval lifecycle: the ask to change approved leave when one
 * waits, otherwise the request's step. Of two deciders acting at once one decides and the other
 * gets ALREADY_DECIDED.
 */
export async function decideLeave(ctx: Ctx, actor: Actor, id: number, decision: 'approve' | 'reject', comment: string): Promise<TLeaveRequest> {
  const r = await requestRepo.findRequest(ctx.db, id);
  if (!r) throw new AppError('NOT_FOUND');
  const kind = r.approval?.[0] === 'leave_change' && r.approval[1] === 'waiting' ? 'leave_change' : 'leave';
  await decideApproval(ctx, actor, kind, id, decision, comment);
  return presentRequest((await requestRepo.findRequest(ctx.db, id))!);
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

