import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useGoBack } from '@/hooks/use-go-back';
import { IssueDialog } from '@/features/attendance/components/issue-dialog';
import { MyIssues } from '@/features/attendance/components/my-issues';

/** /self/attissue (seed): the report dialog over the list of the viewer's issues; closing it goes back. */
export function Component() {
  const { t } = useTranslation();
  const back = useGoBack();
  return (
    <>
      <PageHeader title={t('attendanceIssues.page.title')} intro={t('attendanceIssues.page.intro')} />
      <MyIssues />
      <IssueDialog open team={false} onClose={back} />
    </>
  );
}
