import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TeamMembersTable } from '@/features/people/components/team-members-table';

/** /team/members: the viewer's team (the server applies the scope). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('team.membersTitle')} intro={t('team.membersIntro')} />
      <TeamMembersTable label={t('team.membersTitle')} />
    </>
  );
}
