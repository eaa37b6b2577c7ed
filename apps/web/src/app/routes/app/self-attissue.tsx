import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useGoBack } from '@/hooks/use-go-back';
import { IssueDialog } from '@/features/attendance/components/issue-dialog';
import { MyIssues } from '@/features/attendance/components/my-issues';

/**
 * /self/attissue (seed): the report dialog over the list of the viewer's issues. Cancelling goes
 * back to where the person came from; a sent report stays here, where it is listed (newest first),
 * and the form can open again.
 */
export function Component() {
  const { t } = useTranslation();
  const back = useGoBack();
  const [open, setOpen] = useState(true);
  const [sentHere, setSentHere] = useState(false);
  return (
    <>
      <PageHeader
        title={t('attendanceIssues.page.title')}
        intro={t('attendanceIssues.page.selfIntro')}
        actions={
          !open && (
            <Button variant="contained" onClick={() => setOpen(true)} sx={{ minHeight: 44 }} data-testid="issue-open">
              {t('attendanceIssues.page.open')}
            </Button>
          )
        }
      />
      <MyIssues />
      <IssueDialog
        open={open}
        team={false}
        onClose={sentHere ? () => setOpen(false) : back}
        onSent={() => {
          setSentHere(true);
          setOpen(false);
        }}
      />
    </>
  );
}
