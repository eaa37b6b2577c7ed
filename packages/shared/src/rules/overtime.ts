import { clockMinutes, weekDay, isWeekend } from './calendar.js';
import { zoneOffsetMinutes } from './datetime.js';
import { addDaysIso } from './leave.js';

/**
 * Overtime rules, pure: a work date and local from/to in the organisation's time zone
 * become instants (crossing midnight when `to` <= `from`), minutes and night minutes; spans
 * overlap; the day's presence (attendance and overtime together) stays within 12 hours; and the
 * day is a work day, a rest day or a holiday. Premium maths lives in overtime-premiums.ts.
 */

const MINUTE = 60_000;
/** One request covers at most 12 hours. */
export const OVERTIME_MAX_SPAN_MINUTES = 12 * 60;
/** Egypt: a person may not be kept at work more than 12 hours a day, overtime included. */
export const OVERTIME_DAY_LIMIT_MINUTES = 12 * 60;
/** Suggestions shorter than this are not offered. */
export const OVERTIME_MIN_SUGGESTION_MINUTES = 30;

export interface TSpan {
  start: Date;
  end: Date;
}

/** A valid 'HH:MM' (a refinement that combines times runs even when a time failed its own check: test before measuring). */
export const isClockTime = (t: unknown): t is string => typeof t === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(t);

/** Minutes from `from` to `to` on a 24-hour clock, across midnight when `to` <= `from` (22:00–02:00 = 240); equal times: 0. */
export function clockSpanMinutes(from: string, to: string): number {
  return (clockMinutes(to) - clockMinutes(from) + 1440) % 1440;
}

/** The instant a local wall-clock time 'HH:MM' on a calendar date happens in a time zone (daylight saving included). */
export function localInstant(date: string, time: string, timeZone: string): Date {
  const m = clockMinutes(time);
  const guess = Date.parse(`${date}T00:00:00Z`) + m * MINUTE;
  let t = guess - zoneOffsetMinutes(new Date(guess), timeZone) * MINUTE;
  t = guess - zoneOffsetMinutes(new Date(t), timeZone) * MINUTE;
  return new Date(t);
}

/** The local date and 'HH:MM' of an instant in a time zone (seconds dropped). */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  const local = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * MINUTE);
  const iso = local.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** A work date's overtime span: `to` <= `from` ends on the next day. */
export function overtimeSpan(workDate: string, from: string, to: string, timeZone: string): TSpan & { minutes: number } {
  const start = localInstant(workDate, from, timeZone);
  const endDate = clockMinutes(to) <= clockMinutes(from) ? addDaysIso(workDate, 1) : workDate;
  const end = localInstant(endDate, to, timeZone);
  return { start, end, minutes: spanMinutes({ start, end }) };
}

export const spanMinutes = (s: TSpan): number => Math.max(0, Math.round((s.end.getTime() - s.start.getTime()) / MINUTE));

/** Minutes two spans share (touching spans share none). */
export function overlapMinutes(a: TSpan, b: TSpan): number {
  const start = Math.max(a.start.getTime(), b.start.getTime());
  const end = Math.min(a.end.getTime(), b.end.getTime());
  return end > start ? Math.round((end - start) / MINUTE) : 0;
}

export const spansOverlap = (a: TSpan, b: TSpan): boolean => a.start < b.end && b.start < a.end;

/** Whether `inner` lies wholly inside `outer`. */
export const spanInside = (inner: TSpan, outer: TSpan): boolean => inner.start >= outer.start && inner.end <= outer.end;

/**
 * Minutes of a span inside the night window (e.g. 19:00–07:00, which crosses midnight). The
 * window is laid on every local date the span can touch, so spans crossing midnight count right.
 */
export function nightMinutes(span: TSpan, nightStart: string, nightEnd: string, timeZone: string): number {
  if (nightStart === nightEnd) return 0;
  const crosses = clockMinutes(nightEnd) <= clockMinutes(nightStart);
  const first = localDateTime(span.start, timeZone).date;
  const last = localDateTime(span.end, timeZone).date;
  let total = 0;
  for (let d = addDaysIso(first, -1); d <= last; d = addDaysIso(d, 1)) {
    const window = { start: localInstant(d, nightStart, timeZone), end: localInstant(crosses ? addDaysIso(d, 1) : d, nightEnd, timeZone) };
    total += overlapMinutes(span, window);
  }
  return total;
}

