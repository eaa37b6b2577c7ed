import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { StructureView } from '@/features/organisation/components/structure-view';

/** /hr/structure: sites, departments and sections (hr, admin; site_hr reads). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('org.structure.title')} intro={t('org.structure.intro')} />
      <StructureView />
    </>
  );
}
