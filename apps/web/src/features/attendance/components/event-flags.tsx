import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TAttendanceEvent } from '@hr/shared';

/** The small chips of a web clock-in HR should notice (issue 16): recorded offline, outside the site's geofence. */
export function EventFlags({ event }: { event: Pick<TAttendanceEvent, 'recordedOffline' | 'outsideGeofence'> }) {
  const { t } = useTranslation();
  if (!event.recordedOffline && !event.outsideGeofence) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, ms: 1, verticalAlign: 'middle' }}>
      {event.recordedOffline && <Chip size="small" variant="outlined" label={t('offline.recordedOffline')} data-testid="flag-offline" />}
      {event.outsideGeofence && <Chip size="small" variant="outlined" color="warning" label={t('offline.outsideGeofence')} data-testid="flag-outside" />}
    </Box>
  );
}
