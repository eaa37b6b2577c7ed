import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INBOX_COUNTS_KEY } from '@/lib/shell-keys';

export interface TCounts {
  leave: number;
  overtime: number;
  handover: number;
  attendanceIssue: number;
  total: number;
}
const ZERO: TCounts = { leave: 0, overtime: 0, handover: 0, attendanceIssue: 0, total: 0 };

/** Under ['inbox']: every successful change anywhere refreshes it (the query client's mutation cache). */
export const inboxCountsKey = INBOX_COUNTS_KEY;

/**
 * How many things of each kind wait on the viewer: the menu badges and the dashboard card. One
 * request for every badge, asked again every 20 seconds and when the window regains focus, so a
 * request filed elsewhere shows without a reload. A plain number check instead of a zod schema,
 * so the layout that shows the badges pulls no schema code.
 */
export function useInboxCounts<T = TCounts>(select?: (c: TCounts) => T) {
  return useQuery({
    queryKey: inboxCountsKey,
    queryFn: async ({ signal }) => {
      const res = (await apiRequest('/inbox/counts', { signal })) as Record<string, unknown> | null;
      const n = (k: keyof TCounts) => (typeof res?.[k] === 'number' ? (res[k] as number) : 0);
      return res ? { leave: n('leave'), overtime: n('overtime'), handover: n('handover'), attendanceIssue: n('attendanceIssue'), total: n('total') } : ZERO;
    },
    select,
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
    // Filled by the shell when the app opens: fresh until the next poll.
    staleTime: 20_000,
  });
}
