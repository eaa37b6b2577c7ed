/**
 * Shared zod schemas (with zod itself) as a separate chunk. Code on the sign-in page's first
 * load (session check, public settings, sign-in) takes its schemas from here, and only when it
 * really needs them: a stored session is checked, the visitor starts filling in the sign-in
 * form, an answer has to be parsed. A visitor who only looks at the sign-in page never
 * downloads zod. Other pages import schemas from '@hr/shared' directly; both paths end up
 * sharing the zod chunk.
 */
type TSharedSchemas = typeof import('./lazy-schemas');

let loading: Promise<TSharedSchemas> | null = null;
let loaded: TSharedSchemas | null = null;
const waiting: ((m: TSharedSchemas) => void)[] = [];

/** Fetches the schemas (once); later calls get the same promise. */
export function loadShared(): Promise<TSharedSchemas> {
  if (!loading) {
    loading = import('./lazy-schemas');
    loading.then(
      (m) => {
        loaded = m;
        waiting.splice(0).forEach((resolve) => resolve(m));
      },
      () => {
        loading = null; // a failed download (offline, new deploy) is tried again next time
      },
    );
  }
  return loading;
}

/**
 * Resolves once something else has loaded the schemas, without fetching them itself: for checks
 * that can wait (see lib/public-settings.ts).
 */
export function whenSharedLoaded(): Promise<TSharedSchemas> {
  return loaded ? Promise.resolve(loaded) : new Promise((resolve) => waiting.push(resolve));
}
