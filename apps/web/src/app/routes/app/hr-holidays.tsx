import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { HolidaysView } from '@/features/organisation/components/holidays-view';
import { RamadanCard } from '@/features/organisation/components/ramadan-card';

/** /hr/holidays: public holidays and the days of Ramadan per year (hr, admin; site_hr reads). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('org.holidays.title')} intro={t('org.holidays.intro')} />
      <HolidaysView />
      <RamadanCard />
    </>
  );
}
