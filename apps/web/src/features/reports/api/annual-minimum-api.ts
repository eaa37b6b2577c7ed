import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZAnnualMinimumCountSchema, ZAnnualMinimumReportSchema, type TAnnualMinimumQuery } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** Art 125: the people of the viewer's scope who will not get 15 days this year with six in a row. */
export const useAnnualMinimumReport = (params: TAnnualMinimumQuery) =>
  useQuery({
    queryKey: ['reports', 'annual-minimum', params],
    queryFn: ({ signal }) => apiRequest('/reports/annual-minimum', { query: { ...params }, schema: ZAnnualMinimumReportSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** How many (HR's dashboard warning). */
export const useAnnualMinimumCount = (year: number) =>
  useQuery({
    queryKey: ['reports', 'annual-minimum', 'count', year],
    queryFn: ({ signal }) => apiRequest('/reports/annual-minimum/count', { query: { year }, schema: ZAnnualMinimumCountSchema, signal }),
    staleTime: 5 * 60_000,
  });
