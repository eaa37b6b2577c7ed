import { clockMinutes } from './calendar.js';
import { startOfDayIn } from './datetime.js';
import { addDaysIso } from './leave.js';
import { type TShiftRule } from './attendance.js';
import { shiftOn, type TRamadanDates, type TRamadanHours } from './ramadan.js';

/**
 * Rosters: who works which shift on which day. HR defines rotation patterns (a cycle of
 * days, each a shift or a rest day), assigns them to people, alone or as a crew, from a date, and
 * can override a single day; an approved shift swap is such an override. A person's day comes from,
 * in order: an override of that date, else the pattern assigned to them on that date, else their
 * fixed shift with its weekly work days (no roster). A night shift that crosses midnight belongs to
 * the day it starts, as everywhere else.
 */

/** The longest cycle HR may define (eight weeks). */
export const PATTERN_DAYS_MAX = 56;
/**
 * At most this many work days in a row (Egyptian labour law: a weekly rest of at least 24 hours
 * after at most six working days). A shift swap that breaks it is refused.
 */
export const CONSECUTIVE_WORK_DAYS_MAX = 6;

/** Where a person's day comes from. */
export const ROSTER_SOURCES = ['fixed', 'pattern', 'override', 'swap'] as const;
export type TRosterSource = (typeof ROSTER_SOURCES)[number];

/** A rostered day: the shift worked (its id), or null for a rest day. */
export interface TRosterDay {
  shiftId: number | null;
  source: Exclude<TRosterSource, 'fixed'>;
}

