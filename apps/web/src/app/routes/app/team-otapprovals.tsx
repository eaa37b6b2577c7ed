import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { UnifiedInbox } from '@/features/inbox/components/unified-inbox';

/** /team/otapprovals: overtime requests waiting on the viewer (managers, HR, delegates): the one inbox, overtime only. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('overtime.inbox.title')} intro={t('overtime.inbox.intro')} />
      <UnifiedInbox only="overtime" />
    </>
  );
}
