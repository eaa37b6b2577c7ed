import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { OutboxTable } from '@/features/mail/components/outbox-table';

/** /hr/outbox: every e-mail and its delivery state, with "Retry now" (hr, admin). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('outbox.title')} intro={t('outbox.intro')} />
      <OutboxTable />
    </>
  );
}
