import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAttendanceImportJobSchema,
  ZAttendanceImportResponseSchema,
  ZManualEventResultSchema,
  ZOkSchema,
  type TAttendanceImportRequest,
  type TEventCorrection,
  type TEventDeletion,
  type TManualEventInput,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';

/** The attendance lists (another feature's queries) live under this key: a change here refreshes them. */
const ATTENDANCE = ['attendance'] as const;

/** Check (apply=false) or start (apply=true) an import of device logs. */
export const useImportAttendance = () =>
  useMutation({
    mutationFn: (body: TAttendanceImportRequest) => apiRequest('/hr/attendance/imports', { method: 'POST', body, schema: ZAttendanceImportResponseSchema }),
  });

/** A running import, polled every half second until it is done or failed. */
export function useImportJob(id: number | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: ['hr', 'attendance-import', id],
    queryFn: async ({ signal }) => {
      const job = await apiRequest(`/hr/attendance/imports/${id}`, { schema: ZAttendanceImportJobSchema, signal });
      if (job.state === 'done') void qc.invalidateQueries({ queryKey: ATTENDANCE });
      return job;
    },
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.state === 'running' || !q.state.data ? 500 : false),
  });
}

function useEventMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ATTENDANCE }) });
}

export const useAddEvent = () =>
  useEventMutation((body: TManualEventInput) => apiRequest('/hr/attendance/events', { method: 'POST', body, schema: ZManualEventResultSchema }));
export const useCorrectEvent = () =>
  useEventMutation(({ id, body }: { id: number; body: TEventCorrection }) =>
    apiRequest(`/hr/attendance/events/${id}`, { method: 'PATCH', body, schema: ZManualEventResultSchema }),
  );
export const useDeleteEvent = () =>
  useEventMutation(({ id, body }: { id: number; body: TEventDeletion }) => apiRequest(`/hr/attendance/events/${id}`, { method: 'DELETE', body, schema: ZOkSchema }));
