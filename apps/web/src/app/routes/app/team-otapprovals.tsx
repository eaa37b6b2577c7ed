import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { OvertimeInbox } from '@/features/overtime/components/overtime-inbox';

/** /team/otapprovals: overtime requests waiting on the viewer (managers, HR, delegates). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('overtime.inbox.title')} intro={t('overtime.inbox.intro')} />
      <OvertimeInbox />
    </>
  );
}
