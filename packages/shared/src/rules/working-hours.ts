import { clockMinutes } from './calendar.js';
import { CONSECUTIVE_WORK_DAYS_MAX } from './roster.js';

/**
 * Working hours under Egypt's Labour Law 14/2025, Arts 117–120 (registry area 'hours'), and the
 * limits for workers under 18, Art 65 (area 'minors'). Pure: the shift dialog shows the same
 * findings as the server applies.
 *
 * - Art 117: at most 8 actual hours a day (breaks not counted) and 48 a week (`hoursDaily`, `hoursWeekly`).
 * - Art 118: breaks of at least 1 hour in total, and never more than 5 hours in a row (`hoursBreaks`).
 * - Art 119: at most 10 hours from the start of the working day to its end (`hoursSpan`); rest
 *   taken on site counts, so it is the shift's whole span.
 * - Art 120: a rest of at least 24 hours after at most 6 work days (`hoursWeeklyRest`).
 * - Art 121: going beyond them is the employer's exception (HR states the reason), but presence is
 *   never over 12 hours a day: such a shift is refused (`hoursPresence`).
 * - Art 117 also makes the legal day 8 hours: a day's hours beyond it are overtime on the payroll
 *   sheet, never normal hours (`hoursOvertime`).
 */

export const LEGAL_DAY_MINUTES = 8 * 60;
export const LEGAL_WEEK_MINUTES = 48 * 60;
export const LEGAL_SPAN_MINUTES = 10 * 60;
export const PRESENCE_MAX_MINUTES = 12 * 60;
export const STRETCH_MAX_MINUTES = 5 * 60;
export const BREAKS_MIN_MINUTES = 60;
/** Art 65: a worker under 18. */
export const MINOR_AGE = 18;
export const MINOR_DAY_MINUTES = 6 * 60;
export const MINOR_STRETCH_MAX_MINUTES = 4 * 60;
/** Art 65: no work from 19:00 to 07:00. */
export const MINOR_NIGHT_FROM = 19 * 60;
export const MINOR_NIGHT_TO = 7 * 60;
/** The most breaks a shift may list. */
export const SHIFT_BREAKS_MAX = 6;

/** A break inside a shift, local times 'HH:MM' (it may lie past midnight in a night shift). */
export interface TShiftBreak {
  start: string;
  end: string;
}

export interface THoursShift {
  startTime: string;
  endTime: string;
  workDays?: readonly number[];
  breaks?: readonly TShiftBreak[] | null;
}

export const HOURS_RULES = ['hoursDaily', 'hoursWeekly', 'hoursBreaks', 'hoursSpan', 'hoursWeeklyRest'] as const;
export type THoursRule = (typeof HOURS_RULES)[number];
export const MINOR_RULES = ['minorHours', 'minorNight', 'minorRestDays', 'minorOvertime'] as const;
export type TMinorRule = (typeof MINOR_RULES)[number];

/** One limit a shift or a pattern goes beyond: the rule (its id in the registry), its article, what it measures and the limit. */
export interface THoursFinding {
  rule: THoursRule | TMinorRule;
  article: number;
  /** Minutes (or days, for the weekly rest). */
  value: number;
  limit: number;
}

const span = (s: Pick<THoursShift, 'startTime' | 'endTime'>) => {
  const d = (clockMinutes(s.endTime) - clockMinutes(s.startTime) + 1440) % 1440;
  return d === 0 ? 1440 : d;
};

/** A break as minutes from the shift's start, or null when it does not lie inside the shift. */
function breakOffsets(s: Pick<THoursShift, 'startTime' | 'endTime'>, b: TShiftBreak): [number, number] | null {
  const st = clockMinutes(s.startTime);
  const from = (clockMinutes(b.start) - st + 1440) % 1440;
  const len = (clockMinutes(b.end) - clockMinutes(b.start) + 1440) % 1440;
  if (len === 0 || from + len > span(s)) return null;
  return [from, from + len];
}

/** Whether the breaks lie inside the shift and do not overlap (the schema's check). */
export function breaksValid(s: Pick<THoursShift, 'startTime' | 'endTime'>, breaks: readonly TShiftBreak[]): boolean {
  const spans = breaks.map((b) => breakOffsets(s, b));
  if (spans.some((x) => x === null)) return false;
  const sorted = (spans as [number, number][]).sort((a, b) => a[0] - b[0]);
  return sorted.every((x, i) => i === 0 || x[0] >= sorted[i - 1][1]);
}

