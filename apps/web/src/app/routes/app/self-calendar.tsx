import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { FeedsCard } from '@/features/leave/components/feeds-card';
import { MonthCalendar } from '@/features/leave/components/month-calendar';

/** /self/calendar: the viewer's own leave month by month, with the holidays, and their iCal feed. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('leaveCalendar.selfTitle')} intro={t('leaveCalendar.selfIntro')} />
      <MonthCalendar mine />
      <FeedsCard team={false} />
    </>
  );
}
