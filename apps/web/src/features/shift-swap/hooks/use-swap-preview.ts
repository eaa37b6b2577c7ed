import { isSupportedDate, type TShiftSwapPreview } from '@hr/shared';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSwapPreviewQuery, type TSwapPreviewInput } from '../api/shift-swap-api';

/** How long the inputs must rest before the preview asks the server again. */
export const SWAP_PREVIEW_DEBOUNCE_MS = 300;

/** A whole date in the supported window: a year still being typed ("0202" of 2027) is none. */
const whole = (d: string | null | undefined) => (d && isSupportedDate(d) ? d : undefined);

/**
 * The swap as the server sees it for the colleague and day(s) in the form now: both people's days
 * before the swap and what asking would be refused with. Asked once a colleague and a whole day are
 * chosen and the inputs have rested (a half-typed other day counts as none). `settled` is the
 * answer for the inputs shown, or null while the next is on its way (`waiting`); `shown` is the
 * latest answer, kept while the next one loads.
 */
export function useSwapPreview(colleagueId: number | null | undefined, date: string | null | undefined, otherDate: string | null | undefined) {
  const input: TSwapPreviewInput | null = colleagueId != null && whole(date) ? { colleagueId, date: whole(date)!, otherDate: whole(otherDate) } : null;
  const key = input && JSON.stringify(input);
  const debounced = useDebouncedValue(key, SWAP_PREVIEW_DEBOUNCE_MS);
  const query = useSwapPreviewQuery(debounced ? (JSON.parse(debounced) as TSwapPreviewInput) : null);
  const current = !!key && key === debounced && !query.isPlaceholderData;
  const settled: TShiftSwapPreview | null = current && query.isSuccess ? query.data : null;
  const shown = input ? (query.data ?? null) : null;
  return { query, chosen: !!input, settled, shown, waiting: !!input && (!current || query.isFetching) };
}