/** A pattern assigned to a person from `startDate` (until their next assignment); null pattern: back to the fixed shift. */
export interface TRosterAssignment {
  startDate: string;
  patternId: number | null;
  /** The date that is the first day of the cycle. */
  anchorDate: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** The day of the cycle (0-based) a date falls on, for a cycle of `length` days that starts on `anchorDate`. */
export function cycleIndex(date: string, anchorDate: string, length: number): number {
  const n = (dayNumber(date) - dayNumber(anchorDate)) % length;
  return n < 0 ? n + length : n;
}

/** The anchor that puts `date` on cycle day `index` (0-based). */
export const anchorFor = (date: string, index: number): string => addDaysIso(date, -index);

/**
 * A person's rostered day, or null when no roster applies (their fixed shift does). `assignments`
 * in order of start date; `patterns` maps a pattern to its cycle (0 = a rest day); `override` is
 * that date's override, if any.
 */
export function rosterDayOn(
  date: string,
  assignments: readonly TRosterAssignment[],
  patterns: ReadonlyMap<number, readonly number[]>,
  override?: { shiftId: number | null; swapId?: number | null } | null,
): TRosterDay | null {
  if (override) return { shiftId: override.shiftId, source: override.swapId ? 'swap' : 'override' };
  let current: TRosterAssignment | null = null;
  for (const a of assignments) {
    if (a.startDate > date) break;
    current = a;
  }
  if (!current || current.patternId === null) return null;
  const cycle = patterns.get(current.patternId);
  if (!cycle?.length) return null;
  const id = cycle[cycleIndex(date, current.anchorDate, cycle.length)];
  return { shiftId: id > 0 ? id : null, source: 'pattern' };
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
/** A rest day for a person with no shift at all: the calendar day, no work. */
const REST: TShiftRule = { startTime: '04:00', endTime: '12:00', graceMinutes: 0, workDays: [] };
const worked = new WeakMap<object, TShiftRule & TRamadanHours>();
const rested = new WeakMap<object, TShiftRule & TRamadanHours>();

/**
 * The shift rule a person works on a date, for the rules that take one (`dailyStatus`, `shiftOn`,
 * day counts, overtime): on a rostered work day the day's shift as a work day whatever the weekday;
 * on a rostered rest day their fixed shift's hours (or the calendar day) as a rest day; without a
 * roster that day, the fixed shift unchanged. Variants are kept per shift object.
 */
export function rosterShift<T extends TShiftRule & TRamadanHours>(
  day: TRosterDay | null,
  fixed: T | null,
  shiftById: (id: number) => T | null | undefined,
): (TShiftRule & TRamadanHours) | null {
  if (!day) return fixed;
  const s = day.shiftId === null ? null : (shiftById(day.shiftId) ?? null);
  if (s) {
    let v = worked.get(s);
    if (!v) worked.set(s, (v = { ...s, workDays: EVERY_DAY }));
    return v;
  }
  if (!fixed) return REST;
  let v = rested.get(fixed);
  if (!v) rested.set(fixed, (v = { ...fixed, workDays: [] }));
  return v;
}

/** Whether a roster's shift rule is a work day on `date` (its weekday in the rule's work days). */
const worksOn = (shift: TShiftRule | null, date: string) => !!shift && shift.workDays.includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/**
 * Where each work date's window begins for a rostered person: 4 hours before the day's shift starts;
 * on a rest day right after a work day, a day after that day's start (so a night shift's sign-out at
 * 06:00 stays with the night it ends); otherwise the calendar day's start. Every instant belongs to
 * the latest date whose window has begun: the windows never overlap and leave no gap, whatever
 * the rotation. `dates` must be consecutive; `shiftOnDate` gives the rule worked that date
 * (Ramadan hours included).
 */
export function windowStarts(dates: readonly string[], timeZone: string, shiftOnDate: (date: string) => TShiftRule | null): number[] {
  const out: number[] = [];
  let prevWorkStart: number | null = null;
  for (const date of dates) {
    const shift = shiftOnDate(date);
    const midnight = startOfDayIn(date, timeZone).getTime();
    let start: number;
    if (shift && worksOn(shift, date)) start = midnight + (clockMinutes(shift.startTime) - 240) * 60_000;
    else if (prevWorkStart !== null) start = prevWorkStart + DAY_MS;
    else start = midnight + (shift ? clockMinutes(shift.startTime) - 240 : 0) * 60_000;
    const floor = out.length ? out[out.length - 1] + 3_600_000 : -Infinity;
    start = Math.max(start, floor);
    out.push(start);
    prevWorkStart = shift && worksOn(shift, date) ? start : null;
  }
  return out;
}

/**
 * The work date an instant belongs to for a rostered person (the latest date whose window has
 * begun), looking at the calendar date and the days either side.
 */
export function rosterWorkDateOf(at: Date, timeZone: string, shiftOnDate: (date: string) => TShiftRule | null): string {
  const local = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const dates = [addDaysIso(local, -2), addDaysIso(local, -1), local, addDaysIso(local, 1)];
  const starts = windowStarts(dates, timeZone, shiftOnDate);
  const t = at.getTime();
  for (let i = dates.length - 1; i > 0; i--) if (starts[i] <= t) return dates[i];
  return dates[1];
}

/** The same, with each date's shift worked at its Ramadan hours on Ramadan dates (`shiftOn`). */
export const rosterWorkDateOn = (at: Date, timeZone: string, shiftOfDate: (date: string) => (TShiftRule & TRamadanHours) | null, periods: readonly TRamadanDates[]): string =>
  rosterWorkDateOf(at, timeZone, (d) => shiftOn(shiftOfDate(d), d, periods));

export type TSwapProblem = 'SHIFT_SWAP_NO_CHANGE' | 'SHIFT_SWAP_REST_RULE' | 'SHIFT_SWAP_DOUBLE_SHIFT';

/** A shift's span on a date, in minutes from that date's midnight (an end past midnight is over 1440). */
function span(shift: Pick<TShiftRule, 'startTime' | 'endTime'>): [number, number] {
  const s = clockMinutes(shift.startTime);
  let e = clockMinutes(shift.endTime);
  if (e <= s) e += 1440;
  return [s, e];
}


/** How hard a run of days is on a person: the longest run of work days, and how many shifts start before the previous one ends. */
export function rosterStrain(days: readonly { date: string; shiftId: number | null }[], shiftById: (id: number) => Pick<TShiftRule, 'startTime' | 'endTime'> | null | undefined): { longestRun: number; overlaps: number } {
  let run = 0;
  let longestRun = 0;
  let overlaps = 0;
  for (let i = 0; i < days.length; i++) {
    run = days[i].shiftId === null ? 0 : run + 1;
    longestRun = Math.max(longestRun, run);
    const a = i > 0 && days[i - 1].shiftId ? shiftById(days[i - 1].shiftId!) : null;
    const b = days[i].shiftId ? shiftById(days[i].shiftId!) : null;
    if (a && b && span(a)[1] > span(b)[0] + 1440) overlaps++;
  }
  return { longestRun, overlaps };
}

/**
 * Whether a swap breaks the rules for a person, given their days around it before and after: it may
 * not give them more than `CONSECUTIVE_WORK_DAYS_MAX` work days in a row, nor a shift that starts
 * before the previous day's has ended (two shifts on one day). Only what the swap makes worse
 * counts: a roster that already has a long run (HR's doing) does not forbid a swap that leaves it
 * no longer.
 */
export function swapProblem(
  before: readonly { date: string; shiftId: number | null }[],
  after: readonly { date: string; shiftId: number | null }[],
  shiftById: (id: number) => Pick<TShiftRule, 'startTime' | 'endTime'> | null | undefined,
): TSwapProblem | null {
  const a = rosterStrain(before, shiftById);
  const b = rosterStrain(after, shiftById);
  if (b.longestRun > CONSECUTIVE_WORK_DAYS_MAX && b.longestRun > a.longestRun) return 'SHIFT_SWAP_REST_RULE';
  if (b.overlaps > a.overlaps) return 'SHIFT_SWAP_DOUBLE_SHIFT';
  return null;
}
