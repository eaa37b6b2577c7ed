import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { LabourLawView } from '@/features/organisation/components/labour-law-view';

/** /hr/labour-law: the rules of Egypt's Labour Law 14/2025 the portal applies, with their articles and HR's readings (hr, admin). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('law.title')} intro={t('law.intro')} />
      <LabourLawView />
    </>
  );
}
