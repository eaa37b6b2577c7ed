import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/router-link';
import { useBackupStatus } from '../api/backup-api';
import { BACKUP_CARD_ID } from './backup-card';

/**
 * HR's organisation dashboard warns when the data is not safely backed up: the last
 * backup failed, none was ever taken, or the last good one is more than two days old; it links to
 * the Backups card of the settings. Nothing while the backups are fine. Mount it only for hr and
 * admin: it asks GET /api/hr/backups, which refuses everyone else.
 */
export function BackupWarning() {
  const { t } = useTranslation();
  const { data } = useBackupStatus();
  if (!data || data.attention === 'ok') return null;
  const { attention } = data;
  return (
    <Alert severity={attention === 'stale' ? 'warning' : 'error'} sx={{ mb: 3 }} data-testid="backup-warning">
      {t(`backup.warning.${attention}`)}
      <Box sx={{ mt: 0.5 }}>
        <AppLink to={`/hr/settings#${BACKUP_CARD_ID}`} color="inherit" sx={{ fontWeight: 500 }}>
          {t('backup.warning.link')}
        </AppLink>
      </Box>
    </Alert>
  );
}
