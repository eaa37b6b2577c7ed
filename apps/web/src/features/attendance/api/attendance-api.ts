import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAttendanceListSchema,
  ZClockStateSchema,
  type TAttendanceListQuery,
  type TClockInput,
} from '@hr/shared';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

export type TAttendanceScope = 'self' | 'team';

/** Everything of this feature lives under ['attendance']: a sign-in refreshes the card and the logs. */
const ATTENDANCE = ['attendance'] as const;

export const useClockState = () =>
  useQuery({
    queryKey: ['attendance', 'clock'],
    queryFn: ({ signal }) => apiRequest('/attendance/clock', { schema: ZClockStateSchema, signal }),
  });

export function useClock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TClockInput) => apiRequest('/attendance/clock', { method: 'POST', body, schema: ZClockStateSchema }),
    // Refresh on failure too: ALREADY_SIGNED_IN means the card shows an old state (another tab).
    onSettled: () => qc.invalidateQueries({ queryKey: ATTENDANCE }),
  });
}

export const useAttendanceEvents = (scope: TAttendanceScope, params: Partial<TAttendanceListQuery>) =>
  useQuery({
    queryKey: ['attendance', 'events', scope, params],
    queryFn: ({ signal }) =>
      apiRequest(scope === 'self' ? '/attendance/events' : '/attendance/team-events', { query: { ...params }, schema: ZAttendanceListSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** Asks the browser where it is (5 s at most); null when refused, unavailable or too slow. */
export function currentPosition(): Promise<{ latitude: number; longitude: number; accuracy: number } | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), 5500);
    try {
      navigator.geolocation.getCurrentPosition(
        (p) => {
          window.clearTimeout(timer);
          resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: Math.min(p.coords.accuracy, 100_000) });
        },
        () => {
          window.clearTimeout(timer);
          resolve(null);
        },
        { timeout: 5000, maximumAge: 60_000, enableHighAccuracy: false },
      );
    } catch {
      window.clearTimeout(timer);
      resolve(null);
    }
  });
}

/** The logs as CSV, with the Bearer header, handed to the browser as a download. */
export const downloadCsv = (query: Record<string, string | number | undefined>, fallbackName: string) => downloadFile('/attendance/events.csv', query, fallbackName);
