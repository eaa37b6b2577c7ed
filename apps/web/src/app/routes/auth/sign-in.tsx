import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useReturnTo } from '@/features/auth/hooks/use-return-to';

/** /hrportal: once signed in, go to the wanted page (returnTo) or the dashboard. */
export function Component() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const returnTo = useReturnTo();
  useDocumentTitle(t('auth.signIn.title'));
  if (state.status === 'authenticated') return <Navigate to={returnTo} replace />;
  return (
    <PublicLayout>
      <SignInForm />
    </PublicLayout>
  );
}
