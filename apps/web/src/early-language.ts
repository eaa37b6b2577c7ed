import { firstLanguage } from '@/lib/language-choice';

/**
 * The page's first script (vite.config.ts puts it first in index.html), a few hundred bytes that
 * run before the app's code has arrived: a page that opens in Arabic starts fetching the public
 * pages' Arabic words and the right-to-left styling now, beside the app's code, rather than after
 * it has run (on a slow phone network that waited a few hundred milliseconds more).
 * lib/i18n.ts and lib/emotion-caches.ts import the same modules: the browser downloads each once.
 */
if (firstLanguage().lang === 'ar') {
  void import('@/lib/ar-public-words').catch(() => undefined);
  void import('stylis-plugin-rtl').catch(() => undefined);
}
