import {
  dayWindow,
  firstTrackedDate,
  formatDateTime,
  shiftOn,
  workDateOn,
  type TAttendanceIssue,
  type TAttendanceIssueInput,
  type TAttendanceIssueList,
  type TAttendanceIssueListQuery,
  type TIssueDecision,
  type TIssueDecisionResult,
  type TRamadanHours,
  type TShiftRule,
  addDaysIso,
  rosterWorkDateOn,
  reportOffShift,
  isPersonGroupHoliday,
} from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import * as events from './attendance-repository.js';
import { workDayWindows } from './attendance-windows.js';
import * as repo from './attendance-issue-repository.js';
import type { TDirectoryEmployee } from '../people/index.js';
import { audit, cachedCalendarFacts, cachedRamadanPeriods, holidayApplies } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getDirectory } from '../people/index.js';
import { hasRole } from '../../core/policies.js';
import { cachedOrganisation, getOrganisation } from '../../core/organisation.js';
import { loadRosterBook } from '../roster/index.js';
import { lockPerson } from '../../core/person-lock.js';
import { decideApproval, deciderView, openApproval, waitingCountsFor, waitingFor } from '../approval/index.js';

const MINUTE = 60_000;
/** An event of the same type this close to a reported one means it was recorded after all. */
const SAME_EVENT_MINUTES = 5;
const typeWords = { in: ['sign-in', 'حضور'], out: ['sign-out', 'انصراف'] } as const;

/** A person's shift rule with its Ramadan hours (null without one); `shiftOn` gives the hours of a date. */
export async function personShifts(ctx: Pick<Ctx, 'db' | 'reads'>, p: Pick<TDirectoryEmployee, 'id' | 'shiftId' | 'siteId'>, from: string, to: string) {
  const [book, periods, org] = await Promise.all([loadRosterBook(ctx, [p.id], addDaysIso(from, -2), addDaysIso(to, 1)), cachedRamadanPeriods(ctx), cachedOrganisation(ctx)]);
  const rostered = book.variesIn(p, addDaysIso(from, -2), addDaysIso(to, 1));
  const shiftOfDate = (date: string): (TShiftRule & TRamadanHours) | null => book.shiftOf(p, date);
  return {
    /** The shift rule worked on a date (roster or fixed shift), Ramadan hours not yet applied. */
    shiftOf: shiftOfDate,
    /** The site worked at on a date (dated job data): its holidays apply. */
    siteOf: (date: string) => book.siteOf({ id: p.id, siteId: p.siteId }, date),
    /** The work date an instant belongs to (a night shift's 02:00 is the evening before's). */
    workDateOf: (at: Date) => (rostered ? rosterWorkDateOn(at, org.timeZone, shiftOfDate, periods) : workDateOn(at, org.timeZone, shiftOfDate(from), periods)),
  };
}

/**
 * Whether a reported event contradicts the day: a sign-in after every sign-out of a day that has
 * no sign-in, or a sign-out before every sign-in of a day that has no sign-out (pending reports
 * count as recorded).
 */
export function contradicts(type: 'in' | 'out', at: Date, day: readonly { type: string; at: Date }[]): boolean {
  const ins = day.filter((e) => e.type === 'in');
  const outs = day.filter((e) => e.type === 'out');
  if (type === 'in') return ins.length === 0 && outs.length > 0 && outs.every((o) => o.at <= at);
  return outs.length === 0 && ins.length > 0 && ins.every((i) => i.at >= at);
}

/**
 * /self/attissue and /team/attissue: "I signed in/out at this past time but it was not recorded".
 * A future time is refused (ISSUE_MUST_BE_PAST); so is an event already recorded or reported
 * (ISSUE_DUPLICATE) or one that contradicts the day (ISSUE_CONTRADICTS). A report whose work date is
 * a rest day of the shift worked then or a holiday at the person's site, or whose time is far from
 * that day's hours (`reportOffShift`), is refused with ISSUE_OUTSIDE_SHIFT (why, and the shift's
 * hours) unless `confirmOutsideShift` says the person saw the warning: a sign-out typed on the wrong
 * day is asked about, not filed silently. It goes through the approval lifecycle (kind
 * 'attendance_issue': HR of the person's site unless HR chose another chain), which tells the deciders.
 */
