import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ZBalanceReportSchema,
  ZLeaveTakenReportSchema,
  ZOvertimeReportSchema,
  ZPermissionReportSchema,
  ZReportOptionsSchema,
  type TBalanceReportQuery,
  type TOvertimeReportQuery,
  type TPermissionReportQuery,
  type TReportExport,
  type TReportFilters,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadFile, type TDownloadProgress } from '@/lib/download-file';

export type TReportKind = 'balances' | 'leave-taken' | 'overtime' | 'permissions';

/** The filters' choices: sites and departments of the viewer's scope, and the leave types. */
export const useReportOptions = () =>
  useQuery({
    queryKey: ['reports', 'options'],
    queryFn: ({ signal }) => apiRequest('/reports/options', { schema: ZReportOptionsSchema, signal }),
    staleTime: 5 * 60_000,
  });

/** Leave balances by person and type, a page of people at a time. */
export const useBalanceReport = (params: TBalanceReportQuery) =>
  useQuery({
    queryKey: ['reports', 'balances', params],
    queryFn: ({ signal }) => apiRequest('/reports/balances', { query: { ...params }, schema: ZBalanceReportSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Approved leave by type and department, one column per month. */
export const useLeaveTakenReport = (params: TReportFilters) =>
  useQuery({
    queryKey: ['reports', 'leave-taken', params],
    queryFn: ({ signal }) => apiRequest('/reports/leave-taken', { query: { ...params }, schema: ZLeaveTakenReportSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Approved overtime by person and month, with premiums. */
export const useOvertimeReport = (params: TOvertimeReportQuery) =>
  useQuery({
    queryKey: ['reports', 'overtime', params],
    queryFn: ({ signal }) => apiRequest('/reports/overtime', { query: { ...params }, schema: ZOvertimeReportSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Approved hourly permissions by person and month: late arrivals, early leaves, deducted minutes. */
export const usePermissionReport = (params: TPermissionReportQuery) =>
  useQuery({
    queryKey: ['reports', 'permissions', params],
    queryFn: ({ signal }) => apiRequest('/reports/permissions', { query: { ...params }, schema: ZPermissionReportSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** A report's file (every page) with the table's filters, reporting the download's progress. */
export const downloadReport = (
  kind: TReportKind,
  params: Record<string, string | number | undefined> & TReportExport,
  opts: { onProgress: (p: TDownloadProgress) => void; signal?: AbortSignal },
) => downloadFile(`/reports/${kind}/export`, params, `${kind}.${params.format}`, opts);
