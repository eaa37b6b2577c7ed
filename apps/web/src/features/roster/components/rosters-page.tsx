import { useTranslation } from 'react-i18next';
import { hasAnyRole } from '@hr/shared';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth';
import { CrewsTable } from './crews-table';
import { PatternsTable } from './patterns-table';

/** /hr/rosters: rotation patterns and crews (hr and admin, as the server's /api/hr roster routes). */
export function RostersPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canEdit = !!user && hasAnyRole(user.roles, ['hr', 'admin']);
  return (
    <>
      <PageHeader title={t('roster.hrTitle')} intro={t('roster.hrIntro')} />
      <PatternsTable canEdit={canEdit} />
      <CrewsTable canEdit={canEdit} />
    </>
  );
}
