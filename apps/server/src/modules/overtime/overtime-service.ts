import {
  addDaysIso,
  dayWindow,
  foldSearch,
  formatDate,
  formatDateTime,
  localDateTime,
  nightMinutes,
  OVERTIME_DAY_LIMIT_MINUTES,
  OVERTIME_MAX_DAYS_AHEAD,
  overtimeDayKind,
  overtimeSpan,
  spanInside,
  spanMinutes,
  suggestOvertime,
  withinDayLimit,
  type TCreateOvertime,
  type TOvertimeConvertAllResult,
  type TOvertimeConvertResult,
  type TOvertimeCreated,
  type TOvertimeDecision,
  type TOvertimeInbox,
  type TOvertimeList,
  type TOvertimeListQuery,
  type TOvertimeRequest,
  type TOvertimeSettings,
  type TOvertimeSuggestionList,
  type TOvertimeSuggestionQuery,
  type TOvertimeTeamCsvQuery,
  type TOvertimeTeamQuery,
  type TShiftRule,
  type TSpan,
} from '@hr/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { allShifts, holidaysIn } from '../attendance/index.js';
import type { TDirectoryEmployee } from '../people/index.js';
import { delegatorsOf, findLeaveType, findPeople, findPeopleForBalance, insertLedger } from '../leave/index.js';
import { upsertOrganisation } from '../organisation/index.js';
import * as repo from './overtime-repository.js';
import { computeDays } from '../attendance/index.js';
import { shiftOf } from '../attendance/index.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getDirectory, type Directory } from '../people/index.js';
import { balanceOf, balanceSettings } from '../leave/index.js';
import { assertRange } from '../../lib/range.js';
import { hasRole, roleKey } from '../../core/policies.js';
import { cachedOrganisation, todayIn, getOrganisation, type TOrganisationRow } from '../../core/organisation.js';
import { hrRecipients, notifyPeople } from '../../core/notification.js';
import { csvCell } from '../../core/csv.js';
import { lockPerson } from '../../core/person-lock.js';

const isHr = (actor: Pick<Actor, 'roles'>) => hasRole(actor, 'hr', 'admin');
const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const SUGGESTION_DAYS = 31;

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
async function deciderIds(ctx: Pick<Ctx, 'db'>, actor: Actor, today: string): Promise<number[]> {
  return [actor.id, ...(await delegatorsOf(ctx.db, actor.id, today))];
}

/** Whether HR's part (requests without an approver) of this person is the viewer's: hr/admin everyone, site_hr their sites. */
function hrCovers(dir: Directory, actor: Actor, p: TDirectoryEmployee | undefined): boolean {
  if (isHr(actor)) return true;
  return hasRole(actor, 'site_hr') && !!p && p.siteId !== null && dir.hrSitesOf(actor.id).includes(p.siteId);
}

/** May the viewer decide this request now; and as whose delegate. */
function decisionRight(dir: Directory, actor: Actor, r: repo.TOvertimeRow, deciders: readonly number[]): { can: boolean; onBehalfOf: number | null } {
  if (r.state !== 'requested' || Number(r.employeeId) === actor.id) return { can: false, onBehalfOf: null };
  const approver = r.approverId === null ? null : Number(r.approverId);
  if (approver === null) return { can: hrCovers(dir, actor, dir.get(Number(r.employeeId))), onBehalfOf: null };
  if (approver === actor.id) return { can: true, onBehalfOf: null };
  if (deciders.includes(approver)) return { can: true, onBehalfOf: approver };
  return { can: false, onBehalfOf: null };
}

/** Whole leave days (steps of 0.5) that `minutes` make at `hoursPerDay`. */
export function convertibleDays(minutes: number, hoursPerDay: number): number {
  if (minutes <= 0 || hoursPerDay <= 0) return 0;
  return Math.floor((minutes * 2) / (hoursPerDay * 60) + 1e-9) / 2;
}

interface TView {
  dir: Directory;
  org: TOrganisationRow;
  actor: Actor;
  deciders: readonly number[];
}

