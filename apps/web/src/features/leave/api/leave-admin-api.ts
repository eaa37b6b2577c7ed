import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZBalanceListSchema,
  ZLawSuggestionListSchema,
  ZLeavePresetListSchema,
  ZLeaveSettingsSchema,
  ZLeaveTypeListSchema,
  ZLeaveTypeSchema,
  ZLedgerSchema,
  ZOkSchema,
  ZOpeningBalanceResultSchema,
  type TBalanceAdjustmentInput,
  type TLawSuggestionAnswer,
  type TLawSuggestionId,
  type TLang,
  type TOpeningBalanceImport,
  type TLeaveSettings,
  type TLeaveTypeInput,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** Every leave type, inactive ones included (HR). */
export const useLeaveTypes = () =>
  useQuery({
    queryKey: ['hr', 'leave-types'],
    queryFn: ({ signal }) => apiRequest('/hr/leave-types', { schema: ZLeaveTypeListSchema, signal }),
  });

export function useSaveLeaveType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TLeaveTypeInput }) =>
      apiRequest(id ? `/hr/leave-types/${id}` : '/hr/leave-types', { method: id ? 'PUT' : 'POST', body: input, schema: ZLeaveTypeSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'leave-types'] }),
  });
}

/** The Egyptian presets and whether each is added. */
export const useLeavePresets = () =>
  useQuery({ queryKey: ['hr', 'leave-types', 'presets'], queryFn: ({ signal }) => apiRequest('/hr/leave-types/presets', { schema: ZLeavePresetListSchema, signal }) });

/** What Law 14/2025 now says that the leave types do not (casual leave's 7 days, the Hajj type's name): asked once. */
export const useLawSuggestions = () =>
  useQuery({ queryKey: ['hr', 'leave-types', 'law-suggestions'], queryFn: ({ signal }) => apiRequest('/hr/leave-types/law-suggestions', { schema: ZLawSuggestionListSchema, signal }) });

export function useAnswerLawSuggestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: TLawSuggestionId; answer: TLawSuggestionAnswer['answer'] }) =>
      apiRequest(`/hr/leave-types/law-suggestions/${id}`, { method: 'POST', body: { answer }, schema: ZLawSuggestionListSchema }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['hr', 'leave-types'] }),
  });
}

export function useAddLeavePreset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest(`/hr/leave-types/presets/${encodeURIComponent(code)}`, { method: 'POST', schema: ZLeaveTypeSchema }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['hr', 'leave-types'] }),
  });
}

export function useDeleteLeaveType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/hr/leave-types/${id}`, { method: 'DELETE', schema: ZOkSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'leave-types'] }),
  });
}

export const useLeaveSettings = () =>
  useQuery({
    queryKey: ['hr', 'leave-settings'],
    queryFn: ({ signal }) => apiRequest('/hr/leave-settings', { schema: ZLeaveSettingsSchema, signal }),
  });

export function useSaveLeaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TLeaveSettings) => apiRequest('/hr/leave-settings', { method: 'PUT', body: input, schema: ZLeaveSettingsSchema }),
    onSuccess: (data) => {
      qc.setQueryData(['hr', 'leave-settings'], data);
      // Carry-over changes every balance.
      return qc.invalidateQueries({ queryKey: ['hr', 'balances'] });
    },
  });
}

/** A person's balances in a year. */
export const useBalances = (employeeId: number | null, year: number) =>
  useQuery({
    queryKey: ['hr', 'balances', employeeId, year],
    queryFn: ({ signal }) => apiRequest(`/hr/employees/${employeeId}/balances`, { query: { year }, schema: ZBalanceListSchema, signal }),
    enabled: employeeId !== null,
    placeholderData: keepPreviousData,
  });

export function useAdjustBalance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, input }: { employeeId: number; input: TBalanceAdjustmentInput }) =>
      apiRequest(`/hr/employees/${employeeId}/balance-adjustments`, { method: 'POST', body: input, schema: ZBalanceListSchema }),
    onSuccess: (data) => {
      qc.setQueryData(['hr', 'balances', data.employeeId, data.year], data);
      return qc.invalidateQueries({ queryKey: ['hr', 'ledger', data.employeeId] });
    },
  });
}

/** The entries behind one balance in a year. */
export const useLedger = (employeeId: number, leaveTypeId: number | null, year: number) =>
  useQuery({
    queryKey: ['hr', 'ledger', employeeId, leaveTypeId, year],
    queryFn: ({ signal }) => apiRequest(`/hr/employees/${employeeId}/ledger`, { query: { leaveTypeId: leaveTypeId!, year }, schema: ZLedgerSchema, signal }),
    enabled: leaveTypeId !== null,
  });

/** Opening balances from a file: a check (apply=false) or the apply; every balance is read again after. */
export function useImportOpeningBalances() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TOpeningBalanceImport) => apiRequest('/hr/leave-balances/opening', { method: 'POST', body, schema: ZOpeningBalanceResultSchema }),
    onSuccess: (r) => (r.applied ? qc.invalidateQueries({ queryKey: ['hr', 'balances'] }) : undefined),
  });
}

/** The opening balances' XLSX template in one language. */
export const downloadOpeningTemplate = (lang: TLang) => downloadFile('/hr/leave-balances/opening-template.xlsx', { lang }, `opening-balances-${lang}.xlsx`);
