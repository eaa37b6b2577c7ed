import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ZSignupRequestSchema, type TSignupForm, type TSignupRequest } from '@hr/shared';
import { FormTextField } from '@/components/form/form-text-field';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { currentLanguage } from '@/lib/i18n';
import { useSignUp } from '../api/sign-up';
import { SubmitButton } from './submit-button';
import { FormError } from './form-error';
import { TermsDialog } from './terms-dialog';

/**
 * No password here: it is chosen on the page the e-mailed link opens, so only the owner of the
 * work e-mail sets it. The activation e-mail goes out in the language of this page (`language`).
 */
export function SignUpForm() {
  const { t } = useTranslation();
  const mutation = useSignUp();
  const [termsOpen, setTermsOpen] = useState(false);
  const { control, handleSubmit, setError } = useForm<TSignupForm, unknown, TSignupRequest>({
    resolver: zodResolver(ZSignupRequestSchema),
    defaultValues: { username: '', email: '', acceptTerms: false as unknown as true },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate({ ...values, language: currentLanguage() }, {
      onError: (e) => applyFieldErrors(e, setError, ['username', 'email', 'acceptTerms']),
    }),
  );

  if (mutation.isSuccess) {
    return (
      <Box>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('auth.signUp.title')}
        </Typography>
        <Alert severity="success" role="status" data-testid="signup-success">
          {t('auth.signUp.checkEmail', { email: mutation.data.email })}
        </Alert>
        <Typography sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/hrportal">
            {t('common.backToSignIn')}
          </Link>
        </Typography>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('auth.signUp.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('auth.signUp.intro')}</Typography>
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="username"
          label={t('auth.signUp.username')}
          helperText={t('auth.signUp.usernameHelp')}
          autoComplete="username"
          required
        />
        <FormTextField control={control} name="email" type="email" label={t('auth.signUp.email')} autoComplete="email" required />
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field, fieldState }) => (
            <FormControl error={!!fieldState.error} required>
              <FormControlLabel
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value === true}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        'aria-describedby': fieldState.error ? 'accept-terms-error' : undefined,
                        'aria-invalid': !!fieldState.error,
                      } as React.InputHTMLAttributes<HTMLInputElement>,
                    }}
                  />
                }
                label={
                  // A link inside the label opens the terms; clicking it leaves the box as it is.
                  <Trans
                    i18nKey="auth.signUp.acceptTerms"
                    components={{
                      terms: (
                        <Link
                          href="#terms"
                          aria-haspopup="dialog"
                          onClick={(e: React.MouseEvent) => {
                            e.preventDefault();
                            e.stopPropagation();
                            setTermsOpen(true);
                          }}
                          data-testid="terms-link"
                        />
                      ),
                    }}
                  />
                }
              />
              {fieldState.error && (
                <FormHelperText id="accept-terms-error">{translateValidation(t, fieldState.error.message)}</FormHelperText>
              )}
            </FormControl>
          )}
        />
        <SubmitButton pending={mutation.isPending}>{t('auth.signUp.submit')}</SubmitButton>
      </Stack>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
      <FormError message={mutation.isError ? errorMessage(t, mutation.error) : null} testId="signup-error" />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.signUp.haveAccount')}{' '}
        <Link component={RouterLink} to="/hrportal">
          {t('auth.signUp.signIn')}
        </Link>
      </Typography>
    </Box>
  );
}
