import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZOvertimeSettingsSchema, type TOvertimeSettings } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useOvertimeSettings, useSaveOvertimeSettings } from '../api/overtime-api';

type TFormValues = z.input<typeof ZOvertimeSettingsSchema>;
type TName = keyof TFormValues & string;
const FIELDS = ['premiumDay', 'premiumNight', 'premiumRestDay', 'premiumHoliday', 'nightStart', 'nightEnd', 'conversionEnabled', 'hoursPerDay'] as const;
/** The law's defaults until the organisation's own arrive. */
const DEFAULTS: TFormValues = { premiumDay: 1.35, premiumNight: 1.7, premiumRestDay: 2, premiumHoliday: 3, nightStart: '19:00', nightEnd: '07:00', conversionEnabled: false, hoursPerDay: 8 };
const PREMIUM_FIELD = { day: 'premiumDay', night: 'premiumNight', restDay: 'premiumRestDay', holiday: 'premiumHoliday' } as const;

/** A number or a clock time of the settings, left to right in Arabic too. */
function SettingField({ control, name, label, helper, type, disabled }: { control: Control<TFormValues>; name: Exclude<TName, 'conversionEnabled'>; label: string; helper?: string; type: 'number' | 'time'; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value as string | number}
          type={type === 'number' ? 'text' : type}
          label={label}
          required
          fullWidth
          disabled={disabled}
          error={!!fieldState.error}
          helperText={translateValidation(t, fieldState.error?.message) ?? helper ?? ' '}
          slotProps={{ inputLabel: type === 'time' ? { shrink: true } : undefined, htmlInput: { dir: 'ltr', ...(type === 'number' ? { inputMode: 'decimal' } : {}), 'data-testid': `ot-setting-${name}` } }}
        />
      )}
    />
  );
}

/**
 * /hr/overtime-settings (hr, admin): the premiums (day, night, rest day and holiday), the night
 * window (it may cross midnight), and whether approved hours may become leave days, with the
 * hours a day takes. Validated by the route's schema; the server audits the change.
 */
export function OvertimeSettingsForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const query = useOvertimeSettings();
  const save = useSaveOvertimeSettings();
  const { control, handleSubmit, reset, setError, setValue } = useForm<TFormValues, unknown, TOvertimeSettings>({
    resolver: zodResolver(ZOvertimeSettingsSchema),
    defaultValues: DEFAULTS,
  });
  useEffect(() => {
    if (!query.data) return;
    const { belowLaw: _below, ...saved } = query.data;
    reset(saved);
  }, [query.data, reset]);
  // Arts 121, 129: premiums an older setting left below the law, shown with the minimum (never changed for HR).
  const belowLaw = query.data?.belowLaw ?? [];
  // Nothing is editable before the organisation's values arrive: an edit made on the defaults
  // would be overwritten when they do (or, saved, would put the defaults over the real ones).
  const loaded = !!query.data;

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => notify(t('overtime.settings.saved'), 'success'),
      onError: (e) => {
        if (!applyFieldErrors(e, setError, FIELDS)) notify(errorMessage(t, e));
      },
    }),
  );

  const section = (title: string, id: string, children: ReactNode) => (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } } as const;

  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ maxWidth: 760 }} data-testid="overtime-settings">
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {query.isError && <Alert severity="error">{errorMessage(t, query.error)}</Alert>}
      <Stack spacing={3}>
        {belowLaw.length > 0 && (
          <Alert severity="warning" data-testid="ot-below-law">
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }}>
              {t('law.work.belowLawTitle')}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('law.work.belowLawIntro')}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ m: 0, ps: 2.5 }}>
              {belowLaw.map((b) => {
                const premium = t(`law.work.premiumNames.${b.premium}`);
                return (
                  <Box component="li" key={b.premium} data-testid={`ot-below-law-${b.premium}`}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                      <Typography variant="body2">{t('law.work.belowLawItem', { premium, value: b.value, minimum: b.minimum, article: b.article })}</Typography>
                      <Button
                        size="small"
                        variant="outlined"
                        sx={{ minHeight: 44, alignSelf: 'flex-start' }}
                        aria-label={t('law.work.useMinimumNamed', { premium, minimum: b.minimum })}
                        onClick={() => setValue(PREMIUM_FIELD[b.premium], b.minimum, { shouldDirty: true, shouldValidate: true })}
                      >
                        {t('law.work.useMinimum', { minimum: b.minimum })}
                      </Button>
                    </Stack>
                  </Box>
                );
              })}
            </Stack>
          </Alert>
        )}
        {section(
          t('overtime.settings.premiums'),
          'ot-premiums',
          <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
            <SettingField control={control} disabled={!loaded} name="premiumDay" type="number" label={t('overtime.settings.premiumDay')} helper={t('overtime.settings.premiumHint')} />
            <SettingField control={control} disabled={!loaded} name="premiumNight" type="number" label={t('overtime.settings.premiumNight')} />
            <SettingField control={control} disabled={!loaded} name="premiumRestDay" type="number" label={t('overtime.settings.premiumRestDay')} />
            <SettingField control={control} disabled={!loaded} name="premiumHoliday" type="number" label={t('law.work.premiumHoliday')} helper={t('law.work.premiumHolidayHint')} />
          </Box>,
        )}
        {section(
          t('overtime.settings.nightWindow'),
          'ot-night',
          <>
            <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <SettingField control={control} disabled={!loaded} name="nightStart" type="time" label={t('overtime.settings.nightStart')} />
              <SettingField control={control} disabled={!loaded} name="nightEnd" type="time" label={t('overtime.settings.nightEnd')} />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('overtime.settings.nightHint')} {t('law.work.nightWindowHint')}
            </Typography>
          </>,
        )}
        {section(
          t('overtime.settings.conversion'),
          'ot-conversion',
          <Stack spacing={2}>
            <Controller
              control={control}
              name="conversionEnabled"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch name={field.name} checked={field.value} disabled={!loaded} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { 'data-testid': 'ot-setting-conversionEnabled' } as object }} />}
                  label={t('overtime.settings.conversionEnabled')}
                />
              )}
            />
            {/* Shown whether or not conversion is on: leave by the hour counts in the same leave days. */}
            <Box sx={{ maxWidth: 320 }}>
              <SettingField control={control} disabled={!loaded} name="hoursPerDay" type="number" label={t('overtime.settings.hoursPerDay')} helper={t('overtime.settings.hoursPerDayHint')} />
            </Box>
          </Stack>,
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending || !loaded} data-testid="ot-settings-save">
            {t('overtime.settings.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
