import { clockSpanMinutes } from '@hr/shared';
import { formatClock, formatDate } from '@/lib/format';

type TLang = 'en' | 'ar';

/** A span ends the next day when its end is at or before its start (22:00–02:00). */
export const endsNextDay = (from: string, to: string) => to <= from;

/**
 * 'hh:mm a – hh:mm a', isolated in the page's direction: in Arabic the start time stands on the
 * right, with its ص/م mark after it, as Arabic reads; in English left to right.
 */
export const spanLabel = (from: string, to: string, lang: TLang) => `${lang === 'ar' ? '\u2067' : '\u2066'}${formatClock(from, lang)} – ${formatClock(to, lang)}\u2069`;

/** The live minutes of a span being typed, or null while it is not a valid span. */
export function liveMinutes(from: string | undefined, to: string | undefined): number | null {
  const ok = (v: string | undefined): v is string => !!v && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
  if (!ok(from) || !ok(to) || from === to) return null;
  return clockSpanMinutes(from, to);
}

/** dd/MM/yyyy in a left-to-right isolate. */
export const dateLabel = (date: string) => `\u2066${formatDate(date)}\u2069`;

/** A person's name in the page's language (the other one when it is missing). */
export const nameIn = (ar: boolean, en: string | null, arName: string | null) => (ar ? arName || en : en || arName) ?? '';
