import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TOrganisationSettings } from '@hr/shared';
import { DateField } from '@/components/date-field';
import { translateValidation } from '@/lib/errors';

/**
 * When attendance tracking starts: the go-live date, before which no absence, lateness
 * or missed punch is counted for anyone. Cleared, every day since each person's hire date counts.
 */
export function TrackingStartField({ control }: { control: Control<TOrganisationSettings> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="trackingStart"
      render={({ field, fieldState }) => (
        <DateField
          label={t('goLive.trackingStart')}
          name={field.name}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          fullWidth
          error={translateValidation(t, fieldState.error?.message)}
          helperText={t('goLive.trackingStartHint')}
        />
      )}
    />
  );
}
