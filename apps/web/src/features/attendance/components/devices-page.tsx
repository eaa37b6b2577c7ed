import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { PUNCH_DIRECTIONS, type TDevice, type TPunchDirection } from '@hr/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { screenDigits } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { nameIn } from '@/lib/time-span';
import { useDevices, useDeviceSites, useRevokeDevice, useSetDeviceDirection, useUnknownDevices } from '../api/devices-api';
import { DeviceDialog } from './device-dialog';
import { UnmappedPins } from './unmapped-pins';
import { DEVICE_TABLE_SX, DeviceTableSection } from './device-table-section';

/** An identifier written left to right inside either language's sentence. */
const ltr = (s: string) => `\u2066${s}\u2069`;

/** /hr/attendance-devices (hr, admin): the registered devices, the ADMS serial numbers that knocked unregistered, and registering either. */
/** What the terminal sent lately that the portal keeps without using yet (photos, unknown cards, doors, tables), when there is any. */
function KeptLine({ kept }: { kept: TDevice['kept'] }) {
  const { t } = useTranslation();
  const parts = (['photo', 'card', 'door', 'table'] as const).filter((k) => kept[k] > 0).map((k) => t(`attendanceDevices.kept.${k}`, { n: screenDigits(kept[k]) }));
  if (!parts.length) return null;
  return (
    <Typography variant="caption" component="div" sx={{ color: 'text.secondary', mt: 0.5 }} data-testid="device-kept">
      {t('attendanceDevices.kept.title')}: {parts.join(' · ')}
    </Typography>
  );
}

export function DevicesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const notify = useNotify();
  const devices = useDevices();
  const unknown = useUnknownDevices();
  const sites = useDeviceSites();
  const revoke = useRevokeDevice();
  const direction = useSetDeviceDirection();
  const setDirection = (d: TDevice, punchDirection: TPunchDirection) =>
    direction.mutate({ id: d.id, punchDirection }, { onSuccess: () => notify(t('attendanceDevices.directionSaved'), 'success'), onError: (e) => notify(errorMessage(t, e)) });
  const [adding, setAdding] = useState<{ serialNumber: string | null } | null>(null);
  const [revoking, setRevoking] = useState<TDevice | null>(null);
  const items = devices.data?.items ?? [];
  const knocks = unknown.data?.items ?? [];
  const siteName = (id: number | null) => {
    const s = id === null ? undefined : sites.data?.find((x) => x.id === id);
    return s ? nameIn(lang === 'ar', s.nameEn, s.nameAr) : '—';
  };
  const when = (at: string | null) => (at ? formatDateTime(at, lang, timeZone) : t('attendanceDevices.never'));

  return (
    <>
      <PageHeader
        title={t('attendanceDevices.title')}
        intro={t('attendanceDevices.intro')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding({ serialNumber: null })} data-testid="device-add">
            {t('attendanceDevices.add')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PagedTableFrame query={devices} label={t('attendanceDevices.tableLabel')} count={items.length} stickyEnd empty={{ text: t('attendanceDevices.none'), testId: 'device-empty' }}>
          <Table size="small" aria-label={t('attendanceDevices.tableLabel')} sx={{ minWidth: 1080, ...DEVICE_TABLE_SX }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('attendanceDevices.columns.name')}</TableCell>
                <TableCell>{t('attendanceDevices.columns.protocol')}</TableCell>
                <TableCell>{t('attendanceDevices.columns.identifier')}</TableCell>
                <TableCell>{t('attendanceDevices.columns.site')}</TableCell>
                <TableCell>{t('attendanceDevices.columns.direction')}</TableCell>
                <TableCell>{t('attendanceDevices.columns.lastSeen')}</TableCell>
                <TableCell>{t('attendanceDevices.columns.state')}</TableCell>
                <TableCell>{t('attendanceDevices.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((d) => (
                <TableRow key={d.id} data-testid="device-row" data-serial={d.serialNumber ?? ''} data-protocol={d.protocol}>
                  <TableCell sx={{ fontWeight: 500 }}>{d.name}</TableCell>
                  <TableCell>{t(`attendanceDevices.protocols.${d.protocol}`)}</TableCell>
                  <TableCell dir="ltr" sx={{ fontFamily: 'monospace', textAlign: 'start' }}>
                    {d.serialNumber ?? (d.keyPrefix ? `${d.keyPrefix}…` : '—')}
                  </TableCell>
                  <TableCell>{siteName(d.siteId)}</TableCell>
                  <TableCell>
                    {d.protocol === 'adms' && !d.revokedAt ? (
                      <TextField
                        select
                        size="small"
                        variant="standard"
                        value={d.punchDirection}
                        disabled={direction.isPending}
                        onChange={(e) => setDirection(d, e.target.value as TPunchDirection)}
                        slotProps={{ htmlInput: { 'aria-label': t('attendanceDevices.directionNamed', { name: d.name }), 'data-testid': 'device-row-direction' } }}
                      >
                        {PUNCH_DIRECTIONS.map((p) => (
                          <MenuItem key={p} value={p}>
                            {t(`attendanceDevices.directions.${p}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : d.protocol === 'adms' ? (
                      t(`attendanceDevices.directions.${d.punchDirection}`)
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell>
                    {when(d.lastUsedAt)}
                    <KeptLine kept={d.kept} />
                  </TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={d.revokedAt ? 'default' : 'success'} label={t(d.revokedAt ? 'attendanceDevices.revoked' : 'attendanceDevices.active')} />
                  </TableCell>
                  <TableCell>
                    {!d.revokedAt && (
                      <Button size="small" color="error" onClick={() => setRevoking(d)} aria-label={t('attendanceDevices.revokeNamed', { name: d.name })} data-testid="device-revoke">
                        {t('attendanceDevices.revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </PagedTableFrame>
      </Paper>

      <UnmappedPins />

      <DeviceTableSection section="unknown" columns={['serial', 'ip', 'firstSeen', 'lastSeen', 'requests', 'actions']} query={unknown} count={knocks.length}>
          {knocks.map((u) => (
            <TableRow key={u.serialNumber} data-testid="unknown-row" data-serial={u.serialNumber}>
              <TableCell dir="ltr" sx={{ fontFamily: 'monospace', textAlign: 'start' }}>
                {u.serialNumber}
              </TableCell>
              <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
                {u.ip ?? '—'}
              </TableCell>
              <TableCell>{when(u.firstSeenAt)}</TableCell>
              <TableCell>{when(u.lastSeenAt)}</TableCell>
              <TableCell>{screenDigits(u.requests)}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setAdding({ serialNumber: u.serialNumber })}
                  aria-label={t('attendanceDevices.unknown.registerNamed', { serial: ltr(u.serialNumber) })}
                  data-testid="unknown-register"
                >
                  {t('attendanceDevices.unknown.register')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
      </DeviceTableSection>

      <DeviceDialog open={!!adding} serialNumber={adding?.serialNumber ?? null} onClose={() => setAdding(null)} />
      <ConfirmDialog
        open={!!revoking}
        title={t('attendanceDevices.revokeTitle')}
        text={t('attendanceDevices.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('attendanceDevices.revoke')}
        pending={revoke.isPending}
        testId="device-revoke-dialog"
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              notify(t('attendanceDevices.revokedDone'), 'success');
              setRevoking(null);
            },
            onError: (e) => notify(errorMessage(t, e)),
          })
        }
      />
    </>
  );
}
