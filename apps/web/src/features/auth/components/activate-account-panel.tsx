import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ZResetPasswordFormSchema } from '@hr/shared';
import { FormTextField } from '@/components/form/form-text-field';
import { useAuth } from '@/lib/auth';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage } from '@/lib/errors';
import { useActivateAccount } from '../api/activate-account';
import { useTokenInfo } from '../api/get-token-info';
import { SubmitButton } from './submit-button';
import { FormError } from './form-error';
import { TokenChecking, TokenLinkError } from './token-link-states';

/**
 * /session/activate?token=…: the page the sign-up e-mail opens. Only here, after proving the work
 * e-mail, does the person choose a password; then they are signed in and see the dashboard.
 */
export function ActivateAccountPanel({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const info = useTokenInfo(token);
  const mutation = useActivateAccount();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onSuccess: async (res) => {
          await auth.signIn(res);
          // Signing in applies the account's language: say it in that one, not this render's.
          notify(i18n.t('auth.activate.success'), 'success');
          void navigate('/dashboard/default', { replace: true });
        },
        onError: (e) => applyFieldErrors(e, setError, ['password']),
      },
    ),
  );

  // A link that is not (or no longer) an activation link is refused before any password is typed.
  const wrongPurpose = info.data && info.data.purpose !== 'activate';
  if (!token || info.isError || wrongPurpose) {
    return (
      <TokenLinkError
        title={t('auth.activate.title')}
        message={token && info.isError ? errorMessage(t, info.error) : t('errors.TOKEN_INVALID')}
        requestNew={{ to: '/session/signup', label: t('auth.activate.requestNew') }}
        testId="activate-error"
      />
    );
  }
  if (info.isPending) return <TokenChecking label={t('auth.activate.checking')} />;

  const name = i18n.language === 'ar' ? info.data.fullNameAr || info.data.FullName : info.data.FullName;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('auth.activate.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('auth.activate.intro', { name })}</Typography>
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="password"
          label={t('auth.activate.password')}
          helperText={t('auth.signUp.passwordHelp')}
          autoComplete="new-password"
          password
          required
          autoFocus
        />
        <FormTextField control={control} name="confirmPassword" label={t('auth.activate.confirm')} autoComplete="new-password" password required />
        <SubmitButton pending={mutation.isPending}>{t('auth.activate.submit')}</SubmitButton>
      </Stack>
      <FormError message={mutation.isError ? errorMessage(t, mutation.error) : null} testId="activate-error" />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/hrportal">
          {t('common.backToSignIn')}
        </Link>
      </Typography>
    </Box>
  );
}
