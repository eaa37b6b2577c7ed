import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLinkLanguage } from '@/hooks/use-link-language';
import { ActivateAccountPanel } from '@/features/auth/components/activate-account-panel';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useLinkLanguage();
  useDocumentTitle(t('auth.activate.title'));
  return (
    <PublicLayout>
      <ActivateAccountPanel token={params.get('token') ?? ''} />
    </PublicLayout>
  );
}
