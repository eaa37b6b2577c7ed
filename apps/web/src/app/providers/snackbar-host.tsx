import type { SyntheticEvent } from 'react';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { TNotifySeverity } from '@/hooks/use-notify';

export interface TSnackbarMessage {
  key: number;
  text: string;
  severity: TNotifySeverity;
}

/** Loaded on the first message only, so the sign-in page does not carry Snackbar and Alert. */
export default function SnackbarHost({ message, open, onClose }: { message: TSnackbarMessage; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
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
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
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
