/**
 * A person's holiday group over time (Decree 346/2025 under Labour Law Art 129): HR sets it on the
 * person's record, never inferred from anything else. It is kept as periods, each from a date, so a
 * change applies from the first day not closed for payroll and a closed month keeps the group it
 * was paid with.
 */
import { groupHolidays, HOLIDAY_GROUPS, isGroupHoliday, startTimeFor, type TGroupDay, type THolidayGroup } from './christian-holidays.js';

export interface THolidayGroupPeriod {
  /** null: no group from that date. */
  group: THolidayGroup | null;
  /** 'YYYY-MM-DD'; ALWAYS_FROM: from the start of the record. */
  from: string;
}

/** A period that holds from the start (nothing was closed when it was set). */
export const ALWAYS_FROM = '0001-01-01';

export const isHolidayGroup = (v: unknown): v is THolidayGroup => typeof v === 'string' && (HOLIDAY_GROUPS as readonly string[]).includes(v);

/** The group in force on a date (null: none). */
export function groupOn(periods: readonly THolidayGroupPeriod[] | null | undefined, date: string): THolidayGroup | null {
  let g: THolidayGroup | null = null;
  for (const p of periods ?? []) if (p.from <= date) g = p.group;
  return g;
}

/** The group of the latest period: what the record shows. */
export const latestGroup = (periods: readonly THolidayGroupPeriod[] | null | undefined): THolidayGroup | null => (periods?.length ? periods[periods.length - 1].group : null);

/**
 * The periods after HR sets `group` from `from` (the first day not closed for payroll): periods
 * that start before it are kept, later ones are replaced. Unchanged when the group already in force
 * from `from` on is `group`.
 */
export function planGroupChange(periods: readonly THolidayGroupPeriod[] | null | undefined, group: THolidayGroup | null, from: string): THolidayGroupPeriod[] {
  const kept = [...(periods ?? [])].sort((a, b) => a.from.localeCompare(b.from)).filter((p) => p.from < from);
  return groupOn(kept, from) === group ? kept : [...kept, { group, from }];
}

/** Whether a date is a day off of the person's group on that date (Decree 346/2025). */
export const isPersonGroupHoliday = (periods: readonly THolidayGroupPeriod[] | null | undefined, date: string): boolean => isGroupHoliday(date, groupOn(periods, date));

/** The start a sign-in is measured against for the person that day: 10:00 on their group's late-start days. */
export const personStartTime = (periods: readonly THolidayGroupPeriod[] | null | undefined, date: string, shiftStart: string): string => startTimeFor(date, groupOn(periods, date), shiftStart);

/**
 * The person's group days between two dates (inclusive), each by the group in force that day:
 * `kind` 'holiday' days off and 'late_start' days (10:00), sorted by date.
 */
export function personGroupDays(periods: readonly THolidayGroupPeriod[] | null | undefined, from: string, to: string, kind: TGroupDay['kind'] = 'holiday'): TGroupDay[] {
  if (!periods?.length || to < from) return [];
  const out: TGroupDay[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    for (const g of HOLIDAY_GROUPS) {
      for (const d of groupHolidays(y, g)) if (d.kind === kind && d.date >= from && d.date <= to && groupOn(periods, d.date) === g) out.push(d);
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}
