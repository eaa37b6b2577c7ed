import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { IssueDialog } from '@/features/attendance/components/issue-dialog';
import { useGoBack } from '@/hooks/use-go-back';

/**
 * /team/attissue (seed): the report dialog for someone in the viewer's scope. Cancelling goes back;
 * a sent report lands on the team's absences, where the day shows as reported (in place of this
 * page, so Back goes where the person came from).
 */
export function Component() {
  const { t } = useTranslation();
  const back = useGoBack();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('attendanceIssues.page.teamTitle')} intro={t('attendanceIssues.page.intro')} />
      <IssueDialog open team onClose={back} onSent={() => void navigate('/team/absent', { replace: true })} />
    </>
  );
}
