import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordFormSchema } from '@hr/shared';
import { FormTextField } from '@/components/form/form-text-field';
import { useNotify } from '@/hooks/use-notify';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, errorMessage } from '@/lib/errors';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const mutation = useChangePassword();
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(ZChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset();
          notify(t('account.changePassword.success'), 'success');
        },
        onError: (e) => {
          if (isApiError(e) && e.code === 'PASSWORD_INCORRECT') {
            setError('currentPassword', { type: 'server', message: 'errors.PASSWORD_INCORRECT' }, { shouldFocus: true });
          } else if (isApiError(e) && e.code === 'PASSWORD_REUSED') {
            setError('newPassword', { type: 'server', message: 'errors.PASSWORD_REUSED' }, { shouldFocus: true });
          } else {
            applyFieldErrors(e, setError, ['currentPassword', 'newPassword', 'confirmPassword']);
          }
        },
      },
    ),
  );

  // Wrong or reused passwords show under their field; anything else under the form.
  const fieldCodes = ['PASSWORD_INCORRECT', 'PASSWORD_REUSED', 'VALIDATION_FAILED'];
  const serverError =
    mutation.isError && !(isApiError(mutation.error) && fieldCodes.includes(mutation.error.code))
      ? errorMessage(t, mutation.error)
      : null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="change-password-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="change-password-title">
          {t('account.changePassword.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>{t('account.changePassword.intro')}</Typography>
        <Box component="form" noValidate onSubmit={onSubmit} data-testid="change-password-form">
          <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
            <FormTextField
              control={control}
              name="currentPassword"
              label={t('account.changePassword.current')}
              autoComplete="current-password"
              password
              required
            />
            <FormTextField
              control={control}
              name="newPassword"
              label={t('account.changePassword.new')}
              helperText={t('auth.signUp.passwordHelp')}
              autoComplete="new-password"
              password
              required
            />
            <FormTextField
              control={control}
              name="confirmPassword"
              label={t('account.changePassword.confirm')}
              autoComplete="new-password"
              password
              required
            />
            {serverError && (
              <Alert severity="error" role="alert" data-testid="change-password-error">
                {serverError}
              </Alert>
            )}
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={mutation.isPending}
                startIcon={mutation.isPending ? <CircularProgress size={18} color="inherit" aria-label={t('common.loading')} /> : undefined}
              >
                {t('account.changePassword.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
