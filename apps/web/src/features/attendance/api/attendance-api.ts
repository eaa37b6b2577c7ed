import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isErrorCode,
  ZAttendanceListSchema,
  ZClockStateSchema,
  ZStructureResponseSchema,
  type TAttendanceListQuery,
  type TClockInput,
} from '@hr/shared';
import { ApiError, apiRequest } from '@/lib/api-client';
import { tokenStore } from '@/lib/token-store';

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

/** Departments and sections for the team filters: only HR roles may read them (/api/hr/structure). */
export const useUnits = (enabled: boolean) =>
  useQuery({
    queryKey: ['attendance', 'units'],
    queryFn: ({ signal }) => apiRequest('/hr/structure', { schema: ZStructureResponseSchema, signal }),
    enabled,
    staleTime: 5 * 60_000,
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

/** Fetches the CSV with the Bearer header and hands it to the browser as a download. */
export async function downloadCsv(query: Record<string, string | number | undefined>, fallbackName: string): Promise<void> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const session = tokenStore.get();
  let res: Response;
  try {
    res = await fetch(`/api/attendance/events.csv?${params.toString()}`, { headers: session ? { Authorization: `Bearer ${session.accessToken}` } : {} });
  } catch {
    throw new ApiError('NETWORK', 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: unknown; params?: Record<string, string | number> } | null;
    throw new ApiError(body && isErrorCode(body.code) ? body.code : res.status === 404 ? 'NOT_FOUND' : 'INTERNAL', res.status, undefined, [], body?.params ?? {});
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  const name = star ? decodeURIComponent(star[1]) : plain ? plain[1] : fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
