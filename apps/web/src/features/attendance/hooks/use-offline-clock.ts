import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZClockStateSchema, type TClockState } from '@hr/shared';
import { ApiError, apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { enqueuePunch, flushQueue, pendingOf, punchBody, readQueue, subscribeQueue, type TQueuedPunch } from '../api/offline-clock-queue';

const NONE: TQueuedPunch[] = [];
const CLOCK_KEY = ['attendance', 'clock'];
export const isNetworkError = (e: unknown) => e instanceof ApiError && e.code === 'NETWORK';

/**
 * The person's punches kept on the phone: what waits, a way to keep one more, and the
 * sending, on mount (the next load) and whenever the browser says it is back online.
 */
export function useOfflineClock(userId: number) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const notify = useNotify();
  const qc = useQueryClient();
  const items = useSyncExternalStore(subscribeQueue, readQueue, () => NONE);
  const pending = useMemo(() => pendingOf(items, userId), [items, userId]);
  const describe = useCallback(
    (p: Pick<TQueuedPunch, 'type' | 'occurredAt'>) => ({
      type: t(`attendance.types.${p.type}`),
      time: formatDateTime(p.occurredAt, lang, timeZone).slice(11),
    }),
    [t, lang, timeZone],
  );

  const flush = useCallback(async () => {
    if (!navigator.onLine || !pendingOf(readQueue(), userId).length) return;
    let state: TClockState | null = null;
    const result = await flushQueue(
      userId,
      async (p) => {
        state = await apiRequest('/attendance/clock', { method: 'POST', body: punchBody(p), schema: ZClockStateSchema });
      },
      isNetworkError,
    );
    if (result.sent) notify(t('offline.sent', { count: result.sent }), 'success');
    for (const { punch, error } of result.refused) notify(t('offline.refused', { ...describe(punch), reason: errorMessage(t, error) }), 'error');
    if (!result.sent && !result.refused.length) return;
    // A read begun before the punches went (the card's first load, on the same page load) would
    // answer what was true before them, and an invalidation only joins a first read in flight:
    // cancel it, take the server's answer to the last punch, then read again.
    await qc.cancelQueries({ queryKey: ['attendance'] });
    if (state) qc.setQueryData(CLOCK_KEY, state);
    await qc.invalidateQueries({ queryKey: ['attendance'] });
  }, [userId, notify, t, describe, qc]);

  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  const keep = useCallback((p: Omit<TQueuedPunch, 'id' | 'userId'>) => enqueuePunch({ ...p, userId }), [userId]);
  return { pending, keep, describe, flush };
}
