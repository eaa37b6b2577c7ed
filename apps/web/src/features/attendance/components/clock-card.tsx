import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDateTime } from '@/lib/format';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { DirectionalIcon } from '@/components/directional-icon';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { errorMessage } from '@/lib/errors';
import { useUser } from '@/lib/auth';
import { rememberClockState } from '@/lib/offline-person';
import { currentPosition, useClock, useClockState } from '../api/attendance-api';
import type { TClockInput } from '@hr/shared';
import { effectiveSignedIn } from '../api/offline-clock-queue';
import { isNetworkError, useOfflineClock } from '../hooks/use-offline-clock';
import { usePunchHold } from '../hooks/use-punch-hold';
import { WaitingPunches } from './waiting-punches';

/** hh:mm a of an instant in the organisation's time zone (the time part of dd/MM/yyyy hh:mm a). */
const timeOf = (at: string, lang: 'ar' | 'en', timeZone: string) => formatDateTime(at, lang, timeZone).slice(11);

/**
 * The dashboard's web clock: signed in (since when) or not, and one button to sign in or out, with
 * the browser's position when the person's site has a geofence. Without a network the punch is
 * kept on the phone with its time and shown as waiting until it is sent. A sign-in far
 * outside the person's shift (OUT_OF_SHIFT) asks first, naming the shift's hours, and is
 * recorded only on confirmation.
 *
 * One tap, one punch: the button is busy from the tap until the answer, and still for
 * PUNCH_SETTLE_MS after it (the card has swapped the button by then). A punch the other way seconds
 * after the last one (PUNCH_QUICK_REPEAT) asks "You signed out 5 seconds ago. Sign in again?" and is
 * sent again, confirmed, only on yes.
 */
