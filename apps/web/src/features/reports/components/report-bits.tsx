import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { TReportFilters } from '@hr/shared';
import { usePaging } from '@/hooks/use-paging';
import { numberLocale, screenDigits } from '@/lib/digits';

/** The value of a filter's "all" option (a select shows no text for an empty value). */
export const ALL = 'all';

/** Numbers in a report cell: up to two decimals, in the screen's digits (the files keep ASCII ones). */
const fmt = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
export const formatNumber = (n: number) => screenDigits(fmt.format(n));

/** Back to the first page when the shared filters change (not on the first render). */
export function useResetOnFilters(filters: TReportFilters, reset: () => void) {
  const key = `${filters.year}:${filters.siteId ?? ''}:${filters.departmentId ?? ''}`;
  const last = useRef(key);
  useEffect(() => {
    if (last.current !== key) {
      last.current = key;
      reset();
    }
  }, [key, reset]);
}

/** Month names of the page's language, January first. */
export function monthNames(ar: boolean): string[] {
  const f = new Intl.DateTimeFormat(numberLocale(ar ? 'ar' : 'en'), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => f.format(new Date(Date.UTC(2026, i, 1))));
}

/** Filters as the export's query: the report's own extras added, empty ones left out. */
export const exportParams = (filters: TReportFilters, extra: Record<string, string | number | undefined> = {}) => ({
  year: filters.year,
  siteId: filters.siteId,
  departmentId: filters.departmentId,
  ...extra,
});

/** A server-paged, server-sorted report table's state: page, sort and direction, back to page one when the filters change. */
export function useReportTable<S extends string>(filters: TReportFilters, firstSort: S) {
  const paging = usePaging();
  const [sort, setSort] = useState<S>(firstSort);
  const [dir, setDir] = useState<'asc' | 'desc'>('asc');
  useResetOnFilters(filters, () => paging.setPage(0));
  const onSort = (s: S, d: 'asc' | 'desc') => {
    setSort(s);
    setDir(d);
    paging.setPage(0);
  };
  return { ...paging, sort, dir, onSort };
}

/** The strip above a report's table: its own filters or a note at the start, the export buttons at the end. */
export function ReportToolbar({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
      {children}
      {actions}
    </Box>
  );
}
