import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLinkLanguage } from '@/hooks/use-link-language';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useLinkLanguage();
  useDocumentTitle(t('auth.reset.titleReset'));
  return (
    <PublicLayout>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </PublicLayout>
  );
}
