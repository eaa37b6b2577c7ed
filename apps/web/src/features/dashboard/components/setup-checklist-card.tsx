import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TSetupItemKey } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { useSetSetupDismissed, useSetupChecklist } from '@/hooks/use-setup-checklist';
import { screenDigits } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';

/** Where each step is done. */
const PAGES: Record<TSetupItemKey, string> = {
  company: '/hr/settings',
  structure: '/hr/structure',
  shifts: '/hr/shifts',
  holidays: '/hr/holidays',
  leaveTypes: '/hr/leave-types',
  people: '/hr/employees',
  invitations: '/hr/employees',
  devices: '/hr/attendance-devices',
  goLive: '/hr/settings',
};

/**
 * The setup checklist on HR's home dashboard while the organisation is new: each step
 * links to its page and ticks itself when the server finds it done; the card goes away when all
 * are done or HR hides it (it comes back from the settings page).
 */
export function SetupChecklistCard() {
  const { t } = useTranslation();
  const notify = useNotify();
  const query = useSetupChecklist(true);
  const dismiss = useSetSetupDismissed();
  const data = query.data;
  if (!data?.show) return null;
  const done = data.items.filter((i) => i.done).length;
  const total = data.items.length;
  const onDismiss = () =>
    dismiss.mutate(true, {
      onSuccess: () => notify(t('company.setup.dismissed'), 'success'),
      onError: (e) => notify(errorMessage(t, e)),
    });
  const left = (key: TSetupItemKey, count: number | null) =>
    count === null ? null : key === 'holidays' ? t('company.setup.left.holidays', { count }) : key === 'invitations' ? t('company.setup.left.invitations', { count }) : null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="setup-checklist-title" data-testid="setup-checklist" sx={{ mb: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="h2" id="setup-checklist-title" sx={{ fontSize: '1.125rem' }}>
              {t('company.setup.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('company.setup.intro')}
            </Typography>
          </Box>
          <Button size="small" onClick={onDismiss} disabled={dismiss.isPending}>
            {t('company.setup.dismiss')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <LinearProgress variant="determinate" value={(done / total) * 100} aria-label={t('company.setup.progress', { done: screenDigits(done), total: screenDigits(total) })} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }} data-testid="setup-progress">
            {t('company.setup.progress', { done: screenDigits(done), total: screenDigits(total) })}
          </Typography>
        </Box>
        <List dense sx={{ mt: 1 }}>
          {data.items.map((item) => {
            const more = left(item.key, item.left);
            return (
              <ListItem key={item.key} disableGutters data-testid={`setup-${item.key}`} data-done={item.done} sx={{ gap: 1.5, alignItems: 'flex-start' }}>
                {item.done ? (
                  <CheckCircleIcon color="success" fontSize="small" sx={{ mt: 0.25 }} titleAccess={t('company.setup.done')} />
                ) : (
                  <RadioButtonUncheckedIcon color="action" fontSize="small" sx={{ mt: 0.25 }} titleAccess={t('company.setup.todo')} />
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Link component={RouterLink} to={PAGES[item.key]} underline="hover" sx={{ color: item.done ? 'text.secondary' : undefined }}>
                    {t(`company.setup.items.${item.key}`)}
                  </Link>
                  {more && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {more}
                    </Typography>
                  )}
                </Box>
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