async function viewOf(ctx: Ctx, actor: Actor): Promise<TView> {
  const org = await cachedOrganisation(ctx);
  const [dir, deciders] = await Promise.all([getDirectory(ctx), deciderIds(ctx, actor, todayIn(org.timeZone))]);
  return { dir, org, actor, deciders };
}

function present(v: TView, r: repo.TOvertimeRow): TOvertimeRequest {
  const { dir, org, actor } = v;
  const p = dir.get(Number(r.employeeId));
  const dept = p ? dir.unitName('department', p.departmentId) : null;
  const sect = p ? dir.unitName('section', p.sectionId) : null;
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
    userId: p?.empCode ?? 0,
    userName: p?.fullNameEn ?? '',
    userNameAr: p?.fullNameAr ?? '',
    Department: dept?.[0] ?? null,
    DepartmentAr: dept?.[1] ?? null,
    Section: sect?.[0] ?? null,
    SectionAr: sect?.[1] ?? null,
    workDate: r.workDate,
    from: localDateTime(startsAt, org.timeZone).time,
    to: localDateTime(endsAt, org.timeZone).time,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    minutes: r.minutes,
    nightMinutes: r.nightMinutes,
    dayKind: r.dayKind as TOvertimeRequest['dayKind'],
    outsideAttendance: r.outsideAttendance,
    reason: r.reason,
    state: r.state as TOvertimeRequest['state'],
    approverName: approver?.fullNameEn ?? null,
    approverNameAr: approver?.fullNameAr ?? null,
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
    canDecide: decisionRight(dir, actor, r, v.deciders).can,
    canConvert: own && days >= 0.5,
  };
}

/** Notification texts' parameters: the person, the date and the span in each language. */
function paramsOf(p: { fullNameEn: string; fullNameAr: string }, r: { workDate: string; startsAt: Date; endsAt: Date; minutes: number }, timeZone: string) {
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

async function findOrThrow(db: Db, id: number, forUpdate = false) {
  const r = await repo.findRequest(db, id, forUpdate);
  if (!r) throw new AppError('NOT_FOUND');
  return r;
}

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
  const span = overtimeSpan(input.workDate, input.from, input.to, tz);
  if (span.minutes <= 0) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'to', message: 'validation.invalid' }] });
  if (span.minutes > 12 * 60) throw new AppError('OVERTIME_SPAN_TOO_LONG', { fields: [{ path: 'to', message: 'errors.OVERTIME_SPAN_TOO_LONG' }] });
  const shift = await shiftOf(ctx.db, p);
  const holiday = await repo.isHoliday(ctx.db, input.workDate, p.siteId);
  const dayKind = overtimeDayKind(input.workDate, { holiday, shiftWorkDays: shift?.workDays ?? null, weekendDays: org.weekendDays });
  const attendance = await attendanceSpan(ctx, p, input.workDate, now);
  const outsideAttendance = attendance !== null && !spanInside(span, attendance);
  const night = nightMinutes(span, org.otNightStart, org.otNightEnd, tz);
  const approverId = approverOf(dir, p.id);

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
      dayKind,
      outsideAttendance,
      reason: input.reason,
      approverId,
      filedById: actor.id,
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'overtime.file',
      entity: 'overtime_request',
      entityId: String(newId),
      after: { state: 'requested', workDate: input.workDate, from: input.from, to: input.to, minutes: span.minutes, nightMinutes: night, dayKind, outsideAttendance, approverId, reason: input.reason },
      ip: actor.ip,
    });
    const recipients = approverId !== null ? await findPeople(tx, [approverId]) : await hrRecipients(tx, p.siteId);
    await notifyPeople(ctx, tx, recipients.filter((r) => r.id !== p.id), 'overtime_filed', paramsOf(p, { workDate: input.workDate, startsAt: span.start, endsAt: span.end, minutes: span.minutes }, tz), '/inbox');
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
    await audit(tx, { actorId: actor.id, action: 'overtime.cancel', entity: 'overtime_request', entityId: String(id), before: { state: r.state }, after: { state: 'cancelled' }, ip: actor.ip });
  });
  return present(await viewOf(ctx, actor), await findOrThrow(ctx.db, id));
}

// ---- Lists ----

