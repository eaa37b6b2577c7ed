import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { daysInRange, formatHijri, isSupportedDate, ZRamadanFormSchema, type TRamadanForm } from '@hr/shared';
import { DateField } from '@/components/date-field';
import { AppLink } from '@/components/router-link';
import { screenDigits } from '@/lib/digits';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useDeleteRamadan, useRamadan, useSaveRamadan } from '../api/organisation-api';
import { useCanEditOrganisation } from '../hooks/use-can-edit-organisation';

/**
 * The days of Ramadan in a year (issue 15), beside the public holidays: pre-filled from the Umm
 * al-Qura calendar and marked as an estimate until HR saves them (the start and end follow the
 * sighting). Only saved dates apply: on them the shifts' Ramadan hours are worked. site_hr reads.
 */
export function RamadanCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const notify = useNotify();
  const canEdit = useCanEditOrganisation();
  const titleId = useId();
  const thisYear = new Date().getFullYear();
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
  const [year, setYear] = useState(thisYear);
  const query = useRamadan(year);
  const save = useSaveRamadan();
  const remove = useDeleteRamadan();
  const { control, handleSubmit, reset, setError } = useForm<z.input<typeof ZRamadanFormSchema>, unknown, TRamadanForm>({
    resolver: zodResolver(ZRamadanFormSchema),
    defaultValues: { year, startDate: '', endDate: '' },
  });
  useEffect(() => {
    if (query.data) reset({ year: query.data.year, startDate: query.data.startDate, endDate: query.data.endDate });
  }, [query.data, reset]);
  const [startDate, endDate] = useWatch({ control, name: ['startDate', 'endDate'] });
  const whole = (d: string) => isSupportedDate(d);
  const length = whole(startDate) && whole(endDate) && endDate >= startDate ? daysInRange(startDate, endDate) : null;
  const ready = !!query.data && query.data.year === year;
  const readOnly = !canEdit || !ready;

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { year: input.year, input: { startDate: input.startDate, endDate: input.endDate } },
      {
        onSuccess: () => notify(t('org.ramadan.saved'), 'success'),
        onError: (e) => {
          if (!applyFieldErrors(e, setError, ['startDate', 'endDate'])) notify(errorMessage(t, e));
        },
      },
    ),
  );
  const onRemove = () =>
    remove.mutate(year, {
      onSuccess: () => notify(t('org.ramadan.removed', { year }), 'success'),
      onError: (e) => notify(errorMessage(t, e)),
    });

  const dateField = (name: 'startDate' | 'endDate', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required
          readOnly={readOnly}
          fullWidth
          error={translateValidation(t, fieldState.error?.message)}
          // The Umm al-Qura day, whatever the person's Hijri setting: HR checks it against the sighting.
          helperText={whole(field.value) ? formatHijri(field.value, lang) : undefined}
        />
      )}
    />
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} data-testid="ramadan-card">
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem' }}>
        {t('org.ramadan.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {t('org.ramadan.intro')}
      </Typography>
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(t, query.error)}
        </Alert>
      )}
      <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, 160px) 1fr 1fr' } }}>
          <TextField select label={t('org.ramadan.year')} value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {screenDigits(y)}
              </MenuItem>
            ))}
          </TextField>
          {dateField('startDate', t('org.ramadan.startDate'))}
          {dateField('endDate', t('org.ramadan.endDate'))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 2 }} aria-live="polite">
          {ready &&
            (query.data.estimated ? (
              <Chip size="small" color="warning" variant="outlined" label={t('org.ramadan.estimated')} sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }} />
            ) : (
              <Chip size="small" color="success" variant="outlined" label={t('org.ramadan.savedState')} sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }} />
            ))}
          {length !== null && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('org.ramadan.length', { count: length })}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
          {canEdit && (
            <Button type="submit" variant="contained" disabled={!ready || save.isPending}>
              {t('org.ramadan.save')}
            </Button>
          )}
          {canEdit && ready && !query.data.estimated && (
            <Button onClick={onRemove} disabled={remove.isPending}>
              {t('org.ramadan.remove')}
            </Button>
          )}
          <AppLink to="/hr/shifts" variant="body2">
            {t('org.ramadan.shiftsLink')}
          </AppLink>
        </Box>
      </Box>
    </Paper>
  );
}
