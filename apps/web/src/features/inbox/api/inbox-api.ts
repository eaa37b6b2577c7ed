import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZInboxDecideResultSchema, ZUnifiedInboxSchema, type TInboxDecide, type TInboxKind } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

export const inboxKeys = {
  list: (kind: TInboxKind | 'all', page: number, pageSize: number) => ['inbox', 'list', kind, page, pageSize] as const,
};

/** A page of everything waiting on the viewer (or of one kind), oldest first, with the counts per kind. */
export const useUnifiedInbox = (kind: TInboxKind | 'all', page: number, pageSize: number) =>
  useQuery({
    queryKey: inboxKeys.list(kind, page, pageSize),
    queryFn: ({ signal }) => apiRequest('/inbox', { query: { kind, page, pageSize }, schema: ZUnifiedInboxSchema, signal }),
    placeholderData: keepPreviousData,
    // The list follows the badges: something new shows without a reload.
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
  });

/**
 * Approve or reject items of any kinds (one or many); one result per item. A decision changes
 * leave, overtime, attendance, roster and swap data alike, so all of them are asked again.
 */
export function useInboxDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TInboxDecide) => apiRequest('/inbox/decide', { method: 'POST', body: input, schema: ZInboxDecideResultSchema }),
    onSettled: () => Promise.all(['inbox', 'leave', 'overtime', 'attendance', 'roster', 'shift-swap'].map((k) => qc.invalidateQueries({ queryKey: [k] }))),
  });
}
