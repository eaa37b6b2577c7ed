import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ZEventDeletionSchema, type TAttendanceEvent } from '@hr/shared';
import { formatDateTime } from '@/lib/format';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { errorMessage, translateValidation } from '@/lib/errors';
import { useDeleteEvent } from '../api/hr-attendance-api';

/** Deletes an event after asking for the reason (kept in the audit trail); open while `event` is set. */
export function DeleteEventDialog({ event, onClose }: { event: TAttendanceEvent | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const ids = useId();
  const notify = useNotify();
  const { timeZone } = usePublicSettings();
  const remove = useDeleteEvent();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  useEffect(() => {
    if (!event) return;
    setReason('');
    setReasonError(undefined);
    remove.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [event]);
  if (!event) return null;

  const confirm = () => {
    const parsed = ZEventDeletionSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(translateValidation(t, parsed.error.issues[0]?.message));
      return;
    }
    remove.mutate(
      { id: event.eventId, body: parsed.data },
      {
        onSuccess: () => {
          notify(t('attendanceManual.deleted'), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth role="alertdialog" aria-labelledby={`${ids}-title`} aria-describedby={`${ids}-text`} data-testid="delete-event-dialog">
      <DialogTitle id={`${ids}-title`} component="h2">
        {t('attendanceManual.deleteTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${ids}-text`} sx={{ mb: 2 }}>
          {t('attendanceManual.deleteText', {
            type: t(`attendance.types.${event.eventType}`),
            name: lang === 'ar' ? event.userNameAr || event.userName : event.userName,
            time: formatDateTime(event.eventTime, lang, timeZone),
          })}
        </DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(t, remove.error)}
          </Alert>
        )}
        <TextField
          label={t('attendanceManual.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          multiline
          minRows={2}
          fullWidth
          error={!!reasonError}
          helperText={reasonError ?? t('attendanceManual.reasonHelp')}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'delete-event-reason' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button onClick={confirm} variant="contained" color="error" disabled={remove.isPending} data-testid="delete-event-confirm">
          {t('attendanceManual.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
