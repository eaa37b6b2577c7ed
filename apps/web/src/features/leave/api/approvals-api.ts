import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZBulkDecisionResultSchema,
  ZDelegationListSchema,
  ZInboxSchema,
  ZLeaveRequestSchema,
  type TBulkDecisionInput,
  type TDelegationInput,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** Everything about leave: a decision changes the inbox, its count, balances and calendars alike. */
const LEAVE = ['leave'] as const;
export const approvalKeys = {
  inbox: (page: number, pageSize: number) => ['leave', 'inbox', 'list', page, pageSize] as const,
  delegations: () => ['leave', 'delegations'] as const,
};

/** The requests waiting on the viewer, server-paged. */
export const useInbox = (page: number, pageSize: number) =>
  useQuery({
    queryKey: approvalKeys.inbox(page, pageSize),
    queryFn: ({ signal }) => apiRequest('/leave/inbox', { query: { page, pageSize }, schema: ZInboxSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** Approve or reject one request with a comment. */
export function useDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, comment }: { id: number; decision: 'approve' | 'reject'; comment: string }) =>
      apiRequest(`/leave/requests/${id}/${decision}`, { method: 'POST', body: { comment }, schema: ZLeaveRequestSchema }),
    // ALREADY_DECIDED too: the list is stale either way.
    onSettled: () => qc.invalidateQueries({ queryKey: LEAVE }),
  });
}

/** Approve or reject several at once; each result says whether it went through. */
export function useBulkDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TBulkDecisionInput) => apiRequest('/leave/inbox/decide', { method: 'POST', body: input, schema: ZBulkDecisionResultSchema }),
    onSettled: () => qc.invalidateQueries({ queryKey: LEAVE }),
  });
}

export const useDelegations = () =>
  useQuery({
    queryKey: approvalKeys.delegations(),
    queryFn: ({ signal }) => apiRequest('/leave/delegations', { schema: ZDelegationListSchema, signal }),
  });

export function useCreateDelegation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TDelegationInput) => apiRequest('/leave/delegations', { method: 'POST', body: input, schema: ZDelegationListSchema }),
    onSuccess: (data) => qc.setQueryData(approvalKeys.delegations(), data),
    onSettled: () => qc.invalidateQueries({ queryKey: LEAVE }),
  });
}

export function useEndDelegation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/leave/delegations/${id}`, { method: 'DELETE', schema: ZDelegationListSchema }),
    onSuccess: (data) => qc.setQueryData(approvalKeys.delegations(), data),
    onSettled: () => qc.invalidateQueries({ queryKey: LEAVE }),
  });
}

