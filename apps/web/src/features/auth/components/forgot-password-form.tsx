import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ZForgotPasswordRequestSchema } from '@hr/shared';
import { FormTextField } from '@/components/form/form-text-field';
import { errorMessage } from '@/lib/errors';
import { currentLanguage } from '@/lib/i18n';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { SubmitButton } from './submit-button';
import { FormError } from './form-error';

/** The e-mail goes out in the language of this page (`language`), and its link opens in it. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const mutation = useRequestPasswordReset();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit((values) => mutation.mutate({ ...values, language: currentLanguage() }))}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('auth.forgot.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('auth.forgot.intro')}</Typography>
      {mutation.isSuccess ? (
        <Alert severity="success" role="status" data-testid="forgot-success">
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <Stack spacing={2.5}>
          <FormTextField control={control} name="email" type="email" label={t('auth.forgot.email')} autoComplete="email" required autoFocus />
          <SubmitButton pending={mutation.isPending}>{t('auth.forgot.submit')}</SubmitButton>
        </Stack>
      )}
      <FormError message={mutation.isError ? errorMessage(t, mutation.error) : null} testId="forgot-error" />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/hrportal">
          {t('common.backToSignIn')}
        </Link>
      </Typography>
    </Box>
  );
}
