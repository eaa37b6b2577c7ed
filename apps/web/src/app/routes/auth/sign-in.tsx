import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useReturnTo } from '@/features/auth/hooks/use-return-to';
import { prefetchWhenIdle } from '@/lib/prefetch';
import { loadSignedInStart } from '../signed-in-code';

/** /hrportal: once signed in, go to the wanted page (returnTo) or the dashboard. */
export function Component() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const returnTo = useReturnTo();
  useDocumentTitle(t('auth.signIn.title'));
  // While the visitor types, the signed-in app's first screen is fetched (a second after the page
  // is up, so never in the page's own way): signing in then waits for the network only for the
  // sign-in itself and the dashboard's data.
  useEffect(() => prefetchWhenIdle(loadSignedInStart, { delayMs: 1000 }), []);
  if (state.status === 'authenticated') return <Navigate to={returnTo} replace />;
  return (
    <PublicLayout>
      <SignInForm />
    </PublicLayout>
  );
}
