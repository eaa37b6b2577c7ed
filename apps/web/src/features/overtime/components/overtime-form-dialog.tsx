import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OVERTIME_MAX_SPAN_MINUTES, ZCreateOvertimeSchema, type TCreateOvertime, type TOvertimeSuggestion } from '@hr/shared';
import { DateField } from '@/components/date-field';
import { DraftNote } from '@/components/form/draft-note';
import { useCloseOnBack } from '@/hooks/use-close-on-back';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useNotify } from '@/hooks/use-notify';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { TimeInput } from '@/components/form/time-input';
import { useFileOvertime } from '../api/overtime-api';
import { endsNextDay, hoursOf, liveMinutes } from './overtime-words';

type TFormValues = z.input<typeof ZCreateOvertimeSchema>;
const FIELDS = ['workDate', 'from', 'to', 'reason'] as const;
const EMPTY: TFormValues = { workDate: '', from: '', to: '', reason: '', dayOffInstead: false };
const schemaResolver = zodResolver(ZCreateOvertimeSchema);
/** The route's schema, with a field left empty read as missing ("required", not "not valid"). */
const resolver: typeof schemaResolver = (values, context, options) =>
  schemaResolver({ ...values, workDate: values.workDate || undefined, from: values.from || undefined, to: values.to || undefined } as TFormValues, context, options);

/**
 * "Request overtime": the work date (picker), the span in local time (it may end the next day,
 * which the form says), the hours as they are typed, and the reason; validated by the route's
 * own schema. A suggestion from attendance opens it filled in. The server's answer that the
 * span is outside the day's attendance is a warning, not an error. What is typed is kept while
 * unsent (Back, another page, a reload) until it is sent or cancelled; Back closes the dialog.
 */
export function OvertimeFormDialog({ open, prefill, onClose }: { open: boolean; prefill: TOvertimeSuggestion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const notify = useNotify();
  const titleId = useId();
  const file = useFileOvertime();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TFormValues, unknown, TCreateOvertime>({
    resolver,
    defaultValues: EMPTY,
  });
  const { control, register, handleSubmit, reset, setError, formState } = form;
  useEffect(() => {
    if (!open) return;
    reset(prefill ? { workDate: prefill.workDate, from: prefill.from, to: prefill.to, reason: '', dayOffInstead: false } : EMPTY);
    setFormError(null);
  }, [open, prefill, reset]);
  // A suggestion opens the form filled with its own day: a kept draft is not put over it.
  const draft = useFormDraft('overtime', form, { active: open, restore: !prefill });
  const close = useCloseOnBack(open, onClose);
  const cancel = () => {
    draft.clear();
    close();
  };

  const [from, to] = useWatch({ control, name: ['from', 'to'] });
  const minutes = liveMinutes(from, to);
  const nextDay = minutes !== null && endsNextDay(from, to);
  const tooLong = minutes !== null && minutes > OVERTIME_MAX_SPAN_MINUTES;

  const onSubmit = handleSubmit((v) => {
    setFormError(null);
    file.mutate(v, {
      onSuccess: (res) => {
        if (res.outsideAttendance) notify(t('overtime.form.outsideWarning'), 'warning');
        else notify(t('overtime.form.success'), 'success');
        draft.clear();
        close();
      },
      onError: (e) => {
        if (isApiError(e) && e.code === 'OVERTIME_SPAN_TOO_LONG') setError('to', { type: 'server', message: 'errors.OVERTIME_SPAN_TOO_LONG' });
        else if (!applyFieldErrors(e, setError, FIELDS)) setFormError(errorMessage(t, e));
      },
    });
  });

  const reasonError = translateValidation(t, formState.errors.reason?.message);
  const timeField = (name: 'from' | 'to') => (
    <TimeInput control={control} name={name} label={t(`overtime.form.${name}`)} testId={`overtime-${name}`} hint={name === 'to' && nextDay ? t('overtime.nextDay') : undefined} />
  );

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId} data-testid="overtime-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {t('overtime.form.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('overtime.form.intro')}</DialogContentText>
          <DraftNote draft={draft} sx={{ mb: 2 }} />
          {prefill && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="overtime-prefill">
              {t('overtime.form.fromSuggestion', { hint: t(`overtime.hints.${prefill.hint}`) })}
            </Alert>
          )}
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="overtime-error" role="alert">
              {formError}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="workDate"
              render={({ field, fieldState }) => (
                <DateField
                  label={t('overtime.form.date')}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  name={field.name}
                  required
                  fullWidth
                  autoFocus={!prefill}
                  error={translateValidation(t, fieldState.error?.message)}
                />
              )}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {timeField('from')}
              {timeField('to')}
            </Box>
            <Typography aria-live="polite" sx={{ fontWeight: 500, color: tooLong ? 'error.main' : undefined }} data-testid="overtime-hours" data-minutes={minutes ?? ''}>
              {minutes === null
                ? t('overtime.form.noHours')
                : nextDay
                  ? t('overtime.form.hoursNextDay', { hours: hoursOf(minutes) })
                  : t('overtime.form.hours', { hours: hoursOf(minutes) })}
              {/* The 12-hour limit, as soon as the span passes it (the schema says it again on submit). */}
              {tooLong && ` — ${t('errors.OVERTIME_SPAN_TOO_LONG')}`}
            </Typography>
            <TextField
              {...register('reason')}
              label={t('overtime.form.reason')}
              required
              multiline
              minRows={2}
              fullWidth
              autoFocus={!!prefill}
              error={!!reasonError}
              helperText={reasonError ?? t('overtime.form.reasonHint')}
              slotProps={{ htmlInput: { 'data-testid': 'overtime-reason' } }}
            />
            {/* Art 129 ¶2: on an official holiday, the worker's written request for a day off instead of the double wage. */}
            <Controller
              control={control}
              name="dayOffInstead"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ alignItems: 'flex-start', minHeight: 44 }}
                  control={<Checkbox name={field.name} checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { 'data-testid': 'overtime-day-off-instead' } as object }} />}
                  label={<Typography variant="body2" sx={{ pt: 1.1 }}>{t('law.work.dayOffInstead')}</Typography>}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={cancel} data-testid="overtime-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={file.isPending} data-testid="overtime-submit">
            {t('overtime.form.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
