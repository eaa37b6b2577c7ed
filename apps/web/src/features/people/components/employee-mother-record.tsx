import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NURSING_CHOICES, ZMotherRecordInputSchema, type TEmployee, type TMotherRecordForm, type TMotherRecordInput, type TMotherRecordView } from '@hr/shared';
import { DateInput } from '@/components/form/date-input';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useMotherRecord, useSaveMotherRecord } from '../api/employees';

const formOf = (r: TMotherRecordView | undefined): TMotherRecordForm => ({ expectedDelivery: r?.expectedDelivery ?? '', childBirthDate: r?.childBirthDate ?? '', nursingChoice: r?.nursingChoice ?? null });

/**
 * A working mother's record (Labour Law Arts 54 and 56): HR records the expected delivery date
 * (from the medical certificate), the child's birth date and how she takes her nursing time. The
 * section says what they give: the pregnancy hour, nursing time and the days without overtime.
 * Site HR reads it.
 */
export function EmployeeMotherRecord({ employee, canWrite }: { employee: TEmployee; canWrite: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const choiceId = useId();
  const query = useMotherRecord(employee.id);
  const save = useSaveMotherRecord(employee.id);
  const { control, handleSubmit, reset, setError } = useForm<TMotherRecordForm, unknown, TMotherRecordInput>({ resolver: zodResolver(ZMotherRecordInputSchema), defaultValues: formOf(undefined) });
  useEffect(() => {
    if (query.data) reset(formOf(query.data));
  }, [query.data, reset]);

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => notify(t('employees.mother.saved'), 'success'),
      onError: (e) => applyFieldErrors(e, setError, ['expectedDelivery', 'childBirthDate', 'nursingChoice']),
    }),
  );
  const r = query.data;
  const spans = r
    ? [
        r.pregnancyHour && t('employees.mother.pregnancyHourSpan', { from: formatDate(r.pregnancyHour.from), to: formatDate(r.pregnancyHour.to) }),
        r.nursing && t('employees.mother.nursingSpan', { from: formatDate(r.nursing.from), to: formatDate(r.nursing.to) }),
        r.noOvertimeUntil && t('employees.mother.noOvertimeUntil', { date: formatDate(r.noOvertimeUntil) }),
      ].filter((x): x is string => !!x)
    : [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="employee-mother-title" sx={{ p: { xs: 2, sm: 3 } }} data-testid="employee-mother-record">
      <Typography id="employee-mother-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 0.5 }}>
        {t('employees.mother.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('employees.mother.intro')}
      </Typography>
      {query.isError && <Alert severity="error">{errorMessage(t, query.error)}</Alert>}
      {spans.length > 0 && (
        <Box component="ul" sx={{ m: 0, mb: 2, ps: 2.5 }} data-testid="mother-spans">
          {spans.map((s) => (
            <Typography component="li" key={s}>
              {s}
            </Typography>
          ))}
        </Box>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <DateInput control={control} name="expectedDelivery" label={t('employees.mother.expectedDelivery')} readOnly={!canWrite} />
            <DateInput control={control} name="childBirthDate" label={t('employees.mother.childBirthDate')} readOnly={!canWrite} />
          </Box>
          <Controller
            control={control}
            name="nursingChoice"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={!!fieldState.error} disabled={!canWrite}>
                <FormLabel component="legend" id={choiceId}>
                  {t('employees.mother.nursingChoice')}
                </FormLabel>
                <RadioGroup {...field} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value)} aria-labelledby={choiceId}>
                  {NURSING_CHOICES.map((c) => (
                    <FormControlLabel key={c} value={c} control={<Radio />} label={t(`employees.mother.choices.${c}`)} sx={{ minHeight: 44 }} />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText>{translateValidation(t, fieldState.error.message)}</FormHelperText>}
              </FormControl>
            )}
          />
          {canWrite && (
            <Box>
              <Button type="submit" variant="contained" disabled={save.isPending} sx={{ minHeight: 44 }} data-testid="mother-save">
                {t('employees.mother.save')}
              </Button>
            </Box>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
