import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { BalancesView } from '@/features/leave/components/balances-view';

/** /hr/leave-balances: a person's balances in a year, adjustments and the ledger (hr, admin; site_hr reads their sites). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('hrLeave.balances.title')} intro={t('hrLeave.balances.intro')} />
      <BalancesView />
    </>
  );
}
