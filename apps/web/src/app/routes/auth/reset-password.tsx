import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useLinkLanguage } from '@/hooks/use-link-language';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function Component() {
  const [params] = useSearchParams();
  useLinkLanguage();
  // The form sets the document title: it depends on what the link is for.
  return (
    <PublicLayout>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </PublicLayout>
  );
}
