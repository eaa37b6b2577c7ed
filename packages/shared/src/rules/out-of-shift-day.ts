import { dayWindow, type TShiftRule } from './attendance.js';
import { weekDay } from './calendar.js';
import { outsideShiftSpan } from './out-of-shift.js';
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
    /** A rostered person's shift on each date (issue 27), in place of `shift`. */
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
