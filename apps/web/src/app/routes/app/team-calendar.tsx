import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { FeedsCard } from '@/features/leave/components/feeds-card';
import { MonthCalendar } from '@/features/leave/components/month-calendar';

/** /team/calendar: a month of who is out in the viewer's scope, and the iCal feeds. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('leaveCalendar.teamTitle')} intro={t('leaveCalendar.teamIntro')} />
      <MonthCalendar />
      <FeedsCard team />
    </>
  );
}