/** The minutes covered by any of the spans (overlaps counted once). */
export function unionMinutes(spans: readonly TSpan[]): number {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start.getTime() - b.start.getTime());
  let total = 0;
  let cur: TSpan | null = null;
  for (const s of sorted) {
    if (cur && s.start <= cur.end) {
      if (s.end > cur.end) cur = { start: cur.start, end: s.end };
    } else {
      if (cur) total += spanMinutes(cur);
      cur = s;
    }
  }
  return cur ? total + spanMinutes(cur) : total;
}

/**
 * The day's presence: the attendance span (first sign-in to last sign-out) joined with the day's
 * overtime spans; without attendance, the overtime spans alone.
 */
export function presenceMinutes(attendance: TSpan | null, overtime: readonly TSpan[]): number {
  return unionMinutes(attendance ? [attendance, ...overtime] : overtime);
}

/** Whether filing `span` keeps the day within the 12-hour limit. */
export function withinDayLimit(attendance: TSpan | null, otherOvertime: readonly TSpan[], span: TSpan, limitMinutes = OVERTIME_DAY_LIMIT_MINUTES): boolean {
  return presenceMinutes(attendance, [...otherOvertime, span]) <= limitMinutes;
}

export type TOvertimeDayKindRule = 'workday' | 'rest_day' | 'holiday';

/** A holiday wins; otherwise a rest day by the shift's work days, or by the organisation's weekend without a shift. */
export function overtimeDayKind(date: string, opts: { holiday: boolean; shiftWorkDays: readonly number[] | null; weekendDays: readonly number[] }): TOvertimeDayKindRule {
  if (opts.holiday) return 'holiday';
  const rest = opts.shiftWorkDays ? !opts.shiftWorkDays.includes(weekDay(date)) : isWeekend(date, opts.weekendDays);
  return rest ? 'rest_day' : 'workday';
}

/** `span` minus the `taken` spans: the pieces left, in order. */
export function subtractSpans(span: TSpan, taken: readonly TSpan[]): TSpan[] {
  let pieces: TSpan[] = [span];
  for (const t of taken) {
    pieces = pieces.flatMap((p) => {
      if (!spansOverlap(p, t)) return [p];
      const out: TSpan[] = [];
      if (t.start > p.start) out.push({ start: p.start, end: t.start });
      if (t.end < p.end) out.push({ start: t.end, end: p.end });
      return out;
    });
  }
  return pieces;
}

export interface TOvertimeSuggestionInput {
  dayKind: TOvertimeDayKindRule;
  firstIn: Date | null;
  lastOut: Date | null;
  /** When the shift ends that day; null without a shift (no work-day suggestion then). */
  shiftEnd: Date | null;
  /** Spans already requested (requested or approved): taken out of the suggestion. */
  taken: readonly TSpan[];
  /** The ones filed for this work date, which count towards its 12-hour limit (default: `taken`). */
  dayOvertime?: readonly TSpan[];
}

/**
 * What a day's attendance suggests filing: on a work day, the time worked after the shift's end;
 * on a rest day or holiday, the whole presence; minus what is already requested. Pieces shorter
 * than 30 minutes are dropped; whole minutes only; nothing when the day's presence already
 * exceeds the 12-hour limit (it could not be filed).
 */
export function suggestOvertime(d: TOvertimeSuggestionInput): TSpan[] {
  if (!d.firstIn || !d.lastOut || d.lastOut <= d.firstIn) return [];
  const attendance = { start: d.firstIn, end: d.lastOut };
  let start: Date;
  if (d.dayKind === 'workday') {
    if (!d.shiftEnd) return [];
    start = d.shiftEnd > d.firstIn ? d.shiftEnd : d.firstIn;
  } else start = d.firstIn;
  const ceil = new Date(Math.ceil(start.getTime() / MINUTE) * MINUTE);
  const floor = new Date(Math.floor(d.lastOut.getTime() / MINUTE) * MINUTE);
  if (floor <= ceil) return [];
  return subtractSpans({ start: ceil, end: floor }, d.taken).filter(
    (p) => spanMinutes(p) >= OVERTIME_MIN_SUGGESTION_MINUTES && spanMinutes(p) <= OVERTIME_MAX_SPAN_MINUTES && withinDayLimit(attendance, d.dayOvertime ?? d.taken, p),
  );
}
