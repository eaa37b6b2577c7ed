import type { TLang } from './roles.js';

export const DEFAULT_TIME_ZONE = 'Africa/Cairo';

const partsCache = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsCache.set(timeZone, f);
  }
  return f;
}

const AMPM: Record<TLang, [string, string]> = { en: ['AM', 'PM'], ar: ['ص', 'م'] };

/** dd/MM/yyyy hh:mm a in the organisation's time zone; Arabic uses its own AM/PM marks. */
export function formatDateTime(value: Date | string, lang: TLang, timeZone: string = DEFAULT_TIME_ZONE): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  const p: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(d)) p[part.type] = part.value;
  const h24 = Number(p.hour) % 24;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const mark = AMPM[lang][h24 < 12 ? 0 : 1];
  return `${p.day}/${p.month}/${p.year} ${String(h12).padStart(2, '0')}:${p.minute} ${mark}`;
}

/** A wall-clock 'HH:MM' (24 h) as hh:mm a, with the Arabic AM/PM marks in Arabic: one clock on every screen. */
export function formatClock(hhmm: string, lang: TLang): string {
  const m = /^(\d{2}):(\d{2})/.exec(hhmm);
  if (!m) return hhmm;
  const h = Number(m[1]) % 24;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${m[2]} ${AMPM[lang][h < 12 ? 0 : 1]}`;
}

/** dd/MM/yyyy for calendar dates (YYYY-MM-DD strings carry no time zone). */
export function formatDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/**
 * 'dd/MM/yyyy – dd/MM/yyyy' (one date when both are the same day) that never breaks across
 * lines: in right-to-left text a break would leave the dash before the first date on one line
 * and the second date on the next. No-break spaces round the dash, and a word
 * joiner after it, since a line may still break after an en dash (Unicode line breaking, class BA).
 */
export const DATE_RANGE_DASH = '\u00A0–\u2060\u00A0';
export function formatDateRange(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)}${DATE_RANGE_DASH}${formatDate(to)}`;
}

const UNITS = [
  { unit: 'y', seconds: 365 * 86400, intl: 'year' },
  { unit: 'mon', seconds: 30 * 86400, intl: 'month' },
  { unit: 'd', seconds: 86400, intl: 'day' },
  { unit: 'h', seconds: 3600, intl: 'hour' },
  { unit: 'min', seconds: 60, intl: 'minute' },
  { unit: 'sec', seconds: 1, intl: 'second' },
] as const;

const arRelative = new Intl.RelativeTimeFormat('ar-EG-u-nu-latn', { numeric: 'always', style: 'long' });

/** 'just now', then '3 min ago' in English (units sec, min, h, d, mon, y); 'قبل 3 دقائق' in Arabic. */
export function formatRelative(value: Date | string, lang: TLang, now: Date = new Date()): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  const diff = Math.max(0, Math.round((now.getTime() - d.getTime()) / 1000));
  if (diff < 10) return lang === 'ar' ? 'الآن' : 'just now';
  const u = UNITS.find((x) => diff >= x.seconds) ?? UNITS[UNITS.length - 1];
  const n = Math.max(diff < 1 ? 0 : 1, Math.floor(diff / u.seconds));
  if (lang === 'ar') return arRelative.format(-n, u.intl);
  return `${n} ${u.unit} ago`;
}

/** How far a time zone is ahead of UTC at an instant, in minutes (Cairo in summer: 180). */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function exactOffsetMinutes(t: number, timeZone: string): number {
  let f = offsetFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    offsetFormats.set(timeZone, f);
  }
  const parts = f.formatToParts(new Date(t));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  const local = new Date(0);
  local.setUTCFullYear(get('year'), get('month') - 1, get('day'));
  local.setUTCHours(get('hour'), get('minute'), get('second'));
  return Math.round((local.getTime() - Math.floor(t / 1000) * 1000) / 60_000);
}

/**
 * Offsets change at most once in a quarter of an hour, so one Intl lookup serves a whole
 * quarter when both its ends agree (a change inside it is looked up exactly). Computing the
 * days of 2,000 people for a quarter asks this half a million times.
 */
const QUARTER_MS = 15 * 60_000;
const offsetCache = new Map<string, number | null>();

export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const t = instant.getTime();
  const q = Math.floor(t / QUARTER_MS);
  const key = `${timeZone}|${q}`;
  let cached = offsetCache.get(key);
  if (cached === undefined) {
    const start = exactOffsetMinutes(q * QUARTER_MS, timeZone);
    cached = start === exactOffsetMinutes(q * QUARTER_MS + QUARTER_MS - 1000, timeZone) ? start : null;
    if (offsetCache.size >= 200_000) offsetCache.clear();
    offsetCache.set(key, cached);
  }
  return cached ?? exactOffsetMinutes(t, timeZone);
}

/** The instant a calendar date ('YYYY-MM-DD') starts in a time zone (daylight saving included). */
export function startOfDayIn(date: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`);
  let t = guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  // Across a change of offset, the offset at the result is the one that counts.
  t = guess - zoneOffsetMinutes(new Date(t), timeZone) * 60_000;
  return new Date(t);
}

/**
 * The UTC offsets a time zone uses between two instants, as segments: each applies until its
 * `until` (the last one to the end). Found hour by hour, each change pinned to the minute; lets a
 * query turn instants into local days with arithmetic instead of a time zone lookup per row.
 */
export function offsetSegments(from: Date, to: Date, timeZone: string): { until: Date | null; offsetMinutes: number }[] {
  const HOUR = 3_600_000;
  const out: { until: Date | null; offsetMinutes: number }[] = [];
  let current = zoneOffsetMinutes(from, timeZone);
  for (let t = from.getTime(); t < to.getTime(); t += HOUR) {
    const next = zoneOffsetMinutes(new Date(t + HOUR), timeZone);
    if (next === current) continue;
    let lo = t;
    let hi = t + HOUR;
    while (hi - lo > 60_000) {
      const mid = lo + Math.max(60_000, Math.floor((hi - lo) / 120_000) * 60_000);
      if (zoneOffsetMinutes(new Date(mid), timeZone) === current) lo = mid;
      else hi = mid;
    }
    out.push({ until: new Date(hi), offsetMinutes: current });
    current = next;
  }
  out.push({ until: null, offsetMinutes: current });
  return out;
}
