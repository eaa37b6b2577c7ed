import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { TAttendanceEvent } from '@hr/shared';

/**
 * The small chips of a clock-in HR should notice: recorded offline, outside the site's geofence
 *, far outside the person's shift (web or device).
 */
export function EventFlags({ event }: { event: Pick<TAttendanceEvent, 'recordedOffline' | 'outsideGeofence'> & Partial<Pick<TAttendanceEvent, 'outOfShift'>> }) {
  const { t } = useTranslation();
  if (!event.recordedOffline && !event.outsideGeofence && !event.outOfShift) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, ms: 1, verticalAlign: 'middle' }}>
      {event.recordedOffline && <Chip size="small" variant="outlined" label={t('offline.recordedOffline')} data-testid="flag-offline" />}
      {event.outsideGeofence && <Chip size="small" variant="outlined" color="warning" label={t('offline.outsideGeofence')} data-testid="flag-outside" />}
      {event.outOfShift && (
        <Tooltip title={t('outOfShift.chipHint')}>
          <Chip size="small" variant="outlined" color="warning" label={t('outOfShift.chip')} data-testid="flag-out-of-shift" tabIndex={0} />
        </Tooltip>
      )}
    </Box>
  );
}
