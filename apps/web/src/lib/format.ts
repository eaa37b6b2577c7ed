import {
  formatClock as formatClockLatin,
  formatDate as formatDateLatin,
  formatDateTime as formatDateTimeLatin,
  formatRelative as formatRelativeLatin,
  type TLang,
} from '@hr/shared';
import i18n from 'i18next';
import { DATE_RANGE_DASH } from '@hr/shared';
import { screenDigits } from './digits';

/**
 * The shared dd/MM/yyyy hh:mm a formats (@hr/shared rules/datetime.ts) as the screen shows them:
 * in the person's digits (lib/digits.ts), one character for one, so a slice of a
 * formatted date still works. The web imports them from here (lint refuses the @hr/shared ones);
 * the server's files and e-mails use the shared ones, in ASCII digits.
 */
export const formatDate = (value: string): string => screenDigits(formatDateLatin(value));

const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';
/** One dd/MM/yyyy in its own left-to-right isolate: its digits and slashes never mix with the text around it. */
const isolatedDate = (value: string) => `${LRI}${formatDate(value)}${PDI}`;

/**
 * The one format of a range of dates on screen, start first in reading order in both languages:
 * each date isolated left to right on its own, the range itself in the page's direction. In
 * Arabic the start date stands on the right, where a right-to-left reader meets it first; a range
 * wrapped whole in a left-to-right isolate read end first there. One date when the range is a
 * single day. The dash and its no-break spaces keep the range on one line (@hr/shared
 * DATE_RANGE_DASH). `lang`: the page's language unless told.
 */
export function formatDateRange(from: string, to: string, lang: string = i18n.language): string {
  if (from === to) return isolatedDate(from);
  return `${lang === 'ar' ? RLI : LRI}${isolatedDate(from)}${DATE_RANGE_DASH}${isolatedDate(to)}${PDI}`;
}

export const formatDateTime = (value: Date | string, lang: TLang, timeZone?: string): string =>
  screenDigits(formatDateTimeLatin(value, lang, timeZone), lang);

export const formatClock = (hhmm: string, lang: TLang): string => screenDigits(formatClockLatin(hhmm, lang), lang);

export const formatRelative = (value: Date | string, lang: TLang, now?: Date): string => screenDigits(formatRelativeLatin(value, lang, now), lang);
