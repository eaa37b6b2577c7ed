import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TPersonOption, TUnmappedPin } from '@hr/shared';
import { EmployeePicker } from '@/components/employee-picker';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { isApiError } from '@/lib/api-client';
import { screenDigits } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useMapPin, useUnmappedPins } from '../api/devices-api';
import { DeviceTableSection } from './device-table-section';

/** An identifier written left to right inside either language's sentence. */
const ltr = (s: string) => `\u2066${s}\u2069`;

/**
 * Punches terminals sent for PINs nobody has (nothing a device sends is lost), per
 * device and PIN with their count and dates; HR gives a PIN to a person and the kept punches are
 * applied to that person's attendance.
 */
export function UnmappedPins() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const pins = useUnmappedPins();
  const [mapping, setMapping] = useState<TUnmappedPin | null>(null);
  const items = pins.data?.items ?? [];
  const when = (at: string) => formatDateTime(at, lang, timeZone);

  return (
    <>
      <DeviceTableSection section="unmapped" columns={['device', 'pin', 'count', 'first', 'last', 'actions']} query={pins} count={items.length}>
          {items.map((p) => (
            <TableRow key={`${p.deviceId}-${p.pin}`} data-testid="unmapped-row" data-pin={p.pin}>
              <TableCell sx={{ fontWeight: 500 }}>{p.deviceName}</TableCell>
              <TableCell dir="ltr" sx={{ fontFamily: 'monospace', textAlign: 'start' }}>
                {p.pin}
              </TableCell>
              <TableCell>{screenDigits(p.count)}</TableCell>
              <TableCell>{when(p.firstAt)}</TableCell>
              <TableCell>{when(p.lastAt)}</TableCell>
              <TableCell>
                <Button size="small" variant="outlined" onClick={() => setMapping(p)} aria-label={t('attendanceDevices.unmapped.mapNamed', { pin: ltr(p.pin) })} data-testid="unmapped-map">
                  {t('attendanceDevices.unmapped.map')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
      </DeviceTableSection>
      {mapping && <MapPinDialog pin={mapping} onClose={() => setMapping(null)} />}
    </>
  );
}

/** Gives one PIN to a person picked by name or company ID; a PIN already someone's badge is refused under the picker. */
function MapPinDialog({ pin, onClose }: { pin: TUnmappedPin; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const notify = useNotify();
  const titleId = useId();
  const map = useMapPin();
  const [person, setPerson] = useState<TPersonOption | null>(null);
  const [error, setError] = useState<string | undefined>();

  const save = () => {
    if (!person) {
      setError(t('validation.required'));
      return;
    }
    map.mutate(
      { pin: pin.pin, employeeId: person.id },
      {
        onSuccess: (res) => {
          notify(t('attendanceDevices.unmapped.done', { count: res.applied }), 'success');
          onClose();
        },
        onError: (e) => (isApiError(e) && e.code === 'BADGE_TAKEN' ? setError(t('errors.BADGE_TAKEN')) : notify(errorMessage(t, e))),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId} data-testid="map-pin-dialog">
      <DialogTitle id={titleId} component="h2">
        {t('attendanceDevices.unmapped.mapTitle', { pin: ltr(pin.pin) })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('attendanceDevices.unmapped.mapText', { count: pin.count })}</DialogContentText>
        <EmployeePicker
          value={person}
          onChange={(p) => {
            setPerson(p);
            setError(undefined);
          }}
          label={t('attendanceDevices.unmapped.person')}
          codeLabel={t('attendanceDevices.unmapped.personCode')}
          error={error}
          testId="map-pin-person"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={map.isPending} data-testid="map-pin-save">
          {t('attendanceDevices.unmapped.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
