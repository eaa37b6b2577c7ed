import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** The confirmation before converting overtime into leave days (one request or all of them). */
export function OvertimeConvertDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
  confirmTestId: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby={titleId} data-testid={props.testId}>
      <DialogTitle id={titleId} component="h2">
        {props.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={props.onConfirm} disabled={props.pending} autoFocus data-testid={props.confirmTestId}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
