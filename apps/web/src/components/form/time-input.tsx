import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/lib/errors';

/** A clock time ('HH:MM') of a form, written left to right in both languages, its error (or hint) under it. */
export function TimeInput<T extends FieldValues>(props: { control: Control<T>; name: FieldPath<T>; label: string; testId: string; hint?: string }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          type="time"
          label={props.label}
          required
          fullWidth
          error={!!fieldState.error}
          helperText={translateValidation(t, fieldState.error?.message) ?? props.hint}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', 'data-testid': props.testId } }}
        />
      )}
    />
  );
}
