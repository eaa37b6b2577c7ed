import { LengthHelper } from '@/components/form/length-helper';
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '@/hooks/use-close-on-back';
import type { TLeaveAction } from '../api/vacations-api';

const TEXTS = {
  cancel: ['vacations.detail.dialogs.cancelTitle', 'vacations.detail.dialogs.cancelText'],
  approve: ['vacations.detail.dialogs.approveTitle', 'vacations.detail.dialogs.approveText'],
  reject: ['vacations.detail.dialogs.rejectTitle', 'vacations.detail.dialogs.rejectText'],
  accept: ['vacations.detail.dialogs.acceptTitle', 'vacations.detail.dialogs.acceptText'],
  decline: ['vacations.detail.dialogs.declineTitle', 'vacations.detail.dialogs.declineText'],
} as const;

/** Confirms an action on a request with an optional comment; open while `action` is set. */
export function VacationActionDialog({
  action,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  action: TLeaveAction | null;
  pending: boolean;
  error: string | null;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [shown, setShown] = useState<TLeaveAction | null>(action);
  // Back (a phone's back gesture) closes the dialog, not the request's page.
  const close = useCloseOnBack(action !== null, onClose);
  // Keep the last action while the dialog fades out; start with an empty comment for each one.
  if (action !== null && action !== shown) {
    setShown(action);
    setComment('');
    setMissing(false);
  }
  const a = action ?? shown ?? 'cancel';
  const destructive = a === 'cancel' || a === 'reject' || a === 'decline';
  // A rejection says why: the requester reads it.
  const required = a === 'reject';
  return (
    <Dialog open={action !== null} onClose={close} maxWidth="sm" fullWidth aria-labelledby={titleId} aria-describedby={textId} data-testid="vacation-action-dialog">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (required && !comment.trim()) setMissing(true);
          else onConfirm(comment.trim());
        }}
      >
        <DialogTitle id={titleId} component="h2">
          {t(TEXTS[a][0])}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t(TEXTS[a][1])}
          </DialogContentText>
          <TextField
            label={t('vacations.detail.dialogs.comment')}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              setMissing(false);
            }}
            required={required}
            error={missing}
            helperText={
              <LengthHelper value={comment} max={1000}>
                {missing ? t('validation.required') : undefined}
              </LengthHelper>
            }
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'vacation-action-comment' } }}
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('vacations.detail.dialogs.back')}</Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={pending} data-testid="vacation-action-confirm">
            {t(`vacations.detail.actions.${a}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
