import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslation } from 'react-i18next';
import { OfflineBanner } from './offline-banner';

/**
 * What a signed-in person sees when the app opens without a network (the service worker served
 * the shell, but the session's data cannot be loaded): it says so, and loads again by itself
 * when the network is back. `children`: the clock of the person last signed in on this phone.
 */
export function OfflinePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <>
      <Box component="main" data-testid="offline-page" sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2, maxWidth: 560, mx: 'auto' }}>
        <CloudOffIcon aria-hidden sx={{ fontSize: 72, color: 'primary.main' }} />
        <Typography variant="h1" sx={{ mt: 2, mb: 1 }}>
          {t('offline.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('offline.body')}</Typography>
        {children}
        <Button variant={children ? 'outlined' : 'contained'} onClick={() => window.location.reload()}>
          {t('offline.retry')}
        </Button>
      </Box>
      <OfflineBanner />
    </>
  );
}
