import { foldSearch } from './search.js';

/**
 * A spreadsheet header (or a word in a cell) as imports compare it: case, spaces, punctuation,
 * Arabic spelling variants (أ/ا, ة/ه, ى/ي, short vowels) and Arabic-Indic digits do not matter.
 * "Full name (English)", "full_name_english" and "FULL NAME ENGLISH" are one key.
 */
export const headerKey = (h: string): string => foldSearch(h).replace(/[^\p{L}\p{N}]/gu, '');

/** A lookup from any of each value's names (as headerKey reads them) to the value. */
export function headerIndex<T extends string>(names: Record<T, readonly string[]>): Map<string, T> {
  const m = new Map<string, T>();
  for (const [value, list] of Object.entries(names) as [T, readonly string[]][]) for (const n of list) m.set(headerKey(n), value);
  return m;
}
