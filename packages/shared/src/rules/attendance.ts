import { clockMinutes, isWeekend, weekDay } from './calendar.js';
import { startOfDayIn } from './datetime.js';
import { addDaysIso, type THalfDay } from './leave.js';
import { coveredMinutes } from './permission.js';
import { outsideShiftSpan } from './out-of-shift.js';

/**
 * The daily status of a person, as a pure function: events, the shift (which may cross
 * midnight), the work week, holidays and approved leave go in; the day's status comes out. The
 * server computes it for lists and sheets; the same rule is unit-tested here.
 */
export const DAY_STATUSES = ['weekend', 'holiday', 'leave', 'present', 'incomplete', 'absent', 'issue', 'upcoming'] as const;
export type TDayStatus = (typeof DAY_STATUSES)[number];

export interface TShiftRule {
  startTime: string;
  endTime: string;
  graceMinutes: number;
  workDays: readonly number[];
}

export interface TDayInput {
  /** The work date ('YYYY-MM-DD'): a night shift's day is the day it starts. */
  date: string;
  timeZone: string;
  /** The person's shift; without one, the organisation's work week and a day from 00:00 to 24:00. */
  shift: TShiftRule | null;
  weekendDays: readonly number[];
  holiday: boolean;
  /** Approved leave on that date. */
  leave: { halfDay: THalfDay } | null;
  /** Events near that date (any order); the ones inside the day's window count. */
  events: readonly { type: 'in' | 'out'; at: Date }[];
  /** An attendance issue for that date waits for HR. */
  issuePending: boolean;
  /** Approved permissions that day: minutes of lateness and of early leave they cover. */
  permission?: { lateMinutes: number; earlyMinutes: number } | null;
  /**
   * A mother's working time under Arts 54 and 56 (rules/mothers.ts `motherDayMinutes`): minutes the
   * start moves later (nursing hour at the start) and the end earlier (pregnancy hour, nursing hour
   * at the end). Working time: never lateness, early leave or a permission.
   */
  mother?: { startMinutes: number; endMinutes: number } | null;
  /**
   * Decree 346/2025 (Art 129): the start a sign-in is measured against that day ('HH:MM', 10:00 on
   * the person's group's Epiphany, Palm Sunday and Maundy Thursday); lateness counts from the later
   * of it and the shift's start. Absent or null: the shift's start.
   */
  lateStart?: string | null;
  now: Date;
}

export interface TDayResult {
  status: TDayStatus;
  firstIn: Date | null;
  lastOut: Date | null;
  workedMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  /** A half day of leave, when the rest of the day was worked or is due. */
  halfDayLeave: THalfDay;
  /** Minutes of approved permissions that day (late arrival and early leave together). */
  permissionMinutes: number;
  /** The first sign-in of a work day was far outside the shift: flagged, and no lateness counted. */
  outOfShift?: boolean;
}

const MINUTE = 60_000;

/**
 * The instants a work date's events are looked for in: from 4 hours before the shift starts to
 * 20 hours after (a night shift 22:00–06:00 takes 18:00 to 18:00 the next day). Without a shift,
 * the calendar day in the organisation's time zone.
 */
export function dayWindow(date: string, timeZone: string, shift: TShiftRule | null): { from: Date; to: Date; start: Date; end: Date } {
  // A month's sheet asks for the same few windows thousands of times: keep them (bounded).
  const key = `${date}|${timeZone}|${shift ? `${shift.startTime}-${shift.endTime}` : ''}`;
  const hit = windows.get(key);
  if (hit) return hit;
  if (windows.size > 20_000) windows.clear();
  const w = computeWindow(date, timeZone, shift);
  windows.set(key, w);
  return w;
}

const windows = new Map<string, { from: Date; to: Date; start: Date; end: Date }>();

function computeWindow(date: string, timeZone: string, shift: TShiftRule | null) {
  const midnight = startOfDayIn(date, timeZone).getTime();
  if (!shift) {
    const next = startOfDayIn(addDaysIso(date, 1), timeZone).getTime();
    return { from: new Date(midnight), to: new Date(next), start: new Date(midnight), end: new Date(next) };
  }
  const s = clockMinutes(shift.startTime);
  let e = clockMinutes(shift.endTime);
  if (e <= s) e += 1440;
  const start = midnight + s * MINUTE;
  return { from: new Date(start - 4 * 60 * MINUTE), to: new Date(start + 20 * 60 * MINUTE), start: new Date(start), end: new Date(midnight + e * MINUTE) };
}

/** Minutes a late start (Decree 346/2025) moves the shift's start on: none when it is not later. */
function lateStartMinutes(d: Pick<TDayInput, 'lateStart' | 'shift'>): number {
  if (!d.lateStart || !d.shift) return 0;
  return Math.max(0, clockMinutes(d.lateStart) - clockMinutes(d.shift.startTime));
}