/**
 * A shift's measures: its span (start to end), its breaks, the actual work (span less breaks, Art
 * 117) and the longest stretch of work without a break (Art 118). Breaks outside the shift are ignored.
 */
export function shiftHours(s: THoursShift): { spanMinutes: number; breakMinutes: number; workMinutes: number; longestStretch: number } {
  const total = span(s);
  const breaks = (s.breaks ?? [])
    .map((b) => breakOffsets(s, b))
    .filter((x): x is [number, number] => x !== null)
    .sort((a, b) => a[0] - b[0]);
  let at = 0;
  let longest = 0;
  let rest = 0;
  for (const [from, to] of breaks) {
    if (to <= at) continue;
    longest = Math.max(longest, from - at);
    rest += to - Math.max(from, at);
    at = to;
  }
  longest = Math.max(longest, total - at);
  return { spanMinutes: total, breakMinutes: rest, workMinutes: total - rest, longestStretch: longest };
}

/** Art 121: a shift present over 12 hours a day is never allowed (refused, whatever the reason). */
export const presenceOverMax = (s: Pick<THoursShift, 'startTime' | 'endTime'>): boolean => span(s) > PRESENCE_MAX_MINUTES;

/** The limits of Arts 117–120 a shift goes beyond, on its own (its work days as its week). */
export function shiftFindings(s: THoursShift): THoursFinding[] {
  const h = shiftHours(s);
  const out: THoursFinding[] = [];
  if (h.workMinutes > LEGAL_DAY_MINUTES) out.push({ rule: 'hoursDaily', article: 117, value: h.workMinutes, limit: LEGAL_DAY_MINUTES });
  const days = s.workDays?.length ?? 0;
  if (h.workMinutes * days > LEGAL_WEEK_MINUTES) out.push({ rule: 'hoursWeekly', article: 117, value: h.workMinutes * days, limit: LEGAL_WEEK_MINUTES });
  if (h.longestStretch > STRETCH_MAX_MINUTES || (h.workMinutes > STRETCH_MAX_MINUTES && h.breakMinutes < BREAKS_MIN_MINUTES))
    out.push({ rule: 'hoursBreaks', article: 118, value: h.longestStretch, limit: STRETCH_MAX_MINUTES });
  if (h.spanMinutes > LEGAL_SPAN_MINUTES) out.push({ rule: 'hoursSpan', article: 119, value: h.spanMinutes, limit: LEGAL_SPAN_MINUTES });
  if (days > CONSECUTIVE_WORK_DAYS_MAX) out.push({ rule: 'hoursWeeklyRest', article: 120, value: days, limit: CONSECUTIVE_WORK_DAYS_MAX });
  return out;
}

/**
 * The limits of Arts 117 and 120 a rotation pattern goes beyond as it repeats: over 48 hours of
 * work in any 7 days in a row, or more than 6 work days in a row (a cycle of work days only never
 * rests). `days`: the cycle, each a shift id or 0 for a rest day. The daily limits are the shifts' own.
 */
export function patternFindings(days: readonly number[], shiftById: (id: number) => THoursShift | null | undefined): THoursFinding[] {
  const out: THoursFinding[] = [];
  if (!days.length) return out;
  const work = days.map((id) => {
    const s = id > 0 ? shiftById(id) : null;
    return s ? shiftHours(s).workMinutes : 0;
  });
  const worksOn = days.map((id, i) => id > 0 && work[i] > 0);
  let week = 0;
  for (let i = 0; i < days.length; i++) {
    let sum = 0;
    for (let k = 0; k < 7; k++) sum += work[(i + k) % days.length];
    week = Math.max(week, sum);
  }
  if (week > LEGAL_WEEK_MINUTES) out.push({ rule: 'hoursWeekly', article: 117, value: week, limit: LEGAL_WEEK_MINUTES });
  let run: number;
  if (worksOn.every(Boolean)) run = Infinity;
  else {
    run = 0;
    let cur = 0;
    for (let i = 0; i < days.length * 2; i++) {
      cur = worksOn[i % days.length] ? cur + 1 : 0;
      run = Math.max(run, cur);
    }
  }
  if (run > CONSECUTIVE_WORK_DAYS_MAX) out.push({ rule: 'hoursWeeklyRest', article: 120, value: Number.isFinite(run) ? run : days.length, limit: CONSECUTIVE_WORK_DAYS_MAX });
  return out;
}

