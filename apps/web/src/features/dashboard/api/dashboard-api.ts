import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZMyAttendanceSchema, ZMyPendingSchema, ZTeamTodaySchema, ZTeamTrendsSchema, type TTeamDashboardQuery } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * My month day by day, the hours worked and my overtime requests still waiting (one round trip for
 * the attendance and pending widgets). `month` ('YYYY-MM'): an earlier month; this one when left out.
 */
export const useMyAttendance = (month?: string) =>
  useQuery({
    queryKey: month ? ['attendance', 'dashboard', 'me', month] : ['attendance', 'dashboard', 'me'],
    queryFn: ({ signal }) => apiRequest('/dashboard/me/attendance', { query: month ? { month } : {}, schema: ZMyAttendanceSchema, signal }),
    // The card keeps the month it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

/** My own requests still waiting for a decision, of every kind, with whom each waits on. */
export const useMyPending = () =>
  useQuery({
    queryKey: ['approvals', 'mine', 'pending'],
    queryFn: ({ signal }) => apiRequest('/dashboard/me/pending', { schema: ZMyPendingSchema, signal }),
  });

export type TTeamFilters = Pick<TTeamDashboardQuery, 'siteId' | 'departmentId'>;

/** Who is out, absent and late today in the viewer's team (or the filtered organisation), and what waits on them. */
export const useTeamToday = (filters: TTeamFilters) =>
  useQuery({
    queryKey: ['attendance', 'dashboard', 'team', 'today', filters],
    queryFn: ({ signal }) => apiRequest('/dashboard/team/today', { query: filters, schema: ZTeamTodaySchema, signal }),
    placeholderData: keepPreviousData,
  });

/** The 12-week attendance rate and 12-month approved overtime of the same people. */
export const useTeamTrends = (filters: TTeamFilters) =>
  useQuery({
    queryKey: ['attendance', 'dashboard', 'team', 'trends', filters],
    queryFn: ({ signal }) => apiRequest('/dashboard/team/trends', { query: filters, schema: ZTeamTrendsSchema, signal }),
    placeholderData: keepPreviousData,
    // The earlier weeks still being worked out (the first dashboard after a start at a large size): ask again shortly.
    refetchInterval: (q) => (q.state.data?.pending ? 3_000 : false),
  });
