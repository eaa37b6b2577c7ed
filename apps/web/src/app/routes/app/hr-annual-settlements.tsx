import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AnnualSettlementsView } from '@/features/leave/components/annual-settlements-view';

/** /hr/leave-balances/settlements: Art 125's settlement of annual days over three years old and at the end of service (hr, admin; site_hr reads). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('settlement.title')} intro={t('settlement.intro')} />
      <AnnualSettlementsView />
    </>
  );
}
