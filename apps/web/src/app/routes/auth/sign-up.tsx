import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

/** Signed-in visitors have nothing to do here: they go to the dashboard. */
export function Component() {
  const { t } = useTranslation();
  const { state } = useAuth();
  useDocumentTitle(t('auth.signUp.title'));
  if (state.status === 'authenticated') return <Navigate to="/dashboard/default" replace />;
  return (
    <PublicLayout>
      <SignUpForm />
    </PublicLayout>
  );
}
