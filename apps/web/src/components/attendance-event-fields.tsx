import { LengthHelper } from '@/components/form/length-helper';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_EVENT_TYPES } from '@hr/shared';
import { DateTimeField } from '@/components/date-time-field';
import { translateValidation } from '@/lib/errors';

/** The fields every attendance event form has (the issue report, HR's manual entry). */
export interface TAttendanceEventFieldValues extends FieldValues {
  eventType?: string;
  eventTime?: string;
  reason?: string;
}

/**
 * The event type (sign in or out), its time on the organisation's clock (dd/MM/yyyy hh:mm a) and
 * the reason, bound to a react-hook-form form whose schema validates them.
 */
export function AttendanceEventFields<T extends TAttendanceEventFieldValues>({
  control,
  timeZone,
  labels,
  reasonRequired = false,
  testIdPrefix,
}: {
  control: Control<T>;
  timeZone: string;
  labels: { eventType: string; eventTime: string; reason: string; reasonHint: string };
  reasonRequired?: boolean;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Controller
        control={control}
        name={'eventType' as Path<T>}
        render={({ field, fieldState }) => (
          <TextField
            select
            {...field}
            label={labels.eventType}
            required
            fullWidth
            error={!!fieldState.error}
            helperText={translateValidation(t, fieldState.error?.message)}
            slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-type` } }}
          >
            {ATTENDANCE_EVENT_TYPES.map((x) => (
              <MenuItem key={x} value={x}>
                {t(`attendance.types.${x}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name={'eventTime' as Path<T>}
        render={({ field, fieldState }) => (
          <DateTimeField
            label={labels.eventTime}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            timeZone={timeZone}
            required
            fullWidth
            error={translateValidation(t, fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name={'reason' as Path<T>}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={labels.reason}
            required={reasonRequired}
            multiline
            minRows={2}
            fullWidth
            error={!!fieldState.error}
            helperText={
              <LengthHelper value={field.value as string} max={500}>
                {translateValidation(t, fieldState.error?.message) ?? labels.reasonHint}
              </LengthHelper>
            }
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': `${testIdPrefix}-reason` } }}
          />
        )}
      />
    </>
  );
}