/** A list page; `own` adds the viewer's convertible totals over all their requests (one aggregate query). */
async function listWhere(ctx: Ctx, actor: Actor, where: SQL, q: TOvertimeListQuery, own = false): Promise<TOvertimeList> {
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
async function teamWhere(ctx: Ctx, actor: Actor, q: Pick<TOvertimeTeamQuery, 'q' | 'employeeId' | 'departmentId' | 'sectionId'>): Promise<SQL> {
  if (!hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin')) throw new AppError('FORBIDDEN');
  const filtered = q.q || q.employeeId || q.departmentId || q.sectionId;
  if (isHr(actor) && !filtered) return repo.notOf(actor.id);
  const dir = await getDirectory(ctx);
  const inScope = dir.visible(actor, 'view');
  const term = q.q?.trim() ?? '';
  const numeric = /^\d+$/.test(term);
  const folded = term ? foldSearch(term) : '';
  const ids = dir.people
    .filter((e) => e.id !== actor.id && inScope(e))
    .filter((e) => !q.employeeId || e.id === q.employeeId)
    .filter((e) => !q.departmentId || e.departmentId === q.departmentId)
    .filter((e) => !q.sectionId || e.sectionId === q.sectionId)
    .filter((e) => !term || (numeric ? String(e.empCode).startsWith(term) : e.searchText.includes(folded)))
    .map((e) => e.id);
  return repo.ofEmployees(ids);
}

/** GET /overtime/team. */
export async function listTeamOvertime(ctx: Ctx, actor: Actor, q: TOvertimeTeamQuery): Promise<TOvertimeList> {
  return listWhere(ctx, actor, await teamWhere(ctx, actor, q), q);
}

const CSV = {
  en: {
    headers: ['Request', 'User ID', 'User name', 'Department', 'Section', 'Work date', 'From', 'To', 'Hours', 'Night hours', 'Day', 'State', 'Outside attendance', 'Reason', 'Approver', 'Decided by', 'Decided at', 'Comment', 'Converted hours'],
    day: { workday: 'Work day', rest_day: 'Rest day', holiday: 'Holiday' },
    state: { requested: 'Requested', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
    yes: 'Yes',
    no: 'No',
    hr: 'HR',
  },
  ar: {
    headers: ['الطلب', 'رقم الموظف', 'اسم الموظف', 'الإدارة', 'القسم', 'تاريخ العمل', 'من', 'إلى', 'الساعات', 'ساعات ليلية', 'اليوم', 'الحالة', 'خارج الحضور', 'السبب', 'المعتمد', 'صاحب القرار', 'تاريخ القرار', 'التعليق', 'ساعات محوّلة'],
    day: { workday: 'يوم عمل', rest_day: 'يوم راحة', holiday: 'عطلة رسمية' },
    state: { requested: 'مقدَّم', approved: 'معتمد', rejected: 'مرفوض', cancelled: 'ملغى' },
    yes: 'نعم',
    no: 'لا',
    hr: 'الموارد البشرية',
  },
} as const;

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** GET /overtime/team.csv: the same list as CSV (UTF-8 with BOM, up to 10,000 rows), words and times in `lang`. */
export async function exportTeamOvertimeCsv(ctx: Ctx, actor: Actor, q: TOvertimeTeamCsvQuery): Promise<string> {
  const list = await listWhere(ctx, actor, await teamWhere(ctx, actor, q), { ...q, page: 0, pageSize: 10_000 });
  const org = await cachedOrganisation(ctx);
  const w = CSV[q.lang];
  const ar = q.lang === 'ar';
  const clock = (at: string) => formatDateTime(at, q.lang, org.timeZone).slice(11);
  const lines = list.items.map((r) =>
    [
      r.id,
      r.userId,
      ar ? r.userNameAr : r.userName,
      ar ? r.DepartmentAr : r.Department,
      ar ? r.SectionAr : r.Section,
      formatDate(r.workDate),
      clock(r.startsAt),
      clock(r.endsAt),
      hours(r.minutes),
      hours(r.nightMinutes),
      w.day[r.dayKind],
      w.state[r.state],
      r.outsideAttendance ? w.yes : w.no,
      r.reason,
      (ar ? r.approverNameAr : r.approverName) ?? w.hr,
      ar ? r.decidedByNameAr : r.decidedByName,
      r.decidedAt ? formatDateTime(r.decidedAt, q.lang, org.timeZone) : '',
      r.decisionComment,
      hours(r.convertedMinutes),
    ]
      .map(csvCell)
      .join(','),
  );
  return `\ufeff${[w.headers.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}

// ---- Suggestions ----

/**
 * GET /overtime/suggestions: from the viewer's attendance, what they could file: on work days the
 * time after the shift's end (at least 30 minutes), on rest days and holidays the whole
 * presence; minus what is already requested (not rejected or cancelled). Up to today.
 */
export async function suggestMyOvertime(ctx: Ctx, actor: Actor, q: TOvertimeSuggestionQuery, now = new Date()): Promise<TOvertimeSuggestionList> {
  const dir = await getDirectory(ctx);
  const p = dir.get(actor.id);
  if (!p) throw new AppError('NOT_FOUND');
  const org = await cachedOrganisation(ctx);
  const today = todayIn(org.timeZone, now);
  const to = q.to && q.to < today ? q.to : today;
  const from = q.from ?? addDaysIso(to, -(SUGGESTION_DAYS - 1));
  if (from > to) return { items: [], from, to };
  assertRange(from, to, 'suggestions');
  const shift = await shiftOf(ctx.db, p);
  const [days, hols, taken] = await Promise.all([
    computeDays(ctx, [p], from, to, now),
    holidaysIn(ctx.db, from, to),
    repo.activeSpans(ctx.db, p.id, dayWindow(from, org.timeZone, shift).from, dayWindow(addDaysIso(to, 1), org.timeZone, shift).to),
  ]);
  const spans = taken.map((s) => ({ workDate: s.workDate, start: toDate(s.startsAt), end: toDate(s.endsAt) }));
  const holiday = new Set(hols.filter((h) => !h.sites?.length || (p.siteId !== null && h.sites.includes(p.siteId))).map((h) => h.d));
  const items: TOvertimeSuggestionList['items'] = [];
  for (const d of days) {
    const dayKind = overtimeDayKind(d.date, { holiday: holiday.has(d.date), shiftWorkDays: shift?.workDays ?? null, weekendDays: org.weekendDays });
    const shiftEnd = shift ? dayWindow(d.date, org.timeZone, shift).end : null;
    const dayOvertime = spans.filter((x) => x.workDate === d.date);
    for (const s of suggestOvertime({ dayKind, firstIn: d.result.firstIn, lastOut: d.result.lastOut, shiftEnd, taken: spans, dayOvertime })) {
      items.push({
        workDate: d.date,
        from: localDateTime(s.start, org.timeZone).time,
        to: localDateTime(s.end, org.timeZone).time,
        minutes: spanMinutes(s),
        dayKind,
        hint: dayKind === 'workday' ? 'after_shift' : dayKind,
      });
    }
  }
  items.sort((a, b) => (a.workDate < b.workDate ? 1 : a.workDate > b.workDate ? -1 : a.from.localeCompare(b.from)));
  return { items, from, to };
}

// ---- Inbox and decisions ----

/** What waits on the viewer: their own approvals, their delegators' (active delegations today), and HR's (no approver) for HR. */
async function inboxWhere(ctx: Ctx, actor: Actor, v: Pick<TView, 'dir' | 'deciders'>): Promise<SQL> {
  const parts: SQL[] = [repo.approverAmong(v.deciders)];
  if (isHr(actor)) parts.push(repo.forHr(null));
  else if (hasRole(actor, 'site_hr')) parts.push(repo.forHr(v.dir.hrSitesOf(actor.id)));
  return repo.and(repo.or(...parts), repo.notOf(actor.id));
}

/** The overtime source of the one inbox (GET /api/inbox): requests waiting on the viewer, oldest first, each with the day's first sign-in and last sign-out. */
export async function listOvertimeInbox(ctx: Ctx, actor: Actor, q: { page: number; pageSize: number }): Promise<TOvertimeInbox> {
  const v = await viewOf(ctx, actor);
  const { rows, total } = await repo.inboxRequests(ctx.db, await inboxWhere(ctx, actor, v), q.page, q.pageSize);
  if (!rows.length) return { items: [], total };
  const shifts = new Map((await allShifts(ctx.db)).map((s) => [s.id, s as TShiftRule]));
  const windows = rows.map((r) => {
    const p = v.dir.get(Number(r.employeeId));
    return dayWindow(r.workDate, v.org.timeZone, p?.shiftId ? (shifts.get(p.shiftId) ?? null) : null);
  });
  const edges = await repo.dayEdges(
    ctx.db,
    [...new Set(rows.map((r) => Number(r.employeeId)))],
    new Date(Math.min(...windows.map((w) => w.from.getTime()))),
    new Date(Math.max(...windows.map((w) => w.to.getTime()))),
  );
  return {
    total,
    items: rows.map((r, i) => {
      const w = windows[i];
      const day = edges.filter((e) => Number(e.e) === Number(r.employeeId) && toDate(e.at) >= w.from && toDate(e.at) < w.to);
      const firstIn = day.find((e) => e.type === 'in');
      const lastOut = [...day].reverse().find((e) => e.type === 'out' && (!firstIn || toDate(e.at) > toDate(firstIn.at)));
      const right = decisionRight(v.dir, actor, r, v.deciders);
      const delegator = right.onBehalfOf === null ? null : v.dir.get(right.onBehalfOf);
      return {
        ...present(v, r),
        asDelegateOfName: delegator?.fullNameEn ?? null,
        asDelegateOfNameAr: delegator?.fullNameAr ?? null,
        dayFirstIn: firstIn ? toDate(firstIn.at).toISOString() : null,
        dayLastOut: lastOut ? toDate(lastOut.at).toISOString() : null,
      };
    }),
  };
}

/** The one inbox's overtime count: how many wait on the viewer (the menu badge; kept until overtime, people or delegations change). */
export async function countOvertimeInbox(ctx: Ctx, actor: Actor): Promise<number> {
  const org = await cachedOrganisation(ctx);
  const day = todayIn(org.timeZone);
  return ctx.reads.get(
    `overtime-inbox-count|${roleKey(actor)}|${day}`,
    async () => {
      const [dir, deciders] = await Promise.all([getDirectory(ctx), deciderIds(ctx, actor, day)]);
      return (await repo.inboxRequests(ctx.db, await inboxWhere(ctx, actor, { dir, deciders }), 0, 1)).total;
    },
    { topics: ['overtime', 'people', 'leave'] },
  );
}

/**
 * The one inbox's overtime decision: the approver (or their active delegate, recorded as on behalf of
 * the approver), or HR for requests without an approver; never one's own. The update is
 * conditional on the request still being requested: of two deciders one wins, the other gets
 * ALREADY_DECIDED. Audited; the requester is told in their language.
 */
export async function decideOvertime(ctx: Ctx, actor: Actor, id: number, d: TOvertimeDecision): Promise<TOvertimeRequest> {
  const v = await viewOf(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    const r = await findOrThrow(tx, id);
    const p = v.dir.get(Number(r.employeeId));
    if (!p) throw new AppError('NOT_FOUND');
    if (r.state !== 'requested') {
      // Someone who could have decided learns it was decided; anyone else learns nothing.
      const could = Number(r.employeeId) !== actor.id && (r.approverId === null ? hrCovers(v.dir, actor, p) : v.deciders.includes(Number(r.approverId)));
      throw new AppError(could ? 'ALREADY_DECIDED' : refusal(v.dir, actor, p));
    }
    const right = decisionRight(v.dir, actor, r, v.deciders);
    if (!right.can) throw new AppError(refusal(v.dir, actor, p));
    if (!(await repo.decideRequest(tx, id, { state: d.decision, decidedById: actor.id, onBehalfOfId: right.onBehalfOf, comment: d.comment }))) throw new AppError('ALREADY_DECIDED');
    await audit(tx, {
      actorId: actor.id,
      onBehalfOfId: right.onBehalfOf,
      action: d.decision === 'approved' ? 'overtime.approve' : 'overtime.reject',
      entity: 'overtime_request',
      entityId: String(id),
      before: { state: 'requested' },
      after: { state: d.decision, comment: d.comment },
      ip: actor.ip,
    });
    const [requester] = await findPeople(tx, [p.id]);
    await notifyPeople(
      ctx,
      tx,
      [requester],
      d.decision === 'approved' ? 'overtime_approved' : 'overtime_rejected',
      paramsOf(p, { workDate: r.workDate, startsAt: toDate(r.startsAt), endsAt: toDate(r.endsAt), minutes: r.minutes }, v.org.timeZone),
      '/self/overtime',
    );
  });
  return present(await viewOf(ctx, actor), await findOrThrow(ctx.db, id));
}

/** Why someone may not decide: FORBIDDEN for their own or their team's requests, NOT_FOUND for what they cannot see. */
const refusal = (dir: Directory, actor: Actor, p: TDirectoryEmployee) => (p.id === actor.id || dir.visible(actor, 'view')(p) ? 'FORBIDDEN' : 'NOT_FOUND');

// ---- Conversion into leave days ----

/**
 * POST /overtime/:id/convert: the requester turns approved, not yet converted minutes into days
 * of the Overtime leave type's balance (steps of 0.5 day; hoursPerDay hours make a day), as one
 * ledger row of kind 'conversion' this year; the remainder stays convertible. The update of
 * converted_minutes is conditional on the value read, so two clicks never convert twice.
 */
/** What every conversion needs: conversion on, hours per day, this year and the Overtime leave type. */
async function conversionSetup(ctx: Ctx) {
  const org = await getOrganisation(ctx.db);
  if (!org.otConversionEnabled) throw new AppError('OVERTIME_CONVERSION_DISABLED');
  const typeId = await repo.overtimeLeaveType(ctx.db);
  if (typeId === null) throw new AppError('NOT_FOUND');
  return { hoursPerDay: Number(org.otHoursPerDay), year: Number(todayIn(org.timeZone).slice(0, 4)), typeId };
}

/** The person's Overtime balance this year, inside the conversion's transaction. */
async function overtimeBalance(tx: Db, employeeId: number, typeId: number, year: number) {
  const type = (await findLeaveType(tx, typeId))!;
  const [person] = await findPeopleForBalance(tx, [employeeId]);
  return balanceOf(tx, type, person, year, await balanceSettings(tx));
}

export async function convertOvertime(ctx: Ctx, actor: Actor, id: number): Promise<TOvertimeConvertResult> {
  const { hoursPerDay, year, typeId } = await conversionSetup(ctx);
  const result = await ctx.db.transaction(async (tx) => {
    const r = await findOrThrow(tx, id);
    if (Number(r.employeeId) !== actor.id) throw new AppError('NOT_FOUND');
    const left = r.state === 'approved' ? r.minutes - r.convertedMinutes : 0;
    const days = convertibleDays(left, hoursPerDay);
    if (days < 0.5) throw new AppError('OVERTIME_NOTHING_TO_CONVERT');
    const minutes = Math.min(left, Math.round(days * hoursPerDay * 60));
    if (!(await repo.addConverted(tx, id, r.convertedMinutes, minutes))) throw new AppError('ALREADY_DECIDED');
    if (!(await lockPerson(tx, actor.id))) throw new AppError('NOT_FOUND');
    const reason = `Overtime request #${id} (${formatDate(r.workDate)}, ${hours(minutes)} h) / العمل الإضافي رقم ${id}`;
    await insertLedger(tx, { employeeId: actor.id, leaveTypeId: typeId, year, kind: 'conversion', days, reason, actorId: actor.id });
    await audit(tx, {
      actorId: actor.id,
      action: 'overtime.convert',
      entity: 'overtime_request',
      entityId: String(id),
      before: { convertedMinutes: r.convertedMinutes },
      after: { convertedMinutes: r.convertedMinutes + minutes, days, leaveTypeId: typeId, year },
      ip: actor.ip,
    });
    return { days, minutes, balance: await overtimeBalance(tx, actor.id, typeId, year) };
  });
  return { request: present(await viewOf(ctx, actor), await findOrThrow(ctx.db, id)), ...result };
}

/**
 * POST /overtime/convert: the requester converts the SUM of all their approved, unconverted
 * minutes (so short requests add up to half days). The person is locked first, so two clicks go
 * one after the other; the minutes of whole half days are drawn from the requests oldest first
 * (work date, id), each with the conditional update; one ledger row of kind 'conversion'; audited.
 */
export async function convertAllOvertime(ctx: Ctx, actor: Actor): Promise<TOvertimeConvertAllResult> {
  const { hoursPerDay, year, typeId } = await conversionSetup(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockPerson(tx, actor.id))) throw new AppError('NOT_FOUND');
    const rows = await repo.convertibleRequests(tx, actor.id);
    const sum = rows.reduce((n, r) => n + r.minutes - r.convertedMinutes, 0);
    const days = convertibleDays(sum, hoursPerDay);
    if (days < 0.5) throw new AppError('OVERTIME_NOTHING_TO_CONVERT');
    const minutes = Math.min(sum, Math.round(days * hoursPerDay * 60));
    const drawn: { id: number; before: number; minutes: number }[] = [];
    let need = minutes;
    for (const r of rows) {
      if (need <= 0) break;
      const take = Math.min(need, r.minutes - r.convertedMinutes);
      if (!(await repo.addConverted(tx, r.id, r.convertedMinutes, take))) throw new AppError('ALREADY_DECIDED');
      drawn.push({ id: r.id, before: r.convertedMinutes, minutes: take });
      need -= take;
    }
    const n = drawn.length;
    const reason = `Overtime of ${n} request${n === 1 ? '' : 's'} (${hours(minutes)} h) / العمل الإضافي لعدد ${n} من الطلبات (${hours(minutes)} ساعة)`;
    await insertLedger(tx, { employeeId: actor.id, leaveTypeId: typeId, year, kind: 'conversion', days, reason, actorId: actor.id });
    await audit(tx, {
      actorId: actor.id,
      action: 'overtime.convert_all',
      entity: 'employee',
      entityId: String(actor.id),
      before: { convertedMinutes: Object.fromEntries(drawn.map((d) => [d.id, d.before])) },
      after: { convertedMinutes: Object.fromEntries(drawn.map((d) => [d.id, d.before + d.minutes])), minutes, days, leaveTypeId: typeId, year },
      ip: actor.ip,
    });
    return { days, minutes, requests: n, balance: await overtimeBalance(tx, actor.id, typeId, year) };
  });
}

