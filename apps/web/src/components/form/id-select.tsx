import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/lib/errors';

const NONE = 'none';

/**
 * A select of a form's id that may be null: `none` names the null choice (a rest day, no site, no
 * pattern), listed first or (`noneLast`) after the options; its error under it, translated.
 */
export function IdSelect<T extends FieldValues>({
  control,
  name,
  label,
  none,
  noneLast = false,
  options,
  onPicked,
  testId,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  none: string;
  noneLast?: boolean;
  options: readonly { id: number; label: ReactNode }[];
  /** After the choice is set (a field that depends on it starts again). */
  onPicked?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const noneItem = <MenuItem value={NONE}>{none}</MenuItem>;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={label}
          value={field.value === null || field.value === undefined ? NONE : String(field.value)}
          onChange={(e) => {
            field.onChange(e.target.value === NONE ? null : Number(e.target.value));
            onPicked?.();
          }}
          error={!!fieldState.error}
          helperText={translateValidation(t, fieldState.error?.message)}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        >
          {!noneLast && noneItem}
          {options.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {o.label}
            </MenuItem>
          ))}
          {noneLast && noneItem}
        </TextField>
      )}
    />
  );
}
