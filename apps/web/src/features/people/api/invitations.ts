import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBulkInviteResponseSchema, type TBulkInviteRequest } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** Invites the chosen people, or those an import created: e-mail where there is one; the answer lists who needs a slip. */
export function useInviteMany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBulkInviteRequest) => apiRequest('/hr/employees/invite', { method: 'POST', body, schema: ZBulkInviteResponseSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'employees'] }),
  });
}

/** Downloads activation slips (a PDF with new one-time codes) for these people. */
export function usePrintSlips() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => downloadFile('/hr/employees/activation-slips', {}, 'activation-slips.pdf', { body: { ids } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['hr', 'employees'] }),
  });
}
