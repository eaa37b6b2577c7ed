import { useEffect, useId } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { normalizeDigits, PERMISSION_KINDS, PERMISSION_OVER_QUOTA, ZPermissionTypeInputSchema, type TPermissionType, type TPermissionTypeInput } from '@hr/shared';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { useSavePermissionType } from '../api/permission-api';

type TFormValues = z.input<typeof ZPermissionTypeInputSchema>;
const FIELDS = ['kind', 'nameEn', 'nameAr', 'maxMinutes', 'perMonth', 'minutesPerMonth', 'needsApproval', 'overQuota', 'active'] as const;
const EMPTY: TFormValues = { kind: 'late_arrival', nameEn: '', nameAr: '', maxMinutes: 120, perMonth: 2, minutesPerMonth: 240, needsApproval: true, overQuota: 'refuse', active: true };

function Field({ control, name, label, number, dir }: { control: Control<TFormValues>; name: 'nameEn' | 'nameAr' | 'maxMinutes' | 'perMonth' | 'minutesPerMonth'; label: string; number?: boolean; dir?: 'ltr' | 'rtl' }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value as string | number}
          // Both digit sets are accepted: an Arabic keyboard's ١٢٠ is 120.
          onChange={(e) => field.onChange(number ? normalizeDigits(e.target.value) : e.target.value)}
          label={label}
          required
          fullWidth
          error={!!fieldState.error}
          helperText={translateValidation(t, fieldState.error?.message) ?? ' '}
          slotProps={{ htmlInput: { dir: number ? 'ltr' : dir, ...(number ? { inputMode: 'numeric' } : {}), 'data-testid': `ptype-${name}` } }}
        />
      )}
    />
  );
}

/** Add or edit a permission type: kind, names, the monthly quota and what happens beyond it (hr, admin). */
export function PermissionTypeDialog({ open, type, onClose }: { open: boolean; type: TPermissionType | null; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const notify = useNotify();
  const titleId = useId();
  const save = useSavePermissionType();
  const { control, handleSubmit, reset, setError } = useForm<TFormValues, unknown, TPermissionTypeInput>({ resolver: zodResolver(ZPermissionTypeInputSchema), defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(type ? { ...type } : EMPTY);
  }, [open, type, reset]);

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: type?.id ?? null, body },
      {
        onSuccess: () => {
          notify(t('permission.types.saved'), 'success');
          onClose();
        },
        onError: (e) => {
          if (!applyFieldErrors(e, setError, FIELDS)) notify(errorMessage(t, e));
        },
      },
    ),
  );
  const select = (name: 'kind' | 'overQuota', label: string, options: readonly string[], key: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField select {...field} label={label} fullWidth slotProps={{ htmlInput: { 'data-testid': `ptype-${name}` } }}>
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {t(`${key}.${o}` as 'permission.kinds.late_arrival')}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const toggle = (name: 'needsApproval' | 'active', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { role: 'switch' } }} data-testid={`ptype-${name}`} />} label={label} />
      )}
    />
  );
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId} data-testid="ptype-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {t(type ? 'permission.types.editTitle' : 'permission.types.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {select('kind', t('permission.types.kind'), PERMISSION_KINDS, 'permission.kinds')}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
              <Field control={control} name="nameEn" label={t('permission.types.nameEn')} dir="ltr" />
              <Field control={control} name="nameAr" label={t('permission.types.nameAr')} dir="rtl" />
              <Field control={control} name="maxMinutes" label={t('permission.types.maxMinutes')} number />
              <Field control={control} name="perMonth" label={t('permission.types.perMonth')} number />
              <Field control={control} name="minutesPerMonth" label={t('permission.types.minutesPerMonth')} number />
            </Box>
            {select('overQuota', t('permission.types.overQuota'), PERMISSION_OVER_QUOTA, 'permission.overQuota')}
            {toggle('needsApproval', t('permission.types.needsApproval'))}
            {toggle('active', t('permission.types.active'))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="ptype-save">
            {t('permission.types.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
