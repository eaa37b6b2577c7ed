import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZSettlementDecisionInputSchema, type TSettlementDecision, type TSettlementDecisionInput, type TSettlementItem } from '@hr/shared';
import { DateField } from '@/components/date-field';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useDecideSettlement } from '../api/annual-settlement-api';

type TFormValues = z.input<typeof ZSettlementDecisionInputSchema>;
export interface TSettlementAsk {
  item: TSettlementItem;
  decision: TSettlementDecision;
}

/** HR's decision on one person's due annual days (Art 125): grant by a date, pay for payroll, or record a written refusal. */
export function SettlementDecisionDialog({ ask, onClose }: { ask: TSettlementAsk | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const titleId = useId();
  const decide = useDecideSettlement();
  const { control, handleSubmit, reset, setError } = useForm<TFormValues, unknown, TSettlementDecisionInput>({
    resolver: zodResolver(ZSettlementDecisionInputSchema),
    defaultValues: { decision: 'grant', takeBy: null, refusedOn: null, note: '' },
  });
  useEffect(() => {
    if (!ask) return;
    decide.reset();
    reset({ decision: ask.decision, takeBy: null, refusedOn: null, note: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask, reset]);

  const onSubmit = handleSubmit((input) =>
    ask &&
    decide.mutate(
      { employeeId: ask.item.employee.id, input },
      {
        onSuccess: () => {
          notify(t('settlement.dialog.saved'), 'success');
          onClose();
        },
        onError: (e) => applyFieldErrors(e, setError, ['takeBy', 'refusedOn', 'note']),
      },
    ),
  );
  const item = ask?.item;
  const endOfService = ask?.decision === 'pay' && item?.endOfServiceDays != null;
  const days = item ? (endOfService ? (item.endOfServiceDays ?? 0) : item.dueDays) : 0;
  const name = item ? (ar ? item.employee.fullNameAr || item.employee.FullName : item.employee.FullName) : '';
  const hint = !ask ? '' : ask.decision === 'grant' ? 'settlement.dialog.grantHint' : ask.decision === 'refused' ? 'settlement.dialog.refusedHint' : endOfService ? 'settlement.dialog.payEndHint' : 'settlement.dialog.payHint';

  return (
    <Dialog open={!!ask} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate data-testid="settlement-form">
        <DialogTitle id={titleId} component="h2">
          {ask && t(`settlement.dialog.titles.${ask.decision}`)}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {decide.isError && <Alert severity="error">{errorMessage(t, decide.error)}</Alert>}
            <Typography sx={{ fontWeight: 600 }}>{t('settlement.dialog.person', { name, days: t('settlement.days', { count: days }) })}</Typography>
            {hint && <Alert severity={ask?.decision === 'refused' ? 'warning' : 'info'}>{t(hint)}</Alert>}
            {ask?.decision === 'grant' && (
              <Controller
                control={control}
                name="takeBy"
                render={({ field, fieldState }) => (
                  <DateField label={t('settlement.dialog.takeBy')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} inputRef={field.ref} required error={translateValidation(t, fieldState.error?.message)} />
                )}
              />
            )}
            {ask?.decision === 'refused' && (
              <Controller
                control={control}
                name="refusedOn"
                render={({ field, fieldState }) => (
                  <DateField label={t('settlement.dialog.refusedOn')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} inputRef={field.ref} required error={translateValidation(t, fieldState.error?.message)} />
                )}
              />
            )}
            <Controller
              control={control}
              name="note"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t('settlement.dialog.note')}
                  required={ask?.decision === 'refused'}
                  multiline
                  minRows={2}
                  error={!!fieldState.error}
                  helperText={translateValidation(t, fieldState.error?.message)}
                  slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'settlement-note' } }}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={decide.isPending} control={control} />
      </form>
    </Dialog>
  );
}
