import {
  addDaysIso,
  isMinorOn,
  nightMinutesAt,
  siteLocation,
  OVERTIME_DAY_LIMIT_MINUTES,
  OVERTIME_MAX_DAYS_AHEAD,
  overtimeDayKind,
  overtimeSpan,
  spanInside,
  withinDayLimit,
  type TCreateOvertime,
  type TOvertimeCreated,
  type TOvertimeList,
  type TOvertimeListQuery,
  type TOvertimeRequest,
  type TOvertimeTeamQuery,
  type TSpan,
  isPersonGroupHoliday,
} from '@hr/shared';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { TDirectoryEmployee } from '../people/index.js';
import * as repo from './overtime-repository.js';
import { computeDays } from '../attendance/index.js';
import { personShifts } from '../attendance/index.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { assertOvertimeAllowedForMother, getDirectory, teamMemberIds } from '../people/index.js';
import { assertRange } from '../../lib/range.js';
import { hasRole, isHr } from '../../core/policies.js';
import { todayIn, getOrganisation } from '../../core/organisation.js';
import { lockPerson } from '../../core/person-lock.js';

import { toDate } from './overtime-access.js';
import { closeApproval, openApproval } from '../approval/index.js';
import { convertibleDays, findOrThrow, present, viewOf } from './overtime-presenter.js';
import { holidayApplies, holidaysBetween, siteCoordinates } from '../organisation/index.js';

// ---- Filing ----

/** The day's attendance span (first sign-in to last sign-out), when both were recorded. */
async function attendanceSpan(ctx: Ctx, p: TDirectoryEmployee, workDate: string, now: Date): Promise<TSpan | null> {
  const [day] = await computeDays(ctx, [p], workDate, workDate, now);
  const r = day?.result;
  return r?.firstIn && r.lastOut && r.lastOut > r.firstIn ? { start: r.firstIn, end: r.lastOut } : null;
}

/**
 * POST /overtime: the viewer files overtime for a span of a work date. Refused: more than 31
 * days ahead, an overlap with their own requested or approved overtime, or a day whose presence
 * (attendance and overtime together) would pass 12 hours. A span not covered by the day's
 * recorded attendance is filed but flagged (outsideAttendance). The approver (or HR) is told.
 */
export async function fileOvertime(ctx: Ctx, actor: Actor, input: TCreateOvertime, now = new Date()): Promise<TOvertimeCreated> {
  const dir = await getDirectory(ctx);
  const p = dir.get(actor.id);
  if (!p || !p.active) throw new AppError('NOT_FOUND');
  const org = await getOrganisation(ctx.db);
  const tz = org.timeZone;
  const today = todayIn(tz, now);
  if (input.workDate > addDaysIso(today, OVERTIME_MAX_DAYS_AHEAD)) {
    throw new AppError('OVERTIME_TOO_FAR_AHEAD', { params: { days: OVERTIME_MAX_DAYS_AHEAD }, fields: [{ path: 'workDate', message: 'errors.OVERTIME_TOO_FAR_AHEAD' }] });
  }
  // Art 54 (rule `pregnancyNoOvertime`): none during pregnancy or until six months after the birth.
  await assertOvertimeAllowedForMother(ctx.db, p.id, input.workDate);
  // Art 65 (rule minorOvertime): no overtime for a worker under 18 on the day (age from the birth date).
  if (isMinorOn(p.birthDate, input.workDate)) throw new AppError('MINOR_NO_OVERTIME', { fields: [{ path: 'workDate', message: 'errors.MINOR_NO_OVERTIME' }] });
  const span = overtimeSpan(input.workDate, input.from, input.to, tz);
  if (span.minutes <= 0) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'to', message: 'validation.invalid' }] });
  if (span.minutes > 12 * 60) throw new AppError('OVERTIME_SPAN_TOO_LONG', { fields: [{ path: 'to', message: 'errors.OVERTIME_SPAN_TOO_LONG' }] });
  // The shift worked that day: the roster's or the fixed one.
  const worked = await personShifts(ctx, p, input.workDate, input.workDate);
  const shift = worked.shiftOf(input.workDate);
  // Decree 346/2025: the worker's holiday group's day off is an official holiday for them (Art 129 ¶2's premium).
  const holiday =
    (await holidaysBetween(ctx.db, input.workDate, input.workDate)).some((h) => holidayApplies(h, worked.siteOf(input.workDate))) || isPersonGroupHoliday(p.holidayGroups, input.workDate);
  const dayKind = overtimeDayKind(input.workDate, { holiday, shiftWorkDays: shift?.workDays ?? null, weekendDays: org.weekendDays });
  const attendance = await attendanceSpan(ctx, p, input.workDate, now);
  const outsideAttendance = attendance !== null && !spanInside(span, attendance);
  // rule: nightSunset (Art 1(12)): sunset to sunrise at the site; the fixed window only where it has no location.
  const site = siteLocation(await siteCoordinates(ctx.db, worked.siteOf(input.workDate)));
  const { minutes: night, source: nightSource } = nightMinutesAt(span, site, { start: org.otNightStart, end: org.otNightEnd }, tz);
  // Art 129 ¶2: a day off instead of the double wage, at the worker's written request, on a holiday only.
  const dayOffInstead = dayKind === 'holiday' && input.dayOffInstead === true;

  const id = await ctx.db.transaction(async (tx) => {
    // One person's filings go one at a time, so two at once see each other's spans.
    if (!(await lockPerson(tx, p.id))?.active) throw new AppError('NOT_FOUND');
    if ((await repo.activeSpans(tx, p.id, span.start, span.end)).length) throw new AppError('OVERTIME_OVERLAP');
    const others = (await repo.spansOfDay(tx, p.id, input.workDate)).map((s) => ({ start: toDate(s.startsAt), end: toDate(s.endsAt) }));
    if (!withinDayLimit(attendance, others, span)) throw new AppError('OVERTIME_DAY_LIMIT', { params: { hours: OVERTIME_DAY_LIMIT_MINUTES / 60 } });
    const newId = await repo.insertRequest(tx, {
      employeeId: p.id,
      workDate: input.workDate,
      startsAt: span.start,
      endsAt: span.end,
      minutes: span.minutes,
      nightMinutes: night,
      nightSource,
      dayKind,
      dayOffInstead,
      outsideAttendance,
      reason: input.reason,
      filedById: actor.id,
    });
    const { approverId } = await openApproval(ctx, tx, { kind: 'overtime', subjectId: newId, employeeId: p.id, filedBy: actor, forDate: input.workDate });
    await audit(tx, {
      actorId: actor.id,
      action: 'overtime.file',
      entity: 'overtime_request',
      entityId: String(newId),
      after: { state: 'requested', workDate: input.workDate, from: input.from, to: input.to, minutes: span.minutes, nightMinutes: night, nightSource, dayKind, dayOffInstead, outsideAttendance, approverId, reason: input.reason },
      ip: actor.ip,
    });
    return newId;
  });
  const v = await viewOf(ctx, actor);
  return { request: present(v, await findOrThrow(ctx.db, id)), outsideAttendance };
}