/** Art 117: the minutes of a day's shift beyond the legal 8 hours, which the payroll sheet counts as overtime. */
export const beyondLegalDay = (s: THoursShift): number => Math.max(0, shiftHours(s).workMinutes - LEGAL_DAY_MINUTES);

/**
 * Art 117 (rule hoursOvertime): the overtime minutes of a full day worked on a shift longer than the
 * legal day: its actual work (breaks not counted) less the lateness and early leave of the day,
 * beyond 8 hours. Time past the shift's end is overtime only through an approved request, as before.
 */
export function legalDayOvertime(s: THoursShift | null | undefined, day: { lateMinutes: number; earlyLeaveMinutes: number }): number {
  if (!s) return 0;
  return Math.max(0, shiftHours(s).workMinutes - Math.max(0, day.lateMinutes) - Math.max(0, day.earlyLeaveMinutes) - LEGAL_DAY_MINUTES);
}

/** Whole years of age on a date ('YYYY-MM-DD'), from a birth date; null when unknown. */
export function ageOn(birthDate: string | null | undefined, date: string): number | null {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = date.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Art 65: whether a person is a worker under 18 on that date (an unknown birth date: not known to be). */
export function isMinorOn(birthDate: string | null | undefined, date: string): boolean {
  const age = ageOn(birthDate, date);
  return age !== null && age < MINOR_AGE;
}

/** Whether a shift's presence touches 19:00–07:00 (Art 65's night for workers under 18). */
function touchesMinorNight(s: Pick<THoursShift, 'startTime' | 'endTime'>): boolean {
  const from = clockMinutes(s.startTime);
  const to = from + span(s);
  // Night windows on the shift's first and second calendar days: [−∞,07:00), [19:00, 31:00), [43:00, …).
  const windows: [number, number][] = [
    [-Infinity, MINOR_NIGHT_TO],
    [MINOR_NIGHT_FROM, 1440 + MINOR_NIGHT_TO],
    [1440 + MINOR_NIGHT_FROM, Infinity],
  ];
  return windows.some(([a, b]) => from < b && to > a);
}

/**
 * What Art 65 forbids a worker under 18 on a day of this shift: over 6 hours of work, under an hour
 * of breaks or over 4 hours in a row (`minorHours`), any presence from 19:00 to 07:00 (`minorNight`),
 * and any work on a rest day or an official holiday (`minorRestDays`). `shift` null: a rest day.
 */
export function minorDayFindings(shift: THoursShift | null, day: { restDay?: boolean; holiday?: boolean } = {}): THoursFinding[] {
  if (!shift) return [];
  const out: THoursFinding[] = [];
  const h = shiftHours(shift);
  if (h.workMinutes > MINOR_DAY_MINUTES || h.longestStretch > MINOR_STRETCH_MAX_MINUTES || (h.workMinutes > MINOR_STRETCH_MAX_MINUTES && h.breakMinutes < BREAKS_MIN_MINUTES))
    out.push({ rule: 'minorHours', article: 65, value: h.workMinutes, limit: MINOR_DAY_MINUTES });
  if (touchesMinorNight(shift)) out.push({ rule: 'minorNight', article: 65, value: h.spanMinutes, limit: 0 });
  if (day.restDay || day.holiday) out.push({ rule: 'minorRestDays', article: 65, value: 1, limit: 0 });
  return out;
}

/** Whether a time span of work ('HH:MM' to 'HH:MM') touches 19:00–07:00, for Art 65. */
export const minorNightSpan = (startTime: string, endTime: string): boolean => touchesMinorNight({ startTime, endTime });

/**
 * The break a new shift's form proposes (Art 118), shown and editable: one hour in the middle of a
 * shift of over 5 hours, none for a shorter one.
 */
export function suggestedBreaks(startTime: string, endTime: string): TShiftBreak[] {
  if (!/^\d{2}:\d{2}$/.test(startTime) || !/^\d{2}:\d{2}$/.test(endTime) || startTime === endTime) return [];
  const total = span({ startTime, endTime });
  if (total <= STRETCH_MAX_MINUTES || total > PRESENCE_MAX_MINUTES) return [];
  const from = clockMinutes(startTime) + Math.floor((total - BREAKS_MIN_MINUTES) / 2);
  const clock = (m: number) => {
    const x = ((m % 1440) + 1440) % 1440;
    return `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
  };
  return [{ start: clock(from), end: clock(from + BREAKS_MIN_MINUTES) }];
}
