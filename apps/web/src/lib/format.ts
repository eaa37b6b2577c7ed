import {
  formatClock as formatClockLatin,
  formatDate as formatDateLatin,
  formatDateRange as formatDateRangeLatin,
  formatDateTime as formatDateTimeLatin,
  formatRelative as formatRelativeLatin,
  type TLang,
} from '@hr/shared';
import { screenDigits } from './digits';

/**
 * The shared dd/MM/yyyy hh:mm a formats (@hr/shared rules/datetime.ts) as the screen shows them:
 * in the person's digits (lib/digits.ts, issue 15), one character for one, so a slice of a
 * formatted date still works. The web imports them from here (lint refuses the @hr/shared ones);
 * the server's files and e-mails use the shared ones, in ASCII digits.
 */
export const formatDate = (value: string): string => screenDigits(formatDateLatin(value));

export const formatDateRange = (from: string, to: string): string => screenDigits(formatDateRangeLatin(from, to));

export const formatDateTime = (value: Date | string, lang: TLang, timeZone?: string): string =>
  screenDigits(formatDateTimeLatin(value, lang, timeZone), lang);

export const formatClock = (hhmm: string, lang: TLang): string => screenDigits(formatClockLatin(hhmm, lang), lang);

export const formatRelative = (value: Date | string, lang: TLang, now?: Date): string => screenDigits(formatRelativeLatin(value, lang, now), lang);
