import { addDaysIso, outOfShiftAt, type TOutOfShift, type TRamadanHours, type TShiftRule } from '@hr/shared';
import type { Ctx } from '../../core/context.js';
import { cachedCalendarFacts, cachedRamadanPeriods, holidayApplies } from '../organisation/index.js';
import { allShifts } from './attendance-day-repository.js';
import { loadRosterBook } from '../roster/index.js';

/** Tells whether a person's sign-in is far outside their shift (`outOfShiftAt`), and if so the shift's hours that day. */
export type TOutOfShiftCheck = (person: { id: number; shiftId: number | null; siteId: number | null }, at: Date) => TOutOfShift | null;

/**
 * An out-of-shift check for any number of people and instants, from reads made once:
 * every shift, the saved Ramadan periods and the holidays (the last two from the read cache). The
 * web clock asks it before recording a sign-in and the event logs for every sign-in they show, so
 * a device's punch at 21:35 is flagged exactly as a web clock-in would have been refused. Call it
 * before a transaction opens: the read cache may query.
 */
export async function outOfShiftCheck(ctx: Pick<Ctx, 'db' | 'reads'>, people: readonly number[], from: string, to: string): Promise<TOutOfShiftCheck> {
  // The roster of these people from two days before to a day after: an instant's work date may be either side.
  const [shifts, periods, facts, book] = await Promise.all([allShifts(ctx.db), cachedRamadanPeriods(ctx), cachedCalendarFacts(ctx), loadRosterBook(ctx, people, addDaysIso(from, -2), addDaysIso(to, 1))]);
  const byId = new Map(shifts.map((s) => [s.id, s as TShiftRule & TRamadanHours]));
  const holidays = new Map<string, { siteIds: readonly number[] | null }[]>();
  for (const h of facts.holidays) holidays.set(h.date, [...(holidays.get(h.date) ?? []), h]);
  const timeZone = facts.org.timeZone;
  return (person, at) => {
    const shift = person.shiftId === null ? null : (byId.get(person.shiftId) ?? null);
    // The site worked at that day (dated job data): its holidays.
    const holiday = (date: string) => (holidays.get(date) ?? []).some((h) => holidayApplies(h, book.siteOf(person, date)));
    if (book.variesIn(person, from, to)) return outOfShiftAt(at, { timeZone, shift, periods, holiday, shiftOfDate: (d) => book.shiftOf(person, d) });
    if (!shift) return null;
    return outOfShiftAt(at, { timeZone, shift, periods, holiday });
  };
}
