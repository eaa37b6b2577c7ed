import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TeamMembersTable } from '@/features/people/components/team-members-table';

/** /site/employees: same list, scoped by the server to the site HR's sites. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('team.siteTitle')} intro={t('team.siteIntro')} />
      <TeamMembersTable label={t('team.siteTitle')} />
    </>
  );
}
