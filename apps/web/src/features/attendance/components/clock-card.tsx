import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@hr/shared';
import { DirectionalIcon } from '@/components/directional-icon';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { errorMessage } from '@/lib/errors';
import { currentPosition, useClock, useClockState } from '../api/attendance-api';

/** hh:mm a of an instant in the organisation's time zone (the time part of dd/MM/yyyy hh:mm a). */
const timeOf = (at: string, lang: 'ar' | 'en', timeZone: string) => formatDateTime(at, lang, timeZone).slice(11);

/** The dashboard's web clock: signed in (since when) or not, and one button to sign in or out, with the location when allowed. */
export function ClockCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const notify = useNotify();
  const state = useClockState();
  const clock = useClock();
  const [locating, setLocating] = useState(false);
  const signedIn = state.data?.signedIn ?? false;
  const last = state.data?.lastEvent ?? null;
  const busy = locating || clock.isPending;

  const submit = async () => {
    const type = signedIn ? 'out' : 'in';
    setLocating(true);
    const where = await currentPosition();
    setLocating(false);
    clock.mutate(
      { type, ...(where ?? {}) },
      {
        onSuccess: (s) => {
          const at = s.lastEvent?.at ?? new Date().toISOString();
          notify(t(type === 'in' ? 'attendance.clock.signedIn' : 'attendance.clock.signedOut', { time: timeOf(at, lang, timeZone) }), 'success');
        },
        onError: (e) => notify(errorMessage(t, e)),
      },
    );
  };

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
        ) : state.isError ? (
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
                disabled={busy}
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
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
              {t('attendance.clock.locationNote')}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
