import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBackupStatusSchema, ZOkSchema } from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

const key = ['hr', 'backups'] as const;

/** How often the status is asked again while a backup is being written. */
export const BACKUP_POLL_MS = 2_000;

/**
 * The backups' state (hr, admin): the folder, the last attempt and the last good backup, whether
 * one is running, and whether HR should act. Asked again every 2 s while a backup is running, or
 * while `watching` (after "Back up now", until its result is recorded). Mount it only for hr and
 * admin: the server refuses everyone else.
 */
export const useBackupStatus = ({ watching = false }: { watching?: boolean } = {}) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest('/hr/backups', { schema: ZBackupStatusSchema, signal }),
    refetchInterval: (query) => (watching || query.state.data?.running ? BACKUP_POLL_MS : false),
  });

/** "Back up now": the server starts it in the background (202), or answers BACKUP_RUNNING (409). */
export function useStartBackup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/hr/backups', { method: 'POST', schema: ZOkSchema }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
