import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ZManualEventInputSchema,
  type TAttendanceEvent,
  type TAttendanceEventType,
  type TManualEventInput,
  type TPersonOption,
} from '@hr/shared';
import { AttendanceEventFields } from '@/components/attendance-event-fields';
import { EmployeePicker } from '@/components/employee-picker';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { screenDigits } from '@/lib/digits';
import { useAddEvent, useCorrectEvent } from '../api/hr-attendance-api';

type TFormValues = z.input<typeof ZManualEventInputSchema>;
const FIELDS = ['employeeId', 'eventType', 'eventTime', 'reason'] as const;

/**
 * HR adds an event for anyone (open with event=null) or corrects one (its type and time); the
 * reason goes to the audit trail. The time is the organisation's wall clock.
 */
export function ManualEventDialog({ open, event, onClose }: { open: boolean; event: TAttendanceEvent | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const titleId = useId();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { timeZone } = usePublicSettings();
  const add = useAddEvent();
  const correct = useCorrectEvent();
  const [person, setPerson] = useState<TPersonOption | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, setValue } = useForm<TFormValues, unknown, TManualEventInput>({
    resolver: zodResolver(ZManualEventInputSchema),
    defaultValues: { employeeId: 0, eventType: '' as TAttendanceEventType, eventTime: '', reason: '' },
  });
  useEffect(() => {
    if (!open) return;
    setPerson(null);
    setFormError(null);
    add.reset();
    correct.reset();
    reset({ employeeId: event?.employeeId ?? 0, eventType: event?.eventType ?? ('' as TAttendanceEventType), eventTime: event?.eventTime ?? '', reason: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, event, reset]);

  const onError = (e: unknown) => {
    if (isApiError(e) && e.code === 'EVENT_EXISTS') setError('eventTime', { type: 'server', message: 'errors.EVENT_EXISTS' });
    else if (!applyFieldErrors(e, setError, FIELDS)) setFormError(errorMessage(t, e));
  };
  const onSubmit = handleSubmit((v) => {
    setFormError(null);
    const done = (key: 'attendanceManual.added' | 'attendanceManual.corrected') => () => {
      notify(t(key), 'success');
      onClose();
    };
    if (event) correct.mutate({ id: event.eventId, body: { eventType: v.eventType, eventTime: v.eventTime, reason: v.reason } }, { onSuccess: done('attendanceManual.corrected'), onError });
    else add.mutate(v, { onSuccess: done('attendanceManual.added'), onError });
  });

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId} data-testid="manual-event-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {event ? t('attendanceManual.editTitle') : t('attendanceManual.addTitle')}
        </DialogTitle>
        <DialogContent>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {event ? (
              <Typography data-testid="manual-event-person">
                <span dir="ltr">{screenDigits(event.userId)}</span> · {ar ? event.userNameAr || event.userName : event.userName}
              </Typography>
            ) : (
              <Controller
                control={control}
                name="employeeId"
                render={({ fieldState }) => (
                  <EmployeePicker
                    value={person}
                    onChange={(p) => {
                      setPerson(p);
                      setValue('employeeId', p?.id ?? 0, { shouldValidate: fieldState.isTouched || !!fieldState.error });
                    }}
                    label={t('attendanceManual.employee')}
                    codeLabel={t('attendanceManual.employeeCode')}
                    error={translateValidation(t, fieldState.error?.message)}
                    testId="manual-event-employee"
                  />
                )}
              />
            )}
            <AttendanceEventFields
              control={control}
              timeZone={timeZone}
              labels={{ eventType: t('attendanceManual.eventType'), eventTime: t('attendanceManual.eventTime'), reason: t('attendanceManual.reason'), reasonHint: t('attendanceManual.reasonHelp') }}
              reasonRequired
              testIdPrefix="manual-event"
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={add.isPending || correct.isPending} control={control} />
      </form>
    </Dialog>
  );
}
