import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { useActivateAccount } from '../api/activate-account';

/** /session/activate?token=…: activates once, signs the user in and opens the dashboard. */
export function ActivateAccountPanel({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const mutation = useActivateAccount();
  const started = useRef(false);

  useEffect(() => {
    // The link works once: never post it twice (StrictMode runs effects twice in development).
    if (started.current || !token) return;
    started.current = true;
    mutation.mutate(
      { token },
      {
        onSuccess: async (res) => {
          await auth.signIn(res);
          // Signing in applies the account's language: say it in that one, not this render's.
          notify(i18n.t('auth.activate.success'), 'success');
          void navigate('/dashboard/default', { replace: true });
        },
      },
    );
  }, [token, mutation, auth, navigate, notify, i18n]);

  const failed = !token || mutation.isError;
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('auth.activate.title')}
      </Typography>
      {failed ? (
        <>
          <Alert severity="error" data-testid="activate-error">
            {token ? errorMessage(t, mutation.error) : t('errors.TOKEN_INVALID')}
          </Alert>
          <Stack spacing={1} sx={{ mt: 3 }}>
            <Link component={RouterLink} to="/session/signup">
              {t('auth.signIn.signUp')}
            </Link>
            <Link component={RouterLink} to="/hrportal">
              {t('common.backToSignIn')}
            </Link>
          </Stack>
        </>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('auth.activate.working')}</Typography>
        </Box>
      )}
    </Box>
  );
}
