import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZPermissionListSchema,
  ZPermissionQuotaSchema,
  ZPermissionRequestSchema,
  ZPermissionTypeListSchema,
  ZPermissionTypeSchema,
  type TCreatePermission,
  type TPermissionListQuery,
  type TPermissionTeamCsvQuery,
  type TPermissionTeamQuery,
  type TPermissionTypeInput,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** Everything permissions: a filing, a cancellation or a decision changes the lists, the quota and the inbox alike. */
const PERMISSION = ['permission'] as const;

/** The types in use, with their rules (the form's choices). */
export const usePermissionTypes = () =>
  useQuery({ queryKey: ['permission', 'types'], queryFn: ({ signal }) => apiRequest('/permission/types', { schema: ZPermissionTypeListSchema, signal }), staleTime: 60_000 });

/** A month's use and what is left per type, for oneself or a team member. */
export const usePermissionQuota = (params: { month?: string; employeeId?: number }, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['permission', 'quota', params],
    queryFn: ({ signal }) => apiRequest('/permission/quota', { query: { ...params }, schema: ZPermissionQuotaSchema, signal }),
    staleTime: 0,
  });

export const useMyPermissions = (params: Partial<TPermissionListQuery>, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['permission', 'mine', params],
    queryFn: ({ signal }) => apiRequest('/permission', { query: { ...params }, schema: ZPermissionListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useTeamPermissions = (params: Partial<TPermissionTeamQuery>, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['permission', 'team', params],
    queryFn: ({ signal }) => apiRequest('/permission/team', { query: { ...params }, schema: ZPermissionListSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const downloadTeamPermissions = (query: Partial<TPermissionTeamCsvQuery>) => downloadFile('/permission/team.csv', { ...query }, 'permissions.csv');

function usePermissionMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: PERMISSION }) });
}

export const useFilePermission = () => usePermissionMutation((body: TCreatePermission) => apiRequest('/permission', { method: 'POST', body, schema: ZPermissionRequestSchema }));

export const useCancelPermission = () => usePermissionMutation((id: number) => apiRequest(`/permission/${id}/cancel`, { method: 'POST', schema: ZPermissionRequestSchema }));

/** HR: every type, in use or not. */
export const useAllPermissionTypes = () =>
  useQuery({ queryKey: ['permission', 'types', 'all'], queryFn: ({ signal }) => apiRequest('/hr/permission-types', { schema: ZPermissionTypeListSchema, signal }) });

export const useSavePermissionType = () =>
  usePermissionMutation(({ id, body }: { id: number | null; body: TPermissionTypeInput }) =>
    id === null
      ? apiRequest('/hr/permission-types', { method: 'POST', body, schema: ZPermissionTypeSchema })
      : apiRequest(`/hr/permission-types/${id}`, { method: 'PUT', body, schema: ZPermissionTypeSchema }),
  );
