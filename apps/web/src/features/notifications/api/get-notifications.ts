import { useInfiniteQuery } from '@tanstack/react-query';
import { ZNotificationListResponseSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const PAGE_SIZE = 20;

export const getNotifications = (before?: number, signal?: AbortSignal) =>
  apiRequest('/notifications', { query: { before, limit: PAGE_SIZE }, schema: ZNotificationListResponseSchema, signal });

/** Newest first, paged with the `before` cursor. */
export const useNotifications = (enabled = true) =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled,
  });
