import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZMyAttendanceSchema, ZTeamTodaySchema, ZTeamTrendsSchema, type TTeamDashboardQuery } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** My month day by day, the hours worked and my overtime requests still waiting (one round trip for the attendance and pending widgets). */
export const useMyAttendance = () =>
  useQuery({
    queryKey: ['attendance', 'dashboard', 'me'],
    queryFn: ({ signal }) => apiRequest('/dashboard/me/attendance', { schema: ZMyAttendanceSchema, signal }),
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
