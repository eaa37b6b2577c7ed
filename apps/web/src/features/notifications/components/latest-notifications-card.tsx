import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { useNotifications } from '../api/get-notifications';
import { NotificationList } from './notification-list';

/** Dashboard card with the five newest notifications. */
export function LatestNotificationsCard({ limit = 5 }: { limit?: number }) {
  const { t } = useTranslation();
  const list = useNotifications();
  const items = list.data?.pages[0]?.items.slice(0, limit) ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby="latest-notifications-title" data-testid="latest-notifications">
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h2" id="latest-notifications-title">
          {t('notifications.latest')}
        </Typography>
      </CardContent>
      {list.isPending ? (
        <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
          <CircularProgress size={28} aria-label={t('common.loading')} />
        </Box>
      ) : list.isError ? (
        <Typography color="error" role="alert" sx={{ p: 2 }}>
          {errorMessage(t, list.error)}
        </Typography>
      ) : (
        <NotificationList items={items} allowDelete={false} />
      )}
    </Card>
  );
}
