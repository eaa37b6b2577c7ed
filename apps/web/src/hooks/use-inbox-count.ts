import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The number of leave requests waiting on the viewer: the menu badge and the dashboard card. */
export const inboxCountKey = ['leave', 'inbox', 'count'] as const;

/**
 * The approval inbox count: every minute and when the window regains focus. A plain number
 * check instead of a zod schema, so the layout that shows the badge pulls no schema code.
 */
export const useInboxCount = (enabled = true) =>
  useQuery({
    queryKey: inboxCountKey,
    queryFn: async ({ signal }) => {
      const res = await apiRequest('/leave/inbox/count', { signal });
      const count = (res as { count?: unknown } | null)?.count;
      return typeof count === 'number' ? count : 0;
    },
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
