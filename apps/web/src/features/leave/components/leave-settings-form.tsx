import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZLeaveSettingsSchema, type TLeaveSettings } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useLeaveSettings, useSaveLeaveSettings } from '../api/leave-admin-api';
import { useCanEditLeave } from '../hooks/use-can-edit-leave';

type TFormValues = z.input<typeof ZLeaveSettingsSchema>;

/** Handover acceptance and carry-over years (hr/admin save; site_hr reads). */
export function LeaveSettingsForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const canEdit = useCanEditLeave();
  const query = useLeaveSettings();
  const save = useSaveLeaveSettings();
  const { control, handleSubmit, reset, setError } = useForm<TFormValues, unknown, TLeaveSettings>({
    resolver: zodResolver(ZLeaveSettingsSchema),
    defaultValues: { handoverAcceptanceRequired: false, handoverConflictBlocks: false, carryOverYears: 2 },
  });
  useEffect(() => {
    if (query.data) reset(query.data);
  }, [query.data, reset]);

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => notify(t('hrLeave.settings.saved'), 'success'),
      onError: (e) => applyFieldErrors(e, setError, ['handoverAcceptanceRequired', 'handoverConflictBlocks', 'carryOverYears']),
    }),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} component="section" aria-labelledby="leave-settings-title">
      <Typography variant="h2" id="leave-settings-title" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('hrLeave.settings.title')}
      </Typography>
      <form onSubmit={onSubmit} noValidate data-testid="leave-settings-form">
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          {query.isError && <Alert severity="error">{errorMessage(t, query.error)}</Alert>}
          {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
          <Controller
            control={control}
            name="handoverAcceptanceRequired"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch name={field.name} checked={field.value} disabled={!canEdit || !query.data} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('hrLeave.settings.handoverAcceptanceRequired')}
              />
            )}
          />
          <Controller
            control={control}
            name="handoverConflictBlocks"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch name={field.name} checked={!!field.value} disabled={!canEdit || !query.data} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('hrLeave.settings.handoverConflictBlocks')}
              />
            )}
          />
          <Controller
            control={control}
            name="carryOverYears"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value as number | string}
                label={t('hrLeave.settings.carryOverYears')}
                required
                disabled={!canEdit || !query.data}
                error={!!fieldState.error}
                helperText={translateValidation(t, fieldState.error?.message) ?? t('hrLeave.settings.carryOverHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                sx={{ maxWidth: 320 }}
              />
            )}
          />
          {canEdit && (
            <Box>
              <Button type="submit" variant="contained" disabled={save.isPending || !query.data}>
                {t('hrLeave.settings.save')}
              </Button>
            </Box>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
