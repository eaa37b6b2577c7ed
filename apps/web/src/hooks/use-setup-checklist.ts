import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSetupChecklistSchema, type TSetupChecklist } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** The key every setup checklist read shares: a change anywhere refreshes it. */
export const SETUP_KEY = ['hr', 'setup'] as const;

/** The setup checklist of a new organisation (hr and admin; `enabled` false for others). */
export const useSetupChecklist = (enabled: boolean) =>
  useQuery({
    queryKey: SETUP_KEY,
    queryFn: ({ signal }) => apiRequest('/hr/setup', { schema: ZSetupChecklistSchema, signal }),
    enabled,
    // One cheap counting query: asked again whenever the dashboard opens, so each step ticks at once.
    staleTime: 0,
  });

/** Hides the checklist from the dashboard (true) or brings it back (false). */
export function useSetSetupDismissed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (dismissed: boolean) => apiRequest(dismissed ? '/hr/setup/dismiss' : '/hr/setup/restore', { method: 'POST', schema: ZSetupChecklistSchema }),
    onSuccess: (data: TSetupChecklist) => qc.setQueryData(SETUP_KEY, data),
  });
}
