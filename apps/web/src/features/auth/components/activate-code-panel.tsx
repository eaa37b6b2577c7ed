import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ZActivationCodeCheckSchema, ZResetPasswordFormSchema, type TActivationCodeCheck, type TActivationCodeCheckForm } from '@hr/shared';
import { FormTextField } from '@/components/form/form-text-field';
import { useAuth } from '@/lib/auth';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage } from '@/lib/errors';
import { useActivateWithCode, useCheckActivationCode } from '../api/activate-with-code';
import { SubmitButton } from './submit-button';
import { FormError } from './form-error';

/** Company ID and code from the slip's QR code: in the fragment (#c=…&k=…), which no server ever receives. */
export function readActivationFragment(hash: string): { empCode: string; code: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { empCode: (params.get('c') ?? '').slice(0, 20), code: (params.get('k') ?? '').slice(0, 40) };
}

/**
 * /session/activate-code: a person without a work e-mail activates with their company ID
 * and the code on the slip HR printed. First the code is checked (the page greets them by name),
 * then they choose a password and are signed in.
 */
export function ActivateCodePanel({ initial }: { initial: { empCode: string; code: string } }) {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const check = useCheckActivationCode();
  const activate = useActivateWithCode();
  const [checked, setChecked] = useState<{ input: TActivationCodeCheck; name: string } | null>(null);
  const codeForm = useForm<TActivationCodeCheckForm, unknown, TActivationCodeCheck>({
    resolver: zodResolver(ZActivationCodeCheckSchema),
    defaultValues: initial,
  });
  const passwordForm = useForm({ resolver: zodResolver(ZResetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onCheck = codeForm.handleSubmit((input) =>
    check.mutate(input, {
      onSuccess: (who) => setChecked({ input, name: i18n.language === 'ar' ? who.fullNameAr || who.FullName : who.FullName }),
      onError: (e) => applyFieldErrors(e, codeForm.setError, ['empCode', 'code']),
    }),
  );
  // From the QR code both are there: check at once, one tap fewer on a phone.
  const autoChecked = useRef(false);
  useEffect(() => {
    if (autoChecked.current || !initial.empCode || !initial.code) return;
    autoChecked.current = true;
    void onCheck();
  }, [initial, onCheck]);

  const onActivate = passwordForm.handleSubmit(({ password }) => {
    if (!checked) return;
    activate.mutate(
      { ...checked.input, password, language: i18n.language === 'ar' ? 'ar' : 'en' },
      {
        onSuccess: async (res) => {
          await auth.signIn(res);
          notify(i18n.t('auth.activateCode.success'), 'success');
          void navigate('/dashboard/default', { replace: true });
        },
        onError: (e) => applyFieldErrors(e, passwordForm.setError, ['password']),
      },
    );
  });

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('auth.activateCode.title')}
      </Typography>
      {!checked ? (
        <Box component="form" noValidate onSubmit={onCheck}>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('auth.activateCode.intro')}</Typography>
          <Stack spacing={2.5}>
            <FormTextField control={codeForm.control} name="empCode" label={t('auth.activateCode.empCode')} autoComplete="username" latinDigits required autoFocus={!initial.empCode} />
            <FormTextField
              control={codeForm.control}
              name="code"
              label={t('auth.activateCode.code')}
              helperText={t('auth.activateCode.codeHelp')}
              autoComplete="one-time-code"
              latinDigits
              required
              sx={{ '& input': { textTransform: 'uppercase', letterSpacing: '0.08em', direction: 'ltr', textAlign: 'start' } }}
            />
            <SubmitButton pending={check.isPending}>{t('auth.activateCode.next')}</SubmitButton>
          </Stack>
          <FormError message={check.isError ? errorMessage(t, check.error) : null} testId="activate-code-error" />
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={onActivate}>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('auth.activateCode.greeting', { name: checked.name })}</Typography>
          <Stack spacing={2.5}>
            <FormTextField
              control={passwordForm.control}
              name="password"
              label={t('auth.activateCode.password')}
              helperText={t('auth.signUp.passwordHelp')}
              autoComplete="new-password"
              password
              required
              autoFocus
            />
            <FormTextField control={passwordForm.control} name="confirmPassword" label={t('auth.activateCode.confirm')} autoComplete="new-password" password required />
            <SubmitButton pending={activate.isPending}>{t('auth.activateCode.submit')}</SubmitButton>
            <Button variant="text" onClick={() => setChecked(null)}>
              {t('auth.activateCode.back')}
            </Button>
          </Stack>
          <FormError message={activate.isError ? errorMessage(t, activate.error) : null} testId="activate-code-error" />
        </Box>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/hrportal">
          {t('common.backToSignIn')}
        </Link>
      </Typography>
    </Box>
  );
}
