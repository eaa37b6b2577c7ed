import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPeopleSearchResponseSchema, ZShiftSwapListResponseSchema, ZShiftSwapPreviewSchema, ZShiftSwapSchema, type TShiftSwapInput } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** A swap asked, answered, cancelled or decided changes the swaps, the roster and the inbox alike. */
const TOUCHED = [['shift-swap'], ['roster'], ['inbox']] as const;

/** The viewer's swaps, those they asked and those asked of them, with the shifts they name. */
export const useShiftSwaps = () =>
  useQuery({ queryKey: ['shift-swap', 'list'], queryFn: ({ signal }) => apiRequest('/shift-swaps', { schema: ZShiftSwapListResponseSchema, signal }), staleTime: 0 });

/** The people of the viewer's crew or department, to swap with. */
export const useSwapColleagues = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ['shift-swap', 'colleagues'],
    queryFn: ({ signal }) => apiRequest('/shift-swaps/colleagues', { schema: ZPeopleSearchResponseSchema, signal }),
    staleTime: 60_000,
  });

/** The preview's inputs: a colleague, the day, and the colleague's day when it is another. */
export interface TSwapPreviewInput {
  colleagueId: number;
  date: string;
  otherDate?: string;
}

/**
 * Both people's days on the date(s) chosen as they are now, and what the server would refuse the
 * swap with (GET /shift-swaps/preview, one request per set of inputs). The previous answer stays
 * while the next is asked, so the dialog does not flicker as a date is typed.
 */
export const useSwapPreviewQuery = (input: TSwapPreviewInput | null) =>
  useQuery({
    enabled: !!input,
    queryKey: ['shift-swap', 'preview', input?.colleagueId, input?.date, input?.otherDate ?? null],
    queryFn: ({ signal }) => apiRequest('/shift-swaps/preview', { query: { ...input }, schema: ZShiftSwapPreviewSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

function useSwapMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => Promise.all(TOUCHED.map((queryKey) => qc.invalidateQueries({ queryKey: [...queryKey] }))) });
}

export const useAskSwap = () => useSwapMutation((body: TShiftSwapInput) => apiRequest('/shift-swaps', { method: 'POST', body, schema: ZShiftSwapSchema }));

export const useAnswerSwap = () =>
  useSwapMutation(({ id, accept }: { id: number; accept: boolean }) => apiRequest(`/shift-swaps/${id}/answer`, { method: 'POST', body: { accept }, schema: ZShiftSwapSchema }));

export const useCancelSwap = () => useSwapMutation((id: number) => apiRequest(`/shift-swaps/${id}/cancel`, { method: 'POST', schema: ZShiftSwapSchema }));
