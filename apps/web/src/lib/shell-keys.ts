/**
 * The query keys of what the app shell shows on every page. GET /api/shell fills all of them in
 * one round trip when a stored session opens the app (lib/auth.tsx); the hooks that read them
 * then find fresh data and ask nothing more.
 */
export const PUBLIC_SETTINGS_KEY = ['public-settings'] as const;
/** Under ['inbox']: every successful change anywhere refreshes it (the query client's mutation cache). */
export const INBOX_COUNTS_KEY = ['inbox', 'counts'] as const;
export const UNREAD_COUNT_KEY = ['notifications', 'unread'] as const;
