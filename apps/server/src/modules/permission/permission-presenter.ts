import { formatClock, formatDate, waitingRoleOf, type TPermissionKind, type TPermissionRequest, type TPermissionType } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import * as repo from './permission-repository.js';
import type { Actor, Ctx } from '../../core/context.js';
import { approvalOfRow, decisionRight, deciderView, type TDeciderView } from '../approval/index.js';
import { cachedOrganisation, todayIn, type TOrganisationRow } from '../../core/organisation.js';

export const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

export interface TView extends TDeciderView {
  org: TOrganisationRow;
  today: string;
}

export async function viewOf(ctx: Ctx, actor: Actor): Promise<TView> {
  const [org, v] = await Promise.all([cachedOrganisation(ctx), deciderView(ctx, actor)]);
  return { ...v, org, today: todayIn(org.timeZone) };
}

/** Who may cancel: the person or whoever filed it for them, while it waits, or once approved until its day is over. */
export function mayCancel(actor: Actor, r: Pick<repo.TPermissionRow, 'employeeId' | 'filedById' | 'state' | 'workDate'>, today: string): boolean {
  const mine = Number(r.employeeId) === actor.id || (r.filedById !== null && Number(r.filedById) === actor.id);
  return mine && (r.state === 'requested' || (r.state === 'approved' && r.workDate >= today));
}

export function present(v: TView, r: repo.TPermissionRow): TPermissionRequest {
  const { dir, actor } = v;
  const person = (id: number | null) => (id === null ? null : (dir.get(Number(id)) ?? null));
  const approver = person(r.approverId);
  const decidedBy = person(r.decidedById);
  const onBehalfOf = person(r.onBehalfOfId);
  const filedBy = r.filedById !== null && Number(r.filedById) !== Number(r.employeeId) ? person(r.filedById) : null;
  return {
    id: Number(r.id),
    employeeId: Number(r.employeeId),
    ...dir.personColumns(Number(r.employeeId)),
    typeId: Number(r.typeId),
    kind: r.kind as TPermissionKind,
    typeName: r.typeName,
    typeNameAr: r.typeNameAr,
    workDate: r.workDate,
    from: r.startTime,
    to: r.endTime,
    minutes: r.minutes,
    deductedMinutes: r.deductedMinutes,
    reason: r.reason,
    state: r.state as TPermissionRequest['state'],
    approverName: approver?.fullNameEn ?? null,
    approverNameAr: approver?.fullNameAr ?? null,
    // Who decides, by role ("nearest manager"), so a supervisor who sees it knows why it is not theirs.
    approverRole: r.state === 'requested' && r.approvalState === 'waiting' ? waitingRoleOf('permission', r) : null,
    decidedByName: decidedBy?.fullNameEn ?? null,
    decidedByNameAr: decidedBy?.fullNameAr ?? null,
    onBehalfOfName: onBehalfOf?.fullNameEn ?? null,
    onBehalfOfNameAr: onBehalfOf?.fullNameAr ?? null,
    filedByName: filedBy?.fullNameEn ?? null,
    filedByNameAr: filedBy?.fullNameAr ?? null,
    decidedAt: r.decidedAt ? toDate(r.decidedAt).toISOString() : null,
    decisionComment: r.decisionComment,
    createdAt: toDate(r.createdAt).toISOString(),
    canCancel: mayCancel(actor, r, v.today),
    canDecide: decisionRight(v, approvalOfRow(r)).can,
  };
}

export const presentType = (t: repo.TPermissionTypeRow): TPermissionType => ({
  id: Number(t.id),
  kind: t.kind as TPermissionType['kind'],
  nameEn: t.nameEn,
  nameAr: t.nameAr,
  maxMinutes: t.maxMinutes,
  perMonth: t.perMonth,
  minutesPerMonth: t.minutesPerMonth,
  needsApproval: t.needsApproval,
  overQuota: t.overQuota as TPermissionType['overQuota'],
  active: t.active,
});

/** Notification texts' parameters, in each language. */
export function paramsOf(p: { fullNameEn: string; fullNameAr: string }, r: Pick<repo.TPermissionRow, 'workDate' | 'startTime' | 'endTime' | 'typeName' | 'typeNameAr' | 'minutes'>) {
  return { name: p.fullNameEn, nameAr: p.fullNameAr, type: r.typeName, typeAr: r.typeNameAr, date: formatDate(r.workDate), from: formatClock(r.startTime, 'en'), fromAr: formatClock(r.startTime, 'ar'), to: formatClock(r.endTime, 'en'), toAr: formatClock(r.endTime, 'ar'), minutes: r.minutes };
}

export async function findOrThrow(db: Db, id: number, forUpdate = false) {
  const r = await repo.findRequest(db, id, forUpdate);
  if (!r) throw new AppError('NOT_FOUND');
  return r;
}
