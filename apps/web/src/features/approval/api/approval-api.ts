import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZApprovalChainListSchema,
  ZApprovalPreviewSchema,
  type TApprovalChainInput,
  type TApprovalChainList,
  type TApprovalPreviewInput,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

const CHAINS = ['approval', 'chains'] as const;

/** HR: every kind's approval chain (one per leave type for leave) and how many of its requests wait. */
export const useApprovalChains = () =>
  useQuery({ queryKey: CHAINS, queryFn: ({ signal }) => apiRequest('/hr/approval-chains', { schema: ZApprovalChainListSchema, signal }), staleTime: 0 });

/**
 * Saves one chain (the PUT replaces only the chains it names); `reroute` moves the requests waiting
 * now onto it. The answer is the whole list again, which becomes the page's data.
 */
export function useSaveApprovalChain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ chain, reroute }: { chain: TApprovalChainInput; reroute: boolean }) =>
      apiRequest('/hr/approval-chains', { method: 'PUT', body: { chains: [chain], reroute }, schema: ZApprovalChainListSchema }),
    // (The inbox counts refresh after every successful change by themselves: re-routed requests wait on someone else.)
    onSuccess: (list: TApprovalChainList) => qc.setQueryData(CHAINS, list),
  });
}

/** Who would decide each step of `input.steps` for one person today (null: nothing to ask yet). */
export const useApprovalPreview = (input: TApprovalPreviewInput | null) =>
  useQuery({
    enabled: input !== null,
    queryKey: ['approval', 'preview', input],
    queryFn: ({ signal }) => apiRequest('/hr/approval-chains/preview', { method: 'POST', body: input, schema: ZApprovalPreviewSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
