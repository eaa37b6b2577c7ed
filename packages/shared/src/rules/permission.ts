/**
 * Permissions (إذن): short leave by the hour. A late-arrival permission covers lateness at
 * the start of the day, an early-leave permission leaving before the end. Each type has a monthly
 * quota; what a new permission does to it is decided here, once, for the server and the form.
 */
export const PERMISSION_KINDS = ['late_arrival', 'early_leave'] as const;
export type TPermissionKind = (typeof PERMISSION_KINDS)[number];
export const PERMISSION_OVER_QUOTA = ['refuse', 'deduct'] as const;
export type TPermissionOverQuota = (typeof PERMISSION_OVER_QUOTA)[number];
/** No type may allow more than this in one permission, whatever HR sets (a longer absence is leave). */
export const PERMISSION_MAX_MINUTES = 8 * 60;
/** Permissions are filed for dates from this many days back (after arriving late) to this many ahead. */
export const PERMISSION_DAYS_BACK = 31;
export const PERMISSION_DAYS_AHEAD = 62;

export interface TPermissionRule {
  maxMinutes: number;
  perMonth: number;
  minutesPerMonth: number;
  overQuota: TPermissionOverQuota;
}

/** What the month already holds for one person and type (requested and approved: pending ones cannot overdraw it). */
export interface TPermissionTaken {
  count: number;
  minutes: number;
}

export type TPermissionQuotaCheck =
  | { ok: true; deductedMinutes: number }
  | { ok: false; code: 'PERMISSION_TOO_LONG'; params: { minutes: number } }
  | { ok: false; code: 'PERMISSION_QUOTA_EXCEEDED'; params: { count: number; minutes: number } };

/**
 * Whether a permission of `minutes` fits the month. Beyond the quota a refusing type refuses; a
 * deducting type allows it and deducts the part beyond it: all of it when the count is used up,
 * else the minutes past the month's minutes.
 */
export function checkPermissionQuota(rule: TPermissionRule, taken: TPermissionTaken, minutes: number): TPermissionQuotaCheck {
  if (minutes > rule.maxMinutes) return { ok: false, code: 'PERMISSION_TOO_LONG', params: { minutes: rule.maxMinutes } };
  const countOver = taken.count + 1 > rule.perMonth;
  const minutesOver = Math.max(0, Math.min(minutes, taken.minutes + minutes - rule.minutesPerMonth));
  if (!countOver && minutesOver === 0) return { ok: true, deductedMinutes: 0 };
  if (rule.overQuota === 'refuse') return { ok: false, code: 'PERMISSION_QUOTA_EXCEEDED', params: { count: rule.perMonth, minutes: rule.minutesPerMonth } };
  return { ok: true, deductedMinutes: countOver ? minutes : minutesOver };
}

/** What is left of a month's quota (never below zero). */
export function permissionsLeft(rule: Pick<TPermissionRule, 'perMonth' | 'minutesPerMonth'>, taken: TPermissionTaken): TPermissionTaken {
  return { count: Math.max(0, rule.perMonth - taken.count), minutes: Math.max(0, rule.minutesPerMonth - taken.minutes) };
}

/**
 * Lateness or early leave after approved permissions: the permission's minutes are forgiven, so a
 * late arrival inside the permission is not late at all.
 */
export const coveredMinutes = (raw: number, permitted: number): number => Math.max(0, raw - Math.max(0, permitted));

/** The first and last dates of a month 'YYYY-MM' (the quota's period). */
export function monthBounds(month: string): { start: string; end: string } {
  const end = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return { start: `${month}-01`, end };
}
