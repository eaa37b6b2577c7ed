import { normalizeDigits } from './digits.js';

/**
 * Egyptian mobiles, one rule for the form and the import: a valid number is stored as
 * 01[0125] followed by 8 digits. What people type or what Excel leaves is brought to that form:
 * Arabic-Indic digits, spaces, dashes, dots and brackets dropped; +20, 0020 or 20 before the
 * number becomes the local 0; ten digits starting 10, 11, 12 or 15 (the leading zero lost in a
 * number cell) get it back. A number of another country stays in E.164 (+ and 8–15 digits).
 */
export const MOBILE_RE = /^01[0125]\d{8}$|^\+(?!20)[1-9]\d{7,14}$/;

export function normalizeMobile(raw: string): string {
  const m = normalizeDigits(raw.trim()).replace(/[\s().\-\u200e\u200f]/g, '');
  const eg = /^(?:\+20|0020|20)?0?(1[0125]\d{8})$/.exec(m);
  return eg ? `0${eg[1]}` : m;
}

/** The stored form of a mobile, or null when it is not one (empty is not a mobile either). */
export function parseMobile(raw: string): string | null {
  const m = normalizeMobile(raw);
  return MOBILE_RE.test(m) ? m : null;
}
