import { inArray } from 'drizzle-orm';
import { addDaysIso } from '@hr/shared';
import type { Db } from '../db/client.js';
import { payrollMonths } from '../db/schema.js';
import type { Ctx } from './context.js';
import { AppError } from './errors.js';

/** A month closed (or being closed) for payroll: for the whole organisation (siteId null) or one site. */
export interface TClosedMonth {
  month: string;
  siteId: number | null;
}

/** The last day of a month 'YYYY-MM'. */
export const lastDayOf = (month: string) => addDaysIso(`${nextMonth(month)}-01`, -1);
/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * Which days are closed for payroll. A day is closed for a person when its month is closed for the
 * whole organisation or for the site the person works at that day; a month being closed counts, so
 * nothing changes under a closing.
 */
export class ClosedDays {
  private readonly all = new Set<string>();
  private readonly bySite = new Map<string, Set<number>>();
  /** The last day of the latest closed month of any scope (null: nothing closed). */
  readonly lastClosedDay: string | null;

  constructor(readonly months: readonly TClosedMonth[]) {
    let last: string | null = null;
    for (const m of months) {
      if (m.siteId === null) this.all.add(m.month);
      else {
        const set = this.bySite.get(m.month);
        if (set) set.add(m.siteId);
        else this.bySite.set(m.month, new Set([m.siteId]));
      }
      if (!last || m.month > last) last = m.month;
    }
    this.lastClosedDay = last ? lastDayOf(last) : null;
  }

  get any(): boolean {
    return this.months.length > 0;
  }

  /** Whether the date is closed for someone at `siteId` that day (null: no site, only an organisation close counts). */
  isClosed(date: string, siteId: number | null): boolean {
    const month = date.slice(0, 7);
    if (this.all.has(month)) return true;
    return siteId !== null && !!this.bySite.get(month)?.has(siteId);
  }

  /** Whether the month is closed for any site or the organisation (a holiday for every site must not touch it). */
  isClosedAnywhere(date: string): boolean {
    const month = date.slice(0, 7);
    return this.all.has(month) || this.bySite.has(month);
  }

  /**
   * The first closed day on or after `from` for someone at `siteId` (null: none): a change that
   * holds from `from` on (a roster from a date) would reach it.
   */
  firstClosedFrom(from: string, siteId: number | null): string | null {
    if (!this.lastClosedDay || from > this.lastClosedDay) return null;
    for (let m = from.slice(0, 7); m <= this.lastClosedDay.slice(0, 7); m = nextMonth(m)) {
      const day = m === from.slice(0, 7) ? from : `${m}-01`;
      if (this.isClosed(day, siteId)) return day;
    }
    return null;
  }

  /** The error that refuses an edit reaching a closed day, naming its month. */
  refusal(date: string, path?: string): AppError {
    return closedError(date, path);
  }

  /** Refuses a direct edit of a closed day, naming the month. */
  assertOpen(date: string, siteId: number | null, path?: string): void {
    if (this.isClosed(date, siteId)) throw closedError(date, path);
  }

  /** Refuses a direct edit of a day closed for any of these sites (empty: every site). */
  assertOpenForSites(date: string, siteIds: readonly number[], path?: string): void {
    if (siteIds.length === 0 ? this.isClosedAnywhere(date) : siteIds.some((s) => this.isClosed(date, s))) throw closedError(date, path);
  }
}

function closedError(date: string, path?: string): AppError {
  const month = `${date.slice(5, 7)}/${date.slice(0, 4)}`;
  return new AppError('PAYROLL_MONTH_CLOSED', { params: { month }, ...(path && { fields: [{ path, message: 'errors.PAYROLL_MONTH_CLOSED' }] }) });
}

/** The closed months as the database has them now (inside a transaction: as it sees them). */
export async function loadClosedDays(db: Db): Promise<ClosedDays> {
  const rows = await db.select({ month: payrollMonths.month, siteId: payrollMonths.siteId }).from(payrollMonths).where(inArray(payrollMonths.state, ['closing', 'closed']));
  return new ClosedDays(rows);
}

/** The closed months from the read cache (a closing or a reopening forgets it). */
export const cachedClosedDays = (ctx: Pick<Ctx, 'db' | 'reads'>) => ctx.reads.get('closed-months', () => loadClosedDays(ctx.db), { topics: ['org'], ttlMs: 60_000 });
