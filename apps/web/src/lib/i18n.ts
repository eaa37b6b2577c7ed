import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@hr/shared/i18n/en';
import { LANGUAGES, type TLang } from '@hr/shared';
import { loadRtlCache } from './emotion-caches';

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

/** English is bundled; Arabic is fetched only the first time somebody needs it. */
async function ensureResources(lang: TLang) {
  if (lang !== 'ar') return;
  const [ar] = await Promise.all([
    i18n.hasResourceBundle('ar', 'translation') ? null : import('@hr/shared/i18n/ar').then((m) => m.default),
    loadRtlCache(),
  ]);
  if (ar) i18n.addResourceBundle('ar', 'translation', ar, true, true);
}

export async function setLanguage(lang: TLang, persist = true): Promise<void> {
  await ensureResources(lang);
  if (persist) {
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

export async function initI18n(): Promise<void> {
  const initial = storedLanguage() ?? 'en';
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  i18n.on('languageChanged', (lng) => {
    if (isLang(lng)) applyDocumentLanguage(lng);
  });
  await setLanguage(initial, false);
}

export { i18n };
