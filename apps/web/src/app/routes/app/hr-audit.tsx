import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AuditLog } from '@/features/organisation/components/audit-log';

/** /hr/audit: who changed what, when (hr, admin). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('org.audit.title')} intro={t('org.audit.intro')} />
      <AuditLog />
    </>
  );
}
