import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enPublic from '@hr/shared/i18n/en-public';
import { LANGUAGES, type TLang } from '@hr/shared';
import { loadRtlCache } from './emotion-caches';
import { DIGITS_CHANGED_EVENT, DIGITS_POST_PROCESSOR, digitsPostProcessor } from './digits';

/** Before sign-in the chosen language lives in localStorage; afterwards user.language wins. */
export const LANGUAGE_STORAGE_KEY = 'hr.language';

export const isLang = (value: unknown): value is TLang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export function storedLanguage(): TLang | null {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLang(v) ? v : null;
  } catch {
    return null;
  }
}

function applyDocumentLanguage(lang: TLang) {
  const root = document.documentElement;
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The rest of the English words (everything past the public pages), fetched with the signed-in
 * app's layout: the first page carries only en-public.ts. Once, whatever calls it.
 */
let appDictionary: Promise<void> | undefined;
export function loadAppDictionary(): Promise<void> {
  appDictionary ??= import('@hr/shared/i18n/en').then((m) => {
    i18n.addResourceBundle('en', 'translation', m.default, true, true);
  });
  return appDictionary;
}

/** The public part of English is bundled; Arabic is fetched only the first time somebody needs it. */
async function ensureResources(lang: TLang) {
  if (lang !== 'ar') return;
  const [ar] = await Promise.all([
    i18n.hasResourceBundle('ar', 'translation') ? null : import('@hr/shared/i18n/ar').then((m) => m.default),
    loadRtlCache(),
  ]);
  if (ar) i18n.addResourceBundle('ar', 'translation', ar, true, true);
}

/**
 * Where the language on screen came from: the visitor's choice (stored), an e-mailed link's
 * `lang`, the browser's preference, or nothing yet ('default': the organisation's default
 * language may replace it once the public settings arrive).
 */
type TLanguageSource = 'stored' | 'link' | 'browser' | 'default';
let languageSource: TLanguageSource = 'default';

/** True while nobody and nothing has picked the language: the organisation default may apply. */
export const languageIsUnchosen = () => languageSource === 'default';

export async function setLanguage(lang: TLang, persist = true): Promise<void> {
  await ensureResources(lang);
  if (persist) {
    languageSource = 'stored';
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    } catch {
      /* private mode: the language still applies for this visit */
    }
  }
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
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
 * Shows a link page in the e-mail's language. It is not stored, in the browser or on any
 * account: the link may be opened on somebody else's computer.
 */
export async function applyLinkLanguage(lang: TLang): Promise<void> {
  languageSource = 'link';
  await setLanguage(lang, false);
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
 * A language picked on a public page during this visit. Sign-in then keeps it (and saves it on
 * the server) instead of switching back to the stored user.language.
 */
let chosenBeforeSignIn: TLang | null = null;
export const rememberChoiceBeforeSignIn = (lang: TLang) => {
  chosenBeforeSignIn = lang;
};
export const takeChoiceBeforeSignIn = (): TLang | null => {
  const lang = chosenBeforeSignIn;
  chosenBeforeSignIn = null;
  return lang;
};

export function currentLanguage(): TLang {
  return isLang(i18n.language) ? i18n.language : 'en';
}

/**
 * The first language: an e-mailed link's `lang`, else the one chosen before (localStorage),
 * else Arabic for a browser that prefers Arabic, else English until the organisation's
 * default arrives (components/layouts/public-layout.tsx); a signed-in user's own language
 * replaces it after the session check (lib/auth.tsx).
 */
export async function initI18n(): Promise<void> {
  const fromLink = linkLanguage(window.location.pathname, window.location.search);
  const stored = storedLanguage();
  const browserArabic = browserLanguage() === 'ar';
  const initial: TLang = fromLink ?? stored ?? (browserArabic ? 'ar' : 'en');
  languageSource = fromLink ? 'link' : stored ? 'stored' : browserArabic ? 'browser' : 'default';
  // Every text passes the digits post-processor: Arabic-Indic digits for a person who chose them (issue 15).
  await i18n.use(initReactI18next).use(digitsPostProcessor).init({
    resources: { en: { translation: enPublic } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    postProcess: [DIGITS_POST_PROCESSOR],
    react: { bindI18n: `languageChanged ${DIGITS_CHANGED_EVENT}` },
  });
  i18n.on('languageChanged', (lng) => {
    if (isLang(lng)) applyDocumentLanguage(lng);
  });
  await setLanguage(initial, false);
}

export { i18n };
