import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TLeaveType } from '@hr/shared';
import { translateValidation } from '@/lib/errors';

/** The leave type an absence becomes (kind 'leave'): one field for the single and the bulk resolution. */
export function ResolutionLeaveTypeField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  types: readonly Pick<TLeaveType, 'id' | 'nameEn' | 'nameAr' | 'active'>[];
  testId: string;
  sx?: SxProps<Theme>;
}) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={t('absence.resolveDialog.leaveType')}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required
          fullWidth
          sx={props.sx}
          error={!!fieldState.error}
          helperText={translateValidation(t, fieldState.error?.message)}
          slotProps={{ htmlInput: { 'data-testid': props.testId } }}
        >
          {props.types
            .filter((x) => x.active)
            .map((x) => (
              <MenuItem key={x.id} value={x.id}>
                {ar ? x.nameAr : x.nameEn}
              </MenuItem>
            ))}
        </TextField>
      )}
    />
  );
}
