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
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage } from '@/lib/errors';
import { useTokenInfo } from '../api/get-token-info';
import { useResetPassword } from '../api/reset-password';
import { SubmitButton } from './submit-button';
import { FormError } from './form-error';
import { TokenChecking, TokenLinkError } from './token-link-states';

/**
 * /session/reset-password?token=…: a new password (purpose 'reset'), the administrator's first
 * one ('setup') or, from HR's invitation e-mail, the new employee's first one ('invite'). The
 * link is the same for all three; the token's purpose (GET /auth/token-info) tells them apart.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const info = useTokenInfo(token);
  const mutation = useResetPassword();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const purpose = info.data?.purpose;
  const isInvite = purpose === 'invite';
  const title = isInvite ? t('auth.invite.title') : purpose === 'setup' ? t('auth.reset.titleSetup') : t('auth.reset.titleReset');
  useDocumentTitle(title);

  const onSubmit = handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify(isInvite ? t('auth.invite.success') : t('auth.reset.success'), 'success');
          void navigate('/hrportal', { replace: true });
        },
        onError: (e) => applyFieldErrors(e, setError, ['password']),
      },
    ),
  );

  if (!token || info.isError) {
    return (
      <TokenLinkError
        title={title}
        message={token ? errorMessage(t, info.error) : t('errors.TOKEN_INVALID')}
        requestNew={{ to: '/session/forgot-password', label: t('auth.reset.requestNew') }}
        testId="token-error"
      />
    );
  }
  if (info.isPending) return <TokenChecking label={t('auth.reset.checking')} />;

  const name = i18n.language === 'ar' ? info.data.fullNameAr || info.data.FullName : info.data.FullName;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{isInvite ? t('auth.invite.intro', { name }) : t('auth.reset.greeting', { name })}</Typography>
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="password"
          label={isInvite ? t('auth.invite.password') : t('auth.reset.password')}
          helperText={t('auth.signUp.passwordHelp')}
          autoComplete="new-password"
          password
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label={isInvite ? t('auth.invite.confirm') : t('auth.reset.confirm')}
          autoComplete="new-password"
          password
          required
        />
        <SubmitButton pending={mutation.isPending}>{isInvite ? t('auth.invite.submit') : t('auth.reset.submit')}</SubmitButton>
      </Stack>
      <FormError message={mutation.isError ? errorMessage(t, mutation.error) : null} testId="reset-error" />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/hrportal">
          {t('common.backToSignIn')}
        </Link>
      </Typography>
    </Box>
  );
}
