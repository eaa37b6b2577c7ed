import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/hooks/use-online';

/** A bar along the bottom of every page while the browser has no network. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      component="aside"
      aria-label={t('offline.title')}
      data-testid="offline-banner"
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        px: 2,
        py: 1,
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <CloudOffIcon fontSize="small" aria-hidden />
      <Typography variant="body2" role="status">
        {t('offline.banner')}
      </Typography>
    </Box>
  );
}
