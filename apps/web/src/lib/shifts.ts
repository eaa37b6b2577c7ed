import type { TRosterCell, TRosterShift, TShiftSwap } from '@hr/shared';
import { spanLabel } from './time-span';

/** A shift's name in the page's language and its hours ('Day 08:00 AM – 04:00 PM'), for rosters and swaps. */
export const shiftName = (s: Pick<TRosterShift, 'nameEn' | 'nameAr'>, ar: boolean) => (ar ? s.nameAr || s.nameEn : s.nameEn || s.nameAr);
/** A time stays with its AM/PM mark on a narrow line (a no-break space between them): a span wraps only at its dash. */
export const shiftHours = (s: Pick<TRosterShift, 'startTime' | 'endTime'>, ar: boolean) => spanLabel(s.startTime, s.endTime, ar ? 'ar' : 'en').replace(/(\p{Nd}) (?=\S)/gu, '$1\u00a0');
export const shiftText = (s: TRosterShift, ar: boolean) => `${shiftName(s, ar)} ${shiftHours(s, ar)}`;

type TSwapLike = Pick<TShiftSwap, 'date' | 'otherDate' | 'requesterShiftIds' | 'colleagueShiftIds'>;
/** One day of a swap: the shift ids (null: rest) each person works before and after it. */
export interface TSwapDay {
  date: string;
  requester: { before: number | null; after: number | null };
  colleague: { before: number | null; after: number | null };
}

/** The days a swap exchanges: on `date` (and `otherDate`) the two take each other's shift. */
export function swapDays(s: TSwapLike): TSwapDay[] {
  const dates = s.otherDate && s.otherDate !== s.date ? [s.date, s.otherDate] : [s.date];
  return dates.map((date, i) => {
    const r = s.requesterShiftIds[i] ?? null;
    const c = s.colleagueShiftIds[i] ?? null;
    return { date, requester: { before: r, after: c }, colleague: { before: c, after: r } };
  });
}

/** What a roster day is, for its words: leave or a holiday first, then a rest day, a shift, or no shift at all. */
export type TDayKind = 'leave' | 'holiday' | 'rest' | 'shift' | 'none';
export function dayKind(cell: Pick<TRosterCell, 'shiftId' | 'work' | 'off'>): TDayKind {
  if (cell.off) return cell.off;
  if (!cell.work) return 'rest';
  return cell.shiftId === null ? 'none' : 'shift';
}
