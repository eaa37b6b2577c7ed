import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TDevice } from '@hr/shared';
import { apiError, type TFakeRequest } from '@/test/fake-api';
import { choose, named } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { DeviceDialog } from './device-dialog';

const STRUCTURE = { sites: [{ id: 3, nameEn: 'Alexandria plant', nameAr: 'مصنع الإسكندرية', employeeCount: 4 }], departments: [] };
const device = (over: Partial<TDevice>): TDevice => ({ id: 5, name: 'Gate', siteId: null, protocol: 'adms', serialNumber: null, keyPrefix: '', punchDirection: 'status', createdAt: '2026-11-26T08:00:00.000Z', revokedAt: null, lastUsedAt: null, kept: { photo: 0, card: 0, door: 0, table: 0 }, ...over });

describe.each(['en', 'ar'] as const)('device dialog (%s)', (lang) => {
  const setup = (serialNumber: string | null, api = {}) => {
    const onClose = vi.fn();
    return renderWithProviders(<DeviceDialog open serialNumber={serialNumber} onClose={onClose} />, { lang, api: { 'GET /hr/structure': STRUCTURE, ...api } }).then((r) => ({ ...r, onClose }));
  };

  it('registers a ZKTeco device by serial number, pre-filled from an unknown device, at a site', async () => {
    const sent: unknown[] = [];
    const { user, dict, onClose } = await setup('CQZ7224460123', {
      'POST /hr/devices': (req: TFakeRequest) => {
        sent.push(req.body);
        return { device: device({ serialNumber: 'CQZ7224460123', siteId: 3 }), apiKey: null };
      },
    });
    expect(screen.getByRole('radio', { name: dict.attendanceDevices.protocols.adms })).toBeChecked();
    expect(screen.getByRole('textbox', { name: named(dict.attendanceDevices.serialNumber) })).toHaveValue('CQZ7224460123');
    await user.type(screen.getByRole('textbox', { name: named(dict.attendanceDevices.name) }), 'Plant gate');
    await choose(user, dict.attendanceDevices.site, lang === 'ar' ? 'مصنع الإسكندرية' : 'Alexandria plant');
    // A terminal that sends no direction: first punch in, last punch out.
    await choose(user, dict.attendanceDevices.direction, dict.attendanceDevices.directions.first_last);
    await user.click(screen.getByRole('button', { name: dict.attendanceDevices.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ name: 'Plant gate', siteId: 3, protocol: 'adms', serialNumber: 'CQZ7224460123', punchDirection: 'first_last' }]);
  });

  it('refuses a serial number a device cannot have, and shows a taken one on the field', async () => {
    const { user, dict, api, t } = await setup(null, { 'POST /hr/devices': apiError(409, 'SERIAL_TAKEN', [{ path: 'serialNumber', message: 'errors.SERIAL_TAKEN' }]) });
    const serial = screen.getByRole('textbox', { name: named(dict.attendanceDevices.serialNumber) });
    await user.type(screen.getByRole('textbox', { name: named(dict.attendanceDevices.name) }), 'Gate');
    await user.type(serial, 'has space');
    await user.click(screen.getByRole('button', { name: dict.attendanceDevices.save }));
    expect(await screen.findByText(dict.validation.invalid)).toBeInTheDocument();
    expect(api.callsTo('POST /hr/devices')).toHaveLength(0);
    await user.clear(serial);
    await user.type(serial, 'CQZ1');
    await user.click(screen.getByRole('button', { name: dict.attendanceDevices.save }));
    expect(await screen.findByText(t('errors.SERIAL_TAKEN'))).toBeInTheDocument();
  });

  it('gives a key device its key, shown once', async () => {
    const { user, dict } = await setup(null, { 'POST /hr/devices': { device: device({ protocol: 'key', keyPrefix: 'hrd_abcd' }), apiKey: 'hrd_abcdefghijklmnop' } });
    await user.click(screen.getByRole('radio', { name: dict.attendanceDevices.protocols.key }));
    expect(screen.queryByRole('textbox', { name: named(dict.attendanceDevices.serialNumber) })).toBeNull();
    // A key device sends each event's type itself: no direction to choose.
    expect(screen.queryByRole('combobox', { name: named(dict.attendanceDevices.direction) })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: named(dict.attendanceDevices.name) }), 'Batch box');
    await user.click(screen.getByRole('button', { name: dict.attendanceDevices.save }));
    expect(await screen.findByTestId('device-key')).toHaveTextContent('hrd_abcdefghijklmnop');
    expect(screen.getByText(dict.attendanceDevices.keyText)).toBeInTheDocument();
  });
});
