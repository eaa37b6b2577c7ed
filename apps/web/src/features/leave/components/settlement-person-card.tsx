import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { RouterLinkBehavior } from '@/components/router-link';
import { formatDate } from '@/lib/format';
import { useSettlementOf } from '../api/annual-settlement-api';

/**
 * A person's page (HR): the annual days owed in cash at the end of service (law rule
 * annualEndOfService, Art 125), or over three years old and unused, with a link to the settlement
 * list. Nothing when neither.
 */
export function SettlementPersonCard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const q = useSettlementOf(employeeId);
  const item = q.data?.item;
  if (!item) return null;
  const days = (n: number) => t('settlement.days', { count: n });
  const owed = item.endDate && item.endOfServiceDays !== null && item.endOfServiceDays > 0;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="settlement-person"
      action={
        <Button color="inherit" size="small" LinkComponent={RouterLinkBehavior} href="/hr/leave-balances/settlements">
          {t('settlement.person.open')}
        </Button>
      }
    >
      {owed ? t('settlement.person.owed', { date: formatDate(item.endDate!), days: days(item.endOfServiceDays!) }) : t('settlement.person.due', { days: days(item.dueDays) })}
    </Alert>
  );
}
