import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { RouterLinkBehavior } from '@/components/router-link';
import { useOrgToday } from '@/hooks/use-org-today';
import { useAnnualMinimumCount } from '../api/annual-minimum-api';

/** HR's dashboard: how many people will not get Art 125's 15 days with six in a row this year, linking to the report. Nothing when none. */
export function AnnualMinimumWarning() {
  const { t } = useTranslation();
  const year = Number(useOrgToday().slice(0, 4));
  const q = useAnnualMinimumCount(year);
  const count = q.data?.count ?? 0;
  if (!count) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="annual-minimum-warning"
      action={
        <Button color="inherit" size="small" LinkComponent={RouterLinkBehavior} href={`/team/reports?tab=annual-minimum`}>
          {t('annualMinimum.open')}
        </Button>
      }
    >
      {t('annualMinimum.warning', { count })}
    </Alert>
  );
}