/** POST /overtime/:id/cancel: the requester, while it is still requested. */
export async function cancelOvertime(ctx: Ctx, actor: Actor, id: number): Promise<TOvertimeRequest> {
  await ctx.db.transaction(async (tx) => {
    const r = await findOrThrow(tx, id, true);
    if (Number(r.employeeId) !== actor.id) throw new AppError('NOT_FOUND');
    if (!(await repo.cancelRequest(tx, id, actor.id))) throw new AppError('NOT_CANCELLABLE');
    await closeApproval(tx, 'overtime', id, actor.id);
    await audit(tx, { actorId: actor.id, action: 'overtime.cancel', entity: 'overtime_request', entityId: String(id), before: { state: r.state }, after: { state: 'cancelled' }, ip: actor.ip });
  });
  return present(await viewOf(ctx, actor), await findOrThrow(ctx.db, id));
}

// ---- Lists ----

/** A list page; `own` adds the viewer's convertible totals over all their requests (one aggregate query). */
export async function listWhere(ctx: Ctx, actor: Actor, where: SQL, q: TOvertimeListQuery, own = false): Promise<TOvertimeList> {
  if (q.from && q.to) assertRange(q.from, q.to, 'list');
  const full = repo.and(where, repo.inState(q.state), repo.workDateFrom(q.from), repo.workDateTo(q.to));
  const [v, page, convertible] = await Promise.all([
    viewOf(ctx, actor),
    repo.listRequests(ctx.db, full, q, q.page, q.pageSize),
    own ? repo.convertibleMinutesOf(ctx.db, actor.id) : 0,
  ]);
  return {
    items: page.rows.map((r) => present(v, r)),
    total: page.total,
    totalMinutes: page.totalMinutes,
    totalNightMinutes: page.totalNightMinutes,
    convertibleMinutes: convertible,
    convertibleDays: v.org.otConversionEnabled ? convertibleDays(convertible, Number(v.org.otHoursPerDay)) : 0,
  };
}

/** GET /overtime: the viewer's own requests, with their convertible totals. */
export function listMyOvertime(ctx: Ctx, actor: Actor, q: TOvertimeListQuery): Promise<TOvertimeList> {
  return listWhere(ctx, actor, repo.ofEmployee(actor.id), q, true);
}

/**
 * The team the viewer sees, but themselves, as team vacations: supervisor their direct reports,
 * manager their subtree, hr and admin everyone, site_hr their sites; narrowed by person, unit
 * and search (name in either language or company ID), all from the in-memory directory.
 */
export async function teamWhere(ctx: Ctx, actor: Actor, q: Pick<TOvertimeTeamQuery, 'q' | 'employeeId' | 'departmentId' | 'sectionId'>): Promise<SQL> {
  if (!hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin')) throw new AppError('FORBIDDEN');
  const filtered = q.q || q.employeeId || q.departmentId || q.sectionId;
  if (isHr(actor) && !filtered) return repo.notOf(actor.id);
  return repo.ofEmployees(teamMemberIds(await getDirectory(ctx), actor, q));
}

/** GET /overtime/team. */
export async function listTeamOvertime(ctx: Ctx, actor: Actor, q: TOvertimeTeamQuery): Promise<TOvertimeList> {
  return listWhere(ctx, actor, await teamWhere(ctx, actor, q), q);
}
