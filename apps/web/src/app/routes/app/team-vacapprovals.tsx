import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ApprovalsInbox } from '@/features/leave/components/approvals-inbox';

/** /team/vacapprovals: leave requests waiting on the viewer (supervisors, managers, HR, delegates). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('approvals.inbox.title')} intro={t('approvals.inbox.intro')} />
      <ApprovalsInbox />
    </>
  );
}
