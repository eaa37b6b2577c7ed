/**
 * What the API accepts, in one place: the supported calendar window, the database's id range,
 * the longest range each kind of page may ask for, and text a database can store. The zod
 * helpers in schemas/common.ts and the server's request guard both read these.
 */

/** The supported calendar: dates, months and instants outside it are refused as invalid. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2199-12-31';
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2199;

/** PostgreSQL `integer` (serial ids, company IDs stored as int). */
export const ID_MAX = 2_147_483_647;

/**
 * The longest range (in days, both ends included) a page may ask for. Lists filtered in SQL take
 * years; pages that compute every person-day take a quarter; suggestions a couple of months.
 */
export const RANGE_MAX_DAYS = {
  /** Lists and exports filtered in the database (requests, audit trail, overtime). */
  list: 3_660,
  /** Attendance event logs and their exports. */
  events: 366,
  /** Computed days (absences, sheets). */
  computed: 92,
  /** Overtime suggestions from attendance. */
  suggestions: 62,
  /** One leave request or its quote. */
  leave: 366,
} as const;
export type TRangeKind = keyof typeof RANGE_MAX_DAYS;
/** The message (a translation key) that names each kind's limit. */
export const RANGE_MESSAGE: Record<TRangeKind, string> = {
  list: 'validation.rangeTooLongTenYears',
  events: 'validation.rangeTooLongYear',
  computed: 'validation.rangeTooLong',
  suggestions: 'validation.rangeTooLongTwoMonths',
  leave: 'validation.rangeTooLongYear',
};

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (ISO dates). */
export const daysInRange = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** True when the range is longer than its kind allows. */
export const rangeTooLong = (from: string, to: string, kind: TRangeKind): boolean => daysInRange(from, to) > RANGE_MAX_DAYS[kind];

/** A real calendar day 'YYYY-MM-DD' inside the supported window. */
export function isSupportedDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || s < DATE_MIN || s > DATE_MAX) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  // Date.parse rolls 2028-02-30 over to March instead of refusing it.
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
}

/** 'YYYY-MM' inside the supported window. */
export const isSupportedMonth = (s: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(s) && s >= DATE_MIN.slice(0, 7) && s <= DATE_MAX.slice(0, 7);

/** An ISO instant (already checked for shape) whose UTC date lies in the window, with a day to spare for zones. */
export function isSupportedInstant(s: string): boolean {
  const t = Date.parse(s);
  if (Number.isNaN(t)) return false;
  const day = new Date(t).toISOString().slice(0, 10);
  return day > DATE_MIN && day < DATE_MAX;
}

/**
 * Text a database stores as written: no NUL (PostgreSQL refuses it in text) and no lone UTF-16
 * surrogate (not a character; it cannot be encoded as UTF-8).
 */
export function isSafeText(s: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

/** The path of the first unsafe string (or key) inside a parsed JSON value, or null. */
export function findUnsafeText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (depth > 32 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findUnsafeText(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (hit !== null) return hit;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const p = path ? `${path}.${k}` : k;
    if (!isSafeText(k)) return p;
    const hit = findUnsafeText(v, p, depth + 1);
    if (hit !== null) return hit;
  }
  return null;
}
