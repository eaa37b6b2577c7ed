import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZTeamListResponseSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

export interface TTeamMembersParams {
  page: number;
  pageSize: number;
  q: string;
}

/** Server-paged; the server limits the list to the viewer's scope (team, subtree, sites, all). */
export const getTeamMembers = ({ page, pageSize, q }: TTeamMembersParams, signal?: AbortSignal) =>
  apiRequest('/team/members', { query: { page, pageSize, q: q.trim() || undefined }, schema: ZTeamListResponseSchema, signal });

export const useTeamMembers = (params: TTeamMembersParams) =>
  useQuery({
    queryKey: ['team', 'members', params],
    queryFn: ({ signal }) => getTeamMembers(params, signal),
    placeholderData: keepPreviousData,
  });
