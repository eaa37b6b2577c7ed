import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZSiteInputSchema, ZUnitInputSchema } from '@hr/shared';
import { FormDialogActions } from '@/components/form-dialog-actions';
import { useNotify } from '@/hooks/use-notify';
import { applyFieldErrors, errorMessage, translateValidation } from '@/lib/errors';
import { TimeZoneAutocomplete } from './time-zone-autocomplete';
import { useSaveUnit, type TUnitKind } from '../api/organisation-api';
import { NameFields } from '@/components/form/name-fields';
import { GEOFENCE_FIELDS, GeofenceFields, geofenceText, type TSiteForm } from './geofence-fields';

const unitResolver = zodResolver(ZUnitInputSchema) as unknown as Resolver<TSiteForm>;
const siteResolver = zodResolver(ZSiteInputSchema) as unknown as Resolver<TSiteForm>;

export interface TUnitDialogTarget {
  kind: TUnitKind;
  /** Set when renaming. */
  id?: number;
  nameEn?: string;
  nameAr?: string;
  /** For a new section. */
  departmentId?: number;
  /** A site's geofence. */
  latitude?: number | null;
  longitude?: number | null;
  radiusMeters?: number | null;
  /** A site's clocks' time zone; null: the organisation's. */
  timeZone?: string | null;
  /** Labour Law Art 124 ¶3: the site is in a remote area. */
  remoteArea?: boolean;
}

/** Add or rename a site, department or section (names in English and Arabic); a site also takes its optional geofence. */
export function UnitDialog({ target, onClose }: { target: TUnitDialogTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const save = useSaveUnit();
  const kindRef = useRef(target?.kind);
  kindRef.current = target?.kind;
  const { control, handleSubmit, reset, setError } = useForm<TSiteForm>({
    resolver: (values, context, options) => (kindRef.current === 'site' ? siteResolver : unitResolver)(values, context, options),
    defaultValues: { nameEn: '', nameAr: '', latitude: '', longitude: '', radiusMeters: '', timeZone: '', remoteArea: false },
  });
  useEffect(() => {
    if (target) {
      reset({ nameEn: target.nameEn ?? '', nameAr: target.nameAr ?? '', ...geofenceText(target), timeZone: target.timeZone ?? '', remoteArea: target.remoteArea ?? false });
      save.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, reset]);

  const kind = target?.kind ?? 'site';
  const title = target?.id ? t(`org.structure.rename.${kind}`) : t(`org.structure.add.${kind}`);
  const onSubmit = handleSubmit((input) => {
    if (!target) return;
    const body = kind === 'section' && target.departmentId ? { ...input, departmentId: target.departmentId } : input;
    save.mutate(
      { kind, id: target.id, input: body },
      {
        onSuccess: () => {
          notify(t('org.saved'), 'success');
          onClose();
        },
        onError: (e) => applyFieldErrors(e, setError, ['nameEn', 'nameAr', 'timeZone', ...GEOFENCE_FIELDS]),
      },
    );
  });

  return (
    <Dialog open={!!target} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && <Alert severity="error">{errorMessage(t, save.error)}</Alert>}
            <NameFields control={control as never} autoFocus />
            {kind === 'site' && (
              <Controller
                control={control}
                name="timeZone"
                render={({ field, fieldState }) => (
                  <TimeZoneAutocomplete
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    label={t('geofence.siteTimeZone')}
                    noOptionsText={t('org.settings.timeZoneNoOptions')}
                    error={translateValidation(t, fieldState.error?.message)}
                    helper={t('geofence.siteTimeZoneHint')}
                    optional
                  />
                )}
              />
            )}
            {kind === 'site' && (
              <Controller
                control={control}
                name="remoteArea"
                render={({ field }) => (
                  <Box>
                    <FormControlLabel
                      control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} name={field.name} slotProps={{ input: { 'aria-describedby': `${titleId}-remote` } }} />}
                      label={t('geofence.remoteArea')}
                    />
                    <FormHelperText id={`${titleId}-remote`} sx={{ mt: 0 }}>
                      {t('geofence.remoteAreaHint')}
                    </FormHelperText>
                  </Box>
                )}
              />
            )}
            {kind === 'site' && <GeofenceFields control={control} />}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={save.isPending} control={control} />
      </form>
    </Dialog>
  );
}
