import type { TDashboardDayKind } from '../schemas/dashboard.js';
import type { TDayStatus } from './attendance.js';
import { weekDay } from './calendar.js';
import { addDaysIso } from './leave.js';

/**
 * The first day of the organisation's week: the day after its weekly rest days (Friday and
 * Saturday off: Sunday; Saturday and Sunday off: Monday; no rest day: Monday).
 */
export function weekStartDay(weekendDays: readonly number[]): number {
  const rest = new Set(weekendDays);
  if (!rest.size || rest.size >= 7) return 1;
  // The rest day whose next day works ends the weekend block.
  for (let d = 0; d < 7; d++) if (rest.has(d) && !rest.has((d + 1) % 7)) return (d + 1) % 7;
  return 1;
}

/** The first date of the week holding `date`. */
export function weekStartOf(date: string, weekendDays: readonly number[]): string {
  const back = (weekDay(date) - weekStartDay(weekendDays) + 7) % 7;
  return addDaysIso(date, -back);
}

/** A computed day as the dashboards colour it: a present day with late minutes is "late". */
export function dashboardDayKind(status: TDayStatus, lateMinutes: number): TDashboardDayKind {
  return status === 'present' && lateMinutes > 0 ? 'late' : status;
}

/**
 * Whether a day counts in the attendance rate, and whether it was attended. Expected: a work day
 * that is due (not a weekend, holiday, leave or a day still to come); attended: present (late
 * included), or a day HR confirmed as attended (resolution "confirmed" or "forgot ID").
 */
export function rateDay(status: TDayStatus, resolution: string | null): { expected: boolean; attended: boolean } {
  if (status === 'weekend' || status === 'holiday' || status === 'leave' || status === 'upcoming') return { expected: false, attended: false };
  return { expected: true, attended: status === 'present' || resolution === 'confirmed' || resolution === 'forgot_id' };
}

/** attended / expected, or null when nothing was expected. */
export const attendanceRate = (attended: number, expected: number): number | null => (expected > 0 ? attended / expected : null);
