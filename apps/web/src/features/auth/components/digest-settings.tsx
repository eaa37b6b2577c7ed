import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { PreferenceSwitch } from './preference-switch';

/** The daily e-mail of requests waiting for the person's decision: on unless they turn it off here. */
export function DigestSettings() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="digest-settings-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="digest-settings-title">
          {t('account.digest.title')}
        </Typography>
        <PreferenceSwitch
          checked={user.approvalDigest}
          save={(approvalDigest) => ({ approvalDigest })}
          label={t('account.digest.label')}
          hint={user.email ? t('account.digest.hint') : t('account.digest.noEmail')}
          savedMessage={t('account.digest.saved')}
          testId="digest-setting"
        />
      </CardContent>
    </Card>
  );
}
