import { useEffect, useState, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { DirectionalIcon } from '@/components/directional-icon';
import { formatDateTime } from '@/lib/format';
import { readOfflinePerson } from '@/lib/offline-person';
import { WaitingPunches } from './waiting-punches';
import { effectiveSignedIn, enqueuePunch, pendingOf, readQueue, subscribeQueue, type TQueuedPunch } from '../api/offline-clock-queue';
import { usePunchHold } from '../hooks/use-punch-hold';

const NONE: TQueuedPunch[] = [];

/**
 * The clock of the installed app opened without a network: the person last signed in on
 * this phone signs in or out, and the punch is kept on the phone with its time, as the dashboard's
 * clock keeps one when the network drops. The dashboard sends it when the app loads online again.
 * Nothing for a phone nobody signed in on. The button swaps at once: it stays still a moment
 * after each punch (usePunchHold), so a double tap keeps one punch, not a sign-in and a sign-out.
 */
export function OfflineClock() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const [person] = useState(readOfflinePerson);
  const items = useSyncExternalStore(subscribeQueue, readQueue, () => NONE);
  const [now, setNow] = useState(() => new Date());
  const [kept, setKept] = useState<TQueuedPunch | null>(null);
  const { holding, hold, settle, isHeld } = usePunchHold();
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (!person) return null;

  const waiting = pendingOf(items, person.id);
  const signedIn = effectiveSignedIn(waiting, person.signedIn);
  const timeOf = (at: Date | string) => formatDateTime(typeof at === 'string' ? at : at.toISOString(), lang, person.timeZone).slice(11);
  const describe = (p: TQueuedPunch) => ({ type: t(p.type === 'in' ? 'offline.typeIn' : 'offline.typeOut'), time: timeOf(p.occurredAt) });
  const punch = () => {
    if (isHeld()) return;
    hold();
    setKept(enqueuePunch({ userId: person.id, type: signedIn ? 'out' : 'in', occurredAt: new Date().toISOString() }));
    settle();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="offline-clock-title" data-testid="offline-clock" sx={{ p: 2.5, my: 3, textAlign: 'start' }}>
      <Typography variant="h2" id="offline-clock-title" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('offline.clockTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('offline.clockWho', { name: lang === 'ar' ? person.nameAr || person.nameEn : person.nameEn })}
      </Typography>
      <Typography sx={{ fontWeight: 500, mt: 1 }} data-testid="offline-clock-state">
        {t(signedIn ? 'offline.clockStateIn' : 'offline.clockStateOut')} {t('offline.clockNow', { time: timeOf(now) })}
      </Typography>
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        startIcon={<DirectionalIcon icon={signedIn ? LogoutIcon : LoginIcon} />}
        onClick={punch}
        disabled={holding}
        data-testid={signedIn ? 'offline-clock-out' : 'offline-clock-in'}
      >
        {t(signedIn ? 'offline.clockOut' : 'offline.clockIn')}
      </Button>
      <Typography role="status" variant="body2" sx={{ mt: 1.5 }} data-testid="offline-clock-kept">
        {kept ? t('offline.queued', describe(kept)) : ''}
      </Typography>
      <WaitingPunches waiting={waiting} describe={describe} itemTestId="offline-clock-waiting" />
    </Paper>
  );
}
