import {
  addDaysIso,
  checkPermissionQuota,
  clockSpanMinutes,
  isWeekend,
  monthBounds,
  PERMISSION_DAYS_AHEAD,
  PERMISSION_DAYS_BACK,
  permissionsLeft,
  weekDay,
  type TCreatePermission,
  type TPermissionList,
  type TPermissionListQuery,
  type TPermissionQuota,
  type TPermissionQuotaQuery,
  type TPermissionRequest,
  type TPermissionTeamQuery,
  type TPermissionTypeList,
  type TPermissionOverQuota,
  isPersonGroupHoliday,
} from '@hr/shared';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import * as repo from './permission-repository.js';
import { personShifts } from '../attendance/index.js';
import { audit, holidayApplies, holidaysBetween } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getDirectory, teamMemberIds, type Directory, type TDirectoryEmployee } from '../people/index.js';
import { closeApproval, openApproval } from '../approval/index.js';
import { assertRange } from '../../lib/range.js';
import { hasRole, isHr } from '../../core/policies.js';
import { cachedOrganisation, todayIn } from '../../core/organisation.js';
import { lockPerson } from '../../core/person-lock.js';
import { findOrThrow, mayCancel, present, presentType, viewOf } from './permission-presenter.js';

const TEAM_ROLES = ['supervisor', 'manager', 'site_hr', 'hr', 'admin'] as const;

/** The person a permission is for: oneself, or a team member the viewer may pick (supervisors, managers, HR). */
function personFor(dir: Directory, actor: Actor, employeeId: number | undefined): TDirectoryEmployee {
  const id = employeeId ?? actor.id;
  const p = dir.get(id);
  if (!p || !p.active) throw new AppError('NOT_FOUND');
  if (id !== actor.id && !(hasRole(actor, ...TEAM_ROLES) && dir.visible(actor, 'pick')(p))) throw new AppError(dir.visible(actor, 'view')(p) ? 'FORBIDDEN' : 'NOT_FOUND');
  return p;
}

/**
 * POST /permission: a late arrival or an early leave on a work date, for oneself or a team member.
 * Refused: a date outside the last 31 / next 62 days, a rest day or holiday, a second permission
 * of the type that day, longer than the type allows, or beyond the month's quota when the type
 * refuses (a deducting type records the extra minutes to deduct). The month's count and the
 * overlap are checked under the person's lock, so two filings at once cannot both take the last
 * one. A type that needs no approval is approved at once; otherwise the approver (or HR) is told.
 */
export async function filePermission(ctx: Ctx, actor: Actor, input: TCreatePermission, now = new Date()): Promise<TPermissionRequest> {
  const dir = await getDirectory(ctx);
  const p = personFor(dir, actor, input.employeeId);
  const org = await cachedOrganisation(ctx);
  const today = todayIn(org.timeZone, now);
  if (input.workDate < addDaysIso(today, -PERMISSION_DAYS_BACK) || input.workDate > addDaysIso(today, PERMISSION_DAYS_AHEAD)) {
    const params = { back: PERMISSION_DAYS_BACK, ahead: PERMISSION_DAYS_AHEAD };
    throw new AppError('PERMISSION_OUT_OF_WINDOW', { params, fields: [{ path: 'workDate', message: 'errors.PERMISSION_OUT_OF_WINDOW' }] });
  }
  const type = await repo.findType(ctx.db, input.typeId);
  if (!type || !type.active) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'typeId', message: 'validation.invalid' }] });
  const minutes = clockSpanMinutes(input.from, input.to);
  // The shift worked that day: the roster's or the fixed one.
  const worked = await personShifts(ctx, p, input.workDate, input.workDate);
  const shift = worked.shiftOf(input.workDate);
  // Decree 346/2025: the person's holiday group's day off is no work day for them either.
  const holiday =
    (await holidaysBetween(ctx.db, input.workDate, input.workDate)).some((h) => holidayApplies(h, worked.siteOf(input.workDate))) || isPersonGroupHoliday(p.holidayGroups, input.workDate);
  const restDay = shift ? !shift.workDays.includes(weekDay(input.workDate)) : isWeekend(input.workDate, org.weekendDays);
  if (holiday || restDay) throw new AppError('PERMISSION_NOT_WORKDAY', { fields: [{ path: 'workDate', message: 'errors.PERMISSION_NOT_WORKDAY' }] });
  const month = monthBounds(input.workDate.slice(0, 7));

  const id = await ctx.db.transaction(async (tx) => {
    if (!(await lockPerson(tx, p.id))?.active) throw new AppError('NOT_FOUND');
    if (await repo.sameDay(tx, p.id, type.id, input.workDate)) throw new AppError('PERMISSION_OVERLAP');
    const use = (await repo.monthUse(tx, [p.id], month.start, month.end)).find((u) => u.typeId === Number(type.id)) ?? { count: 0, minutes: 0 };
    const check = checkPermissionQuota({ ...type, overQuota: type.overQuota as TPermissionOverQuota }, use, minutes);
    if (!check.ok) throw new AppError(check.code, { params: check.params });
    const newId = await repo.insertRequest(tx, {
      employeeId: p.id,
      typeId: type.id,
      workDate: input.workDate,
      startTime: input.from,
      endTime: input.to,
      minutes,
      deductedMinutes: check.deductedMinutes,
      reason: input.reason,
      state: type.needsApproval ? 'requested' : 'approved',
      filedById: actor.id,
    });
    // A type without approval is approved at once; so is one filed by whoever decides every step (the lifecycle).
    const opened = await openApproval(ctx, tx, { kind: 'permission', subjectId: newId, employeeId: p.id, filedBy: actor, needsApproval: type.needsApproval, forDate: input.workDate });
    const after = { employeeId: p.id, state: opened.state === 'waiting' ? 'requested' : 'approved', typeId: type.id, workDate: input.workDate, from: input.from, to: input.to, minutes, deductedMinutes: check.deductedMinutes, approverId: opened.approverId, reason: input.reason };
    await audit(tx, { actorId: actor.id, action: 'permission.file', entity: 'permission_request', entityId: String(newId), after, ip: actor.ip });
    return newId;
  });
  return present(await viewOf(ctx, actor), await findOrThrow(ctx.db, id));
}

