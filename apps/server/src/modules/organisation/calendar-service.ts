import type { Ctx } from '../../core/context.js';
import { cachedOrganisation, getOrganisation, type TOrganisationRow } from '../../core/organisation.js';
import type { Db } from '../../db/client.js';
import { allHolidays, allShiftWorkDays } from './calendar-repository.js';

export type THolidayRow = Awaited<ReturnType<typeof allHolidays>>[number];

/**
 * What a day count needs about the organisation: its settings (work week, time zone), every
 * holiday and every shift's work days. Read from the read cache before a filing's transaction
 * opens, so filing asks the database only about the person: holidays and shifts change
 * a few times a year, and a change forgets the entry at once.
 */
export interface TCalendarFacts {
  org: TOrganisationRow;
  holidays: readonly THolidayRow[];
  shiftWorkDays: ReadonlyMap<number, number[]>;
}

export async function cachedCalendarFacts(ctx: Pick<Ctx, 'db' | 'reads'>): Promise<TCalendarFacts> {
  const [org, holidays, shiftWorkDays] = await Promise.all([
    cachedOrganisation(ctx),
    ctx.reads.get('holidays-all', () => allHolidays(ctx.db), { topics: ['org'], ttlMs: 60_000 }),
    ctx.reads.get('shift-work-days', () => allShiftWorkDays(ctx.db), { topics: ['people'], ttlMs: 60_000 }),
  ]);
  return { org, holidays, shiftWorkDays };
}

/** The holidays between two dates (inclusive) from the facts, oldest first. */
export const holidaysIn = (facts: TCalendarFacts, from: string, to: string): THolidayRow[] => facts.holidays.filter((h) => h.date >= from && h.date <= to);

/** The same facts read in a transaction (not from the cache): what a change inside it sees. */
export async function readCalendarFacts(db: Db): Promise<TCalendarFacts> {
  const [org, holidays, shiftWorkDays] = await Promise.all([getOrganisation(db), allHolidays(db), allShiftWorkDays(db)]);
  return { org, holidays, shiftWorkDays };
}
