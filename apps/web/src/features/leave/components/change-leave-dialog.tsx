import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import { useCloseOnBack } from '@/hooks/use-close-on-back';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZLeaveChangeInputSchema, type TLeaveRequest } from '@hr/shared';
import { DateInput } from '@/components/form/date-input';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { LengthHelper } from '@/components/form/length-helper';
import { useNotify } from '@/hooks/use-notify';
import { useOrgToday } from '@/hooks/use-org-today';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useRequestLeaveChange } from '../api/vacations-api';

type TFormValues = z.input<typeof ZLeaveChangeInputSchema>;
type TOutput = z.output<typeof ZLeaveChangeInputSchema>;
const REASON_MAX = 500;

/**
 * The requester asks to cancel approved leave (before it starts) or to end it earlier, with a
 * reason; the approver decides in their inbox. No choice is made for them.
 */
export function ChangeLeaveDialog({ request: r, open, onClose }: { request: TLeaveRequest; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const today = useOrgToday();
  const titleId = useId();
  const kindId = useId();
  const save = useRequestLeaveChange(r.id);
  const started = r.startDate <= today;
  const ended = r.endDate < today;
  const empty: TFormValues = { kind: '' as unknown as 'cancel', endDate: null, reason: '' };
  const { control, handleSubmit, reset, setError } = useForm<TFormValues, unknown, TOutput>({ resolver: zodResolver(ZLeaveChangeInputSchema), defaultValues: empty });
  const kind = useWatch({ control, name: 'kind' });
  useEffect(() => {
    if (!open) return;
    save.reset();
    reset(empty);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset]);
  // Back (a phone's back gesture) closes the dialog, not the page under it.
  const close = useCloseOnBack(open, onClose);

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        notify(t('vacations.detail.change.sent'), 'success');
        close();
      },
      onError: (e) => applyFieldErrors(e, setError, ['kind', 'endDate', 'reason']),
    }),
  );

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="change-leave-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {t('vacations.detail.change.title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('vacations.detail.change.intro')}</DialogContentText>
            {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
            <Controller
              control={control}
              name="kind"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" required error={!!fieldState.error}>
                  <FormLabel component="legend" id={kindId}>
                    {t('vacations.detail.change.kind')}
                  </FormLabel>
                  <RadioGroup {...field} value={field.value ?? ''} aria-labelledby={kindId} aria-describedby={fieldState.error ? `${kindId}-error` : undefined}>
                    <FormControlLabel
                      value="cancel"
                      disabled={started}
                      control={<Radio />}
                      label={started ? t('vacations.detail.change.cancelStarted') : t('vacations.detail.change.cancel')}
                    />
                    <FormControlLabel value="shorten" disabled={ended} control={<Radio />} label={t('vacations.detail.change.shorten')} />
                    {/* Art 131 ¶4: sick leave may become annual leave when the annual balance allows. */}
                    {r.sick && <FormControlLabel value="to_annual" control={<Radio />} label={t('vacations.detail.change.toAnnual')} />}
                  </RadioGroup>
                  {fieldState.error && <FormHelperText id={`${kindId}-error`}>{translateValidation(t, fieldState.error.message)}</FormHelperText>}
                </FormControl>
              )}
            />
            {kind === 'shorten' && <DateInput control={control} name="endDate" label={t('vacations.detail.change.endDate')} required />}
            <Controller
              control={control}
              name="reason"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t('vacations.detail.change.reason')}
                  required
                  multiline
                  minRows={2}
                  fullWidth
                  error={!!fieldState.error}
                  helperText={<LengthHelper value={field.value} max={REASON_MAX}>{translateValidation(t, fieldState.error?.message)}</LengthHelper>}
                  slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={close} saving={save.isPending} control={control} />
      </form>
    </Dialog>
  );
}
