import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { DigestSettings } from '@/features/auth/components/digest-settings';
import { LanguageSettings } from '@/features/auth/components/language-settings';

/** /self/account: change password, language and dates, and the daily e-mail of waiting requests. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('account.title')} />
      <Stack spacing={3}>
        <ChangePasswordForm />
        <LanguageSettings />
        <DigestSettings />
      </Stack>
    </>
  );
}
