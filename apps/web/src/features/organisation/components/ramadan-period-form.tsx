import { useEffect, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { daysInRange, formatHijri, isSupportedDate, ZRamadanFormSchema, type TRamadanForm, type TRamadanPeriod } from '@hr/shared';
import { DateInput } from '@/components/form/date-input';
import { screenDigits } from '@/lib/digits';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage } from '@/lib/errors';
import { useDeleteRamadan, useSaveRamadan } from '../api/organisation-api';

const chipSx = { maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } } as const;

/**
 * One Hijri year's Ramadan: its first and last day, pre-filled from the Umm al-Qura
 * calendar and marked as an estimate until HR saves them. The start may move up to three days
 * from the estimate (the sighting); only saved dates apply.
 */
export function RamadanPeriodForm({ period, canEdit }: { period: TRamadanPeriod; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const notify = useNotify();
  const titleId = useId();
  const save = useSaveRamadan();
  const remove = useDeleteRamadan();
  const { control, handleSubmit, reset, setError } = useForm<z.input<typeof ZRamadanFormSchema>, unknown, TRamadanForm>({
    resolver: zodResolver(ZRamadanFormSchema),
    defaultValues: { hijriYear: period.hijriYear, startDate: period.startDate, endDate: period.endDate },
  });
  useEffect(() => {
    reset({ hijriYear: period.hijriYear, startDate: period.startDate, endDate: period.endDate });
  }, [period.hijriYear, period.startDate, period.endDate, reset]);
  const [startDate, endDate] = useWatch({ control, name: ['startDate', 'endDate'] });
  const length = isSupportedDate(startDate) && isSupportedDate(endDate) && endDate >= startDate ? daysInRange(startDate, endDate) : null;
  const hijri = screenDigits(period.hijriYear);

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { hijriYear: input.hijriYear, input: { startDate: input.startDate, endDate: input.endDate } },
      {
        onSuccess: () => notify(t('org.ramadan.saved'), 'success'),
        onError: (e) => {
          if (!applyFieldErrors(e, setError, ['startDate', 'endDate'])) notify(errorMessage(t, e));
        },
      },
    ),
  );
  const onRemove = () =>
    remove.mutate(period.hijriYear, {
      onSuccess: () => notify(t('org.ramadan.removed', { year: hijri }), 'success'),
      onError: (e) => notify(errorMessage(t, e)),
    });

  // The Umm al-Qura day under each date, whatever the person's Hijri setting: HR checks it against the sighting.
  const dateField = (name: 'startDate' | 'endDate', label: string) => (
    <DateInput control={control} name={name} label={label} required readOnly={!canEdit} helper={(v) => (isSupportedDate(v) ? formatHijri(v, lang) : undefined)} />
  );

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby={titleId} data-testid={`ramadan-${period.hijriYear}`} sx={{ mt: 2 }}>
      <Typography variant="h3" id={titleId} sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1.5 }}>
        {t('org.ramadan.periodTitle', { year: hijri })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {dateField('startDate', t('org.ramadan.startDate'))}
        {dateField('endDate', t('org.ramadan.endDate'))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 2 }} aria-live="polite">
        {period.estimated ? (
          <Chip size="small" color="warning" variant="outlined" label={t('org.ramadan.estimated')} sx={chipSx} />
        ) : (
          <Chip size="small" color="success" variant="outlined" label={t('org.ramadan.savedState')} sx={chipSx} />
        )}
        {length !== null && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('org.ramadan.length', { count: length })}
          </Typography>
        )}
      </Box>
      {canEdit && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('org.ramadan.save')}
          </Button>
          {!period.estimated && (
            <Button onClick={onRemove} disabled={remove.isPending}>
              {t('org.ramadan.remove')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
