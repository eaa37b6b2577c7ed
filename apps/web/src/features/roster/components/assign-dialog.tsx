import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZRosterAssignInputSchema, type TCrew, type TRotationPattern, type TShift } from '@hr/shared';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { DateInput } from '@/components/form/date-input';
import { useNotify } from '@/hooks/use-notify';
import { useOrgToday } from '@/hooks/use-org-today';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { typeName } from '@/lib/names';
import { useAssignPattern } from '../api/roster-api';
import { IdSelect } from '@/components/form/id-select';
import { PeopleField } from './people-field';

type TFormValues = z.input<typeof ZRosterAssignInputSchema>;
type TFormOutput = z.output<typeof ZRosterAssignInputSchema>;

/** Whom the dialog puts on a pattern: a crew (its members follow, and whoever joins later), or people chosen in it. */
export type TAssignTarget = { crew: TCrew } | 'people' | null;

/**
 * Puts a crew or chosen people on a rotation pattern from a date, saying which day of the cycle
 * that date is (so crews on one pattern can start on different days of it); "no pattern" puts
 * them back on their fixed shift from that date.
 */
export function AssignDialog({ target, patterns, shifts, onClose }: { target: TAssignTarget; patterns: readonly TRotationPattern[]; shifts: readonly TShift[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const titleId = useId();
  const today = useOrgToday();
  const assign = useAssignPattern();
  const crew = target && target !== 'people' ? target.crew : null;
  const { control, handleSubmit, reset, setError, setValue } = useForm<TFormValues, unknown, TFormOutput>({ resolver: zodResolver(ZRosterAssignInputSchema) });
  useEffect(() => {
    if (!target) return;
    assign.reset();
    const patternId = crew?.patternId ?? patterns[0]?.id ?? null;
    reset(crew ? { crewId: crew.id, patternId, fromDate: today, cycleDay: 1 } : { employeeIds: [], patternId, fromDate: today, cycleDay: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set when the dialog opens
  }, [target, reset]);
  const [patternId, fromDate] = useWatch({ control, name: ['patternId', 'fromDate'] });
  const pattern = patterns.find((p) => p.id === patternId);
  const shiftName = (id: number | null) => {
    const s = id === null ? undefined : shifts.find((x) => x.id === id);
    return s ? typeName(s, ar) : t('roster.restDay');
  };

  const onSubmit = handleSubmit((input) => {
    assign.mutate(input, {
      onSuccess: (answer) => {
        notify(t('roster.assign.done', { count: (answer as { count?: number } | undefined)?.count ?? 0 }), 'success');
        onClose();
      },
      onError: (e) => applyFieldErrors(e, setError, ['patternId', 'fromDate', 'cycleDay', 'employeeIds']),
    });
  });

  return (
    <Dialog open={!!target} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate data-testid="assign-form">
        <DialogTitle id={titleId} component="h2">
          {crew ? t('roster.assign.titleCrew', { name: typeName(crew, ar) }) : t('roster.assign.titlePeople')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {assign.isError && <Alert severity="error">{errorMessage(t, assign.error)}</Alert>}
            <DialogContentText>{crew ? t('roster.assign.crewHint', { count: crew.memberCount }) : t('roster.assign.peopleHint')}</DialogContentText>
            {!crew && <PeopleField control={control} name="employeeIds" />}
            <IdSelect
              control={control}
              name="patternId"
              label={t('roster.assign.pattern')}
              none={t('roster.assign.noPattern')}
              noneLast
              options={patterns.map((p) => ({ id: p.id, label: typeName(p, ar) }))}
              onPicked={() => setValue('cycleDay', 1)}
              testId="assign-pattern"
            />
            <DateInput control={control} name="fromDate" label={t('roster.assign.fromDate')} required />
            {pattern && (
              <Controller
                control={control}
                name="cycleDay"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label={t('roster.assign.cycleDay')}
                    value={String(Math.min(Number(field.value ?? 1), pattern.days.length))}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                    error={!!fieldState.error}
                    helperText={translateValidation(t, fieldState.error?.message) ?? t('roster.assign.cycleDayHelp', { date: fromDate && /^\d{4}-\d{2}-\d{2}$/.test(fromDate) ? formatDate(fromDate) : '…' })}
                    slotProps={{ htmlInput: { 'data-testid': 'assign-cycle-day' } }}
                  >
                    {pattern.days.map((d, i) => (
                      <MenuItem key={i} value={String(i + 1)}>
                        {t('roster.assign.cycleDayOption', { n: i + 1, shift: shiftName(d) })}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={assign.isPending} control={control} />
      </form>
    </Dialog>
  );
}
