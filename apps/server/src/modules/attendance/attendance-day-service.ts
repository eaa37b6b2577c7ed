import {
  addDaysIso,
  daysInRange,
  clockMinutes,
  clockSpanMinutes,
  dailyStatus,
  dayWindow,
  weekDay,
  eachDate,
  firstTrackedDate,
  motherDayMinutes,
  isPersonGroupHoliday,
  personStartTime,
  offsetSegments,
  ramadanGrouping,
  shiftOn,
  startOfDayIn,
  windowOffsetMinutes,
  type TAbsenceList,
  type TAbsenceListQuery,
  type TAttendanceDay,
  type TDayResolution,
  type TDayResult,
  type THalfDay,
  type TShiftRule,
  windowStarts,
} from '@hr/shared';
import { AppError } from '../../core/errors.js';
import * as repo from './attendance-day-repository.js';
import type { TDirectoryEmployee } from '../people/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getDirectory, motherRecordsById, type Directory } from '../people/index.js';
import { assertRange } from '../../lib/range.js';
import { hasRole, roleKey } from '../../core/policies.js';
import { cachedOrganisation, todayIn } from '../../core/organisation.js';
import { isHr } from '../../core/policies.js';
import { cachedRamadanPeriods, holidaysBetween } from '../organisation/index.js';
import { loadRosterBook } from '../roster/index.js';


/** A person's computed day, before it is presented. */
export interface TComputedDay {
  person: TDirectoryEmployee;
  date: string;
  result: TDayResult;
  leave: { nameEn: string; nameAr: string } | null;
  resolution: TDayResolution | null;
  /** The shift as worked that date (Ramadan hours applied), or null: where a missed punch report starts. */
  shift?: TShiftRule | null;
}

/**
 * The daily status of many people over a date range: one aggregate query for the events
 * (first in and last out per person and work date), one each for leave, holidays, shifts, pending
 * issues and resolutions, then the shared `dailyStatus` rule per person and day, with the shift
 * as it is worked on that date (`shiftOn`: its Ramadan hours on saved Ramadan dates). Days before a
 * person's first tracked day (`firstTrackedDate`: the later of the organisation's tracking start
 * and the hire date, or the day the record was made) are left out: no absence, lateness or missed
 * punch exists before go-live, and no rate counts them.
 */
/**
 * Person-days computed in one go: the rule runs in the server's thread, and a quarter of 2,000
 * people at once held the event loop for a second. In slices of about this many person-days,
 * with a turn of the event loop between them, nobody else waits more than a fraction of that
 * (bench/healthz.mjs).
 */
const PERSON_DAYS_PER_SLICE = 8_000;

