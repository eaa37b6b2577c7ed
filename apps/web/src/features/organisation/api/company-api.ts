import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLogoSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { publicSettingsQueryOptions } from '@/lib/public-settings';

/** The company's logo: the header and sign-in page read it from the public settings, refreshed after a change. */
export function useUploadLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (contentBase64: string) => apiRequest('/hr/settings/logo', { method: 'PUT', body: { contentBase64 }, schema: ZLogoSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: publicSettingsQueryOptions().queryKey }),
  });
}

export function useRemoveLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/hr/settings/logo', { method: 'DELETE', schema: ZLogoSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: publicSettingsQueryOptions().queryKey }),
  });
}
