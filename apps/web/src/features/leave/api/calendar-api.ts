import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expandCalendar, ZCalendarFeedsSchema, ZCalendarSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** A month ('YYYY-MM') of who is out in the viewer's scope (themselves for an employee), with holidays. */
export const useMonthCalendar = (month: string) =>
  useQuery({
    queryKey: ['leave', 'calendar', month],
    queryFn: async ({ signal }) => expandCalendar(await apiRequest('/leave/calendar', { query: { month }, schema: ZCalendarSchema, signal })),
    placeholderData: keepPreviousData,
  });

const FEEDS = ['leave', 'calendar-feeds'] as const;

/** The secret iCal addresses: personal, and team for approvers. */
export const useCalendarFeeds = () =>
  useQuery({ queryKey: FEEDS, queryFn: ({ signal }) => apiRequest('/leave/calendar/feeds', { schema: ZCalendarFeedsSchema, signal }) });

export function useRegenerateFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kind: 'personal' | 'team') => apiRequest('/leave/calendar/feeds/regenerate', { method: 'POST', body: { kind }, schema: ZCalendarFeedsSchema }),
    onSuccess: (data) => qc.setQueryData(FEEDS, data),
  });
}
