type TIdle = (run: () => void, opts?: { timeout: number }) => number;

/**
 * Fetches code the visitor is about to need once the page has finished loading and the main
 * thread is idle (after `delayMs`), so it never competes with what is on screen: on a slow phone
 * network the next page then opens from the browser's cache. Nothing is fetched for a visitor who
 * asked to save data. A failure is ignored: the page that needs the code fetches it again.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>, { delayMs = 0 }: { delayMs?: number } = {}): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const idle: TIdle = typeof window.requestIdleCallback === 'function' ? (run, opts) => window.requestIdleCallback(run, opts) : (run) => window.setTimeout(run, 200);
  const start = () => window.setTimeout(() => idle(() => void load().catch(() => undefined), { timeout: 3000 }), delayMs);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
