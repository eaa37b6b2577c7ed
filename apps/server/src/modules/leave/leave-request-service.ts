import { cachedDelegatorsOf, closeApproval, decideApproval, decisionRight, delegatorsOf } from '../approval/index.js';
import { canCancelLeave, clockSpanMinutes, waitingRoleOf, type TLeaveDetail, type TLeaveEvent, type TLeaveList, type TLeaveListQuery, type TLeaveRequest, type TLeaveChangeKind } from '@hr/shared';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import { findPeople } from '../people/index.js';
import * as requestRepo from './leave-request-repository.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { type Directory, getDirectory } from '../people/index.js';
import { hasRole } from '../../core/policies.js';
import { notifyPeople, withRejectReason } from '../../core/notification.js';
import { isHr, roleKey } from '../../core/policies.js';
import { today } from '../../core/organisation.js';


type TPair = [number, number, string, string] | null;
export const person = (p: TPair) => (p ? { id: p[0], EmpCode: p[1], FullName: p[2], fullNameAr: p[3] } : null);
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function presentRequest(r: requestRepo.TRequestView): TLeaveRequest {
  const shift = r.shift as [number, string, string] | null;
  const type = r.leaveType as [number, string, string];
  return {
    id: r.id,
    employee: person(r.employee as TPair)!,
    leaveType: { id: type[0], nameEn: type[1], nameAr: type[2] },
    startDate: r.startDate,
    endDate: r.endDate,
    halfDay: r.halfDay as TLeaveRequest['halfDay'],
    hours: r.startTime && r.endTime ? { from: r.startTime, to: r.endTime, minutes: clockSpanMinutes(r.startTime, r.endTime) } : null,
    countOfDays: Number(r.days),
    eventDate: r.eventDate ?? null,
    state: r.state as TLeaveRequest['state'],
    // The step it waits at, as the web names it: a person's (the manager's) or HR's.
    step: r.state === 'requested' && r.approval?.[0] === 'leave' && r.approval[1] === 'waiting' ? (r.approval[3] ? 'hr' : 'manager') : null,
    // What its approver is to the person ("line manager", "nearest manager"), so whoever sees it knows who decides.
    approverRole:
      r.state === 'requested' && r.approval?.[0] === 'leave' && r.approval[1] === 'waiting'
        ? waitingRoleOf('leave', { pool: r.approval[3], waitingStep: r.approval[5] ?? null, escalations: r.approval[6] ?? 0 })
        : null,
    approver: person(r.approver as TPair),
    handover: person(r.handover as TPair),
    handoverState: r.handoverState as TLeaveRequest['handoverState'],
    shift: shift ? { id: shift[0], nameEn: shift[1], nameAr: shift[2] } : null,
    reason: r.reason,
    hasAttachment: !!r.hasAttachment,
    filedBy: r.filedById && r.filedById !== r.employeeId ? person(r.filedBy as TPair) : null,
    change:
      r.state === 'approved' && r.changeKind
        ? { kind: r.changeKind as TLeaveChangeKind, endDate: r.changeEndDate, reason: r.changeReason ?? '', requestedAt: new Date(r.changeRequestedAt ?? r.updatedAt).toISOString() }
        : null,
    // Sick leave (Art 131): whether HR confirmed a chronic illness on it (full pay until recovery).
    sick: r.leaveTypeCode === 'sick' ? { chronic: r.chronicIllness === 'confirmed' } : null,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

export function paramsOf(
  p: { fullNameEn: string; fullNameAr: string },
  type: { nameEn: string; nameAr: string },
  startDate: string,
  endDate: string,
  days: number,
): Record<string, string | number> {
  return { name: p.fullNameEn, nameAr: p.fullNameAr, type: type.nameEn, typeAr: type.nameAr, start: ddmmyyyy(startDate), end: ddmmyyyy(endDate), days };
}

/** Who may see a request: the requester, its approver (or their delegate), the substitute, HR, and viewers whose team scope holds the requester. */
async function canSee(ctx: Ctx, actor: Actor, r: requestRepo.TRequestView, delegators: number[], loaded?: Directory): Promise<boolean> {
  if (r.employeeId === actor.id || r.approverId === actor.id || r.handoverEmployeeId === actor.id || isHr(actor)) return true;
  if (r.approverId !== null && delegators.includes(r.approverId)) return true;
  const dir = loaded ?? (await getDirectory(ctx));
  const e = dir.get(r.employeeId);
  return !!e && (dir.visible(actor, 'view')(e) || (hasRole(actor, 'site_hr') && dir.visible(actor, 'hr.read')(e)));
}

/** What the viewer may do with a request now: decide the step it (or an ask to change it) waits at, cancel it, answer as the substitute, ask to change it. */
export async function permissions(ctx: Ctx, actor: Actor, r: requestRepo.TRequestView, delegators: number[], loaded?: Directory) {
  const dir = loaded ?? (await getDirectory(ctx));
  const right = decisionRight({ dir, actor, deciders: [actor.id, ...delegators] }, approvalOfRequest(r));
  const isApprover = r.approverId === actor.id || (r.approverId !== null && delegators.includes(r.approverId));
  const cancel = canCancelLeave(r.state as TLeaveRequest['state'], { isRequester: r.employeeId === actor.id || r.filedById === actor.id, isApprover, isHr: isHr(actor) });
  const answerHandover = r.state === 'requested' && r.handoverEmployeeId === actor.id && r.handoverState === 'pending';
  // The requester may ask to cancel or shorten approved leave that has not ended.
  const isRequester = r.employeeId === actor.id || r.filedById === actor.id;
  // Sick leave may be turned into annual leave after it ended too (Art 131 ¶4).
  const requestChange = isRequester && r.state === 'approved' && r.changeKind === null && (r.endDate >= (await today(ctx.db)) || r.leaveTypeCode === 'sick');
  return { approve: right.can, cancel, answerHandover, requestChange, onBehalfOf: right.onBehalfOf };
}

/** A request's approval as the lifecycle's rights read it. */
export const approvalOfRequest = (r: Pick<requestRepo.TRequestView, 'approval' | 'employeeId'>) =>
  r.approval ? { state: r.approval[1], employeeId: r.employeeId, approverId: r.approval[2], pool: r.approval[3], siteId: r.approval[4] } : undefined;

export async function getLeaveDetail(ctx: Ctx, actor: Actor, id: number): Promise<TLeaveDetail> {
  const r = await requestRepo.findRequest(ctx.db, id);
  const delegators = await cachedDelegatorsOf(ctx, actor.id, await today(ctx.db));
  if (!r || !(await canSee(ctx, actor, r, delegators))) throw new AppError('NOT_FOUND');
  const events = await requestRepo.requestEvents(ctx.db, id);
  const can = await permissions(ctx, actor, r, delegators);
  return {
    request: presentRequest(r),
    events: events.map(
      (e): TLeaveEvent => ({
        id: e.id,
        action: e.action as TLeaveEvent['action'],
        fromState: e.fromState as TLeaveEvent['fromState'],
        toState: e.toState as TLeaveEvent['toState'],
        comment: e.comment,
        actor: person(e.actor as TPair),
        onBehalfOf: person(e.onBehalfOf as TPair),
        createdAt: new Date(e.createdAt).toISOString(),
      }),
    ),
    can: { approve: can.approve, cancel: can.cancel, answerHandover: can.answerHandover, requestChange: can.requestChange },
  };
}

export async function getAttachment(ctx: Ctx, actor: Actor, id: number) {
  const r = await requestRepo.findRequest(ctx.db, id);
  const delegators = await cachedDelegatorsOf(ctx, actor.id, await today(ctx.db));
  if (!r || !(await canSee(ctx, actor, r, delegators))) throw new AppError('NOT_FOUND');
  const a = await requestRepo.findAttachment(ctx.db, id);
  if (!a) throw new AppError('NOT_FOUND');
  return a;
}

/**
 * A page of a list and its total, each kept in the read cache until a leave or people change:
 * the total once for every page and sort of the same filters. Exports (a limit) are not kept.
 */
async function requestList(ctx: Ctx, key: string, who: () => Promise<SQL> | SQL, q: TLeaveListQuery, opts: { limit?: number }): Promise<TLeaveList> {
  const topics = ['people', 'leave'] as const;
  if (opts.limit) {
    const rows = await requestRepo.listRequestPage(ctx.db, await who(), q, opts.limit, 0);
    return { items: rows.map(presentRequest), total: rows.length };
  }
  const { page: _p, pageSize: _s, sort: _o, dir: _d, ...filters } = q;
  const [items, total] = await Promise.all([
    ctx.reads.get(`${key}|page|${JSON.stringify(q)}`, async () => (await requestRepo.listRequestPage(ctx.db, await who(), q)).map(presentRequest), { topics }),
    ctx.reads.get(`${key}|count|${JSON.stringify(filters)}`, async () => requestRepo.countRequests(ctx.db, await who(), q), { topics }),
  ]);
  return { items, total };
}


/** /self/vacations: the viewer's own requests. */
export async function listMyRequests(ctx: Ctx, actor: Actor, q: TLeaveListQuery, opts: { limit?: number } = {}): Promise<TLeaveList> {
  return requestList(ctx, `leave-self|${actor.id}`, () => requestRepo.requesterIs(actor.id), { ...q, employeeId: undefined }, opts);
}

/**
 * The requesters a team viewer sees, but themselves: everyone for HR, otherwise the ids of
 * their scope, taken from the in-memory directory (no recursive query per list).
 */
export async function teamRequesters(ctx: Ctx, actor: Actor) {
  if (isHr(actor)) return requestRepo.excludingRequester(sql`true`, actor.id);
  const dir = await getDirectory(ctx);
  const inScope = dir.visible(actor, 'view');
  return requestRepo.requesterAmong(dir.people.filter((e) => e.id !== actor.id && inScope(e)).map((e) => e.id));
}

/** /team/vacations: the requests of everyone in the viewer's team scope but themselves. */
export async function listTeamRequests(ctx: Ctx, actor: Actor, q: TLeaveListQuery, opts: { limit?: number } = {}): Promise<TLeaveList> {
  if (!hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin')) throw new AppError('FORBIDDEN');
  return requestList(ctx, `leave-team|${roleKey(actor)}`, () => teamRequesters(ctx, actor), q, opts);
}

/**
 * Cancel: the requester (or whoever filed it) while pending; the approver or HR once approved.
 * The balance is restored by the state change itself (cancelled requests count for nothing).
 */
export async function cancelLeave(ctx: Ctx, actor: Actor, id: number, comment: string): Promise<TLeaveRequest> {
  // Loaded before the transaction: on embedded PostgreSQL (one connection) a read outside the
  // open transaction would wait for it for ever.
  const dir = await getDirectory(ctx);
  return ctx.db.transaction(async (tx) => {
    const r = await requestRepo.findRequest(tx, id);
    const delegators = await delegatorsOf(tx, actor.id, await today(tx));
    if (!r || !(await canSee(ctx, actor, r, delegators, dir))) throw new AppError('NOT_FOUND');
    const can = await permissions({ ...ctx, db: tx }, actor, r, delegators, dir);
    if (!can.cancel) throw new AppError(r.state === 'requested' || r.state === 'approved' ? 'NOT_CANCELLABLE' : 'ALREADY_DECIDED');
    const moved = await requestRepo.transition(tx, id, { state: r.state }, { state: 'cancelled', decidedById: actor.id });
    if (!moved) throw new AppError('ALREADY_DECIDED');
    // Cancelled while waiting, or with an ask to change it waiting: nobody decides it any more.
    for (const kind of ['leave', 'leave_change', 'handover']) await closeApproval(tx, kind, id, actor.id);
    await requestRepo.insertEvents(tx, [{ requestId: id, actorId: actor.id, action: 'cancelled', fromState: r.state, toState: 'cancelled', comment: comment || null }]);
    await audit(tx, { actorId: actor.id, action: 'leave.cancel', entity: 'leave_request', entityId: String(id), before: { state: r.state }, after: { state: 'cancelled', comment }, ip: actor.ip });
    const [requester] = await findPeople(tx, [r.employeeId]);
    const type = r.leaveType as [number, string, string];
    const recipients = await findPeople(tx, [r.approverId, r.employeeId].filter((x): x is number => x !== null && x !== actor.id));
    await notifyPeople(ctx, tx, recipients, 'leave_cancelled', paramsOf(requester, { nameEn: type[1], nameAr: type[2] }, r.startDate, r.endDate, Number(r.days)), `/vacations/${id}`);
    return presentRequest((await requestRepo.findRequest(tx, id))!);
  });
}

/** The substitute accepts or declines, through the approval lifecycle (kind 'handover': their answer is its one step). */
export async function answerHandover(ctx: Ctx, actor: Actor, id: number, accept: boolean, comment: string): Promise<TLeaveRequest> {
  await decideApproval(ctx, actor, 'handover', id, accept ? 'approve' : 'reject', comment);
  return presentRequest((await requestRepo.findRequest(ctx.db, id))!);
}

/**
 * The substitute's answer recorded (the lifecycle's settle for kind 'handover', in its transaction):
 * the request's history, and whoever decides the leave now is told (the requester hears it from the lifecycle).
 */
export async function settleHandover(ctx: Ctx, tx: Parameters<typeof requestRepo.findRequest>[0], id: number, o: { decision: 'approved' | 'rejected'; decidedById: number; comment: string }) {
  const accept = o.decision === 'approved';
  const r = await requestRepo.findRequest(tx, id);
  if (!r || !(await requestRepo.setHandoverState(tx, id, accept ? 'accepted' : 'declined'))) return false;
  await requestRepo.insertEvents(tx, [{ requestId: id, actorId: o.decidedById, action: accept ? 'handover_accepted' : 'handover_declined', fromState: 'requested', toState: 'requested', comment: o.comment || null }]);
  const people = await findPeople(tx, [r.employeeId, o.decidedById, ...(r.approverId ? [r.approverId] : [])]);
  const requester = people.find((x) => x.id === r.employeeId)!;
  const me = people.find((x) => x.id === o.decidedById)!;
  const type = r.leaveType as [number, string, string];
  const params = { ...paramsOf(requester, { nameEn: type[1], nameAr: type[2] }, r.startDate, r.endDate, Number(r.days)), handover: me.fullNameEn, handoverAr: me.fullNameAr };
  // The approver reads about the requester's leave.
  const others = people.filter((x) => x.id !== o.decidedById && x.id !== requester.id);
  await notifyPeople(ctx, tx, others, accept ? 'leave_handover_accepted' : 'leave_handover_declined', accept ? params : withRejectReason(params, o.comment), `/vacations/${id}`);
  return true;
}
