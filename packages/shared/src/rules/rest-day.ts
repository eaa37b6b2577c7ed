/**
 * Days off owed for work on a day off. Work on the weekly rest day (Art 121) earns one day's wage
 * as compensation (the rest-day premium) and another rest day in the following week; work on an
 * official holiday (Art 129 ¶2) earns the day's wage plus twice it, or, at the worker's written
 * request, another day off instead (the law sets no week for it).
 */
import { firstDayOfWeek, weekDay } from './calendar.js';
import { addDaysIso } from './leave.js';

/**
 * The week after the one holding `workDate` (rule: restDayReplacement): weeks begin on the
 * organisation's first day (the day after its weekend: Sunday for Friday and Saturday).
 */
export function followingWeek(workDate: string, weekendDays: readonly number[]): { from: string; to: string } {
  const first = firstDayOfWeek(weekendDays);
  const back = (weekDay(workDate) - first + 7) % 7;
  const from = addDaysIso(workDate, 7 - back);
  return { from, to: addDaysIso(from, 6) };
}

/**
 * The day off an approved overtime earns, if any: on the weekly rest day always (Art 121), on an
 * official holiday only where the worker asked in writing for a day off instead of the double wage
 * (Art 129 ¶2; rule: holidayWorkPay). Nothing on a work day.
 */
export function compensatoryDayFor(
  o: { workDate: string; dayKind: string; dayOffInstead: boolean },
  weekendDays: readonly number[],
): { kind: 'rest_day' | 'holiday'; dueFrom: string; dueTo: string | null } | null {
  if (o.dayKind === 'rest_day') {
    const w = followingWeek(o.workDate, weekendDays);
    return { kind: 'rest_day', dueFrom: w.from, dueTo: w.to };
  }
  if (o.dayKind === 'holiday' && o.dayOffInstead) return { kind: 'holiday', dueFrom: addDaysIso(o.workDate, 1), dueTo: null };
  return null;
}
