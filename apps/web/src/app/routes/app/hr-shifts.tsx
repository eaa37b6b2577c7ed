import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ShiftsTable } from '@/features/organisation/components/shifts-table';

/** /hr/shifts: the shifts (hr, admin; site_hr reads). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('org.shifts.title')} intro={t('org.shifts.intro')} />
      <ShiftsTable />
    </>
  );
}