export function dailyStatus(d: TDayInput): TDayResult {
  const w = dayWindow(d.date, d.timeZone, d.shift);
  const events = d.events.filter((e) => e.at >= w.from && e.at < w.to).sort((a, b) => a.at.getTime() - b.at.getTime());
  const firstIn = events.find((e) => e.type === 'in')?.at ?? null;
  // The last sign-out after the first sign-in; on a day with no sign-in, the last sign-out at all
  // (shown, so a forgotten sign-in is plain to see; the day stays absent).
  const lastOut = [...events].reverse().find((e) => e.type === 'out' && (!firstIn || e.at > firstIn))?.at ?? null;
  const permitted = { late: d.permission?.lateMinutes ?? 0, early: d.permission?.earlyMinutes ?? 0 };
  const base: TDayResult = { status: 'absent', firstIn, lastOut, workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, halfDayLeave: 'none', permissionMinutes: permitted.late + permitted.early };
  const restDay = d.shift ? !d.shift.workDays.includes(weekDay(d.date)) : isWeekend(d.date, d.weekendDays);
  const fullLeave = d.leave !== null && d.leave.halfDay === 'none';

  if (firstIn && lastOut) base.workedMinutes = Math.round((lastOut.getTime() - firstIn.getTime()) / MINUTE);
  // Official holidays and rest days are never counted as leave, even inside a leave's dates.
  if (d.holiday) return { ...base, status: firstIn ? (lastOut ? 'present' : 'incomplete') : 'holiday' };
  if (restDay) return { ...base, status: firstIn ? (lastOut ? 'present' : 'incomplete') : 'weekend' };
  if (fullLeave) return { ...base, status: 'leave' };
  if (d.issuePending) return { ...base, status: 'issue' };

  // A half day of leave moves the start (morning off) or the end (afternoon off) to the middle.
  const half = d.leave?.halfDay ?? 'none';
  const mid = new Date((w.start.getTime() + w.end.getTime()) / 2);
  const start = new Date((half === 'am' ? mid : w.start).getTime() + (d.mother?.startMinutes ?? 0) * MINUTE + (half === 'am' ? 0 : lateStartMinutes(d)) * MINUTE);
  const end = new Date((half === 'pm' ? mid : w.end).getTime() - (d.mother?.endMinutes ?? 0) * MINUTE);
  const grace = d.shift?.graceMinutes ?? 0;
  if (!firstIn) return { ...base, status: d.now < end ? 'upcoming' : 'absent', halfDayLeave: half };
  // A late arrival or early leave covered by an approved permission is not late or early.
  // A first sign-in far outside the shift (21:35 on an 08:00–16:00 shift) is flagged and is not lateness.
  const outside = d.shift !== null && outsideShiftSpan(firstIn, w.start, w.end);
  const flag = outside ? { outOfShift: true } : {};
  const late = d.shift && !outside ? coveredMinutes(Math.max(0, Math.round((firstIn.getTime() - start.getTime()) / MINUTE) - grace), permitted.late) : 0;
  if (!lastOut) return { ...base, ...flag, status: d.now < w.to ? 'present' : 'incomplete', lateMinutes: late, halfDayLeave: half };
  const early = d.shift ? coveredMinutes(Math.max(0, Math.round((end.getTime() - lastOut.getTime()) / MINUTE)), permitted.early) : 0;
  return { ...base, ...flag, status: 'present', lateMinutes: late, earlyLeaveMinutes: early, halfDayLeave: half };
}

/** Minutes a person's work day is shifted from the calendar day: the window starts 4 h before the shift (0 without one). */
export const windowOffsetMinutes = (shift: Pick<TShiftRule, 'startTime'> | null): number => (shift ? clockMinutes(shift.startTime) - 240 : 0);

/** The work date an instant belongs to for a person on `shift` (a night shift's early-morning sign-out belongs to the day before). */
export function workDateOf(at: Date, timeZone: string, shift: Pick<TShiftRule, 'startTime'> | null): string {
  const shifted = new Date(at.getTime() - windowOffsetMinutes(shift) * MINUTE);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(shifted);
}

/**
 * The first day a person is expected at work: their hire date, or without one the day their
 * record was made, in the organisation's time zone. Days before it are not work days for them:
 * nobody is absent before they existed.
 */
export function firstWorkDate(person: { hireDate: string | null; createdAt: Date | string }, timeZone: string): string {
  if (person.hireDate) return person.hireDate;
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(person.createdAt));
}

/** The furthest ahead HR may put the tracking start: a year (a go-live is planned, not a decade out). */
export const TRACKING_START_MAX_DAYS_AHEAD = 366;

/** True when `date` lies more than a year after `today` (both 'YYYY-MM-DD'). */
export const trackingStartTooFar = (date: string, today: string): boolean => date > addDaysIso(today, TRACKING_START_MAX_DAYS_AHEAD);

/**
 * The first day a person's attendance is tracked: the later of the organisation's
 * "tracking starts" date (its go-live; null: no limit, as installations before it had) and the
 * person's first work day. Before it nothing is derived for them: no absence, lateness, early
 * leave, missed punch or "A", and no day in an attendance rate, neither attended nor expected.
 */
export function firstTrackedDate(person: { hireDate: string | null; createdAt: Date | string }, trackingStart: string | null, timeZone: string): string {
  const first = firstWorkDate(person, timeZone);
  return trackingStart && trackingStart > first ? trackingStart : first;
}
