import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZOutboxListResponseSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** The mail outbox (hr/admin): every e-mail with its delivery state, newest first, server-paged; account links come hidden. */
export const getOutbox = (page: number, pageSize: number, signal?: AbortSignal) =>
  apiRequest('/hr/outbox', { query: { page, pageSize }, schema: ZOutboxListResponseSchema, signal });

export const useOutbox = (page: number, pageSize: number) =>
  useQuery({
    queryKey: ['hr', 'outbox', { page, pageSize }],
    queryFn: ({ signal }) => getOutbox(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
