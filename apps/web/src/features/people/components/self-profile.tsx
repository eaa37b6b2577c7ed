import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import TranslateIcon from '@mui/icons-material/Translate';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSelfProfileResponse } from '@hr/shared';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { errorMessage } from '@/lib/errors';
import { screenDigits } from '@/lib/digits';
import { useSelfProfile } from '../api/get-self-profile';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Record({ data }: { data: TSelfProfileResponse }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const e = data.employee;
  const ref = (r: { nameEn: string; nameAr: string } | null) => (r ? (ar ? r.nameAr || r.nameEn : r.nameEn) : t('common.notSet'));
  const ltr = (v: string | null) => (v ? <span dir="ltr">{screenDigits(v)}</span> : t('common.notSet'));
  return (
    <Card variant="outlined" component="section" aria-labelledby="self-record-title" data-testid="self-record">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="self-record-title" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 0.5 }}>
          {ar ? e.fullNameAr || e.fullNameEn : e.fullNameEn}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('profile.record')}</Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
        >
          <Field label={t('dashboard.profile.companyId')}>{screenDigits(e.empCode)}</Field>
          <Field label={t('dashboard.profile.domainAccount')}>{ltr(e.domainAccount)}</Field>
          <Field label={t('dashboard.profile.email')}>{ltr(e.email)}</Field>
          <Field label={t('dashboard.profile.mobile')}>{ltr(e.mobile)}</Field>
          <Field label={t('dashboard.profile.site')}>{ref(e.site)}</Field>
          <Field label={t('dashboard.profile.department')}>{ref(e.department)}</Field>
          <Field label={t('dashboard.profile.section')}>{ref(e.section)}</Field>
          <Field label={t('profile.shift')}>{ref(e.shift)}</Field>
          <Field label={t('dashboard.profile.roles')}>{e.roles.map((r) => t(`roles.${r}`)).join(ar ? '، ' : ', ')}</Field>
          <Field label={t('profile.hireDate')}>{ltr(e.hireDate)}</Field>
          <Field label={t('profile.birthDate')}>{ltr(e.birthDate)}</Field>
          <Field label={t('profile.language')}>{t(`language.${e.language}`)}</Field>
        </Box>
      </CardContent>
    </Card>
  );
}

function Chain({ data }: { data: TSelfProfileResponse }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (
    <Card variant="outlined" component="section" aria-labelledby="self-chain-title" data-testid="self-chain">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="self-chain-title" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 0.5 }}>
          {t('profile.chain')}
        </Typography>
        {data.managerChain.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('profile.noManager')}</Typography>
        ) : (
          <>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('profile.chainIntro')}</Typography>
            <Box component="ol" sx={{ m: 0, ps: 3 }}>
              {data.managerChain.map((m) => (
                <Box component="li" key={m.id} sx={{ mb: 1 }} data-testid="self-chain-item">
                  {t('dashboard.profile.managerValue', { name: ar ? m.fullNameAr || m.FullName : m.FullName, code: m.EmpCode })}
                </Box>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** My profile: my record, my manager chain, and links to change language and password. */
export function SelfProfile() {
  const { t } = useTranslation();
  const query = useSelfProfile();
  if (query.isPending) return <FullPageSpinner label={t('common.loading')} />;
  if (query.isError) return <Alert severity="error">{errorMessage(t, query.error)}</Alert>;
  return (
    <Stack spacing={3}>
      <Record data={query.data} />
      <Chain data={query.data} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={Link} to="/self/account" variant="outlined" startIcon={<TranslateIcon />}>
          {t('profile.changeLanguage')}
        </Button>
        <Button component={Link} to="/self/account" variant="outlined" startIcon={<LockIcon />}>
          {t('profile.changePassword')}
        </Button>
      </Stack>
    </Stack>
  );
}
