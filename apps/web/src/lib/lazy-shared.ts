/**
 * Shared zod schemas (with zod itself) as a separate chunk. Code on the sign-in page's first
 * load (session check, public settings, sign-in) takes its schemas from here, so zod is
 * fetched right after the first paint instead of before it. Other pages import schemas from
 * '@hr/shared' directly; both paths end up sharing the zod chunk.
 */
export const loadShared = () => import('./lazy-schemas');
