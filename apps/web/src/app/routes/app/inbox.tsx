import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { UnifiedInbox } from '@/features/inbox/components/unified-inbox';

/** /inbox: everything waiting on the viewer, of every kind (everyone: a handover request can reach anyone). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('inbox.title')} intro={t('inbox.intro')} />
      <UnifiedInbox />
    </>
  );
}
