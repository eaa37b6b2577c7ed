import type { TLang } from '@hr/shared';

/**
 * Which language the first page is in, decided before any of the app's code has arrived. The
 * first script of the page (src/early-language.ts) uses it, so it imports nothing: the languages
 * of @hr/shared's LANGUAGES are spelled out (the type makes a missing or unknown one an error).
 */
const LANGS: Record<TLang, true> = { en: true, ar: true };

/** Before sign-in the chosen language lives in localStorage; afterwards user.language wins. */
export const LANGUAGE_STORAGE_KEY = 'hr.language';

export const isLang = (value: unknown): value is TLang => typeof value === 'string' && Object.hasOwn(LANGS, value);

export function storedLanguage(): TLang | null {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLang(v) ? v : null;
  } catch {
    return null;
  }
}

/** The pages that e-mailed links open; the server adds `&lang=en|ar` to those links. */
export const LINK_PAGES = ['/session/reset-password', '/session/activate'];

/** The `lang` of an e-mailed link (only on the link pages), or null. */
export function linkLanguage(pathname: string, search: string): TLang | null {
  if (!LINK_PAGES.includes(pathname)) return null;
  const lang = new URLSearchParams(search).get('lang');
  return isLang(lang) ? lang : null;
}

/**
 * The browser's preferred language among ours: the first entry of navigator.languages that is
 * English or Arabic (any region: 'ar-EG', 'en-GB'), or null when neither is listed.
 */
export function browserLanguage(): TLang | null {
  try {
    const list = navigator.languages?.length ? navigator.languages : [navigator.language];
    for (const tag of list) {
      const base = tag?.toLowerCase().split('-')[0];
      if (isLang(base)) return base;
    }
  } catch {
    /* no navigator */
  }
  return null;
}

/**
 * Where the language on screen came from: the visitor's choice (stored), an e-mailed link's
 * `lang`, the browser's preference, or nothing yet ('default': the organisation's default
 * language may replace it once the public settings arrive).
 */
export type TLanguageSource = 'stored' | 'link' | 'browser' | 'default';

/**
 * The first language: an e-mailed link's `lang`, else the one chosen before (localStorage),
 * else Arabic for a browser that prefers Arabic, else English until the organisation's
 * default arrives (components/layouts/public-layout.tsx).
 */
export function firstLanguage(): { lang: TLang; source: TLanguageSource } {
  const fromLink = linkLanguage(window.location.pathname, window.location.search);
  if (fromLink) return { lang: fromLink, source: 'link' };
  const stored = storedLanguage();
  if (stored) return { lang: stored, source: 'stored' };
  return browserLanguage() === 'ar' ? { lang: 'ar', source: 'browser' } : { lang: 'en', source: 'default' };
}