export function ClockCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const notify = useNotify();
  const state = useClockState();
  const clock = useClock();
  const user = useUser();
  const offline = useOfflineClock(user.id);
  const [locating, setLocating] = useState(false);
  /** The sign-in the server asked about (OUT_OF_SHIFT): what to send again, and the hours to show. */
  const [outside, setOutside] = useState<{ body: TClockInput; start: string; end: string; time: string } | null>(null);
  /** The punch the server asked about (PUNCH_QUICK_REPEAT): what to send again, and how long ago the last one was. */
  const [repeat, setRepeat] = useState<{ body: TClockInput; seconds: number } | null>(null);
  // Still from the tap until a moment after the answer (usePunchHold).
  const { holding, hold, settle, isHeld } = usePunchHold();
  // What the server last said, for the clock the installed app shows when it opens offline.
  useEffect(() => {
    if (state.data) rememberClockState(user.id, state.data.signedIn);
  }, [state.data, user.id]);
  const waiting = offline.pending;
  const lastWaiting = waiting.length ? waiting[waiting.length - 1] : null;
  const signedIn = effectiveSignedIn(waiting, state.data?.signedIn ?? false);
  const last = lastWaiting ? { type: lastWaiting.type, at: lastWaiting.occurredAt } : (state.data?.lastEvent ?? null);
  const geofence = state.data?.geofence === true;
  const busy = locating || clock.isPending;

  const submit = async () => {
    if (isHeld() || busy) return;
    hold();
    const type = signedIn ? 'out' : 'in';
    const occurredAt = new Date().toISOString();
    let where: Awaited<ReturnType<typeof currentPosition>> = null;
    if (geofence) {
      setLocating(true);
      where = await currentPosition();
      setLocating(false);
    }
    const keepOnPhone = () => {
      offline.keep({ type, occurredAt, ...(where ?? {}) });
      notify(t('offline.queued', offline.describe({ type, occurredAt })), 'info');
    };
    if (!navigator.onLine) {
      keepOnPhone();
      return settle();
    }
    // Punches still waiting go first, in order: this one joins them, and they all go now.
    if (waiting.length) {
      offline.keep({ type, occurredAt, ...(where ?? {}) });
      return void offline.flush().finally(settle);
    }
    send({ type, ...(where ?? {}) }, keepOnPhone);
  };

  const send = (body: TClockInput, keepOnPhone: () => void) => {
    hold();
    clock.mutate(body, {
      onSuccess: (s) => {
        setOutside(null);
        setRepeat(null);
        const at = s.lastEvent?.at ?? new Date().toISOString();
        notify(t(body.type === 'in' ? 'attendance.clock.signedIn' : 'attendance.clock.signedOut', { time: timeOf(at, lang, timeZone) }), 'success');
      },
      onError: (e) => {
        setOutside(null);
        setRepeat(null);
        if (isApiError(e) && e.code === 'PUNCH_QUICK_REPEAT' && !body.confirmQuickRepeat) return setRepeat({ body, seconds: Math.max(1, Number(e.params.seconds) || 1) });
        if (isApiError(e) && e.code === 'OUT_OF_SHIFT' && !body.confirmOutOfShift) {
          const p = e.params as Record<string, string>;
          return setOutside({ body, start: p.start ?? '', end: p.end ?? '', time: p.time ?? '' });
        }
        return isNetworkError(e) ? keepOnPhone() : notify(errorMessage(t, e));
      },
      // The card has its new state by now (the refresh is part of the mutation): stay still a moment more.
      onSettled: settle,
    });
  };

  /** Sends an answered question's punch again, confirmed; should the network go meanwhile, it waits on the phone like any other. */
  const sendConfirmed = (body: TClockInput) =>
    send(body, () => {
      const occurredAt = new Date().toISOString();
      const { latitude, longitude, accuracy } = body;
      offline.keep({ type: body.type, occurredAt, ...(latitude != null && longitude != null ? { latitude, longitude, accuracy: accuracy ?? undefined } : {}) });
      notify(t('offline.queued', offline.describe({ type: body.type, occurredAt })), 'info');
    });
  const confirmOutside = () => outside && sendConfirmed({ ...outside.body, confirmOutOfShift: true });
  const confirmRepeat = () => repeat && sendConfirmed({ ...repeat.body, confirmQuickRepeat: true });
  const clockText = (hhmm: string) => (/^\d\d:\d\d$/.test(hhmm) ? formatClock(hhmm, lang) : hhmm);

  return (
    <Card variant="outlined" component="section" aria-labelledby="clock-card-title" data-testid="clock-card" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h2" id="clock-card-title" sx={{ mb: 1.5, fontSize: '1.125rem' }}>
          {t('attendance.clock.title')}
        </Typography>
        {state.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={t('common.loading')} />
          </Box>
        ) : state.isError && !waiting.length ? (
          <Typography color="error" role="alert">
            {errorMessage(t, state.error)}
          </Typography>
        ) : (
          <>
            <Typography aria-live="polite" data-testid="clock-state" sx={{ fontWeight: 500, mb: 0.5 }}>
              {signedIn && last
                ? t('attendance.clock.signedInSince', { time: timeOf(last.at, lang, timeZone) })
                : t('attendance.clock.notSignedIn')}
            </Typography>
            {!signedIn && last?.type === 'out' && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('attendance.clock.lastSignOut', { time: timeOf(last.at, lang, timeZone) })}
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 2 }}>
              <Button
                variant={signedIn ? 'outlined' : 'contained'}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <DirectionalIcon icon={signedIn ? LogoutIcon : LoginIcon} />}
                onClick={() => void submit()}
                disabled={busy || holding}
                data-testid={signedIn ? 'clock-sign-out' : 'clock-sign-in'}
              >
                {signedIn ? t('attendance.clock.signOut') : t('attendance.clock.signIn')}
              </Button>
              {locating && (
                <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
                  {t('attendance.clock.locating')}
                </Typography>
              )}
            </Box>
            <WaitingPunches waiting={waiting} describe={offline.describe} testId="clock-waiting" />
            {geofence && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
                {t('attendance.clock.locationNote')}
              </Typography>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={outside !== null}
        title={t('outOfShift.title')}
        text={outside ? t('outOfShift.body', { start: clockText(outside.start), end: clockText(outside.end), time: clockText(outside.time) }) : ''}
        confirmLabel={t('outOfShift.confirm')}
        onConfirm={confirmOutside}
        onClose={() => setOutside(null)}
        pending={clock.isPending}
        testId="out-of-shift-dialog"
      />
      <ConfirmDialog
        open={repeat !== null}
        title={repeat?.body.type === 'out' ? t('quickRepeat.outTitle') : t('quickRepeat.inTitle')}
        text={repeat ? (repeat.body.type === 'out' ? t('quickRepeat.outBody', { count: repeat.seconds }) : t('quickRepeat.inBody', { count: repeat.seconds })) : ''}
        confirmLabel={repeat?.body.type === 'out' ? t('quickRepeat.outConfirm') : t('quickRepeat.inConfirm')}
        onConfirm={confirmRepeat}
        onClose={() => setRepeat(null)}
        pending={clock.isPending}
        testId="quick-repeat-dialog"
      />
    </Card>
  );
}
