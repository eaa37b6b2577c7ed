import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/lib/errors';

/** The site form's values as typed: the names, and the geofence as text ('' for none). */
export type TSiteForm = { nameEn: string; nameAr: string; latitude: string; longitude: string; radiusMeters: string; timeZone: string; remoteArea?: boolean };
export const GEOFENCE_FIELDS = ['latitude', 'longitude', 'radiusMeters'] as const;

const LABELS = {
  latitude: ['geofence.latitude', 'geofence.latitudeHint'],
  longitude: ['geofence.longitude', 'geofence.longitudeHint'],
  radiusMeters: ['geofence.radius', 'geofence.radiusHint'],
} as const;

/** A site's optional geofence: latitude, longitude and radius, all three or none. */
export function GeofenceFields({ control }: { control: Control<TSiteForm> }) {
  const { t } = useTranslation();
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} data-testid="site-geofence">
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('geofence.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: '0 !important' }}>
        {t('geofence.hint')}
      </Typography>
      {GEOFENCE_FIELDS.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t(LABELS[name][0])}
              error={!!fieldState.error}
              helperText={translateValidation(t, fieldState.error?.message) ?? t(LABELS[name][1])}
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal', 'data-digits': 'latin', 'data-testid': `geofence-${name}` } }}
            />
          )}
        />
      ))}
    </Stack>
  );
}

/** The text fields of a site's stored geofence. */
export const geofenceText = (v: { latitude?: number | null; longitude?: number | null; radiusMeters?: number | null }) => ({
  latitude: v.latitude === null || v.latitude === undefined ? '' : String(v.latitude),
  longitude: v.longitude === null || v.longitude === undefined ? '' : String(v.longitude),
  radiusMeters: v.radiusMeters === null || v.radiusMeters === undefined ? '' : String(v.radiusMeters),
});
