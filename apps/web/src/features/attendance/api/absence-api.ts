import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAbsenceListSchema,
  ZAttendanceDaySchema,
  ZBulkResolveResultSchema,
  ZLeaveTypeListSchema,
  type TAbsenceListQuery,
  type TAttendanceSheetQuery,
  type TBulkResolveInput,
  type TResolveDayInput,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

export type TAbsenceScope = 'self' | 'team';

/** Under ['attendance']: an approved issue or a resolution changes these days as much as the logs. */
const ATTENDANCE = ['attendance'] as const;

/** The absent and incomplete days, the viewer's own or their team's, server-paged. */
export const useAbsences = (scope: TAbsenceScope, params: Partial<TAbsenceListQuery>) =>
  useQuery({
    queryKey: ['attendance', 'absences', scope, params],
    queryFn: ({ signal }) =>
      apiRequest(scope === 'self' ? '/attendance/absences' : '/attendance/team-absences', { query: { ...params }, schema: ZAbsenceListSchema, signal }),
    placeholderData: keepPreviousData,
    // HR may have resolved a day or approved an issue since: refetch on opening.
    staleTime: 0,
  });

/** HR resolves a day; `leave` files an approved leave request, so leave data is refreshed too. */
export function useResolveDay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TResolveDayInput) => apiRequest('/attendance/resolutions', { method: 'POST', body, schema: ZAttendanceDaySchema }),
    onSettled: (_data, _error, body) =>
      Promise.all([qc.invalidateQueries({ queryKey: ATTENDANCE }), body.kind === 'leave' ? qc.invalidateQueries({ queryKey: ['leave'] }) : null]),
  });
}

/** HR resolves many days at once; each day is answered on its own (done or skipped with its reason). */
export function useBulkResolve() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBulkResolveInput) => apiRequest('/attendance/resolutions/bulk', { method: 'POST', body, schema: ZBulkResolveResultSchema }),
    onSettled: (_data, _error, body) =>
      Promise.all([qc.invalidateQueries({ queryKey: ATTENDANCE }), body.kind === 'leave' ? qc.invalidateQueries({ queryKey: ['leave'] }) : null]),
  });
}

/** The leave types a day can be converted into. */
export const useLeaveTypeOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['leave', 'types'],
    queryFn: ({ signal }) => apiRequest('/leave/types', { schema: ZLeaveTypeListSchema, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

/** The monthly sheet (CSV or XLSX) of a department or of everyone in scope, as a download. */
export const downloadSheet = (query: TAttendanceSheetQuery) =>
  downloadFile('/attendance/sheet', { ...query }, `attendance-${query.month}.${query.format}`);
