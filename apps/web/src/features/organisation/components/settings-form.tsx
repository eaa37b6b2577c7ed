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
import { DEFAULT_TIME_ZONE, GEOFENCE_MODES, LANGUAGES, ZOrganisationSettingsSchema, type TOrganisationSettings } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useOrganisationSettings, useSaveOrganisationSettings } from '../api/organisation-api';
import { NameFields } from '@/components/form/name-fields';
import { WeekDaysField } from './week-days-field';
import { TimeZoneAutocomplete } from './time-zone-autocomplete';
import { TrackingStartField } from './tracking-start-field';

const FIELDS = ['nameEn', 'nameAr', 'timeZone', 'defaultLanguage', 'signupAllowed', 'weekendDays', 'smtpUrl', 'mailFrom', 'trackingStart'] as const;


/** A searchable list of the IANA time zones (typed or picked with the arrow keys). */
function TimeZoneField({ control }: { control: Control<TOrganisationSettings> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="timeZone"
      render={({ field, fieldState }) => (
        <TimeZoneAutocomplete
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={t('org.settings.timeZone')}
          noOptionsText={t('org.settings.timeZoneNoOptions')}
          error={translateValidation(t, fieldState.error?.message)}
          helper={t('org.settings.timeZoneSearchHint')}
        />
      )}
    />
  );
}

function LtrField({ control, name, label, helper }: { control: Control<TOrganisationSettings>; name: 'smtpUrl' | 'mailFrom'; label: string; helper?: string }) {
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
    defaultValues: { nameEn: '', nameAr: '', timeZone: DEFAULT_TIME_ZONE, defaultLanguage: 'en', signupAllowed: false, weekendDays: [5, 6], smtpUrl: '', mailFrom: '', geofenceMode: 'off', trackingStart: null },
  });
  useEffect(() => {
    if (query.data) reset({ ...query.data, timeZone: query.data.timeZone || DEFAULT_TIME_ZONE });
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
      {/* Nothing is editable before the saved values arrive: an edit on the blank defaults would be
          overwritten when they do. A disabled fieldset disables every control inside. */}
      <Stack spacing={3} component="fieldset" disabled={!query.data} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        {section(
          t('org.settings.organisation'),
          'settings-organisation',
          <>
            <NameFields control={control} />
            <TimeZoneField control={control} />
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
        {section(t('goLive.section'), 'settings-tracking', <TrackingStartField control={control} />)}
        {section(
          t('geofence.title'),
          'settings-geofence',
          <Controller
            control={control}
            name="geofenceMode"
            render={({ field }) => (
              <TextField select {...field} value={field.value ?? 'off'} label={t('geofence.mode')} helperText={t('geofence.modeHint')} fullWidth data-testid="geofence-mode">
                {GEOFENCE_MODES.map((m) => (
                  <MenuItem key={m} value={m}>
                    {t(`geofence.modes.${m}`)}
                  </MenuItem>
                ))}
              </TextField>
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
