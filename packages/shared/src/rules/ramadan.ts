import { windowOffsetMinutes, workDateOf, type TShiftRule } from './attendance.js';
import { YEAR_MAX, YEAR_MIN, daysInRange } from './bounds.js';
import { hijriOf } from './calendar.js';
import { addDaysIso } from './leave.js';

/**
 * Ramadan working hours (issue 15). HR sets the period each year (suggested from the Umm al-Qura
 * calendar, then confirmed by the sighting) and, per shift, reduced hours. On a date inside a
 * period a shift with Ramadan hours is worked at those hours: the daily status, lateness, early
 * leave, overtime suggestions and the sheet all read the shift through `shiftOn`.
 */

/** The Hijri month of Ramadan. */
export const RAMADAN_MONTH = 9;
/** The longest period HR may set (a lunar month is 29 or 30 days; a day to spare for the sighting). */
export const RAMADAN_MAX_DAYS = 31;

/** A Ramadan period: its first and last day ('YYYY-MM-DD', both included). */
export interface TRamadanDates {
  startDate: string;
  endDate: string;
}

/** A shift's Ramadan hours ('HH:MM'), both or neither; null: the usual hours all year. */
export interface TRamadanHours {
  ramadanStartTime?: string | null;
  ramadanEndTime?: string | null;
}

/** Whether a date falls in one of the periods. */
export const inRamadan = (date: string, periods: readonly TRamadanDates[]): boolean => periods.some((p) => p.startDate <= date && date <= p.endDate);

/** Whether a shift has Ramadan hours. */
export const hasRamadanHours = (shift: TRamadanHours | null | undefined): shift is { ramadanStartTime: string; ramadanEndTime: string } =>
  !!shift?.ramadanStartTime && !!shift.ramadanEndTime;

// One Ramadan variant per shift object: a month's sheet asks for it once per person-day.
const variants = new WeakMap<object, TShiftRule>();

/** The shift as it is worked in Ramadan (its own hours when it has none). */
export function ramadanShift<T extends TShiftRule & TRamadanHours>(shift: T): TShiftRule {
  if (!hasRamadanHours(shift)) return shift;
  let v = variants.get(shift);
  if (!v) variants.set(shift, (v = { ...shift, startTime: shift.ramadanStartTime, endTime: shift.ramadanEndTime }));
  return v;
}

/**
 * The shift a person works on a date: its Ramadan hours on a date inside a Ramadan period, else its
 * usual hours. Grace and work days stay the shift's. A night shift's date is the day it starts, so
 * a Ramadan night shift (21:00–03:00) that starts on the last evening of Ramadan is a Ramadan one.
 */
export function shiftOn<T extends TShiftRule & TRamadanHours>(shift: T | null, date: string, periods: readonly TRamadanDates[]): TShiftRule | null {
  if (!shift || !hasRamadanHours(shift) || !periods.length || !inRamadan(date, periods)) return shift;
  return ramadanShift(shift);
}

/**
 * The work date an instant belongs to, Ramadan hours included: the date by the Ramadan hours when
 * that date is in Ramadan, else by the usual hours. Where the two windows meet (the first and last
 * day of Ramadan) each instant belongs to one date only; `dayAggregates` on the server groups the
 * events by the same rule.
 */
export function workDateOn(at: Date, timeZone: string, shift: (TShiftRule & TRamadanHours) | null, periods: readonly TRamadanDates[]): string {
  if (shift && hasRamadanHours(shift) && periods.length) {
    const d = workDateOf(at, timeZone, ramadanShift(shift));
    if (inRamadan(d, periods)) return d;
  }
  return workDateOf(at, timeZone, shift);
}

/**
 * What grouping events into work dates needs about Ramadan (the server's `dayAggregates`): each
 * shift's window offset in Ramadan (`windowOffsetMinutes` of its Ramadan hours; null without them)
 * and the periods as day numbers since 1970-01-01, both ends included. Undefined without a period.
 */
export function ramadanGrouping(
  shifts: readonly ((TShiftRule & TRamadanHours) | null)[],
  periods: readonly TRamadanDates[],
): { offsets: (number | null)[]; days: [number, number][] } | undefined {
  if (!periods.length) return undefined;
  const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
  return {
    offsets: shifts.map((s) => (s && hasRamadanHours(s) ? windowOffsetMinutes(ramadanShift(s)) : null)),
    days: periods.map((p) => [dayNumber(p.startDate), dayNumber(p.endDate)]),
  };
}

const suggestions = new Map<number, TRamadanDates | null>();

/**
 * The Ramadan that starts in a Gregorian year by the Umm al-Qura calendar (Intl's
 * islamic-umalqura): 1 Ramadan to the day before 1 Shawwal. An estimate: Egypt starts and ends
 * the month by its own sighting, so HR confirms or moves it. A year holding two starts (2030: 5
 * January and 26 December) gives the first. Null outside the supported years.
 */
export function ramadanSuggestion(year: number): TRamadanDates | null {
  if (!Number.isInteger(year) || year < YEAR_MIN || year > YEAR_MAX) return null;
  const hit = suggestions.get(year);
  if (hit !== undefined) return hit;
  let found: TRamadanDates | null = null;
  for (let d = `${year}-01-01`; d.startsWith(`${year}-`); d = addDaysIso(d, 1)) {
    const h = hijriOf(d);
    if (h.month !== RAMADAN_MONTH || h.day !== 1) continue;
    let end = addDaysIso(d, 28);
    while (hijriOf(addDaysIso(end, 1)).month === RAMADAN_MONTH) end = addDaysIso(end, 1);
    found = { startDate: d, endDate: end };
    break;
  }
  suggestions.set(year, found);
  return found;
}

/** What is wrong with a period HR sets for a year, as an error code, or null when it is right. */
export type TRamadanPeriodProblem = 'DATES_OUT_OF_ORDER' | 'RAMADAN_NOT_IN_YEAR' | 'RAMADAN_TOO_LONG';
export function ramadanPeriodProblem(year: number, p: TRamadanDates): TRamadanPeriodProblem | null {
  if (p.endDate < p.startDate) return 'DATES_OUT_OF_ORDER';
  if (!p.startDate.startsWith(`${year}-`)) return 'RAMADAN_NOT_IN_YEAR';
  if (daysInRange(p.startDate, p.endDate) > RAMADAN_MAX_DAYS) return 'RAMADAN_TOO_LONG';
  return null;
}