export async function computeDays(ctx: Pick<Ctx, 'db' | 'reads'>, people: readonly TDirectoryEmployee[], from: string, to: string, now = new Date()): Promise<TComputedDay[]> {
  if (!people.length || to < from) return [];
  const slice = Math.max(25, Math.floor(PERSON_DAYS_PER_SLICE / daysInRange(from, to)));
  if (people.length <= slice) return computeDaysOf(ctx, people, from, to, now);
  const out: TComputedDay[] = [];
  const sliceAt = (i: number) => computeDaysOf(ctx, people.slice(i, i + slice), from, to, now);
  // Two slices in flight: the database reads the next one's events while this process applies the
  // rule to this one (a month of 20,000 people, one after the other, kept each side
  // waiting for the other half the time).
  let next = sliceAt(0);
  for (let i = 0; i < people.length; i += slice) {
    const current = next;
    if (i + slice < people.length) {
      next = sliceAt(i + slice);
      next.catch(() => undefined);
    }
    for (const d of await current) out.push(d);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return out;
}

async function computeDaysOf(ctx: Pick<Ctx, 'db' | 'reads'>, people: readonly TDirectoryEmployee[], from: string, to: string, now: Date): Promise<TComputedDay[]> {
  const [org, periods] = await Promise.all([cachedOrganisation(ctx), cachedRamadanPeriods(ctx)]);
  // Ramadan in the range (with a day either side, as the events are): a shift's Ramadan hours on those dates.
  const ramadan = periods.filter((r) => r.startDate <= addDaysIso(to, 1) && r.endDate >= addDaysIso(from, -1));
  const ids = people.map((p) => p.id);
  // The roster: a person's shift on each date. Two days before `from` (a rest day's window follows the day before).
  const book = await loadRosterBook(ctx, ids, addDaysIso(from, -2), addDaysIso(to, 1));
  const shiftOn_ = (p: TDirectoryEmployee, date: string) => shiftOn(book.shiftOf(p, date), date, ramadan);
  // People whose shift may change in the range (a roster, a dated job change, a kept shift version) have their events grouped day by day.
  const rostered = people.filter((p) => book.variesIn(p, addDaysIso(from, -2), addDaysIso(to, 1)));
  const onRoster = new Set(rostered);
  const fixed = rostered.length ? people.filter((p) => !onRoster.has(p)) : people;
  const fixedShift = (p: TDirectoryEmployee) => book.shiftOf(p, from);
  // Everyone's events from the day before `from` (a window may start the evening before) to two days after `to`.
  const start = startOfDayIn(addDaysIso(from, -1), org.timeZone);
  const end = startOfDayIn(addDaysIso(to, 2), org.timeZone);
  const [fixedAggs, rosterAggs, leave, hols, issues, resolutions, permissions, mothers] = await Promise.all([
    fixed.length
      ? repo.dayAggregates(ctx.db, { ids: fixed.map((p) => p.id), offsets: fixed.map((p) => windowOffsetMinutes(fixedShift(p))), ramadan: ramadanGrouping(fixed.map(fixedShift), ramadan) }, start, end, offsetSegments(start, end, org.timeZone))
      : [],
    rostered.length ? repo.windowAggregates(ctx.db, rosterWindows(rostered, from, to, org.timeZone, shiftOn_)) : [],
    repo.approvedLeave(ctx.db, ids, from, to),
    holidaysBetween(ctx.db, from, to),
    repo.pendingIssueDays(ctx.db, ids, from, to),
    repo.resolutionsIn(ctx.db, ids, from, to),
    repo.approvedPermissions(ctx.db, ids, from, to),
    // Arts 54 and 56: a mother's pregnancy hour and nursing hour are working time (rules `pregnancyHour`, `nursingTime`).
    motherRecordsById(ctx.db, ids),
  ]);
  // Day numbers (since 1970-01-01) of the range, to find a person's group without building strings.
  const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
  const agg = new Map<number, Map<number, [number | null, number | null]>>();
  for (const [e, d, fi, lo] of [...fixedAggs, ...rosterAggs]) {
    let m = agg.get(e);
    if (!m) agg.set(e, (m = new Map()));
    m.set(d, [fi, lo]);
  }
  const leaveOf = new Map<number, typeof leave>();
  for (const l of leave) {
    const list = leaveOf.get(Number(l.e));
    if (list) list.push(l);
    else leaveOf.set(Number(l.e), [l]);
  }
  const holiday = new Map(hols.map((h) => [h.date, h.siteIds ?? []]));
  const issue = new Set(issues.map((i) => `${i.e}|${i.d}`));
  const permitted = new Map(permissions.map((p) => [`${p.e}|${p.d}`, { lateMinutes: Number(p.late), earlyMinutes: Number(p.early) }]));
  const resolved = new Map(
    resolutions.map((r) => [
      `${r.e}|${r.d}`,
      {
        kind: r.kind as TDayResolution['kind'],
        comment: r.comment,
        byName: r.byName,
        byNameAr: r.byNameAr,
        at: new Date(r.at).toISOString(),
        leaveRequestId: r.leaveRequestId === null ? null : Number(r.leaveRequestId),
      },
    ]),
  );
  const dates = eachDate(from, to);
  const numbers = dates.map(dayNumber);
  const out: TComputedDay[] = [];
  for (const p of people) {
    const leaves = leaveOf.get(p.id) ?? [];
    const groups = agg.get(p.id);
    const first = firstTrackedDate(p, org.trackingStart, org.timeZone);
    const mother = mothers.get(p.id) ?? null;
    const grouped = p.holidayGroups?.length > 0;
    for (let i = 0; i < dates.length; i++) {
      const date = dates[i];
      if (date < first) continue;
      // After the last working day (the contract's end) a day is not a work day for them either.
      if (p.endDate && date > p.endDate) continue;
      const key = `${p.id}|${date}`;
      const a = groups?.get(numbers[i]);
      const events: { type: 'in' | 'out'; at: Date }[] = [];
      if (a?.[0] != null) events.push({ type: 'in', at: new Date(a[0] * 1000) });
      if (a?.[1] != null) events.push({ type: 'out', at: new Date(a[1] * 1000) });
      const found = leaves.find((x) => x.s <= date && x.t >= date);
      // Leave by the hour is not a day off: like a permission, it covers lateness or early leave.
      const l = found?.st ? undefined : found;
      const dayShift = shiftOn_(p, date);
      const sites = holiday.get(date);
      const result = dailyStatus({
        date,
        timeZone: org.timeZone,
        shift: dayShift,
        weekendDays: org.weekendDays,
        // Decree 346/2025: the person's holiday group's days off are official holidays for them, and its late-start days start at 10:00.
        holiday: (sites !== undefined && (sites.length === 0 || isAt(book.siteOf(p, date), sites))) || (grouped && isPersonGroupHoliday(p.holidayGroups, date)),
        lateStart: grouped && dayShift ? personStartTime(p.holidayGroups, date, dayShift.startTime) : null,
        leave: l ? { halfDay: l.h as THalfDay } : null,
        events,
        issuePending: issue.has(key),
        permission: withHourlyLeave(permitted.get(key), found, dayShift),
        mother: mother && motherDayMinutes(mother, date),
        now,
      });
      out.push({ person: p, date, result, leave: l && (result.status === 'leave' || result.halfDayLeave !== 'none') ? { nameEn: l.nameEn, nameAr: l.nameAr } : null, resolution: resolved.get(key) ?? null, shift: dayShift });
    }
  }
  return out;
}

const isAt = (siteId: number | null, sites: readonly number[]) => siteId !== null && sites.includes(siteId);

/**
 * The event windows of rostered people, one per person and date: a rotating roster moves
 * the window day by day, so events are grouped by these instants rather than by one offset per person.
 */
function rosterWindows(people: readonly TDirectoryEmployee[], from: string, to: string, timeZone: string, shiftOnDate: (p: TDirectoryEmployee, date: string) => TShiftRule | null) {
  const dates = eachDate(addDaysIso(from, -2), addDaysIso(to, 1));
  const dayNumbers = dates.map((d) => Math.round(Date.parse(`${d}T00:00:00Z`) / 86_400_000));
  const out = { ids: [] as number[], days: [] as number[], from: [] as number[], to: [] as number[] };
  for (const p of people) {
    const starts = windowStarts(dates, timeZone, (date) => shiftOnDate(p, date));
    for (let i = 2; i < dates.length - 1; i++) {
      out.ids.push(p.id);
      out.days.push(dayNumbers[i]);
      out.from.push(starts[i] / 1000);
      out.to.push(starts[i + 1] / 1000);
    }
  }
  return out;
}

/**
 * What approved permissions cover that day, with approved leave by the hour added: at the start of
 * the day (lateness) when it begins in the shift's first half, at the end (early leave) otherwise.
 */
function withHourlyLeave(permitted: { lateMinutes: number; earlyMinutes: number } | undefined, leave: { st: string | null; et: string | null } | undefined, shift: TShiftRule | null) {
  if (!leave?.st || !leave.et) return permitted ?? null;
  const minutes = clockSpanMinutes(leave.st, leave.et);
  const start = shift ? clockMinutes(shift.startTime) : 0;
  const end = shift ? clockMinutes(shift.endTime) + (shift.endTime <= shift.startTime ? 1440 : 0) : 1440;
  const at = clockMinutes(leave.st) + (clockMinutes(leave.st) < start - 240 ? 1440 : 0);
  const base = permitted ?? { lateMinutes: 0, earlyMinutes: 0 };
  return at < (start + end) / 2 ? { ...base, lateMinutes: base.lateMinutes + minutes } : { ...base, earlyMinutes: base.earlyMinutes + minutes };
}

/** The shift's start and end instants on a work day of it (a rest day, or no shift: none). */
function shiftHoursOf(d: TComputedDay, timeZone: string): Pick<TAttendanceDay, 'shiftStart' | 'shiftEnd'> {
  if (!d.shift || !d.shift.workDays.includes(weekDay(d.date))) return {};
  const w = dayWindow(d.date, timeZone, d.shift);
  return { shiftStart: w.start.toISOString(), shiftEnd: w.end.toISOString() };
}

export function presentDay(dir: Directory, d: TComputedDay, timeZone: string): TAttendanceDay {
  const dept = dir.unitName('department', d.person.departmentId);
  const sect = dir.unitName('section', d.person.sectionId);
  return {
    employeeId: d.person.id,
    userId: d.person.empCode,
    userName: d.person.fullNameEn,
    userNameAr: d.person.fullNameAr,
    Department: dept?.[0] ?? null,
    DepartmentAr: dept?.[1] ?? null,
    Section: sect?.[0] ?? null,
    SectionAr: sect?.[1] ?? null,
    date: d.date,
    status: d.result.status,
    firstIn: d.result.firstIn?.toISOString() ?? null,
    lastOut: d.result.lastOut?.toISOString() ?? null,
    workedMinutes: d.result.workedMinutes,
    lateMinutes: d.result.lateMinutes,
    earlyLeaveMinutes: d.result.earlyLeaveMinutes,
    permissionMinutes: d.result.permissionMinutes,
    ...(d.result.outOfShift ? { outOfShift: true } : {}),
    ...shiftHoursOf(d, timeZone),
    leaveType: d.leave,
    resolution: d.resolution,
  };
}

/** Absent and incomplete days, days with a reported issue, and any day HR resolved (a day converted into leave shows as leave). */
const isAbsenceRow = (d: TComputedDay) => ['absent', 'incomplete', 'issue'].includes(d.result.status) || d.resolution !== null;

/** The people whose attendance the viewer sees: everyone for HR, else their team scope (and site_hr's sites). */
export async function attendanceScope(ctx: Ctx, actor: Actor): Promise<{ dir: Directory; people: TDirectoryEmployee[] }> {
  if (!hasRole(actor, 'supervisor', 'manager', 'site_hr', 'hr', 'admin')) throw new AppError('FORBIDDEN');
  const dir = await getDirectory(ctx);
  // The scope (a manager's whole subtree) is worked out once per directory and viewer, not per page.
  const people = await ctx.reads.get(
    `attendance-scope:${roleKey(actor)}`,
    async () => {
      const inScope = dir.visible(actor, 'view');
      return dir.people.filter((e) => e.active && inScope(e));
    },
    { topics: ['people'], ttlMs: 60_000 },
  );
  return { dir, people };
}

/** The dates of a list: the query's, or this month up to today in the organisation's time zone. */
export async function absenceRange(ctx: Pick<Ctx, 'db' | 'reads'>, q: Pick<TAbsenceListQuery, 'from' | 'to'>) {
  const org = await cachedOrganisation(ctx);
  const today = todayIn(org.timeZone);
  const from = q.from ?? `${today.slice(0, 7)}-01`;
  const to = q.to ?? today;
  assertRange(from, to, 'computed');
  return { from, to };
}

const statusOrder: Record<string, number> = { absent: 0, incomplete: 1, issue: 2, present: 3, leave: 4, holiday: 5, weekend: 6, upcoming: 7 };

const cmpText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A list of computed days that pages itself: each sort order is made once (a few thousand rows)
 * and kept with the list, so a cached list serves a page with a filter and a slice.
 */
class DayList {
  private readonly orders = new Map<string, TAttendanceDay[]>();
  private readonly pages = new Map<string, TAbsenceList>();

  constructor(
    private readonly items: TAttendanceDay[],
    private readonly nameRank: (employeeId: number) => number,
  ) {}

  private ordered(sort: TAbsenceListQuery['sort'], dir: 'asc' | 'desc'): TAttendanceDay[] {
    const k = `${sort}:${dir}`;
    let list = this.orders.get(k);
    if (list) return list;
    const sign = dir === 'asc' ? 1 : -1;
    const key: Record<TAbsenceListQuery['sort'], (a: TAttendanceDay, b: TAttendanceDay) => number> = {
      date: (a, b) => cmpText(a.date, b.date),
      userId: (a, b) => a.userId - b.userId,
      userName: (a, b) => this.nameRank(a.employeeId) - this.nameRank(b.employeeId),
      status: (a, b) => statusOrder[a.status] - statusOrder[b.status],
    };
    const cmp = key[sort];
    list = [...this.items].sort((a, b) => sign * cmp(a, b) || sign * cmpText(a.date, b.date) || a.userId - b.userId);
    this.orders.set(k, list);
    return list;
  }

  /** A page, kept with the list: the same object again means its JSON is made once (lib/json-reply). */
  page(q: TAbsenceListQuery, from: string, to: string): TAbsenceList {
    const key = `${q.sort}:${q.dir}:${q.status}:${q.resolution}:${q.employeeId ?? ''}:${q.page}:${q.pageSize}`;
    let hit = this.pages.get(key);
    if (!hit) {
      if (this.pages.size > 500) this.pages.clear();
      hit = this.slice(q, from, to);
      this.pages.set(key, hit);
    }
    return hit;
  }

  private slice(q: TAbsenceListQuery, from: string, to: string): TAbsenceList {
    const all = this.ordered(q.sort, q.dir);
    const filtered =
      q.status === 'any' && q.resolution === 'all' && !q.employeeId
        ? all
        : all.filter(
            (d) =>
              (q.status === 'any' || d.status === q.status) &&
              (q.resolution === 'all' || (q.resolution === 'open') === (d.resolution === null)) &&
              (!q.employeeId || d.employeeId === q.employeeId),
          );
    return { items: filtered.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize), total: filtered.length, from, to };
  }
}

