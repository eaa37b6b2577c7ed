import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Under ['attendance']: a decision or a new report refreshes the badge. */
export const issueInboxCountKey = ['attendance', 'issue-inbox', 'count'] as const;

/**
 * The attendance issues waiting on HR or site HR: the menu badge. Every minute and on focus; a
 * plain number check instead of a zod schema, as useInboxCount.
 */
export const useIssueInboxCount = (enabled = true) =>
  useQuery({
    queryKey: issueInboxCountKey,
    queryFn: async ({ signal }) => {
      const res = await apiRequest('/attendance/issue-inbox/count', { signal });
      const count = (res as { count?: unknown } | null)?.count;
      return typeof count === 'number' ? count : 0;
    },
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
