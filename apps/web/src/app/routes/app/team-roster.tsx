import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RosterView } from '@/features/roster/components/roster-view';

/** /team/roster: who works which shift on each day, in the viewer's scope (HR changes a day from it). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('roster.teamTitle')} intro={t('roster.teamIntro')} />
      <RosterView />
    </>
  );
}
