import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layouts/public-layout';
import { StatusPage } from '@/components/status-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /session/404: every unknown path ends here. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.notFound.title'));
  return (
    <PublicLayout wide>
      <StatusPage kind="404" />
    </PublicLayout>
  );
}
