import { numberLocale } from '@/lib/digits';

/** 'YYYY-MM' arithmetic and the days of a month, as calendar dates (no time zone involved). */
export const monthOf = (date: string) => date.slice(0, 7);
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
export function daysOf(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
export const isMonth = (v: string | null): v is string => !!v && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);
/** The Intl locale of month and weekday names: the page's language, in the screen's digits. */
export const intlLocale = (ar: boolean) => numberLocale(ar ? 'ar' : 'en');
export const monthLabel = (month: string, ar: boolean) =>
  new Intl.DateTimeFormat(intlLocale(ar), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
/** Weekday names, 0 = Sunday. */
export const weekdayNames = (ar: boolean, width: 'long' | 'short') =>
  Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(intlLocale(ar), { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + i))));
/** A day in words, 'Sunday 15 November 2026' (in Arabic, Arabic words and digits). */
export const dayLabel = (date: string, ar: boolean) =>
  new Intl.DateTimeFormat(intlLocale(ar), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
