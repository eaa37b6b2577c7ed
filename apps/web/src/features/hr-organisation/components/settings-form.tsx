import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, ZOrganisationSettingsSchema, type TOrganisationSettings } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useOrganisationSettings, useSaveOrganisationSettings } from '../api/organisation-api';
import { NameFields } from './name-fields';
import { WeekDaysField } from './week-days-field';

const FIELDS = ['nameEn', 'nameAr', 'timeZone', 'defaultLanguage', 'signupAllowed', 'weekendDays', 'smtpUrl', 'mailFrom'] as const;

function LtrField({ control, name, label, helper }: { control: Control<TOrganisationSettings>; name: 'timeZone' | 'smtpUrl' | 'mailFrom'; label: string; helper?: string }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          fullWidth
          required={name === 'timeZone'}
          error={!!fieldState.error}
          helperText={translateValidation(t, fieldState.error?.message) ?? helper}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      )}
    />
  );
}

/** The organisation settings (hr, admin): names, time zone, language, sign-up, work week, mail. */
export function SettingsForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const query = useOrganisationSettings();
  const save = useSaveOrganisationSettings();
  const { control, handleSubmit, reset, setError } = useForm<TOrganisationSettings>({
    resolver: zodResolver(ZOrganisationSettingsSchema),
    defaultValues: { nameEn: '', nameAr: '', timeZone: '', defaultLanguage: 'en', signupAllowed: false, weekendDays: [5, 6], smtpUrl: '', mailFrom: '' },
  });
  useEffect(() => {
    if (query.data) reset(query.data);
  }, [query.data, reset]);

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => notify(t('org.settings.saved'), 'success'),
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
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );

  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ maxWidth: 760 }}>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {query.isError && <Alert severity="error">{errorMessage(t, query.error)}</Alert>}
      <Stack spacing={3}>
        {section(
          t('org.settings.organisation'),
          'settings-organisation',
          <>
            <NameFields control={control} />
            <LtrField control={control} name="timeZone" label={t('org.settings.timeZone')} helper={t('org.settings.timeZoneHint')} />
            <Controller
              control={control}
              name="defaultLanguage"
              render={({ field }) => (
                <TextField select {...field} label={t('org.settings.defaultLanguage')} fullWidth>
                  {LANGUAGES.map((l) => (
                    <MenuItem key={l} value={l} lang={l}>
                      {t(`language.${l}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="signupAllowed"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch name={field.name} checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={t('org.settings.signupAllowed')}
                />
              )}
            />
          </>,
        )}
        {section(
          t('org.settings.workWeek'),
          'settings-work-week',
          <Controller
            control={control}
            name="weekendDays"
            render={({ field, fieldState }) => (
              <WeekDaysField
                name={field.name}
                label={t('org.settings.weekendDays')}
                value={field.value}
                onChange={field.onChange}
                error={translateValidation(t, fieldState.error?.message)}
              />
            )}
          />,
        )}
        {section(
          t('org.settings.mail'),
          'settings-mail',
          <>
            <LtrField control={control} name="smtpUrl" label={t('org.settings.smtpUrl')} helper={t('org.settings.smtpUrlHint')} />
            <LtrField control={control} name="mailFrom" label={t('org.settings.mailFrom')} />
          </>,
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending || !query.data}>
            {t('common.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
