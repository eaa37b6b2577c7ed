import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { DelegationView } from '@/features/leave/components/delegation-view';

/** /team/delegation: hand my approvals to a colleague for a date range; the ones I gave and received. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('approvals.delegation.title')} intro={t('approvals.delegation.intro')} />
      <DelegationView />
    </>
  );
}
