import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TNamedRef, TUser } from '@hr/shared';
import { initials } from '@/lib/initials';
import { screenDigits } from '@/lib/digits';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The signed-in employee's record: name in the current language, IDs, organisation, roles. */
export function ProfileCard({ user }: { user: TUser }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const name = ar ? user.fullNameAr || user.FullName : user.FullName;
  const ref = (r: TNamedRef | null) => (r ? (ar ? r.nameAr || r.nameEn : r.nameEn) : t('common.notSet'));
  const managerName = user.manager ? (ar ? user.manager.fullNameAr || user.manager.FullName : user.manager.FullName) : null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-card-title" data-testid="profile-card">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: '1.5rem' }} aria-hidden>
            {initials(name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h2" id="profile-card-title" data-testid="profile-name">
              {name}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.profile.title')}</Typography>
          </Box>
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Field label={t('dashboard.profile.companyId')} testId="profile-empcode">
            {screenDigits(user.EmpCode)}
          </Field>
          <Field label={t('dashboard.profile.email')}>
            {user.email ? <span dir="ltr">{user.email}</span> : t('common.notSet')}
          </Field>
          <Field label={t('dashboard.profile.site')}>{ref(user.site)}</Field>
          <Field label={t('dashboard.profile.department')}>{ref(user.department)}</Field>
          <Field label={t('dashboard.profile.section')}>{ref(user.section)}</Field>
          <Field label={t('dashboard.profile.manager')} testId="profile-manager">
            {user.manager && managerName
              ? t('dashboard.profile.managerValue', { name: managerName, code: user.manager.EmpCode })
              : t('common.notSet')}
          </Field>
          {user.domainacc && (
            <Field label={t('dashboard.profile.domainAccount')}>
              <span dir="ltr">{user.domainacc}</span>
            </Field>
          )}
          {user.mobile && (
            <Field label={t('dashboard.profile.mobile')}>
              <span dir="ltr">{screenDigits(user.mobile)}</span>
            </Field>
          )}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              {t('dashboard.profile.roles')}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="profile-roles">
              {user.roles.map((r) => (
                <Chip key={r} label={t(`roles.${r}`)} size="small" color={r === 'employee' ? 'default' : 'primary'} variant="outlined" />
              ))}
            </Box>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
