import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { OpeningBalancesImport } from '@/features/leave/components/opening-balances-import';

/** /hr/leave-balances/opening: opening balances for a mid-year start, from a file checked first, then applied in one go (hr, admin). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('openingBalances.title')} intro={t('openingBalances.intro')} />
      <OpeningBalancesImport />
    </>
  );
}
