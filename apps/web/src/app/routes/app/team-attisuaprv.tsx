import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { IssueInbox } from '@/features/attendance/components/issue-inbox';

/** /team/attisuaprv (seed): the attendance issues waiting on HR or site HR. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('attendanceIssues.inbox.title')} intro={t('attendanceIssues.inbox.intro')} />
      <IssueInbox />
    </>
  );
}
