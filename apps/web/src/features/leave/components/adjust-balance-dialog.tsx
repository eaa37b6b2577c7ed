import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZBalanceAdjustmentInputSchema, type TBalance, type TBalanceAdjustmentInput } from '@hr/shared';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useAdjustBalance } from '../api/leave-admin-api';
import { typeName } from './leave-type-words';

type TFormValues = z.input<typeof ZBalanceAdjustmentInputSchema>;

/** Adds or removes days (in half days) on a balance, with a reason; open while `balance` is set. */
export function AdjustBalanceDialog({
  employeeId,
  year,
  balance,
  balances,
  onClose,
}: {
  employeeId: number;
  year: number;
  balance: TBalance | null;
  balances: readonly TBalance[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const titleId = useId();
  const adjust = useAdjustBalance();
  const { control, handleSubmit, reset, setError } = useForm<TFormValues, unknown, TBalanceAdjustmentInput>({
    resolver: zodResolver(ZBalanceAdjustmentInputSchema),
    defaultValues: { leaveTypeId: 0, year, days: '', reason: '' },
  });
  useEffect(() => {
    if (!balance) return;
    adjust.reset();
    reset({ leaveTypeId: balance.leaveTypeId, year, days: '', reason: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [balance, year, reset]);

  const onSubmit = handleSubmit((input) =>
    adjust.mutate(
      { employeeId, input },
      {
        onSuccess: () => {
          notify(t('hrLeave.adjust.saved'), 'success');
          onClose();
        },
        onError: (e) => applyFieldErrors(e, setError, ['leaveTypeId', 'days', 'reason']),
      },
    ),
  );

  return (
    <Dialog open={!!balance} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate data-testid="adjust-form">
        <DialogTitle id={titleId} component="h2">
          {t('hrLeave.adjust.title')} ({year})
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {adjust.isError && <Alert severity="error">{errorMessage(t, adjust.error)}</Alert>}
            <Controller
              control={control}
              name="leaveTypeId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  {...field}
                  value={field.value as number}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  label={t('hrLeave.adjust.type')}
                  required
                  error={!!fieldState.error}
                  helperText={translateValidation(t, fieldState.error?.message)}
                >
                  {balances.map((b) => (
                    <MenuItem key={b.leaveTypeId} value={b.leaveTypeId}>
                      {typeName(ar, b)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="days"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value as number | string}
                  label={t('hrLeave.adjust.days')}
                  required
                  autoFocus
                  error={!!fieldState.error}
                  helperText={translateValidation(t, fieldState.error?.message) ?? t('hrLeave.adjust.daysHint')}
                  slotProps={{ htmlInput: { 'data-digits': 'latin', dir: 'ltr' } }}
                />
              )}
            />
            <Controller
              control={control}
              name="reason"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t('hrLeave.adjust.reason')}
                  required
                  multiline
                  minRows={2}
                  error={!!fieldState.error}
                  helperText={translateValidation(t, fieldState.error?.message)}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={adjust.isPending} control={control} />
      </form>
    </Dialog>
  );
}
