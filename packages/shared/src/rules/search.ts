import { normalizeDigits } from './digits.js';

/**
 * Search folding, the same in JavaScript and in SQL (SEARCH_FOLD_SQL): lower case, the alef
 * forms (أ إ آ ٱ) as ا, ى as ي, ة as ه, and no tatweel or short vowels. Egyptian users often type
 * «احمد» for «أحمد»; both find him. A term's Arabic-Indic digits are ASCII ones: «١٠٠٣»
 * finds company ID 1003 (the stored text has ASCII digits, so the SQL side needs no such step).
 */
export const FOLD_FROM = 'أإآٱىة';
export const FOLD_TO = 'اااايه';
export const FOLD_DROP = '\u0640\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652';

const map: Record<string, string> = Object.fromEntries([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]]));
// Tatweel and the short vowels are dropped one code point at a time: in a regex character class
// combining marks read as one "combined character".
const drop = new Set(FOLD_DROP);

export function foldSearch(value: string): string {
  return normalizeDigits(value)
    .toLowerCase()
    .split('')
    .filter((c) => !drop.has(c))
    .join('')
    .replace(/[أإآٱىة]/g, (c) => map[c])
    .trim();
}

/** A LIKE pattern that matches the folded term anywhere, with % and _ taken literally. */
export function likeContains(term: string): string {
  return `%${foldSearch(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
