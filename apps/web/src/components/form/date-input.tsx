import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { translateValidation } from '@/lib/errors';

/** A date of a form (the app's date field: typed dd/mm/yyyy or picked), its error under it, or `helperText` when it has none. */
export function DateInput<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  readOnly?: boolean;
  required?: boolean;
  /** What to say under a valid value (a Hijri day, say), from the value. */
  helper?: (value: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <DateField
          label={props.label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required={props.required}
          readOnly={props.readOnly}
          fullWidth
          error={translateValidation(t, fieldState.error?.message)}
          helperText={props.helper?.(field.value)}
        />
      )}
    />
  );
}
