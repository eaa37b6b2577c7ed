import { useQuery } from '@tanstack/react-query';
import { FALLBACK_SETTINGS, publicSettingsQueryOptions, type TPublicSettings } from '@/lib/public-settings';

/** Organisation settings (no auth); falls back to the defaults while loading or offline. */
export function usePublicSettings(): TPublicSettings & { isLoading: boolean } {
  const query = useQuery(publicSettingsQueryOptions());
  return { ...(query.data ?? FALLBACK_SETTINGS), isLoading: query.isLoading };
}
