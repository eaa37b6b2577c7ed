import i18n, { type PostProcessorModule } from 'i18next';
import { toArabicDigits } from '@hr/shared';

/**
 * The digits of the screen: Arabic-Indic (٠١٢٣) when the signed-in person chose them
 * (user.arabicDigits) and the page is Arabic, ASCII otherwise. One module-level setting, kept by
 * the session (lib/auth.tsx) whenever its user changes, read by every helper below: the i18next
 * post-processor (every translated text with its counts, amounts and dates), the date and time
 * formats of lib/format.ts, the Intl locale of numbers, months and charts (numberLocale), and the
 * date pickers (components/date-field.tsx). Inputs take both digit sets (lib/latin-digits.ts) and
 * files keep ASCII digits: they are written on the server.
 */
let chosen = false;

/** The person's choice (false when nobody is signed in). Returns whether it changed. */
export function setArabicDigits(on: boolean): boolean {
  if (chosen === on) return false;
  chosen = on;
  return true;
}

/**
 * The i18next event that re-renders every `useTranslation` user (lib/i18n.ts binds it beside
 * 'languageChanged'): a changed choice shows at once on what is already on screen.
 */
export const DIGITS_CHANGED_EVENT = 'screenDigitsChanged';
export const announceDigitsChanged = () => i18n.emit(DIGITS_CHANGED_EVENT);

/** Whether the screen writes Arabic-Indic digits now: the choice, in Arabic. */
export const arabicDigitsOn = (lang: string = i18n.language): boolean => chosen && lang === 'ar';

/** A number or a text (a date, an amount, a company ID) with the screen's digits. */
export function screenDigits(value: string | number, lang?: string): string {
  const text = String(value);
  return arabicDigitsOn(lang) ? toArabicDigits(text) : text;
}

/**
 * The Intl locale of numbers and of dates with digits (month and year, chart labels) in a language:
 * Arabic with Arabic-Indic or ASCII digits, or British English. One place instead of the
 * 'ar-EG-u-nu-latn' literals each screen used to carry.
 */
export const numberLocale = (lang: string, arabicDigits: boolean = arabicDigitsOn(lang)): string =>
  lang === 'ar' ? (arabicDigits ? 'ar-EG-u-nu-arab' : 'ar-EG-u-nu-latn') : 'en-GB';

/** A badge's count in the screen's digits, `max+` above `max` (MUI's Badge caps only numbers). */
export const screenCount = (n: number, max = 99): string => screenDigits(n > max ? `${max}+` : n);

/** A number as the screen writes it, up to `maximumFractionDigits` decimals (1 unless told). */
export const formatNumber = (n: number, maximumFractionDigits = 1, lang: string = i18n.language): string =>
  n.toLocaleString(numberLocale(lang), { maximumFractionDigits });

/** The i18next post-processor every `t()` runs through (lib/i18n.ts): its numbers in the screen's digits. */
export const DIGITS_POST_PROCESSOR = 'screenDigits';
export const digitsPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: DIGITS_POST_PROCESSOR,
  process: (value: string, _key: string | string[], options: { lng?: string }, translator: { language?: string }) =>
    screenDigits(value, options.lng ?? translator.language),
};
