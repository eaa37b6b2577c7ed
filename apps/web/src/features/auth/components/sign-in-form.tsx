import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TLoginRequest } from '@hr/shared';
import { TextInput } from '@/components/form/text-input';
import { useAuth } from '@/lib/auth';
import { errorMessage, translateValidation } from '@/lib/errors';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { loadShared } from '@/lib/lazy-shared';
import { useSignIn } from '../api/sign-in';
import { SubmitButton } from './submit-button';
import { FormError } from './form-error';

type TField = keyof TLoginRequest;
type TErrors = Partial<Record<TField, string>>;

/** Validates with the shared ZLoginRequestSchema; messages are translation keys. */
async function validate(values: TLoginRequest): Promise<{ data: TLoginRequest | null; errors: TErrors }> {
  const result = (await loadShared()).ZLoginRequestSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: TErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TField;
    if (!errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

/** The first use of the form (a key, a click, an autofill) fetches zod and the schemas. */
const preload = () => void loadShared().catch(() => undefined);

/**
 * The sign-in form. It is the one form on the first load, so it does without react-hook-form
 * (13 KB), and zod is fetched only once the visitor starts using the form, never for just
 * looking at the page; the rules are the shared schema's.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const auth = useAuth();
  const settings = usePublicSettings();
  const mutation = useSignIn();
  const [values, setValues] = useState<TLoginRequest>({ identifier: '', password: '' });
  const [errors, setErrors] = useState<TErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: TField) => (e: { target: { value: string } }) => {
    preload();
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    // Like react-hook-form's default: re-validate on change once the form was submitted.
    if (submitted) void validate(next).then((r) => setErrors(r.errors));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // A new attempt: the previous answer ('Wrong password') no longer applies.
    mutation.reset();
    setSubmitted(true);
    const { data, errors: found } = await validate(values);
    setErrors(found);
    if (!data) {
      const first = (['identifier', 'password'] as const).find((f) => found[f]);
      (first === 'identifier' ? identifierRef : passwordRef).current?.focus();
      return;
    }
    // The sign-in route sends the user on once the session is authenticated.
    mutation.mutate(data, { onSuccess: (res) => void auth.signIn(res) });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      onPointerDown={preload}
      onKeyDown={preload}
      aria-labelledby="signin-title"
    >
      <Typography variant="h1" id="signin-title" sx={{ color: 'primary.main', textAlign: 'center' }}>
        {t('auth.signIn.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1, mb: 3 }}>{t('auth.signIn.subtitle')}</Typography>
      <Stack spacing={2.5}>
        <TextInput
          name="identifier"
          label={t('auth.signIn.identifier')}
          value={values.identifier}
          onChange={change('identifier')}
          inputRef={identifierRef}
          error={translateValidation(t, errors.identifier)}
          // With the company directory on, people may sign in with their domain account.
          helperText={settings.directoryDomain !== null ? t('auth.signIn.identifierDirectory', { account: `${settings.directoryDomain || 'DOMAIN'}\\name` }) : undefined}
          autoComplete="username"
          autoFocus
          required
          latinDigits
        />
        <TextInput
          name="password"
          label={t('auth.signIn.password')}
          value={values.password}
          onChange={change('password')}
          inputRef={passwordRef}
          error={translateValidation(t, errors.password)}
          autoComplete="current-password"
          password
          required
        />
        <Box sx={{ textAlign: 'end' }}>
          <Link component={RouterLink} to="/session/forgot-password">
            {t('auth.signIn.forgot')}
          </Link>
        </Box>
        <SubmitButton pending={mutation.isPending}>{t('auth.signIn.submit')}</SubmitButton>
      </Stack>
      <FormError message={mutation.isError ? errorMessage(t, mutation.error) : null} testId="signin-error" />
      {settings.signupAllowed && (
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          {t('auth.signIn.noAccount')}{' '}
          <Link component={RouterLink} to="/session/signup">
            {t('auth.signIn.signUp')}
          </Link>
        </Typography>
      )}
      <Typography sx={{ mt: settings.signupAllowed ? 1 : 3, textAlign: 'center' }}>
        {t('auth.activateCode.haveCode')}{' '}
        <Link component={RouterLink} to="/session/activate-code">
          {t('auth.activateCode.useCode')}
        </Link>
      </Typography>
    </Box>
  );
}
