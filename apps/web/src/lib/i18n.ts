import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enPublic from '@hr/shared/i18n/en-public';
import { LANGUAGES, type TLang } from '@hr/shared';
import { firstLanguage, isLang, LANGUAGE_STORAGE_KEY, type TLanguageSource } from './language-choice';
import { loadRtlCache } from './emotion-caches';
import { DIGITS_CHANGED_EVENT, DIGITS_POST_PROCESSOR, digitsPostProcessor } from './digits';

export { LANGUAGE_STORAGE_KEY, LINK_PAGES, browserLanguage, isLang, linkLanguage, storedLanguage } from './language-choice';

function applyDocumentLanguage(lang: TLang) {
  const root = document.documentElement;
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Arabic comes in two parts, like English: the public pages' words (lib/ar-public-words.ts) for
 * a first page in Arabic, and the whole dictionary once the signed-in app needs it. Each is
 * fetched once, whatever asks for it (the page's first script, src/early-language.ts, may
 * already have asked for the public part).
 */
type TWords = typeof import('./ar-public-words').default;
let arabicPublic: Promise<TWords> | undefined;
let arabicAll: Promise<TWords> | undefined;
const arabicPublicWords = () => (arabicPublic ??= import('./ar-public-words').then((m) => m.default));
const arabicAllWords = () => (arabicAll ??= import('@hr/shared/i18n/ar').then((m) => m.default));
const addArabic = (words: TWords) => {
  i18n.addResourceBundle('ar', 'translation', words, true, true);
};

/**
 * The rest of the words (everything past the public pages), fetched with the signed-in app's
 * layout: the first page carries only en-public.ts (and in Arabic ar-public-words.ts). English
 * always (the fallback), Arabic too when it is in use. Once, whatever calls it.
 */
let appDictionary: Promise<void> | undefined;
export function loadAppDictionary(): Promise<void> {
  appDictionary ??= Promise.all([
    import('@hr/shared/i18n/en').then((m) => {
      i18n.addResourceBundle('en', 'translation', m.default, true, true);
    }),
    arabicPublic || i18n.language === 'ar' ? arabicAllWords().then(addArabic) : null,
  ]).then(() => undefined);
  return appDictionary;
}

/** The public part of English is bundled; Arabic is fetched only the first time somebody needs it. */
async function ensureResources(lang: TLang) {
  if (lang !== 'ar') return;
  // Added each time (the words themselves are fetched once): a new init starts an empty store.
  const [words] = await Promise.all([appDictionary ? arabicAllWords() : arabicPublicWords(), loadRtlCache()]);
  addArabic(words);
}

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

/**
 * Shows a link page in the e-mail's language. It is not stored, in the browser or on any
 * account: the link may be opened on somebody else's computer.
 */
export async function applyLinkLanguage(lang: TLang): Promise<void> {
  languageSource = 'link';
  await setLanguage(lang, false);
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
  const { lang: initial, source } = firstLanguage();
  languageSource = source;
  // Every text passes the digits post-processor: Arabic-Indic digits for a person who chose them.
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
