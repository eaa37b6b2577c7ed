import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBulkInviteResponseSchema, ZEmployeeImportListSchema, ZEmployeeImportRecordSchema, type TLang } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** The employee import's history, template, undo and "invite these people". */
export const useEmployeeImports = (page: number, pageSize: number) =>
  useQuery({
    queryKey: ['hr', 'employees', 'imports', page, pageSize],
    queryFn: ({ signal }) => apiRequest('/hr/employees/imports', { query: { page, pageSize }, schema: ZEmployeeImportListSchema, signal }),
    placeholderData: keepPreviousData,
  });

export function useUndoImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/hr/employees/imports/${id}/undo`, { method: 'POST', schema: ZEmployeeImportRecordSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'employees'] }),
  });
}

/** The bulk invitation of the people one import created: e-mail where there is one, slips for the rest. */
export function useInviteImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (importId: number) => apiRequest('/hr/employees/invite', { method: 'POST', body: { importId }, schema: ZBulkInviteResponseSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'employees'] }),
  });
}

/** The activation slips of these people, as one PDF download. */
export const downloadActivationSlips = (ids: number[]) => downloadFile('/hr/employees/activation-slips', {}, 'activation-slips.pdf', { body: { ids } });

export const downloadImportTemplate = (lang: TLang) => downloadFile('/hr/employees/import-template.xlsx', { lang }, `employees-template-${lang}.xlsx`);
