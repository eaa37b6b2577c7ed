import type { TRosterCell, TRosterShift } from '@hr/shared';
import { useMyRosterDays } from '../api/shift-swap-api';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** GET /me/roster answers at most 62 days. */
const SPAN_MAX_DAYS = 61;

export interface TPreviewDay {
  date: string;
  cell: TRosterCell | null;
  shift: TRosterShift | null;
}

/**
 * The viewer's own day on the swap's date and on the colleague's date, read from their roster as
 * the dates are typed (whole dates only, in one read of the span between them).
 */
export function useSwapPreview(date: string | null | undefined, otherDate: string | null | undefined) {
  const dates = [...new Set([date, otherDate].filter((d): d is string => !!d && ISO.test(d)))].sort();
  const from = dates[0] ?? null;
  const to = dates[dates.length - 1] ?? null;
  const inReach = !!from && !!to && (Date.parse(to) - Date.parse(from)) / DAY_MS <= SPAN_MAX_DAYS;
  const query = useMyRosterDays(inReach ? from : null, inReach ? to : null);
  const data = query.data;
  const days: TPreviewDay[] = inReach
    ? dates.map((d) => {
        const i = data?.dates.indexOf(d) ?? -1;
        const cell = data && i >= 0 ? (data.cells[i] ?? null) : null;
        const shift = cell?.shiftId ? (data?.shifts.find((s) => s.id === cell.shiftId) ?? null) : null;
        return { date: d, cell, shift };
      })
    : [];
  return { days, query, chosen: dates.length > 0 };
}
