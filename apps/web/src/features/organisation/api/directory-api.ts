import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZDirectorySettingsSchema,
  ZDirectoryTestResponseSchema,
  type TDirectorySettingsRequest,
  type TDirectoryTestRequest,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

const key = ['hr', 'directory'] as const;

/** The company directory's settings (hr, admin); the bind password is never sent, only bindPasswordSet. */
export const useDirectorySettings = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => apiRequest('/hr/directory', { schema: ZDirectorySettingsSchema, signal }) });

export function useSaveDirectorySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TDirectorySettingsRequest) => apiRequest('/hr/directory', { method: 'PUT', body: input, schema: ZDirectorySettingsSchema }),
    onSuccess: (data) => qc.setQueryData(key, data),
  });
}

/** The test button: the saved settings, one account looked up when named. */
export const useTestDirectory = () =>
  useMutation({
    mutationFn: (input: TDirectoryTestRequest) => apiRequest('/hr/directory/test', { method: 'POST', body: input, schema: ZDirectoryTestResponseSchema }),
  });
