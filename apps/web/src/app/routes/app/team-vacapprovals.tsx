import Button from '@mui/material/Button';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RouterLinkBehavior } from '@/components/router-link';
import { UnifiedInbox } from '@/features/inbox/components/unified-inbox';

/** /team/vacapprovals: leave requests waiting on the viewer (supervisors, managers, HR, delegates): the one inbox, leave only. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('approvals.inbox.title')}
        intro={t('approvals.inbox.intro')}
        actions={
          <Button variant="outlined" startIcon={<SupervisorAccountIcon />} LinkComponent={RouterLinkBehavior} href="/team/delegation">
            {t('approvals.menu.delegation')}
          </Button>
        }
      />
      <UnifiedInbox only="leave" />
    </>
  );
}
