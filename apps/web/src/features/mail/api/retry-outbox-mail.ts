import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOkSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** "Retry now" on a failed or waiting e-mail (hr/admin): the server's worker sends it shortly. */
export function useRetryOutboxMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/hr/outbox/${id}/retry`, { method: 'POST', schema: ZOkSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'outbox'] }),
  });
}
