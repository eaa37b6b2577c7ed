import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZBulkResolveInputSchema, type TAttendanceDay, type TBulkResolveInput, type TBulkResolveResult, type TResolutionKind } from '@hr/shared';
import { errorMessage, translateValidation } from '@/lib/errors';
import { useBulkResolve, useLeaveTypeOptions } from '../api/absence-api';
import { ResolutionLeaveTypeField } from './resolution-leave-type-field';

type TFormValues = z.input<typeof ZBulkResolveInputSchema>;

/**
 * HR resolves the ticked days at once with the resolution chosen on the bar: a
 * deduction says why, a conversion into leave names the leave type. The server answers each day;
 * `onDone` gets the answer with the days it was about.
 */
export function BulkResolveDialog({
  kind,
  days,
  onClose,
  onDone,
}: {
  kind: TResolutionKind | null;
  days: readonly TAttendanceDay[];
  onClose: () => void;
  onDone: (result: TBulkResolveResult, days: readonly TAttendanceDay[]) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const resolve = useBulkResolve();
  const types = useLeaveTypeOptions(kind === 'leave');
  const { control, handleSubmit, reset, formState } = useForm<TFormValues, unknown, TBulkResolveInput>({
    resolver: zodResolver(ZBulkResolveInputSchema),
    defaultValues: { items: [], kind: 'confirmed', leaveTypeId: null, comment: '' },
  });
  useEffect(() => {
    if (kind) {
      reset({ items: days.map((d) => ({ employeeId: d.employeeId, workDate: d.date })), kind, leaveTypeId: null, comment: '' });
      resolve.reset();
    }
    // Only opening the dialog (a kind chosen) starts the form again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, reset]);

  const onSubmit = handleSubmit((v) =>
    resolve.mutate({ ...v, leaveTypeId: v.kind === 'leave' ? v.leaveTypeId : null }, { onSuccess: (result) => onDone(result, days) }),
  );
  // Too many days, or days more than three months apart (ticked across pages): said above the form.
  const itemsError = formState.errors.items?.message ?? formState.errors.items?.root?.message;

  return (
    <Dialog open={!!kind} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="bulk-resolve-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {t('goLive.bulk.title')}
        </DialogTitle>
        <DialogContent>
          {resolve.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(t, resolve.error)}
            </Alert>
          )}
          {itemsError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translateValidation(t, itemsError)}
            </Alert>
          )}
          {kind && <DialogContentText sx={{ mb: 2 }}>{t('goLive.bulk.summary', { count: days.length, kind: t(`attendance.resolutions.${kind}`) })}</DialogContentText>}
          {kind === 'leave' && (
            <ResolutionLeaveTypeField control={control} name="leaveTypeId" types={types.data?.items ?? []} testId="bulk-leave-type" sx={{ mb: 2 }} />
          )}
          <Controller
            control={control}
            name="comment"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={kind === 'deducted' ? t('goLive.bulk.reason') : t('goLive.bulk.comment')}
                multiline
                minRows={2}
                fullWidth
                required={kind === 'deducted'}
                error={!!fieldState.error}
                helperText={translateValidation(t, fieldState.error?.message) ?? t('goLive.bulk.commentHint')}
                slotProps={{ htmlInput: { 'data-testid': 'bulk-comment', maxLength: 500 } }}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={resolve.isPending} data-testid="bulk-resolve-save">
            {t('goLive.bulk.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
