/**
 * Ministerial Decree 346/2025 (under Art 129): the religious feasts of Christian workers, by group.
 * Coptic Orthodox workers: Christmas (7 January) and Easter are days off; Catholic and Protestant
 * workers: New Year's Day, Christmas (25 December) and Easter. On Epiphany, Palm Sunday and Maundy
 * Thursday a Christian worker may start at 10:00: a late start, not a day off. A person's group is
 * set by HR, never inferred. Pure dates: the portal's wiring (who is in which group, and which
 * counts use these days) is outside this file.
 */
import { orthodoxEaster } from './calendar.js';
import { addDaysIso } from './leave.js';

export const HOLIDAY_GROUPS = ['coptic_orthodox', 'catholic_protestant'] as const;
export type THolidayGroup = (typeof HOLIDAY_GROUPS)[number];

/** The start Decree 346/2025 allows on Epiphany, Palm Sunday and Maundy Thursday. */
export const CHRISTIAN_LATE_START = '10:00';

export interface TGroupDay {
  date: string;
  nameEn: string;
  nameAr: string;
  /** 'holiday': a paid day off for the group; 'late_start': work starts at `startTime`. */
  kind: 'holiday' | 'late_start';
  startTime: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Western (Gregorian) Easter Sunday: the anonymous Gregorian computus (Meeus/Jones/Butcher). */
export function westernEaster(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const day = (date: string, nameEn: string, nameAr: string): TGroupDay => ({ date, nameEn, nameAr, kind: 'holiday', startTime: null });
const late = (date: string, nameEn: string, nameAr: string): TGroupDay => ({ date, nameEn, nameAr, kind: 'late_start', startTime: CHRISTIAN_LATE_START });

/** A group's days of a year (Decree 346/2025), sorted by date. */
export function groupHolidays(year: number, group: THolidayGroup): TGroupDay[] {
  const list: TGroupDay[] = [];
  if (group === 'coptic_orthodox') {
    const easter = orthodoxEaster(year);
    list.push(
      day(`${year}-01-07`, 'Christmas', 'عيد الميلاد المجيد'),
      late(`${year}-01-19`, 'Epiphany', 'عيد الغطاس'),
      late(addDaysIso(easter, -7), 'Palm Sunday', 'أحد الشعانين'),
      late(addDaysIso(easter, -3), 'Maundy Thursday', 'خميس العهد'),
      day(easter, 'Easter', 'عيد القيامة المجيد'),
    );
  } else {
    const easter = westernEaster(year);
    list.push(
      day(`${year}-01-01`, "New Year's Day", 'رأس السنة الميلادية'),
      late(`${year}-01-06`, 'Epiphany', 'عيد الغطاس'),
      late(addDaysIso(easter, -7), 'Palm Sunday', 'أحد الشعانين'),
      late(addDaysIso(easter, -3), 'Maundy Thursday', 'خميس العهد'),
      day(easter, 'Easter', 'عيد القيامة المجيد'),
      day(`${year}-12-25`, 'Christmas', 'عيد الميلاد المجيد'),
    );
  }
  return list.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The start a sign-in is measured against on a date for a person of a group: on the group's
 * late-start days 10:00 (arriving by then is on time; a later shift start stays as it is), the
 * shift's start otherwise. Times are local 'HH:MM'.
 */
export function startTimeFor(date: string, group: THolidayGroup | null, shiftStart: string): string {
  if (!group) return shiftStart;
  const lateDay = groupHolidays(Number(date.slice(0, 4)), group).find((d) => d.date === date && d.kind === 'late_start');
  return lateDay && lateDay.startTime! > shiftStart ? lateDay.startTime! : shiftStart;
}

/** Whether a date is a day off for a person of a group (null: none of them: the general calendar only). */
export function isGroupHoliday(date: string, group: THolidayGroup | null): boolean {
  if (!group) return false;
  return groupHolidays(Number(date.slice(0, 4)), group).some((d) => d.date === date && d.kind === 'holiday');
}
