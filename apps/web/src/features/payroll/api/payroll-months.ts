import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZLatePunchListSchema,
  ZPayrollChecklistSchema,
  ZPayrollMonthListSchema,
  ZPayrollMonthSchema,
  ZPayrollVersionChangesSchema,
  ZStructureResponseSchema,
  type TPayrollClose,
  type TPayrollReopen,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

const KEY = ['hr', 'payroll-months'] as const;

/** The closings; read again on every visit (another HR person may have closed or reopened one). */
export const usePayrollMonths = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiRequest('/hr/payroll-months', { schema: ZPayrollMonthListSchema, signal }), refetchOnMount: 'always' });

export const usePayrollChecklist = (month: string | null, siteId: number | null) =>
  useQuery({
    queryKey: [...KEY, 'checklist', month, siteId],
    queryFn: ({ signal }) => apiRequest(`/hr/payroll-months/${month}/checklist`, { query: { siteId: siteId ?? undefined }, schema: ZPayrollChecklistSchema, signal }),
    enabled: month !== null,
    staleTime: 0,
  });

export function useClosePayrollMonth() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ month, body }: { month: string; body: TPayrollClose }) => apiRequest(`/hr/payroll-months/${month}/close`, { method: 'POST', body, schema: ZPayrollMonthSchema }),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export function useReopenPayrollMonth() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ month, body }: { month: string; body: TPayrollReopen }) => apiRequest(`/hr/payroll-months/${month}/reopen`, { method: 'POST', body, schema: ZPayrollMonthSchema }),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export const useVersionChanges = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'changes', id],
    queryFn: ({ signal }) => apiRequest(`/hr/payroll-months/versions/${id}/changes`, { schema: ZPayrollVersionChangesSchema, signal }),
    enabled: id !== null,
  });

export const useLatePunches = (page: number) =>
  useQuery({
    queryKey: [...KEY, 'late', page],
    queryFn: ({ signal }) => apiRequest('/hr/payroll-months/late-punches', { query: { page, pageSize: 10 }, schema: ZLatePunchListSchema, signal }),
    // Terminals upload at any time: every visit reads the list again.
    refetchOnMount: 'always',
  });

export const downloadVersion = (id: number, format: 'csv' | 'xlsx', lang: 'en' | 'ar', fileName: string) => downloadFile(`/hr/payroll-months/versions/${id}/file`, { format, lang }, fileName);

/** The sites, for closing one site's month ('/hr/structure', shared with the employee form's cache). */
export const usePayrollSites = () =>
  useQuery({ queryKey: ['hr', 'structure'], queryFn: ({ signal }) => apiRequest('/hr/structure', { schema: ZStructureResponseSchema, signal }), staleTime: 60_000, select: (d) => d.sites });
