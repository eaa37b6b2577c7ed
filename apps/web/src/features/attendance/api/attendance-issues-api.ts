import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAttendanceIssueListSchema,
  ZAttendanceIssueSchema,
  ZIssueDecisionResultSchema,
  type TAttendanceIssueInput,
  type TAttendanceIssueListQuery,
  type TIssueDecision,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** Under ['attendance']: a report or a decision changes the day, the logs and the inbox count alike. */
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

/** The issues waiting on the viewer (HR: everyone; site HR: their sites). */
export const useIssueInbox = (page: number, pageSize: number) =>
  useQuery({
    queryKey: ['attendance', 'issue-inbox', 'list', page, pageSize],
    queryFn: ({ signal }) => apiRequest('/attendance/issue-inbox', { query: { page, pageSize, state: 'requested' }, schema: ZAttendanceIssueListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Approve or reject one or several issues; each result says whether it went through. */
export function useDecideAttendanceIssues() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TIssueDecision) => apiRequest('/attendance/issue-inbox/decide', { method: 'POST', body: input, schema: ZIssueDecisionResultSchema }),
    onSettled: () => qc.invalidateQueries({ queryKey: ATTENDANCE }),
  });
}