export async function fileIssue(ctx: Ctx, actor: Actor, input: TAttendanceIssueInput, now = new Date()): Promise<TAttendanceIssue> {
  const dir = await getDirectory(ctx);
  const employeeId = input.employeeId ?? actor.id;
  const p = dir.get(employeeId);
  if (!p || !p.active) throw new AppError('NOT_FOUND');
  if (employeeId !== actor.id && !(hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin') && dir.visible(actor, 'pick')(p))) throw new AppError('FORBIDDEN');
  const at = new Date(input.eventTime);
  if (at.getTime() > now.getTime()) throw new AppError('ISSUE_MUST_BE_PAST', { fields: [{ path: 'eventTime', message: 'errors.ISSUE_MUST_BE_PAST' }] });
  const org = await getOrganisation(ctx.db);
  const localDate = new Intl.DateTimeFormat('en-CA', { timeZone: org.timeZone }).format(at);
  const shifts = await personShifts(ctx, p, localDate, localDate);
  const ramadan = await cachedRamadanPeriods(ctx);
  const workDate = shifts.workDateOf(at);
  const shift = shifts.shiftOf(workDate);
  // Before the first tracked day (go-live or hiring) no punch is missing: nothing is counted there.
  if (workDate < firstTrackedDate(p, org.trackingStart, org.timeZone)) throw new AppError('DAY_NOT_TRACKED', { fields: [{ path: 'eventTime', message: 'errors.DAY_NOT_TRACKED' }] });
  const worked = shiftOn(shift, workDate, ramadan);
  const w = dayWindow(workDate, org.timeZone, worked);
  // Read before the transaction (the read cache may query); asked only once the report is otherwise acceptable.
  const site = shifts.siteOf(workDate);
  // Decree 346/2025: the person's holiday group's day off is a holiday for them too.
  const holiday = input.confirmOutsideShift
    ? false
    : (await cachedCalendarFacts(ctx)).holidays.some((h) => h.date === workDate && holidayApplies(h, site)) || isPersonGroupHoliday(p.holidayGroups, workDate);
  const offShift = input.confirmOutsideShift ? null : reportOffShift(input.eventType, at, { timeZone: org.timeZone, workDate, shift: worked, holiday });

  const id = await ctx.db.transaction(async (tx) => {
    // One person's reports are filed one at a time, so two at once see each other.
    if (!(await lockPerson(tx, p.id))?.active) throw new AppError('NOT_FOUND');
    const recorded = (await repo.eventsBetween(tx, p.id, w.from, w.to)).map((e) => ({ type: e.type, at: new Date(e.at) }));
    const pending = (await repo.pendingOnDay(tx, p.id, workDate)).map((e) => ({ type: e.type, at: new Date(e.at) }));
    if (recorded.some((e) => e.type === input.eventType && Math.abs(e.at.getTime() - at.getTime()) <= SAME_EVENT_MINUTES * MINUTE)) throw new AppError('ISSUE_DUPLICATE');
    if (pending.some((e) => e.type === input.eventType)) throw new AppError('ISSUE_DUPLICATE');
    if (contradicts(input.eventType, at, [...recorded, ...pending])) throw new AppError('ISSUE_CONTRADICTS');
    if (offShift) throw new AppError('ISSUE_OUTSIDE_SHIFT', { params: { ...offShift } });
    const newId = await repo.insertIssue(tx, { employeeId: p.id, eventType: input.eventType, occurredAt: at, workDate, reason: input.reason, filedById: actor.id });
    if (newId === null) throw new AppError('ISSUE_DUPLICATE');
    await audit(tx, {
      actorId: actor.id,
      action: 'attendance.issue',
      entity: 'attendance_issue',
      entityId: String(newId),
      after: { employeeId: p.id, eventType: input.eventType, eventTime: at.toISOString(), workDate, reason: input.reason },
      ip: actor.ip,
    });
    await openApproval(ctx, tx, { kind: 'attendance_issue', subjectId: newId, employeeId: p.id, filedBy: actor, forDate: workDate });
    return newId;
  });
  return (await presentIssues(ctx, [(await repo.findIssue(ctx.db, id))!]))[0];
}

export function paramsOf(p: { fullNameEn: string; fullNameAr: string }, type: 'in' | 'out', at: Date, timeZone: string) {
  return {
    name: p.fullNameEn,
    nameAr: p.fullNameAr,
    type: typeWords[type][0],
    typeAr: typeWords[type][1],
    time: formatDateTime(at, 'en', timeZone),
    timeAr: formatDateTime(at, 'ar', timeZone),
  };
}

/** Issues as the lists show them, each with the person's recorded events of that work day (one query for the page). */
async function presentIssues(ctx: Ctx, rows: repo.TIssueRow[]): Promise<TAttendanceIssue[]> {
  if (!rows.length) return [];
  const dir = await getDirectory(ctx);
  const org = await getOrganisation(ctx.db);
  const windows = await workDayWindows(ctx, dir, org.timeZone, rows);
  const from = new Date(Math.min(...windows.map((w) => w.from.getTime())));
  const to = new Date(Math.max(...windows.map((w) => w.to.getTime())));
  const evs = await repo.eventsOfMany(ctx.db, [...new Set(rows.map((r) => Number(r.employeeId)))], from, to);
  return rows.map((r, i) => {
    const w = windows[i];
    return {
      id: Number(r.id),
      employeeId: Number(r.employeeId),
      ...dir.personColumns(Number(r.employeeId)),
      eventType: r.eventType as TAttendanceIssue['eventType'],
      eventTime: new Date(r.occurredAt).toISOString(),
      workDate: r.workDate,
      reason: r.reason,
      state: r.state as TAttendanceIssue['state'],
      filedByName: r.filedByName,
      filedByNameAr: r.filedByNameAr,
      createdAt: new Date(r.createdAt).toISOString(),
      decidedByName: r.decidedByName,
      decidedByNameAr: r.decidedByNameAr,
      decidedAt: r.decidedAt ? new Date(r.decidedAt).toISOString() : null,
      decisionComment: r.decisionComment,
      dayEvents: evs
        .filter((e) => Number(e.e) === Number(r.employeeId) && new Date(e.at) >= w.from && new Date(e.at) < w.to)
        .map((e) => ({ type: e.type as 'in' | 'out', at: new Date(e.at).toISOString(), source: e.source as TAttendanceIssue['dayEvents'][number]['source'] })),
    };
  });
}

/** The viewer's own reported issues. */
export async function listMyIssues(ctx: Ctx, actor: Actor, q: TAttendanceIssueListQuery): Promise<TAttendanceIssueList> {
  const { rows, total } = await repo.listIssues(ctx.db, repo.and(repo.issueOf(actor.id), repo.issueState(q.state)), q.page, q.pageSize, false);
  return { items: await presentIssues(ctx, rows), total };
}

/** The one inbox's attendance corrections: those waiting on the viewer (the lifecycle says which), oldest first. */
export async function listIssueInbox(ctx: Ctx, actor: Actor, q: Pick<TAttendanceIssueListQuery, 'page' | 'pageSize'>): Promise<TAttendanceIssueList> {
  const waiting = await waitingFor(ctx, await deciderView(ctx, actor), 'attendance_issue', q.page, q.pageSize);
  return { items: await presentIssues(ctx, await repo.issuesByIds(ctx.db, waiting.rows.map((a) => a.subjectId))), total: waiting.total };
}

export async function countIssueInbox(ctx: Ctx, actor: Actor): Promise<{ count: number }> {
  return { count: (await waitingCountsFor(ctx, actor)).get('attendance_issue') ?? 0 };
}

/** Approve or reject, one at a time or in bulk, through the lifecycle: one transaction per issue, each with its result. */
export async function decideIssues(ctx: Ctx, actor: Actor, d: TIssueDecision): Promise<TIssueDecisionResult> {
  const results: TIssueDecisionResult['results'] = [];
  for (const id of [...new Set(d.ids)]) {
    try {
      await decideApproval(ctx, actor, 'attendance_issue', id, d.decision, d.comment);
      results.push({ id, ok: true, code: null });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      results.push({ id, ok: false, code: e.code });
    }
  }
  return { results };
}

/** An issue decided (the lifecycle's settle, in the decision's transaction): an approval adds the correction event. */
export async function settleIssue(tx: Db, id: number, o: { decision: 'approved' | 'rejected'; decidedById: number; comment: string }) {
  const issue = await repo.lockIssue(tx, id);
  if (!issue || issue.state !== 'requested') return false;
  const at = new Date(issue.occurredAt);
  const type = issue.eventType as 'in' | 'out';
  let correctionEventId: number | null = null;
  if (o.decision === 'approved') {
    correctionEventId =
      (await events.insertEvent(tx, { employeeId: Number(issue.employeeId), eventType: type, occurredAt: at, source: 'correction', createdById: o.decidedById, ip: null })) ??
      (await repo.eventIdAt(tx, Number(issue.employeeId), at, type));
  }
  if (!(await repo.decideIssue(tx, id, { state: o.decision, decidedById: o.decidedById, comment: o.comment, correctionEventId }))) return false;
  return { after: { correctionEventId } };
}
