import type { TRosterShift } from '@hr/shared';
import { shiftHours, shiftName } from '@/lib/shifts';

/**
 * How a shift looks on the roster: a light tint with dark text of the same hue (every pair above
 * 7:1, so the short label reads at small sizes) and a strong edge; the label tells shifts apart
 * too, so colour is never the only sign.
 */
export const SHIFT_COLOURS = [
  { bg: '#e3f2fd', fg: '#0d3c78' },
  { bg: '#fff3e0', fg: '#7a3300' },
  { bg: '#ede7f6', fg: '#4a148c' },
  { bg: '#e8f5e9', fg: '#1b5e20' },
  { bg: '#fce4ec', fg: '#7b0d42' },
  { bg: '#e0f7fa', fg: '#004d55' },
  { bg: '#fff8d6', fg: '#574300' },
  { bg: '#efebe9', fg: '#4e342e' },
] as const;

/** A rest day: hatched grey, plainly not a shift. */
export const REST_SX = {
  color: 'text.secondary',
  backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 6px, rgba(0, 0, 0, 0.06) 6px 8px)',
} as const;
/** Leave or a holiday that day: the shift is not worked. */
export const OFF_SX = { bgcolor: '#fff4e5', color: '#6d3a00' } as const;

export interface TShiftLook {
  /** A few letters: the initials of the shift's name (with its start hour when two shifts share them). */
  short: string;
  name: string;
  /** As the app writes a span of time (12-hour, isolated in the page's direction). */
  hours: string;
  bg: string;
  fg: string;
}

const wordsOf = (name: string) => name.split(/[\s\-–/]+/u).filter(Boolean);
/** Words that name a shift as such, in either language: they tell no shift from another. */
const GENERIC = new Set(['shift', 'وردية', 'الوردية', 'ورديه', 'الورديه']);
/** The initials of a name's words, leaving out the words every shift's name has ("shift", «الوردية») and the Arabic article. */
const initials = (name: string, common: ReadonlySet<string>) =>
  wordsOf(name)
    .filter((w) => !common.has(w.toLocaleLowerCase()))
    .map((w) => Array.from(w.startsWith('ال') && w.length > 3 ? w.slice(2) : w)[0])
    .join('')
    .slice(0, 3)
    .toLocaleUpperCase();

/**
 * Each shift of a roster answer, in order of start time: its colour (distinct for up to eight
 * shifts on one page) and short label in the page's language.
 */
export function shiftLooks(shifts: readonly TRosterShift[], ar: boolean): Map<number, TShiftLook> {
  const sorted = [...shifts].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id);
  const name = (s: TRosterShift) => shiftName(s, ar);
  const lists = sorted.map((s) => new Set(wordsOf(name(s)).map((w) => w.toLocaleLowerCase())));
  const shared = new Set(lists.length > 1 ? [...lists[0]].filter((w) => lists.every((l) => l.has(w))) : []);
  // Left out only when every name keeps a word of its own ('Day' and 'Day long' keep 'Day').
  const common = lists.every((l) => [...l].some((w) => !shared.has(w))) ? shared : new Set<string>();
  const bases = sorted.map((s) => initials(name(s), new Set([...common, ...GENERIC])) || initials(name(s), common) || '•');
  const count = new Map<string, number>();
  for (const b of bases) count.set(b, (count.get(b) ?? 0) + 1);
  return new Map(
    sorted.map((s, i) => {
      const base = bases[i];
      const short = (count.get(base) ?? 0) > 1 ? `${base}${s.startTime.slice(0, 2)}` : base;
      const colour = SHIFT_COLOURS[i % SHIFT_COLOURS.length];
      return [s.id, { short, name: name(s), hours: shiftHours(s, ar), ...colour }];
    }),
  );
}
