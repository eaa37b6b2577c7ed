import { useQuery } from '@tanstack/react-query';
import { ZUnreadCountResponseSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const getUnreadCount = (signal?: AbortSignal) =>
  apiRequest('/notifications/unread-count', { schema: ZUnreadCountResponseSchema, signal });

/** The bell's badge (filled by the shell when the app opens); refreshed every minute and when the window regains focus. */
export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
