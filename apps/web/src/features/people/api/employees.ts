import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZEmployeeDocumentListSchema,
  ZEmployeeImportResponseSchema,
  ZEmployeeListResponseSchema,
  ZEmployeeSchema,
  ZJobHistorySchema,
  ZMotherRecordSchema,
  ZOkSchema,
  ZShiftListResponseSchema,
  ZStructureResponseSchema,
  type TEmployeeDocumentInput,
  type TEmployeeImportRequest,
  type TEmployeeInput,
  type TEmployeeListQuery,
  type TJobRowCorrection,
  type TMotherRecordInput,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

export type TEmployeeListParams = Omit<TEmployeeListQuery, 'q'> & { q: string };

export const useEmployees = (params: TEmployeeListParams) =>
  useQuery({
    queryKey: ['hr', 'employees', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest('/hr/employees', { query: { ...params, q: params.q.trim() || undefined }, schema: ZEmployeeListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useEmployee = (id: number | null) =>
  useQuery({
    queryKey: ['hr', 'employees', 'one', id],
    queryFn: ({ signal }) => apiRequest(`/hr/employees/${id}`, { schema: ZEmployeeSchema, signal }),
    enabled: id !== null,
  });

/** Sites, departments (with sections) and shifts: the options of the selects. */
export const useStructure = () =>
  useQuery({
    queryKey: ['hr', 'structure'],
    queryFn: ({ signal }) => apiRequest('/hr/structure', { schema: ZStructureResponseSchema, signal }),
    staleTime: 60_000,
  });

export const useShifts = () =>
  useQuery({
    queryKey: ['hr', 'shifts'],
    queryFn: ({ signal }) => apiRequest('/hr/shifts', { schema: ZShiftListResponseSchema, signal }),
    staleTime: 60_000,
  });

export function useSaveEmployee(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmployeeInput) =>
      apiRequest(id === null ? '/hr/employees' : `/hr/employees/${id}`, { method: id === null ? 'POST' : 'PUT', body, schema: ZEmployeeSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'employees'] }),
  });
}

export type TEmployeeAction = 'deactivate' | 'activate' | 'unlock' | 'invite' | 'reset-password';

export function useEmployeeAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: TEmployeeAction) =>
      action === 'deactivate' || action === 'activate' || action === 'unlock'
        ? apiRequest(`/hr/employees/${id}/${action}`, { method: 'POST', schema: ZEmployeeSchema }).then(() => undefined)
        : apiRequest(`/hr/employees/${id}/${action}`, { method: 'POST', schema: ZOkSchema }).then(() => undefined),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'employees'] }),
  });
}

export function useImportEmployees() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmployeeImportRequest) => apiRequest('/hr/employees/import', { method: 'POST', body, schema: ZEmployeeImportResponseSchema }),
    onSuccess: (r) => {
      if (r.applied) void qc.invalidateQueries({ queryKey: ['hr', 'employees'] });
    },
  });
}

// ---- Documents ----

const documentsKey = (id: number) => ['hr', 'employees', id, 'documents'] as const;

export const useEmployeeDocuments = (id: number) =>
  useQuery({ queryKey: documentsKey(id), queryFn: ({ signal }) => apiRequest(`/hr/employees/${id}/documents`, { schema: ZEmployeeDocumentListSchema, signal }) });

export function useUploadEmployeeDocument(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TEmployeeDocumentInput) => apiRequest(`/hr/employees/${id}/documents`, { method: 'POST', body: input, schema: ZEmployeeDocumentListSchema }),
    onSuccess: (list) => qc.setQueryData(documentsKey(id), list),
  });
}

export function useDeleteEmployeeDocument(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => apiRequest(`/hr/employees/${id}/documents/${documentId}`, { method: 'DELETE', schema: ZEmployeeDocumentListSchema }),
    onSuccess: (list) => qc.setQueryData(documentsKey(id), list),
  });
}

// ---- Dated job data: the rows of site, department, section, shift, manager, title and contract ----

const jobHistoryKey = (id: number) => ['hr', 'employees', id, 'job-history'] as const;

export const useJobHistory = (id: number) =>
  useQuery({ queryKey: jobHistoryKey(id), queryFn: ({ signal }) => apiRequest(`/hr/employees/${id}/job-history`, { schema: ZJobHistorySchema, signal }) });

/** A correction of a row entered wrong, or the removal of one entered by mistake: the record may follow, so the person is read again. */
export function useFixJobRow(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { rowId: number; correction: TJobRowCorrection } | { rowId: number; reason: string }) =>
      'correction' in v
        ? apiRequest(`/hr/employees/${id}/job-history/${v.rowId}`, { method: 'PUT', body: v.correction, schema: ZJobHistorySchema })
        : apiRequest(`/hr/employees/${id}/job-history/${v.rowId}`, { method: 'DELETE', body: { reason: v.reason }, schema: ZJobHistorySchema }),
    onSuccess: (list) => {
      qc.setQueryData(jobHistoryKey(id), list);
      void qc.invalidateQueries({ queryKey: ['hr', 'employees', 'one', id] });
    },
  });
}

const motherKey = (id: number) => ['hr', 'employees', id, 'mother-record'] as const;

/** A mother's record (Arts 54 and 56): expected delivery, the child's birth, her nursing choice. */
export const useMotherRecord = (id: number) =>
  useQuery({ queryKey: motherKey(id), queryFn: ({ signal }) => apiRequest(`/hr/employees/${id}/mother-record`, { schema: ZMotherRecordSchema, signal }) });

export function useSaveMotherRecord(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TMotherRecordInput) => apiRequest(`/hr/employees/${id}/mother-record`, { method: 'PUT', body: input, schema: ZMotherRecordSchema }),
    onSuccess: (r) => qc.setQueryData(motherKey(id), r),
  });
}
