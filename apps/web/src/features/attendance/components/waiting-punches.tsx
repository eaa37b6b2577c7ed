import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TQueuedPunch } from '../api/offline-clock-queue';

/** The punches kept on the phone, waiting to be sent (the dashboard's clock and the offline one). */
export function WaitingPunches({
  waiting,
  describe,
  testId,
  itemTestId,
}: {
  waiting: TQueuedPunch[];
  describe: (p: TQueuedPunch) => { type: string; time: string };
  testId?: string;
  itemTestId?: string;
}) {
  const { t } = useTranslation();
  if (!waiting.length) return null;
  return (
    <Box data-testid={testId} sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 500, mb: 0.5 }}>
        {t('offline.waiting')}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}>
        {waiting.map((p) => (
          <li key={p.id}>
            <Chip size="small" variant="outlined" color="warning" label={t('offline.waitingItem', describe(p))} data-testid={itemTestId} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
