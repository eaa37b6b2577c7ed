import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZSettlementListSchema,
  ZSettlementOfSchema,
  ZSettlementRuleSchema,
  type TLang,
  type TSettlementDecisionInput,
  type TSettlementRuleInput,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** Art 125: everyone with annual days due for settlement or owed at the end of service (HR). */
export const useSettlements = () =>
  useQuery({ queryKey: ['hr', 'annual-settlements'], queryFn: ({ signal }) => apiRequest('/hr/annual-settlements', { schema: ZSettlementListSchema, signal }) });

/** One person's settlement line and decisions (the person's page). */
export const useSettlementOf = (employeeId: number | null) =>
  useQuery({
    queryKey: ['hr', 'annual-settlements', employeeId],
    queryFn: ({ signal }) => apiRequest(`/hr/annual-settlements/${employeeId}`, { schema: ZSettlementOfSchema, signal }),
    enabled: employeeId !== null,
    // The person's record (their last working day) changes on another feature's form: ask again each time it mounts.
    refetchOnMount: 'always',
  });

export function useDecideSettlement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, input }: { employeeId: number; input: TSettlementDecisionInput }) =>
      apiRequest(`/hr/annual-settlements/${employeeId}`, { method: 'POST', body: input, schema: ZSettlementOfSchema }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['hr', 'annual-settlements'] });
      void qc.invalidateQueries({ queryKey: ['hr', 'balances'] });
    },
  });
}

/** Whether days still expire, and what moving to the law's rule from `from` would change. */
export const useSettlementRule = (from: number | undefined) =>
  useQuery({
    queryKey: ['hr', 'annual-settlements', 'rule', from ?? null],
    queryFn: ({ signal }) => apiRequest(`/hr/annual-settlements/rule${from ? `?from=${from}` : ''}`, { schema: ZSettlementRuleSchema, signal }),
  });

export function useApplySettlementRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TSettlementRuleInput) => apiRequest('/hr/annual-settlements/rule', { method: 'POST', body: input, schema: ZSettlementRuleSchema }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['hr', 'annual-settlements'] });
      void qc.invalidateQueries({ queryKey: ['hr', 'balances'] });
    },
  });
}

/** The payments for payroll as CSV (one payroll month 'YYYY-MM', or all). */
export const downloadSettlementPayments = (month: string | undefined, lang: TLang) =>
  downloadFile('/hr/annual-settlements/payments.csv', { month, lang }, `annual-settlements-${lang}.csv`);
