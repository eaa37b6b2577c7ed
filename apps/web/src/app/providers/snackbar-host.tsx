import type { SyntheticEvent } from 'react';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TNotifySeverity } from '@/hooks/use-notify';
import { useOnline } from '@/hooks/use-online';

export interface TSnackbarMessage {
  key: number;
  text: string;
  severity: TNotifySeverity;
}

/**
 * Loaded on the first message only, so the sign-in page does not carry Snackbar and Alert. Top
 * centre on a wide screen; on a phone at the bottom, where it covers neither the top bar (menu,
 * bell) nor the page's heading, above the offline bar when that shows and above the home indicator.
 */
export default function SnackbarHost({ message, open, onClose }: { message: TSnackbarMessage; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const online = useOnline();
  const handleClose = (_e?: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <Snackbar
      key={message.key}
      open={open}
      autoHideDuration={6000}
      onClose={handleClose}
      anchorOrigin={{ vertical: phone ? 'bottom' : 'top', horizontal: 'center' }}
      sx={phone ? { bottom: `calc(env(safe-area-inset-bottom, 0px) + ${online ? 16 : 64}px)` } : undefined}
      data-testid="snackbar-place"
    >
      <Alert
        onClose={handleClose}
        closeText={t('common.close')}
        severity={message.severity}
        variant="standard"
        elevation={6}
        sx={{ width: '100%', alignItems: 'center' }}
        data-testid="snackbar"
      >
        {message.text}
      </Alert>
    </Snackbar>
  );
}
