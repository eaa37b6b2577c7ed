import { windowOffsetMinutes, workDateOf, type TShiftRule } from './attendance.js';
import { YEAR_MAX, YEAR_MIN, daysInRange } from './bounds.js';
import { hijriOf } from './calendar.js';
import { addDaysIso } from './leave.js';

/**
 * Ramadan working hours. HR sets the period each year (suggested from the Umm al-Qura
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

/** A Ramadan with its Hijri year (1451 AH starts on 5 January 2030). */
export interface THijriRamadan extends TRamadanDates {
  hijriYear: number;
}

const suggestions = new Map<number, readonly THijriRamadan[]>();

/**
 * The Ramadans that start in a Gregorian year by the Umm al-Qura calendar (Intl's
 * islamic-umalqura): 1 Ramadan to the day before 1 Shawwal, oldest first. Estimates: Egypt starts
 * and ends the month by its own sighting, so HR confirms or moves them. Most years hold one; a
 * year every 32 or 33 holds two (2030: 1451 from 5 January and 1452 from 26 December). Empty
 * outside the supported years.
 */
export function ramadanSuggestions(year: number): readonly THijriRamadan[] {
  if (!Number.isInteger(year) || year < YEAR_MIN || year > YEAR_MAX) return [];
  const hit = suggestions.get(year);
  if (hit) return hit;
  const found: THijriRamadan[] = [];
  for (let d = `${year}-01-01`; d.startsWith(`${year}-`); d = addDaysIso(d, 1)) {
    const h = hijriOf(d);
    if (h.month !== RAMADAN_MONTH || h.day !== 1) continue;
    let end = addDaysIso(d, 28);
    while (hijriOf(addDaysIso(end, 1)).month === RAMADAN_MONTH) end = addDaysIso(end, 1);
    found.push({ hijriYear: h.year, startDate: d, endDate: end });
    d = end;
  }
  suggestions.set(year, found);
  return found;
}

/** The first Ramadan that starts in a Gregorian year (the estimate), without its Hijri year; null outside the supported years. */
export function ramadanSuggestion(year: number): TRamadanDates | null {
  const first = ramadanSuggestions(year)[0];
  return first ? { startDate: first.startDate, endDate: first.endDate } : null;
}

/** The Umm al-Qura Ramadan of a Hijri year; null when it does not start in the supported years. */
export function ramadanOfHijriYear(hijriYear: number): THijriRamadan | null {
  if (!Number.isInteger(hijriYear)) return null;
  // 1 Muharram 1 AH is 19 July 622; a Hijri year is 354.367 days on average, 1 Ramadan about 236 days in.
  const approx = 622 + Math.floor((198 + (hijriYear - 1) * 354.36707 + 236) / 365.2425);
  for (const y of [approx - 1, approx, approx + 1]) {
    const hit = ramadanSuggestions(y).find((r) => r.hijriYear === hijriYear);
    if (hit) return hit;
  }
  return null;
}

/**
 * How far HR may move the first day from the Umm al-Qura 1 Ramadan: the sighting in Egypt differs
 * by a day or two. With at most 31 days, two Hijri years' periods can never overlap (the starts
 * are 354 or 355 days apart).
 */
export const RAMADAN_START_SLACK_DAYS = 3;

/** What is wrong with a period HR sets for a Hijri year, as an error code, or null when it is right. */
export type TRamadanPeriodProblem = 'DATES_OUT_OF_ORDER' | 'RAMADAN_NOT_IN_YEAR' | 'RAMADAN_TOO_LONG';
export function ramadanPeriodProblem(hijriYear: number, p: TRamadanDates): TRamadanPeriodProblem | null {
  if (p.endDate < p.startDate) return 'DATES_OUT_OF_ORDER';
  const estimate = ramadanOfHijriYear(hijriYear);
  if (
    !estimate ||
    p.startDate < addDaysIso(estimate.startDate, -RAMADAN_START_SLACK_DAYS) ||
    p.startDate > addDaysIso(estimate.startDate, RAMADAN_START_SLACK_DAYS)
  ) {
    return 'RAMADAN_NOT_IN_YEAR';
  }
  if (daysInRange(p.startDate, p.endDate) > RAMADAN_MAX_DAYS) return 'RAMADAN_TOO_LONG';
  return null;
}
