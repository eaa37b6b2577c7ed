import { dayWindow, shiftOn } from '@hr/shared';
import type { Ctx } from '../../core/context.js';
import { cachedRamadanPeriods } from '../organisation/index.js';
import type { Directory } from '../people/index.js';
import { loadRosterBook } from '../roster/index.js';

/**
 * The event windows of some requests' work days (a missed punch, overtime), to show each day's
 * recorded events: the shift worked that date as the roster gives it, at its Ramadan
 * hours on Ramadan dates. Two reads for the whole page.
 */
export async function workDayWindows(ctx: Pick<Ctx, 'db' | 'reads'>, dir: Directory, timeZone: string, rows: readonly { employeeId: number | string; workDate: string }[]) {
  if (!rows.length) return [];
  const ramadan = await cachedRamadanPeriods(ctx);
  const dates = rows.map((r) => r.workDate).sort();
  const book = await loadRosterBook(ctx, [...new Set(rows.map((r) => Number(r.employeeId)))], dates[0], dates[dates.length - 1]);
  return rows.map((r) => {
    const id = Number(r.employeeId);
    return dayWindow(r.workDate, timeZone, shiftOn(book.shiftOf({ id, shiftId: dir.get(id)?.shiftId ?? null }, r.workDate), r.workDate, ramadan));
  });
}