/** /self/absent: the viewer's absent and incomplete days. */
export async function listMyAbsences(ctx: Ctx, actor: Actor, q: TAbsenceListQuery): Promise<TAbsenceList> {
  const { from, to } = await absenceRange(ctx, q);
  const dir = await getDirectory(ctx);
  const me = dir.get(actor.id);
  if (!me) throw new AppError('NOT_FOUND');
  const [days, org] = await Promise.all([computeDays(ctx, [me], from, to), cachedOrganisation(ctx)]);
  return new DayList(days.filter(isAbsenceRow).map((d) => presentDay(dir, d, org.timeZone)), () => 0).page({ ...q, employeeId: undefined }, from, to);
}

/**
 * /team/absent: the absent and incomplete days of the viewer's scope. The whole range is computed
 * once per scope and kept in the read cache (topics attendance, leave, org and people), so paging,
 * sorting and filtering are served from memory.
 */
export async function listTeamAbsences(ctx: Ctx, actor: Actor, q: TAbsenceListQuery): Promise<TAbsenceList> {
  const { from, to } = await absenceRange(ctx, q);
  const { dir, people } = await attendanceScope(ctx, actor);
  const { timeZone } = await cachedOrganisation(ctx);
  const units = people.filter((e) => (!q.departmentId || e.departmentId === q.departmentId) && (!q.sectionId || e.sectionId === q.sectionId));
  const unitKey = `${q.departmentId ?? ''}:${q.sectionId ?? ''}`;
  const key = `absences:${isHr(actor) ? 'all' : roleKey(actor)}:${unitKey}:${from}:${to}`;
  const list = await ctx.reads.get(
    key,
    async () => new DayList((await computeDays(ctx, units, from, to)).filter(isAbsenceRow).map((d) => presentDay(dir, d, timeZone)), (id) => dir.get(id)?.rankName ?? 0),
    // Every change to what it reads forgets it at once (the topics); the minute only bounds how
    // late a day turns from "not yet due" to "absent" as the clock passes the end of a shift.
    { topics: ['attendance', 'leave', 'org', 'people'], ttlMs: 60_000 },
  );
  return list.page(q, from, to);
}
