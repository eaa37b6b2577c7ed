import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { UnifiedInbox } from '@/features/inbox/components/unified-inbox';

/** /team/attisuaprv (seed): the attendance issues waiting on HR or site HR: the one inbox, attendance issues only. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('attendanceIssues.inbox.title')} intro={t('attendanceIssues.inbox.intro')} />
      <UnifiedInbox only="attendance_issue" />
    </>
  );
}
