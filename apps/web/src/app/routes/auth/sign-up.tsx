import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signUp.title'));
  return (
    <PublicLayout>
      <SignUpForm />
    </PublicLayout>
  );
}
