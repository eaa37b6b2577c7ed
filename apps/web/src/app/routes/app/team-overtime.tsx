import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { OvertimeList } from '@/features/overtime/components/overtime-list';

/** /team/overtime: the overtime requests of the viewer's team, filtered, paged and exported. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('overtime.team.title')} intro={t('overtime.team.intro')} />
      <OvertimeList scope="team" />
    </>
  );
}
