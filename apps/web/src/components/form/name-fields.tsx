import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/lib/errors';

/** The English and Arabic name inputs of a unit, shift or holiday (the Arabic one right to left). */
export function NameFields<T extends FieldValues>({ control, autoFocus }: { control: Control<T>; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Controller
        control={control}
        name={'nameEn' as Path<T>}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={(field.value as string | undefined) ?? ''}
            label={t('org.nameEn')}
            required
            fullWidth
            autoFocus={autoFocus}
            error={!!fieldState.error}
            helperText={translateValidation(t, fieldState.error?.message)}
            slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
          />
        )}
      />
      <Controller
        control={control}
        name={'nameAr' as Path<T>}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={(field.value as string | undefined) ?? ''}
            label={t('org.nameAr')}
            required
            fullWidth
            error={!!fieldState.error}
            helperText={translateValidation(t, fieldState.error?.message)}
            slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
          />
        )}
      />
    </>
  );
}
