import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZLeaveDetailSchema,
  ZLeaveListSchema,
  ZLeaveQuoteSchema,
  ZLeaveRequestSchema,
  ZLeaveTypeListSchema,
  ZShiftOptionListSchema,
  type TLeaveChangeInput,
  type TLeaveListQuery,
  type TLeaveQuoteQuery,
  type TLeaveRequestInput,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

export type TVacationScope = 'self' | 'team';
export type TVacationListParams = Omit<TLeaveListQuery, 'q'> & { q?: string };

/** Everything of this feature lives under ['leave']: a change refreshes the lists, the detail and the inbox. */
const LEAVE = ['leave'] as const;

export const useLeaveTypes = (enabled = true) =>
  useQuery({
    queryKey: ['leave', 'types'],
    queryFn: ({ signal }) => apiRequest('/leave/types', { schema: ZLeaveTypeListSchema, signal }),
    staleTime: 60_000,
    enabled,
  });

/**
 * The types a person may file (the viewer, or `employeeId` on the team form): the server leaves out
 * those whose gender or service condition does not fit them. `enabled` false: not asked yet.
 */
export const useOfferedLeaveTypes = (employeeId: number | undefined, enabled = true) =>
  useQuery({
    queryKey: ['leave', 'types', 'offered', employeeId ?? 'me'],
    queryFn: ({ signal }) => apiRequest('/leave/types/offered', { query: { employeeId }, schema: ZLeaveTypeListSchema, signal }),
    staleTime: 60_000,
    enabled,
  });

/** Shifts a request may name (any signed-in user). */
export const useShiftOptions = () =>
  useQuery({
    queryKey: ['leave', 'shift-options'],
    queryFn: ({ signal }) => apiRequest('/leave/shifts', { schema: ZShiftOptionListSchema, signal }),
    staleTime: 60_000,
  });

/** The live count of days and the balance after the request; null params: nothing to ask yet. */
export const useLeaveQuote = (params: TLeaveQuoteQuery | null) =>
  useQuery({
    queryKey: ['leave', 'quote', params],
    queryFn: ({ signal }) => apiRequest('/leave/quote', { query: { ...params }, schema: ZLeaveQuoteSchema, signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useCreateLeaveRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TLeaveRequestInput) => apiRequest('/leave/requests', { method: 'POST', body, schema: ZLeaveRequestSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: LEAVE }),
  });
}

export const useLeaveRequests = (scope: TVacationScope, params: TVacationListParams) =>
  useQuery({
    queryKey: ['leave', 'requests', scope, params],
    queryFn: ({ signal }) =>
      apiRequest(scope === 'self' ? '/leave/requests' : '/leave/team-requests', {
        query: { ...params, q: params.q?.trim() || undefined },
        schema: ZLeaveListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useLeaveDetail = (id: number | null) =>
  useQuery({
    queryKey: ['leave', 'detail', id],
    queryFn: ({ signal }) => apiRequest(`/leave/requests/${id}`, { schema: ZLeaveDetailSchema, signal }),
    enabled: id !== null,
  });

export type TLeaveAction = 'cancel' | 'approve' | 'reject' | 'accept' | 'decline';

export function useLeaveAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, comment }: { action: TLeaveAction; comment: string }) =>
      action === 'accept' || action === 'decline'
        ? apiRequest(`/leave/requests/${id}/handover`, { method: 'POST', body: { accept: action === 'accept', comment }, schema: ZLeaveRequestSchema })
        : apiRequest(`/leave/requests/${id}/${action}`, { method: 'POST', body: { comment }, schema: ZLeaveRequestSchema }),
    // Refresh on failure too: ALREADY_DECIDED means the page shows an old state.
    onSettled: () => qc.invalidateQueries({ queryKey: LEAVE }),
  });
}

/** The requester asks to cancel or shorten approved leave: the approver decides. */
export function useRequestLeaveChange(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TLeaveChangeInput) => apiRequest(`/leave/requests/${id}/change`, { method: 'POST', body: input, schema: ZLeaveRequestSchema }),
    onSettled: () => qc.invalidateQueries({ queryKey: LEAVE }),
  });
}

/** HR confirms (or withdraws) a chronic illness on a sick leave with its medical paper (Art 131 ¶1). */
export function useSetChronicIllness(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (confirmed: boolean) => apiRequest(`/hr/leave-requests/${id}/chronic`, { method: 'POST', body: { confirmed }, schema: ZLeaveRequestSchema }),
    onSettled: () => qc.invalidateQueries({ queryKey: LEAVE }),
  });
}

export { downloadFile } from '@/lib/download-file';
