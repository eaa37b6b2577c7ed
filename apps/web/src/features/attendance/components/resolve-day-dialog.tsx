import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RESOLUTION_KINDS, ZResolveDayInputSchema, type TAttendanceDay, type TResolveDayInput } from '@hr/shared';
import { formatDate } from '@/lib/format';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage, translateValidation } from '@/lib/errors';
import { ResolutionLeaveTypeField } from './resolution-leave-type-field';
import { useLeaveTypeOptions, useResolveDay } from '../api/absence-api';

type TFormValues = z.input<typeof ZResolveDayInputSchema>;

/** HR resolves an absent or incomplete day: confirmed, deducted, forgot ID, or converted into leave. */
export function ResolveDayDialog({ day, onClose }: { day: TAttendanceDay | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const titleId = useId();
  const kindId = useId();
  const resolve = useResolveDay();
  const types = useLeaveTypeOptions(!!day);
  const { control, handleSubmit, reset, formState } = useForm<TFormValues, unknown, TResolveDayInput>({
    resolver: zodResolver(ZResolveDayInputSchema),
    // No answer is chosen for HR: each one moves money.
    defaultValues: { employeeId: 0, date: '', kind: undefined, leaveTypeId: null, comment: '' },
  });
  const kind = useWatch({ control, name: 'kind' });
  useEffect(() => {
    if (day) {
      reset({ employeeId: day.employeeId, date: day.date, kind: undefined, leaveTypeId: null, comment: '' });
      resolve.reset();
    }
    // resolve.reset is stable enough; only a new day starts the form again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [day, reset]);

  const onSubmit = handleSubmit((v) =>
    resolve.mutate(
      { ...v, leaveTypeId: v.kind === 'leave' ? v.leaveTypeId : null },
      {
        onSuccess: () => {
          notify(t('absence.resolveDialog.done'), 'success');
          onClose();
        },
      },
    ),
  );
  const name = day ? (ar ? day.userNameAr || day.userName : day.userName) : '';

  return (
    <Dialog open={!!day} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="resolve-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {t('absence.resolveDialog.title')}
        </DialogTitle>
        <DialogContent>
          {resolve.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(t, resolve.error)}
            </Alert>
          )}
          {day && (
            <DialogContentText sx={{ mb: 2 }}>
              {t('absence.resolveDialog.day', { name, date: formatDate(day.date), status: t(`attendance.statuses.${day.status}`) })}
            </DialogContentText>
          )}
          <Controller
            control={control}
            name="kind"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" required error={!!fieldState.error}>
                <FormLabel component="legend" id={kindId}>
                  {t('absence.resolveDialog.kind')}
                </FormLabel>
                <RadioGroup {...field} value={field.value ?? ''} aria-labelledby={kindId} aria-describedby={fieldState.error ? `${kindId}-error` : undefined}>
                  {RESOLUTION_KINDS.map((k) => (
                    <FormControlLabel key={k} value={k} control={<Radio />} label={t(`attendance.resolutions.${k}`)} />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText id={`${kindId}-error`}>{translateValidation(t, fieldState.error.message)}</FormHelperText>}
              </FormControl>
            )}
          />
          {kind === 'leave' && (
            <ResolutionLeaveTypeField control={control} name="leaveTypeId" types={types.data?.items ?? []} testId="resolve-leave-type" sx={{ mt: 2 }} />
          )}
          <Controller
            control={control}
            name="comment"
            render={({ field }) => (
              <TextField
                {...field}
                label={t('absence.resolveDialog.comment')}
                multiline
                minRows={2}
                fullWidth
                required={kind === 'deducted'}
                sx={{ mt: 2 }}
                error={!!formState.errors.comment}
                helperText={translateValidation(t, formState.errors.comment?.message) ?? t('absence.resolveDialog.commentHint')}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={resolve.isPending}>
            {t('absence.resolveDialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
