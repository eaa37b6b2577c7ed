import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import type { TLeaveRequestInput } from '@hr/shared';
import type { TVacationFormValues } from '../hooks/use-vacation-request-form';

type TSelectName = 'leaveTypeId' | 'halfDay' | 'shiftId';

/**
 * A select of the leave request form bound to its field. `toValue`/`fromValue` convert between the
 * form's value and the option value (a number or null for the shift). `message` translates an error.
 */
export function VacationSelectField({
  control,
  name,
  label,
  options,
  testId,
  message,
  required,
  helperText,
  toValue = (v) => (v == null ? '' : String(v)),
  fromValue = (v) => v,
}: {
  control: Control<TVacationFormValues, unknown, TLeaveRequestInput>;
  name: TSelectName;
  label: string;
  options: { value: string; label: string }[];
  testId: string;
  message: (m: string | undefined) => string | undefined;
  required?: boolean;
  /** Shown when there is no error. */
  helperText?: string;
  toValue?: (v: unknown) => string;
  fromValue?: (v: string) => unknown;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required={required}
          value={toValue(field.value)}
          onChange={(e) => field.onChange(fromValue(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          error={!!fieldState.error}
          helperText={message(fieldState.error?.message) ?? helperText}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
