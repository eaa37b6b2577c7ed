import type { TFunction } from 'i18next';

const KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * A weekday's short name (0 = Sunday) for a narrow day grid, from the translations: Intl has no
 * short weekday names in Arabic (its 'short' is the whole «الخميس», which ran into the Friday
 * column of a phone's calendar), so Arabic writes «خميس».
 */
export const shortWeekday = (t: TFunction, day: number): string => t(`weekdays.short.${KEYS[((day % 7) + 7) % 7]}`);

/** The short weekday name of a 'YYYY-MM-DD' date. */
export const shortWeekdayOf = (t: TFunction, date: string): string => shortWeekday(t, new Date(`${date}T00:00:00Z`).getUTCDay());
