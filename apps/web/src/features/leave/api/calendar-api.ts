import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  expandCalendar,
  type TCalendarBreakdown,
  ZCalendarCountsSchema,
  ZCalendarDayPeopleSchema,
  ZCalendarDaySchema,
  ZCalendarFeedsSchema,
  ZCalendarSchema,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** The calendar's filters and a day's group: ids, absent when not chosen. */
export interface TCalendarFilter {
  siteId?: number;
  departmentId?: number;
  leaveTypeId?: number;
}

/** A month ('YYYY-MM') of who is out in the viewer's scope (themselves for an employee), with holidays. */
export const useMonthCalendar = (month: string, filter: TCalendarFilter = {}, enabled = true) =>
  useQuery({
    queryKey: ['leave', 'calendar', month, filter],
    queryFn: async ({ signal }) => expandCalendar(await apiRequest('/leave/calendar', { query: { month, ...filter }, schema: ZCalendarSchema, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });

/** How many are out each day from `from` to `to`, and how many people the (filtered) scope holds. */
export const useCalendarCounts = (from: string, to: string, filter: TCalendarFilter, enabled: boolean) =>
  useQuery({
    queryKey: ['leave', 'calendar-counts', from, to, filter],
    queryFn: ({ signal }) => apiRequest('/leave/calendar/counts', { query: { from, to, ...filter }, schema: ZCalendarCountsSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** One day's people out, by site, department or leave type. */
export const useCalendarDay = (date: string, by: TCalendarBreakdown, filter: TCalendarFilter) =>
  useQuery({
    queryKey: ['leave', 'calendar-day', date, by, filter],
    queryFn: ({ signal }) => apiRequest('/leave/calendar/day', { query: { date, by, ...filter }, schema: ZCalendarDaySchema, signal }),
  });

/** A page of one day's absences. */
export const useCalendarDayPeople = (date: string, filter: TCalendarFilter, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['leave', 'calendar-day-people', date, filter, page, pageSize],
    queryFn: ({ signal }) => apiRequest('/leave/calendar/day/people', { query: { date, ...filter, page, pageSize }, schema: ZCalendarDayPeopleSchema, signal }),
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
