import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZDelegationListSchema, type TDelegationInput } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** Everything about leave: a delegation changes who sees which requests waiting. */
const LEAVE = ['leave'] as const;
export const delegationKeys = {
  delegations: () => ['leave', 'delegations'] as const,
};

export const useDelegations = () =>
  useQuery({
    queryKey: delegationKeys.delegations(),
    queryFn: ({ signal }) => apiRequest('/leave/delegations', { schema: ZDelegationListSchema, signal }),
  });

export function useCreateDelegation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TDelegationInput) => apiRequest('/leave/delegations', { method: 'POST', body: input, schema: ZDelegationListSchema }),
    onSuccess: (data) => qc.setQueryData(delegationKeys.delegations(), data),
    onSettled: () => qc.invalidateQueries({ queryKey: LEAVE }),
  });
}

export function useEndDelegation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/leave/delegations/${id}`, { method: 'DELETE', schema: ZDelegationListSchema }),
    onSuccess: (data) => qc.setQueryData(delegationKeys.delegations(), data),
    onSettled: () => qc.invalidateQueries({ queryKey: LEAVE }),
  });
}

