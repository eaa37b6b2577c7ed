import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/router-link';
import { numberLocale } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { nameIn } from '@/lib/time-span';
import { usePermissionQuota } from '../api/permission-api';

const listSx = { m: 0, p: 0, listStyle: 'none', '& > li': { py: 0.75, borderBottom: 1, borderColor: 'divider' }, '& > li:last-of-type': { borderBottom: 0 } };

/**
 * "Permissions left this month": per type in use, how many permissions and minutes are left of the
 * month's quota (requested ones count, so they cannot overdraw it). On the dashboard with a link to
 * the list, and at the top of My permissions.
 */
export function PermissionQuotaCard({ link = false }: { link?: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const q = usePermissionQuota({});
  const minutes = (count: number) => t('permission.minutesValue', { count });
  const month = q.data ? new Intl.DateTimeFormat(ar ? numberLocale('ar') : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${q.data.month}-01T00:00:00Z`)) : '';
  return (
    <Card variant="outlined" component="section" aria-labelledby="permission-quota-title" data-testid="permission-quota" sx={{ height: '100%', minWidth: 0 }}>
      <CardContent>
        <Typography variant="h2" id="permission-quota-title" sx={{ mb: 1.5, fontSize: '1.125rem' }}>
          {link ? t('permission.dashboard.title') : t('permission.quota.heading', { month })}
        </Typography>
        {q.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={t('common.loading')} />
          </Box>
        ) : q.isError ? (
          <Typography color="error" role="alert">
            {errorMessage(t, q.error)}
          </Typography>
        ) : !q.data.items.length ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('permission.quota.none')}</Typography>
        ) : (
          <Box component="ul" sx={listSx}>
            {q.data.items.map((i) => (
              <li key={i.type.id} data-testid={`permission-quota-${i.type.kind}`}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: 500 }}>
                    {nameIn(ar, i.type.nameEn, i.type.nameAr)}
                  </Typography>
                  <Typography component="span" sx={{ fontWeight: 700, color: i.leftCount === 0 ? 'error.main' : 'primary.dark' }}>
                    {t('permission.quota.left', { count: i.leftCount })}
                  </Typography>
                </Box>
                {/* A picture of the line below it, which says the same in words: hidden from screen readers. */}
                <LinearProgress variant="determinate" value={Math.min(100, (i.usedMinutes / Math.max(1, i.type.minutesPerMonth)) * 100)} aria-hidden sx={{ my: 0.75, height: 6, borderRadius: 3 }} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('permission.quota.minutesLeft', { minutes: minutes(i.leftMinutes), total: minutes(i.type.minutesPerMonth) })}
                  {' · '}
                  {t('permission.quota.used', { count: i.usedCount, total: i.type.perMonth })}
                </Typography>
              </li>
            ))}
          </Box>
        )}
        {link && (
          <Box sx={{ mt: 1 }}>
            <AppLink to="/self/permissions">{t('permission.dashboard.link')}</AppLink>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
