import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAttendanceIssueListSchema,
  ZAttendanceIssueSchema,
  type TAttendanceIssueInput,
  type TAttendanceIssueListQuery,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** Under ['attendance']: a report changes the day, the logs and the inbox count alike (decisions are the inbox's). */
const ATTENDANCE = ['attendance'] as const;

/** File a missed sign-in or sign-out (own, or for a team member with employeeId). */
export function useReportAttendanceIssue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAttendanceIssueInput) => apiRequest('/attendance/issues', { method: 'POST', body, schema: ZAttendanceIssueSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ATTENDANCE }),
  });
}

/** The viewer's own issues, pending and decided. */
export const useMyAttendanceIssues = (params: Partial<TAttendanceIssueListQuery>) =>
  useQuery({
    queryKey: ['attendance', 'issues', 'mine', params],
    queryFn: ({ signal }) => apiRequest('/attendance/issues', { query: { state: 'all', ...params }, schema: ZAttendanceIssueListSchema, signal }),
    placeholderData: keepPreviousData,
    // HR decides elsewhere: refetch on opening.
    staleTime: 0,
  });