/** POST /permission/:id/cancel: the person or whoever filed it, while it waits or until its day is over once approved. */
export async function cancelPermission(ctx: Ctx, actor: Actor, id: number): Promise<TPermissionRequest> {
  const v = await viewOf(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    const r = await findOrThrow(tx, id, true);
    const involved = Number(r.employeeId) === actor.id || (r.filedById !== null && Number(r.filedById) === actor.id);
    if (!involved) throw new AppError('NOT_FOUND');
    if (!mayCancel(actor, r, v.today) || !(await repo.cancelRequest(tx, id, r.state))) throw new AppError('NOT_CANCELLABLE');
    await closeApproval(tx, 'permission', id, actor.id);
    await audit(tx, { actorId: actor.id, action: 'permission.cancel', entity: 'permission_request', entityId: String(id), before: { state: r.state }, after: { state: 'cancelled' }, ip: actor.ip });
  });
  return present(v, await findOrThrow(ctx.db, id));
}

// ---- Lists ----

export async function listWhere(ctx: Ctx, actor: Actor, where: SQL, q: TPermissionListQuery): Promise<TPermissionList> {
  if (q.from && q.to) assertRange(q.from, q.to, 'list');
  const full = repo.and(where, repo.inState(q.state), repo.ofType(q.typeId), repo.workDateFrom(q.from), repo.workDateTo(q.to));
  const [v, page] = await Promise.all([viewOf(ctx, actor), repo.listRequests(ctx.db, full, q, q.page, q.pageSize)]);
  return { items: page.rows.map((r) => present(v, r)), total: page.total, totalMinutes: page.totalMinutes, pendingMinutes: page.pendingMinutes };
}

/** GET /permission: the viewer's own. */
export const listMyPermissions = (ctx: Ctx, actor: Actor, q: TPermissionListQuery) => listWhere(ctx, actor, repo.ofEmployee(actor.id), q);

/** The viewer's team but themselves (supervisor: reports, manager: subtree, HR: everyone, site HR: their sites), narrowed by person, unit and search. */
export async function teamWhere(ctx: Ctx, actor: Actor, q: Pick<TPermissionTeamQuery, 'q' | 'employeeId' | 'departmentId' | 'sectionId'>): Promise<SQL> {
  if (!hasRole(actor, ...TEAM_ROLES)) throw new AppError('FORBIDDEN');
  const filtered = q.q || q.employeeId || q.departmentId || q.sectionId;
  if (isHr(actor) && !filtered) return repo.notOf(actor.id);
  return repo.ofEmployees(teamMemberIds(await getDirectory(ctx), actor, q));
}

/** GET /permission/team. */
export async function listTeamPermissions(ctx: Ctx, actor: Actor, q: TPermissionTeamQuery): Promise<TPermissionList> {
  return listWhere(ctx, actor, await teamWhere(ctx, actor, q), q);
}

// ---- Types and the month's quota ----

/** GET /permission/types: the types in use, for the form. */
export async function activePermissionTypes(ctx: Ctx): Promise<TPermissionTypeList> {
  return ctx.reads.get('permission-types', async () => ({ items: (await repo.listTypes(ctx.db, true)).map(presentType) }), { topics: ['attendance'] });
}

/** GET /permission/quota: each type in use, what the month holds for the person and what is left (oneself or a team member). */
export async function permissionQuota(ctx: Ctx, actor: Actor, q: TPermissionQuotaQuery): Promise<TPermissionQuota> {
  const dir = await getDirectory(ctx);
  const p = personFor(dir, actor, q.employeeId);
  const org = await cachedOrganisation(ctx);
  const month = monthBounds(q.month ?? todayIn(org.timeZone).slice(0, 7));
  const [types, use] = await Promise.all([activePermissionTypes(ctx), repo.monthUse(ctx.db, [p.id], month.start, month.end)]);
  return {
    month: month.start.slice(0, 7),
    items: types.items.map((type) => {
      const taken = use.find((u) => u.typeId === type.id) ?? { count: 0, minutes: 0 };
      const left = permissionsLeft(type, taken);
      return { type, usedCount: taken.count, usedMinutes: taken.minutes, leftCount: left.count, leftMinutes: left.minutes };
    }),
  };
}
