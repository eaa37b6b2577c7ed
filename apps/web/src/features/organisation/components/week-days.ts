/** Translation keys under org.days, by day number (0 = Sunday). */
export const WEEK_DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** The order days are shown in: Saturday first. */
export const WEEK_ORDER: readonly number[] = [6, 0, 1, 2, 3, 4, 5];
