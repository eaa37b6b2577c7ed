import {
  clockSpanMinutes,
  hoursAsDays,
  isWeekend,
  personGroupDays,
  timesInService,
  type TDayCalendar,
  type THolidayGroupPeriod,
  type TLeaveHistory,
} from '@hr/shared';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/client.js';
import { cachedCalendarFacts, holidayApplies, holidaysIn, type TCalendarFacts } from '../organisation/index.js';
import { getDirectory, type Directory } from '../people/index.js';
import type { RosterBook } from '../roster/index.js';
import * as repo from './leave-repository.js';

/**
 * What filing knows before it checks a request: the calendar, types and directory read once from
 * the read cache, a person's days off and holidays, leave by the hour's days, and a person's
 * earlier times of a type (the law's times in service and childcare's workforce). Pure or read-only;
 * leave-filing-service.ts runs the checks and writes.
 */

/**
 * What filing reads besides the person: the calendar facts (settings, holidays, shifts), the leave
 * types and the directory (names, managers, shifts), all from the read cache and read before the
 * transaction opens. Inside it, filing asks the database only about the person: lock and row,
 * overlap, balance (a filing was 16 statements on the one embedded connection).
 */
export interface TFilingFacts {
  reads: Ctx['reads'];
  calendar: TCalendarFacts;
  types: ReadonlyMap<number, repo.TLeaveTypeRow>;
  dir: Directory;
}

export async function filingFacts(ctx: Ctx): Promise<TFilingFacts> {
  const [calendar, types, dir] = await Promise.all([
    cachedCalendarFacts(ctx),
    ctx.reads.get('leave-type-rows', async () => new Map((await repo.listLeaveTypes(ctx.db)).map((t) => [t.id, t])), { topics: ['leaveTypes'], ttlMs: 60_000 }),
    getDirectory(ctx),
  ]);
  return { reads: ctx.reads, calendar, types, dir };
}

/** A person's days off and holidays between two dates: each date with its rostered day, or the fixed shift and site in force then. */
export function dayCalendar(
  facts: TCalendarFacts,
  p: { id: number; siteId: number | null; shiftId: number | null; holidayGroups?: readonly THolidayGroupPeriod[] | null },
  from: string,
  to: string,
  book?: Pick<RosterBook, 'dayOf' | 'fixedShiftId' | 'siteOf' | 'shiftRule'>,
) {
  const { org } = facts;
  const workDaysOn = (d: string) => {
    const shiftId = book ? book.fixedShiftId(p, d) : p.shiftId;
    if (!shiftId) return null;
    return (book?.shiftRule(shiftId, d)?.workDays ?? facts.shiftWorkDays.get(shiftId)) || null;
  };
  const siteOn = (d: string) => (book ? book.siteOf(p, d) : p.siteId);
  const byDate = new Map(holidaysIn(facts, from, to).filter((h) => holidayApplies(h, siteOn(h.date))).map((h) => [h.date, h]));
  // Decree 346/2025: the days off of the person's holiday group on each date count as official holidays for them.
  for (const g of personGroupDays(p.holidayGroups, from, to)) if (!byDate.has(g.date)) byDate.set(g.date, { date: g.date, nameEn: g.nameEn, nameAr: g.nameAr, siteIds: [] });
  const cal: TDayCalendar = {
    // A rostered day is a rest day when the roster gives no shift, whatever the weekday.
    isRestDay: (d) => {
      const r = book?.dayOf(p.id, d);
      if (r) return r.shiftId === null;
      const workDays = workDaysOn(d);
      return workDays ? !workDays.includes(new Date(`${d}T00:00:00Z`).getUTCDay()) : isWeekend(d, org.weekendDays);
    },
    isHoliday: (d) => byDate.has(d),
  };
  return { cal, holidays: byDate, org };
}

/**
 * Leave by the hour: only for types HR allows, on one day, shorter than a leave day;
 * its minutes at the organisation's hours per leave day (nothing on a rest day or holiday).
 */
export function hourlyDays(type: repo.TLeaveTypeRow, input: { startDate: string; endDate: string; halfDay: string; from: string; to: string }, whole: number, hoursPerDay: number): number {
  if (!type.hoursAllowed) throw new AppError('HOURS_NOT_ALLOWED', { fields: [{ path: 'from', message: 'errors.HOURS_NOT_ALLOWED' }] });
  if (input.startDate !== input.endDate || input.halfDay !== 'none') throw new AppError('HOURS_ONE_DAY', { fields: [{ path: 'endDate', message: 'errors.HOURS_ONE_DAY' }] });
  const minutes = clockSpanMinutes(input.from, input.to);
  if (minutes <= 0 || minutes >= hoursPerDay * 60) {
    throw new AppError('HOURS_TOO_LONG', { params: { hours: hoursPerDay }, fields: [{ path: 'to', message: 'errors.HOURS_TOO_LONG' }] });
  }
  return whole === 0 ? 0 : hoursAsDays(minutes, hoursPerDay);
}

/** `date` plus whole months ('YYYY-MM-DD'; the day is kept, or the month's last when shorter). */
export function plusMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * A person's earlier times of a type, the event of this request aside (law rule timesInService:
 * a second part of one birth is not a new time), and the organisation's size where the type asks
 * it (law rule childcare, Art 57).
 */
export async function historyOf(db: Db, reads: Ctx['reads'], type: repo.TLeaveTypeRow, personId: number, eventDate: string | null): Promise<TLeaveHistory & { eventDays: number }> {
  const out: TLeaveHistory & { eventDays: number } = { timesTaken: 0, eventDays: 0 };
  if (type.maxTimesInService !== null || type.minGapMonths !== null) {
    const all = await repo.timesRequests(db, personId, type.id);
    const others = all.filter((r) => !eventDate || r.eventDate !== eventDate);
    out.timesTaken = timesInService(others);
    out.firstStart = others[0]?.startDate ?? null;
    // The event's earlier parts: with this one, within the type's days (a birth's 4 months, childcare's 2 years).
    out.eventDays = eventDate ? all.filter((r) => r.eventDate === eventDate).reduce((s, r) => s + r.days, 0) : 0;
  }
  if (type.minWorkforce !== null) out.workforce = await workforce({ db, reads });
  return out;
}

/** Active people in the organisation, from the read cache (a hire or a leaver bumps 'people'). */
export function workforce(ctx: Pick<Ctx, 'db' | 'reads'>): Promise<number> {
  return ctx.reads.get('active-workforce', () => repo.activeWorkforce(ctx.db), { topics: ['people'], ttlMs: 60_000 });
}
