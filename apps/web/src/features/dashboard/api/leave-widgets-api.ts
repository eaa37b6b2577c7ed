import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { expandCalendar, ZBalanceListSchema, ZCalendarSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** The viewer's leave balances for a year (this year when none is given). */
export const useMyBalances = (year?: number) =>
  useQuery({
    queryKey: ['leave', 'balances', 'mine', year ?? 'current'],
    queryFn: ({ signal }) => apiRequest('/leave/balances', { query: { year }, schema: ZBalanceListSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** Months ('YYYY-MM') of the leave calendar: holidays and who is out, in the viewer's scope. */
export const useCalendarMonths = (months: readonly string[]) =>
  useQueries({
    queries: months.map((month) => ({
      queryKey: ['leave', 'calendar', month],
      queryFn: async ({ signal }: { signal: AbortSignal }) => expandCalendar(await apiRequest('/leave/calendar', { query: { month }, schema: ZCalendarSchema, signal })),
    })),
  });
