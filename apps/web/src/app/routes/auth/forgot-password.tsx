import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** Signed-in visitors have nothing to do here: they go to the dashboard. */
export function Component() {
  const { t } = useTranslation();
  const { state } = useAuth();
  useDocumentTitle(t('auth.forgot.title'));
  if (state.status === 'authenticated') return <Navigate to="/dashboard/default" replace />;
  return (
    <PublicLayout>
      <ForgotPasswordForm />
    </PublicLayout>
  );
}
