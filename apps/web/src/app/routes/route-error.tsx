import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last resort for a render error or a page chunk that failed to load (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Box component="main" sx={{ p: 4, textAlign: 'center' }} role="alert">
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('pages.error.title')}
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t('pages.error.text')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('pages.error.reload')}
      </Button>
    </Box>
  );
}