// ---- Settings (HR) ----

const settingsOf = (o: TOrganisationRow): TOvertimeSettings => ({
  premiumDay: Number(o.otPremiumDay),
  premiumNight: Number(o.otPremiumNight),
  premiumRestDay: Number(o.otPremiumRestDay),
  nightStart: o.otNightStart,
  nightEnd: o.otNightEnd,
  conversionEnabled: o.otConversionEnabled,
  hoursPerDay: Number(o.otHoursPerDay),
});

function assertHr(actor: Actor): void {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
}

/** GET /hr/overtime-settings (hr and admin). */
export async function getOvertimeSettings(ctx: Ctx, actor: Actor): Promise<TOvertimeSettings> {
  assertHr(actor);
  return settingsOf(await getOrganisation(ctx.db));
}

/** PUT /hr/overtime-settings (hr and admin): only the overtime columns change; audited before and after. */
export async function updateOvertimeSettings(ctx: Ctx, actor: Actor, input: TOvertimeSettings): Promise<TOvertimeSettings> {
  assertHr(actor);
  return ctx.db.transaction(async (tx) => {
    const before = await getOrganisation(tx, { forUpdate: true });
    const { id: _id, updatedAt: _u, ...keep } = before;
    const row = await upsertOrganisation(tx, {
      ...keep,
      otPremiumDay: input.premiumDay,
      otPremiumNight: input.premiumNight,
      otPremiumRestDay: input.premiumRestDay,
      otNightStart: input.nightStart,
      otNightEnd: input.nightEnd,
      otConversionEnabled: input.conversionEnabled,
      otHoursPerDay: input.hoursPerDay,
    });
    await audit(tx, { actorId: actor.id, action: 'settings.overtime', entity: 'organisation', entityId: 1, before: settingsOf(before), after: settingsOf(row), ip: actor.ip });
    return settingsOf(row);
  });
}
