import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZHolidayInputSchema, type THoliday, type TSite } from '@hr/shared';
import { DateField } from '@/components/date-field';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useSaveHoliday } from '../api/organisation-api';
import { NameFields } from '@/components/form/name-fields';

type TFormValues = z.input<typeof ZHolidayInputSchema>;
type TOutput = z.output<typeof ZHolidayInputSchema>;

/** Add or edit a public holiday: date, names, and the sites it is for (none: every site). */
export function HolidayDialog({
  holiday,
  year,
  sites,
  onClose,
}: {
  holiday: THoliday | 'new' | null;
  year: number;
  sites: readonly TSite[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const titleId = useId();
  const save = useSaveHoliday();
  const { control, handleSubmit, reset, setError } = useForm<TFormValues, unknown, TOutput>({
    resolver: zodResolver(ZHolidayInputSchema),
    defaultValues: { date: '', nameEn: '', nameAr: '', siteIds: [] },
  });
  useEffect(() => {
    if (!holiday) return;
    save.reset();
    reset(
      holiday === 'new'
        ? { date: `${year}-01-01`, nameEn: '', nameAr: '', siteIds: [] }
        : { date: holiday.date, nameEn: holiday.nameEn, nameAr: holiday.nameAr, siteIds: holiday.siteIds },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [holiday, year, reset]);

  const onSubmit = handleSubmit((input) => {
    save.mutate(
      { id: holiday && holiday !== 'new' ? holiday.id : undefined, input },
      {
        onSuccess: () => {
          notify(t('org.saved'), 'success');
          onClose();
        },
        onError: (e) => applyFieldErrors(e, setError, ['date', 'nameEn', 'nameAr', 'siteIds']),
      },
    );
  });

  return (
    <Dialog open={!!holiday} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {holiday === 'new' ? t('org.holidays.add') : t('org.holidays.edit')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
            <Controller
              control={control}
              name="date"
              render={({ field, fieldState }) => (
                <DateField
                  label={t('org.holidays.date')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  required
                  autoFocus
                  error={translateValidation(t, fieldState.error?.message)}
                />
              )}
            />
            <NameFields control={control} />
            <Controller
              control={control}
              name="siteIds"
              render={({ field }) => {
                const value = field.value ?? [];
                return (
                  <FormControl component="fieldset">
                    <FormLabel component="legend">{t('org.holidays.sites')}</FormLabel>
                    <FormGroup row>
                      {sites.map((s) => (
                        <FormControlLabel
                          key={s.id}
                          control={
                            <Checkbox
                              checked={value.includes(s.id)}
                              onChange={(e) => field.onChange(e.target.checked ? [...value, s.id] : value.filter((x) => x !== s.id))}
                            />
                          }
                          label={ar ? s.nameAr : s.nameEn}
                        />
                      ))}
                    </FormGroup>
                    <FormHelperText>{t('org.holidays.sitesHint')}</FormHelperText>
                  </FormControl>
                );
              }}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={save.isPending} control={control} />
      </form>
    </Dialog>
  );
}
