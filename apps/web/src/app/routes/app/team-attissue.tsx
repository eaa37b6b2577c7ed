import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { IssueDialog } from '@/features/attendance/components/issue-dialog';
import { useGoBack } from '@/hooks/use-go-back';

/** /team/attissue (seed): the report dialog for someone in the viewer's scope; closing it goes back. */
export function Component() {
  const { t } = useTranslation();
  const back = useGoBack();
  return (
    <>
      <PageHeader title={t('attendanceIssues.page.teamTitle')} intro={t('attendanceIssues.page.intro')} />
      <IssueDialog open team onClose={back} />
    </>
  );
}
