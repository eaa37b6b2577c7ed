import { formatDate, formatDateTime, localDateTime, waitingRoleOf, type TOvertimeRequest } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import * as repo from './overtime-repository.js';
import type { Actor, Ctx } from '../../core/context.js';
import { cachedOrganisation, type TOrganisationRow } from '../../core/organisation.js';
import { approvalOfRow, decisionRight, deciderView, type TDeciderView } from '../approval/index.js';
import { toDate } from './overtime-access.js';

/** Whole leave days (steps of 0.5) that `minutes` make at `hoursPerDay`. */
export function convertibleDays(minutes: number, hoursPerDay: number): number {
  if (minutes <= 0 || hoursPerDay <= 0) return 0;
  return Math.floor((minutes * 2) / (hoursPerDay * 60) + 1e-9) / 2;
}

export interface TView extends TDeciderView {
  org: TOrganisationRow;
}

export async function viewOf(ctx: Ctx, actor: Actor): Promise<TView> {
  const [org, v] = await Promise.all([cachedOrganisation(ctx), deciderView(ctx, actor)]);
  return { ...v, org };
}

export function present(v: TView, r: repo.TOvertimeRow): TOvertimeRequest {
  const { dir, org, actor } = v;
  const name = (id: number | null) => (id === null ? null : (dir.get(Number(id)) ?? null));
  const approver = name(r.approverId);
  const decidedBy = name(r.decidedById);
  const onBehalfOf = name(r.onBehalfOfId);
  const startsAt = toDate(r.startsAt);
  const endsAt = toDate(r.endsAt);
  const convertible = r.state === 'approved' ? Math.max(0, r.minutes - r.convertedMinutes) : 0;
  const days = org.otConversionEnabled ? convertibleDays(convertible, Number(org.otHoursPerDay)) : 0;
  const own = Number(r.employeeId) === actor.id;
  return {
    id: Number(r.id),
    employeeId: Number(r.employeeId),
    ...dir.personColumns(Number(r.employeeId)),
    workDate: r.workDate,
    from: localDateTime(startsAt, org.timeZone).time,
    to: localDateTime(endsAt, org.timeZone).time,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    minutes: r.minutes,
    nightMinutes: r.nightMinutes,
    nightSource: r.nightSource === 'sun' ? 'sun' : 'window',
    dayKind: r.dayKind as TOvertimeRequest['dayKind'],
    dayOffInstead: r.dayOffInstead,
    outsideAttendance: r.outsideAttendance,
    reason: r.reason,
    state: r.state as TOvertimeRequest['state'],
    approverName: approver?.fullNameEn ?? null,
    approverNameAr: approver?.fullNameAr ?? null,
    // Who decides, by role ("nearest manager"), so a supervisor who sees it knows why it is not theirs.
    approverRole: r.state === 'requested' && r.approvalState === 'waiting' ? waitingRoleOf('overtime', r) : null,
    decidedByName: decidedBy?.fullNameEn ?? null,
    decidedByNameAr: decidedBy?.fullNameAr ?? null,
    onBehalfOfName: onBehalfOf?.fullNameEn ?? null,
    onBehalfOfNameAr: onBehalfOf?.fullNameAr ?? null,
    decidedAt: r.decidedAt ? toDate(r.decidedAt).toISOString() : null,
    decisionComment: r.decisionComment,
    convertedMinutes: r.convertedMinutes,
    convertibleMinutes: convertible,
    convertibleDays: days,
    createdAt: toDate(r.createdAt).toISOString(),
    canCancel: own && r.state === 'requested',
    canDecide: decisionRight(v, approvalOfRow(r)).can,
    canConvert: own && days >= 0.5,
  };
}

/** Notification texts' parameters: the person, the date and the span in each language. */
export function paramsOf(p: { fullNameEn: string; fullNameAr: string }, r: { workDate: string; startsAt: Date; endsAt: Date; minutes: number }, timeZone: string) {
  const clock = (at: Date, lang: 'en' | 'ar') => formatDateTime(at, lang, timeZone).slice(11);
  return {
    name: p.fullNameEn,
    nameAr: p.fullNameAr,
    date: formatDate(r.workDate),
    from: clock(r.startsAt, 'en'),
    fromAr: clock(r.startsAt, 'ar'),
    to: clock(r.endsAt, 'en'),
    toAr: clock(r.endsAt, 'ar'),
    hours: Math.round((r.minutes / 60) * 100) / 100,
  };
}

export async function findOrThrow(db: Db, id: number, forUpdate = false) {
  const r = await repo.findRequest(db, id, forUpdate);
  if (!r) throw new AppError('NOT_FOUND');
  return r;
}
