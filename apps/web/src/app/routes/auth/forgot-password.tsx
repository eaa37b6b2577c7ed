import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  return (
    <PublicLayout>
      <ForgotPasswordForm />
    </PublicLayout>
  );
}
