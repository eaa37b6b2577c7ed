import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TVacationFormValues } from '../hooks/use-vacation-request-form';

/**
 * Leave by the hour, for one day of a type HR allows: a switch, then the span in local
 * time. The quote beside the form says the share of a leave day it draws from the balance.
 */
export function HourlyLeaveFields({ control, on, onToggle, message }: { control: Control<TVacationFormValues>; on: boolean; onToggle: (on: boolean) => void; message: (m: string | undefined) => string | undefined }) {
  const { t } = useTranslation();
  const time = (name: 'from' | 'to') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          type="time"
          label={t(`vacations.form.${name}`)}
          required
          fullWidth
          error={!!fieldState.error}
          helperText={message(fieldState.error?.message)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', 'data-testid': `vacation-${name}` } }}
        />
      )}
    />
  );
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={on} onChange={(e) => onToggle(e.target.checked)} slotProps={{ input: { role: 'switch' } }} data-testid="vacation-by-hours" />}
        label={t('vacations.form.byHours')}
      />
      {on && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1.5 }}>
          {time('from')}
          {time('to')}
        </Box>
      )}
    </Box>
  );
}
