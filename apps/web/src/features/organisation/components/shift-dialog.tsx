import { useEffect, useId, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { shiftFindings, suggestedBreaks, ZShiftInputSchema, type TShift, type TShiftInput } from '@hr/shared';
import { LawReasonField } from '@/components/law-findings';
import { ShiftBreaksField } from './shift-breaks-field';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useSaveShift } from '../api/organisation-api';
import { NameFields } from '@/components/form/name-fields';
import { WeekDaysField } from './week-days-field';

const EMPTY: TFormValues = {
  nameEn: '',
  nameAr: '',
  startTime: '09:00',
  endTime: '17:00',
  graceMinutes: 15,
  workDays: [0, 1, 2, 3, 4],
  ramadanStartTime: '',
  ramadanEndTime: '',
  // Art 118: a new shift proposes an hour's break in its middle (shown, editable) until HR changes its breaks.
  breaks: suggestedBreaks('09:00', '17:00'),
  lawReason: '',
};
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
type TFormValues = z.input<typeof ZShiftInputSchema>;

/** Create or edit a shift; `shift` null: closed, 'new': create. */
export function ShiftDialog({ shift, onClose }: { shift: TShift | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const ramadanHintId = useId();
  const save = useSaveShift();
  const { control, handleSubmit, reset, setError, setValue } = useForm<TFormValues, unknown, TShiftInput>({
    resolver: zodResolver(ZShiftInputSchema),
    defaultValues: EMPTY,
  });
  const breaksTouched = useRef(false);
  const [startTime, endTime, workDays, breaks] = useWatch({ control, name: ['startTime', 'endTime', 'workDays', 'breaks'] });
  // A new shift's proposed break follows its hours until HR changes the breaks themselves.
  useEffect(() => {
    if (shift === 'new' && !breaksTouched.current) setValue('breaks', suggestedBreaks(startTime, endTime));
  }, [shift, startTime, endTime, setValue]);
  // Arts 117–120, as the server applies them: what these hours go beyond, live.
  const findings = useMemo(() => {
    const list = breaks ?? [];
    if (!CLOCK.test(startTime) || !CLOCK.test(endTime) || startTime === endTime || list.some((b) => !CLOCK.test(b.start) || !CLOCK.test(b.end))) return [];
    return shiftFindings({ startTime, endTime, workDays: workDays ?? [], breaks: list });
  }, [startTime, endTime, workDays, breaks]);
  useEffect(() => {
    if (!shift) return;
    save.reset();
    reset(
      shift === 'new'
        ? EMPTY
        : {
            nameEn: shift.nameEn,
            nameAr: shift.nameAr,
            startTime: shift.startTime,
            endTime: shift.endTime,
            graceMinutes: shift.graceMinutes,
            workDays: shift.workDays,
            ramadanStartTime: shift.ramadanStartTime ?? '',
            ramadanEndTime: shift.ramadanEndTime ?? '',
            breaks: shift.breaks,
            lawReason: shift.lawReason ?? '',
          },
    );
    breaksTouched.current = shift !== 'new';
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shift, reset]);

  const onSubmit = handleSubmit((input) => {
    save.mutate(
      { id: shift && shift !== 'new' ? shift.id : undefined, input },
      {
        onSuccess: () => {
          notify(t('org.saved'), 'success');
          onClose();
        },
        onError: (e) => applyFieldErrors(e, setError, ['nameEn', 'nameAr', 'startTime', 'endTime', 'graceMinutes', 'workDays', 'ramadanStartTime', 'ramadanEndTime', 'breaks', 'lawReason']),
      },
    );
  });

  return (
    <Dialog open={!!shift} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {shift === 'new' ? t('org.shifts.add') : t('org.shifts.edit')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
            <NameFields control={control} autoFocus />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
              {(['startTime', 'endTime'] as const).map((n) => (
                <Controller
                  key={n}
                  control={control}
                  name={n}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      type="time"
                      label={t(`org.shifts.${n}`)}
                      required
                      error={!!fieldState.error}
                      helperText={translateValidation(t, fieldState.error?.message)}
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
                    />
                  )}
                />
              ))}
              <Controller
                control={control}
                name="graceMinutes"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    value={field.value as number | string}
                    label={t('org.shifts.graceMinutes')}
                    required
                    error={!!fieldState.error}
                    helperText={translateValidation(t, fieldState.error?.message)}
                    slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                  />
                )}
              />
            </Box>
            <Controller
              control={control}
              name="workDays"
              render={({ field, fieldState }) => (
                <WeekDaysField
                  name={field.name}
                  label={t('org.shifts.workDays')}
                  value={field.value}
                  onChange={field.onChange}
                  error={translateValidation(t, fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="breaks"
              render={({ field, fieldState }) => (
                <ShiftBreaksField
                  value={field.value ?? []}
                  onChange={(v) => {
                    breaksTouched.current = true;
                    field.onChange(v);
                  }}
                  error={translateValidation(t, fieldState.error?.message ?? fieldState.error?.root?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="lawReason"
              render={({ field, fieldState }) => (
                <LawReasonField findings={findings} value={field.value ?? ''} onChange={field.onChange} error={translateValidation(t, fieldState.error?.message)} />
              )}
            />
            <Box component="fieldset" aria-describedby={ramadanHintId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <FormLabel component="legend" sx={{ mb: 1.5 }}>
                {t('org.shifts.ramadanHours')}
              </FormLabel>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {(['ramadanStartTime', 'ramadanEndTime'] as const).map((n) => (
                  <Controller
                    key={n}
                    control={control}
                    name={n}
                    render={({ field, fieldState }) => (
                      <TextField
                        {...field}
                        value={field.value ?? ''}
                        type="time"
                        label={t(`org.shifts.${n}`)}
                        error={!!fieldState.error}
                        helperText={translateValidation(t, fieldState.error?.message)}
                        slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
                      />
                    )}
                  />
                ))}
              </Box>
              <FormHelperText id={ramadanHintId}>{t('org.shifts.ramadanHint')}</FormHelperText>
            </Box>
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={save.isPending} control={control} />
      </form>
    </Dialog>
  );
}
