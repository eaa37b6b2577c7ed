import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A link from an e-mail that is wrong, used or expired: why, where to ask for a new one, the way back. */
export function TokenLinkError({ title, message, requestNew, testId }: { title: ReactNode; message: string; requestNew: { to: string; label: string }; testId: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="error" data-testid={testId}>
        {message}
      </Alert>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Link component={RouterLink} to={requestNew.to}>
          {requestNew.label}
        </Link>
        <Link component={RouterLink} to="/hrportal">
          {t('common.backToSignIn')}
        </Link>
      </Stack>
    </Box>
  );
}

/** While the link's token is checked. */
export function TokenChecking({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: '1.1rem' }}>
        {label}
      </Typography>
    </Box>
  );
}
