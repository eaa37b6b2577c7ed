import { dayWindow, type TShiftRule } from './attendance.js';
import { weekDay } from './calendar.js';
import { outsideShiftSpan, punchOffShift } from './out-of-shift.js';
import { shiftOn, workDateOn, type TRamadanDates, type TRamadanHours } from './ramadan.js';
import { rosterWorkDateOn } from './roster.js';

/** A sign-in far outside the shift: the work date it belongs to and that date's hours ('HH:MM'). */
export interface TOutOfShift {
  workDate: string;
  startTime: string;
  endTime: string;
}

/**
 * Whether a sign-in at `at` is far outside the person's shift (`outsideShiftSpan`), and if so the
 * shift's hours on the work date it belongs to: the date whose window holds it (a night shift's
 * 02:00 belongs to the evening before), its hours as worked that date (`shiftOn`: Ramadan hours on
 * Ramadan dates). Nobody is out of shift without a shift, on the shift's rest days, or on a holiday
 * (`holiday(date)`): a day without hours has none to be outside of.
 */
export function outOfShiftAt(
  at: Date,
  o: {
    timeZone: string;
    shift: (TShiftRule & TRamadanHours) | null;
    periods: readonly TRamadanDates[];
    holiday?: (date: string) => boolean;
    /** A rostered person's shift on each date, in place of `shift`. */
    shiftOfDate?: (date: string) => (TShiftRule & TRamadanHours) | null;
  },
): TOutOfShift | null {
  const byDate = o.shiftOfDate;
  if (!o.shift && !byDate) return null;
  const workDate = byDate ? rosterWorkDateOn(at, o.timeZone, byDate, o.periods) : workDateOn(at, o.timeZone, o.shift, o.periods);
  const shift = shiftOn(byDate ? byDate(workDate) : o.shift, workDate, o.periods);
  if (!shift || !shift.workDays.includes(weekDay(workDate)) || o.holiday?.(workDate)) return null;
  const w = dayWindow(workDate, o.timeZone, shift);
  return outsideShiftSpan(at, w.start, w.end) ? { workDate, startTime: shift.startTime.slice(0, 5), endTime: shift.endTime.slice(0, 5) } : null;
}

/** Why a reported missed punch looks wrong for the person's shift: a rest day, a holiday, or hours away from it. */
export interface TReportOffShift {
  reason: 'restDay' | 'holiday' | 'before' | 'after';
  /** Before or after: the minutes to the shift's start or end (0 for a rest day or a holiday). */
  minutes: number;
  workDate: string;
  startTime: string;
  endTime: string;
}

/**
 * What a missed-punch report should be asked about before it is filed: the work date it belongs
 * to is a rest day of the shift worked then or a holiday at the person's site, or its time is far
 * from that day's hours (`punchOffShift`). `shift` is the shift as worked that date (`shiftOn`:
 * Ramadan hours included); nobody without a shift is asked (no hours to be far from).
 */
export function reportOffShift(
  type: 'in' | 'out',
  at: Date,
  o: { timeZone: string; workDate: string; shift: TShiftRule | null; holiday: boolean },
): TReportOffShift | null {
  const { shift, workDate } = o;
  if (!shift) return null;
  const hours = { workDate, startTime: shift.startTime.slice(0, 5), endTime: shift.endTime.slice(0, 5) };
  if (!shift.workDays.includes(weekDay(workDate))) return { reason: 'restDay', minutes: 0, ...hours };
  if (o.holiday) return { reason: 'holiday', minutes: 0, ...hours };
  const w = dayWindow(workDate, o.timeZone, shift);
  const off = punchOffShift(type, at, w.start, w.end);
  return off ? { reason: off.side, minutes: off.minutes, ...hours } : null;
}
