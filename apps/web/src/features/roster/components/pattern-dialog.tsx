import { useEffect, useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { patternFindings, ZRotationPatternInputSchema, type TRotationPattern, type TRotationPatternInput, type TShift } from '@hr/shared';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { LawReasonField } from '@/components/law-findings';
import { NameFields } from '@/components/form/name-fields';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useSavePattern } from '../api/roster-api';
import { CycleEditor } from './cycle-editor';
import { CyclePresets } from './cycle-presets';

type TFormValues = z.input<typeof ZRotationPatternInputSchema>;
/** A new pattern starts as one week of the first shift, five days on and two off. */
const fresh = (shifts: readonly TShift[]): TFormValues => {
  const first = shifts[0]?.id ?? null;
  return { nameEn: '', nameAr: '', days: [first, first, first, first, first, null, null], lawReason: '' };
};

/**
 * Create or edit a rotation pattern: its names and its cycle (a shift or a rest day for each day),
 * validated by the schema the route uses; `pattern` null: closed, 'new': create.
 */
export function PatternDialog({ pattern, shifts, onClose }: { pattern: TRotationPattern | 'new' | null; shifts: readonly TShift[]; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const save = useSavePattern();
  const { control, handleSubmit, reset, setError, setValue, getFieldState } = useForm<TFormValues, unknown, TRotationPatternInput>({
    resolver: zodResolver(ZRotationPatternInputSchema),
    defaultValues: fresh(shifts),
  });
  useEffect(() => {
    if (!pattern) return;
    save.reset();
    reset(pattern === 'new' ? fresh(shifts) : { nameEn: pattern.nameEn, nameAr: pattern.nameAr, days: pattern.days, lawReason: pattern.lawReason ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set when the dialog opens
  }, [pattern, reset]);

  // Opened before the shifts arrived: the new cycle takes the first shift once they do, unless already edited.
  const firstShift = shifts[0]?.id;
  useEffect(() => {
    if (pattern === 'new' && firstShift && !getFieldState('days').isDirty) setValue('days', fresh(shifts).days);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the first shift becomes known
  }, [firstShift]);

  // Arts 117 and 120, as the server applies them: what the cycle goes beyond as it repeats, live.
  const days = useWatch({ control, name: 'days' });
  const findings = useMemo(() => {
    const byId = new Map(shifts.map((s) => [s.id, s]));
    return (days ?? []).length ? patternFindings((days ?? []).map((d) => d ?? 0), (id) => byId.get(id)) : [];
  }, [days, shifts]);

  const onSubmit = handleSubmit((input) => {
    save.mutate(
      { id: pattern && pattern !== 'new' ? pattern.id : undefined, input },
      {
        onSuccess: () => {
          notify(t('org.saved'), 'success');
          onClose();
        },
        onError: (e) => applyFieldErrors(e, setError, ['nameEn', 'nameAr', 'days', 'lawReason']),
      },
    );
  });

  return (
    <Dialog open={!!pattern} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate data-testid="pattern-form">
        <DialogTitle id={titleId} component="h2">
          {pattern === 'new' ? t('roster.patterns.add') : t('roster.patterns.edit')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
            <NameFields control={control} autoFocus />
            <CyclePresets shifts={shifts} onFill={(days) => setValue('days', days, { shouldValidate: true })} />
            <Controller
              control={control}
              name="days"
              render={({ field, fieldState }) => {
                const error = fieldState.error as { message?: string; root?: { message?: string } } | undefined;
                return <CycleEditor days={field.value} onChange={field.onChange} shifts={shifts} error={translateValidation(t, error?.message ?? error?.root?.message)} />;
              }}
            />
            <Controller
              control={control}
              name="lawReason"
              render={({ field, fieldState }) => (
                <LawReasonField findings={findings} value={field.value ?? ''} onChange={field.onChange} error={translateValidation(t, fieldState.error?.message)} />
              )}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={save.isPending} control={control} />
      </form>
    </Dialog>
  );
}
