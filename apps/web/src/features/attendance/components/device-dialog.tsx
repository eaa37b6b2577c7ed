import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEVICE_PROTOCOLS, PUNCH_DIRECTIONS, ZDeviceInputSchema, type TDeviceInput } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { nameIn } from '@/lib/time-span';
import { useCreateDevice, useDeviceSites } from '../api/devices-api';

type TFormValues = z.input<typeof ZDeviceInputSchema>;
const FIELDS = ['name', 'siteId', 'protocol', 'serialNumber', 'punchDirection'] as const;

/**
 * Register a device (hr, admin): a ZKTeco device pushing by ADMS is known by its serial number
 * (pre-filled when HR registers an unknown device that knocked); a key device gets its key,
 * shown here once.
 */
export function DeviceDialog({ open, serialNumber, onClose }: { open: boolean; serialNumber: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const notify = useNotify();
  const titleId = useId();
  const sites = useDeviceSites();
  const create = useCreateDevice();
  const [apiKey, setApiKey] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<TFormValues, unknown, TDeviceInput>({
    resolver: zodResolver(ZDeviceInputSchema),
    defaultValues: { name: '', siteId: null, protocol: 'adms', serialNumber: '', punchDirection: 'status' },
  });
  const protocol = useWatch({ control, name: 'protocol' });
  useEffect(() => {
    if (!open) return;
    setApiKey(null);
    reset({ name: '', siteId: null, protocol: 'adms', serialNumber: serialNumber ?? '', punchDirection: 'status' });
  }, [open, serialNumber, reset]);

  const onSubmit = handleSubmit((body) =>
    create.mutate(body.protocol === 'adms' ? body : { ...body, serialNumber: null, punchDirection: undefined }, {
      onSuccess: (res) => {
        notify(t('attendanceDevices.saved'), 'success');
        if (res.apiKey) setApiKey(res.apiKey);
        else onClose();
      },
      onError: (e) => {
        // A serial number already registered belongs under its field, like a bad one.
        if (isApiError(e) && e.code === 'SERIAL_TAKEN') setError('serialNumber', { type: 'server', message: 'errors.SERIAL_TAKEN' });
        else if (!applyFieldErrors(e, setError, FIELDS)) notify(errorMessage(t, e));
      },
    }),
  );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId} data-testid="device-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {t(apiKey ? 'attendanceDevices.keyTitle' : 'attendanceDevices.addTitle')}
        </DialogTitle>
        {apiKey ? (
          <DialogContent>
            <DialogContentText>{t('attendanceDevices.keyText')}</DialogContentText>
            <Typography component="code" dir="ltr" data-testid="device-key" sx={{ display: 'block', mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {apiKey}
            </Typography>
          </DialogContent>
        ) : (
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Controller
                control={control}
                name="protocol"
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id={`${titleId}-protocol`}>{t('attendanceDevices.protocol')}</FormLabel>
                    <RadioGroup {...field} value={field.value ?? 'key'} aria-labelledby={`${titleId}-protocol`} data-testid="device-protocol">
                      {[...DEVICE_PROTOCOLS].reverse().map((p) => (
                        <FormControlLabel key={p} value={p} control={<Radio />} label={t(`attendanceDevices.protocols.${p}`)} data-testid={`device-protocol-${p}`} />
                      ))}
                    </RadioGroup>
                  </FormControl>
                )}
              />
              <Controller
                control={control}
                name="name"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label={t('attendanceDevices.name')}
                    required
                    fullWidth
                    error={!!fieldState.error}
                    helperText={translateValidation(t, fieldState.error?.message) ?? ' '}
                    slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'device-name' } }}
                  />
                )}
              />
              {protocol === 'adms' && (
                <Controller
                  control={control}
                  name="serialNumber"
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      value={field.value ?? ''}
                      label={t('attendanceDevices.serialNumber')}
                      required
                      fullWidth
                      error={!!fieldState.error}
                      helperText={translateValidation(t, fieldState.error?.message) ?? t('attendanceDevices.serialHint')}
                      slotProps={{ htmlInput: { dir: 'ltr', maxLength: 40, autoCapitalize: 'characters', spellCheck: false, 'data-testid': 'device-serial' } }}
                    />
                  )}
                />
              )}
              {protocol === 'adms' && (
                <Controller
                  control={control}
                  name="punchDirection"
                  render={({ field }) => (
                    <TextField
                      select
                      label={t('attendanceDevices.direction')}
                      fullWidth
                      value={field.value ?? 'status'}
                      onChange={(e) => field.onChange(e.target.value)}
                      helperText={t('attendanceDevices.directionHint')}
                      slotProps={{ htmlInput: { 'data-testid': 'device-direction' } }}
                    >
                      {PUNCH_DIRECTIONS.map((d) => (
                        <MenuItem key={d} value={d}>
                          {t(`attendanceDevices.directions.${d}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              )}
              <Controller
                control={control}
                name="siteId"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('attendanceDevices.site')}
                    fullWidth
                    value={field.value == null ? '' : String(field.value)}
                    onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                    // The empty choice (no site) is a real one: shown, with the label above it.
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'device-site' } }}
                  >
                    <MenuItem value="">{t('attendanceDevices.noSite')}</MenuItem>
                    {(sites.data ?? []).map((s) => (
                      <MenuItem key={s.id} value={String(s.id)}>
                        {nameIn(ar, s.nameEn, s.nameAr)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Alert severity="info" data-testid="device-hint">
                {protocol === 'adms' ? t('attendanceDevices.admsHint', { address: `\u2066${window.location.origin}\u2069` }) : t('attendanceDevices.keyHint')}
              </Alert>
            </Stack>
          </DialogContent>
        )}
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {apiKey ? (
            <Button variant="contained" onClick={onClose} data-testid="device-done">
              {t('attendanceDevices.done')}
            </Button>
          ) : (
            <>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={create.isPending} data-testid="device-save">
                {t('attendanceDevices.save')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
