import { addDaysIso, egyptHolidayPreset, localInstant, weekDay } from '@hr/shared';

/** Dates the API tests file things on: the organisation's today (Cairo) and whole days around it. */
export const TEST_TZ = 'Africa/Cairo';
export const testToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: TEST_TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
/**
 * The instant of a wall-clock time in Cairo on a date, summer time included: "08:00+02:00" is
 * 09:00 in Cairo from the last Friday of April to the last Thursday of October.
 */
export const cairoTime = (d: string, hm: string): Date => localInstant(d, hm, TEST_TZ);
/** This year in Cairo (22:00 UTC on 31 December is already next year there). */
export const testYear = () => Number(testToday().slice(0, 4));
export const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const holidayYears = new Map<number, Set<string>>();
/** Whether `d` is one of Egypt's preset public holidays (the demo has its year's and the next year's). */
export function isPresetHoliday(d: string): boolean {
  const year = Number(d.slice(0, 4));
  let set = holidayYears.get(year);
  if (!set) holidayYears.set(year, (set = new Set(egyptHolidayPreset(year).map((h) => h.date))));
  return set.has(d);
}

/** A work day of the demo's Day shift: Sunday to Thursday, not a public holiday. */
export const isDemoWorkDay = (d: string) => weekDay(d) <= 4 && !isPresetHoliday(d);

/**
 * The first demo work day on or after `d` (with weekday `wd`, 0 = Sunday, when given). A test that
 * files leave on "the first Thursday of May next year" lands on a holiday in some years (Arafat
 * Day 2028): this one never does.
 */
export function demoWorkDay(d: string, wd?: number): string {
  let x = d;
  while (!isDemoWorkDay(x) || (wd !== undefined && weekDay(x) !== wd)) x = addDaysIso(x, 1);
  return x;
}

/** `n` consecutive demo work days from `d` on (Sunday to Thursday of one week when `d` is a Sunday with no holiday that week). */
export function demoWorkDays(d: string, n: number): string[] {
  const out: string[] = [];
  for (let x = demoWorkDay(d); out.length < n; x = demoWorkDay(addDaysIso(x, 1))) out.push(x);
  return out;
}

/** The Sunday of the first week from `d` on whose five days (Sunday to Thursday) are all work days. */
export function demoFullWeek(d: string): string {
  let x = demoWorkDay(d, 0);
  while (![0, 1, 2, 3, 4].every((n) => isDemoWorkDay(addDaysIso(x, n)))) x = demoWorkDay(addDaysIso(x, 1), 0);
  return x;
}
