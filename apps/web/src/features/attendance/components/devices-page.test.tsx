import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TDevice, TPersonOption, TUnmappedPin } from '@hr/shared';
import { apiError, type TFakeRequest } from '@/test/fake-api';
import { exactly } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { DevicesPage } from './devices-page';

const GATE: TDevice = { id: 5, name: 'Gate', siteId: null, protocol: 'adms', serialNumber: 'CQZ1', keyPrefix: '', punchDirection: 'status', createdAt: '2026-11-26T08:00:00.000Z', revokedAt: null, lastUsedAt: null, kept: { photo: 0, card: 0, door: 0, table: 0 } };
const BOX: TDevice = { ...GATE, id: 6, name: 'Batch box', protocol: 'key', serialNumber: null, keyPrefix: 'hrd_abcd' };
const PIN: TUnmappedPin = { deviceId: 5, deviceName: 'Gate', pin: '77A', count: 3, firstAt: '2026-11-25T06:01:00.000Z', lastAt: '2026-11-26T14:05:00.000Z' };
const PEOPLE: TPersonOption[] = [{ id: 20, EmpCode: 1020, FullName: 'Karim Samir', fullNameAr: 'كريم سمير' }];

describe.each(['en', 'ar'] as const)('devices page (%s)', (lang) => {
  const setup = (extra = {}) => {
    const sent: { path: string; body: unknown }[] = [];
    const record = (path: string, answer: unknown) => (req: TFakeRequest) => {
      sent.push({ path, body: req.body });
      return answer;
    };
    const api = {
      'GET /hr/devices': { items: [GATE, BOX] },
      'GET /hr/devices/unknown': { items: [] },
      'GET /hr/devices/unmapped': { items: [PIN] },
      'GET /hr/structure': { sites: [], departments: [] },
      'GET /people/search': { items: PEOPLE },
      'PATCH /hr/devices/5/direction': record('direction', { ...GATE, punchDirection: 'first_last' }),
      'POST /hr/devices/unmapped/map': record('map', { applied: 3, inserted: 3 }),
      ...extra,
    };
    return renderWithProviders(<DevicesPage />, { lang, api }).then((r) => ({ ...r, sent }));
  };

  it("sets a terminal's punch direction in its row; a key device has none to set", async () => {
    const { user, dict, sent } = await setup();
    const d = dict.attendanceDevices;
    const select = await screen.findByRole('combobox', { name: d.directionNamed.replace('{{name}}', 'Gate') });
    expect(select).toHaveTextContent(d.directions.status);
    expect(screen.queryByRole('combobox', { name: d.directionNamed.replace('{{name}}', 'Batch box') })).toBeNull();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: d.directions.first_last }));
    expect(await screen.findByText(d.directionSaved)).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'direction', body: { punchDirection: 'first_last' } }]);
  });

  it('says what a terminal sent lately that is kept (photos, unknown cards, door events), and nothing for one that sent none', async () => {
    const { dict } = await setup({ 'GET /hr/devices': { items: [{ ...GATE, kept: { photo: 2, card: 1, door: 0, table: 0 } }, BOX] } });
    const k = dict.attendanceDevices.kept;
    const rows = await screen.findAllByTestId('device-row');
    const line = within(rows[0]!).getByTestId('device-kept');
    expect(line).toHaveTextContent(k.title);
    expect(line).toHaveTextContent(k.photo.replace('{{n}}', '2'));
    expect(line).toHaveTextContent(k.card.replace('{{n}}', '1'));
    expect(line).not.toHaveTextContent(k.door.replace(' {{n}}', ''));
    expect(within(rows[1]!).queryByTestId('device-kept')).toBeNull();
  });

  it('lists punches kept for an unknown PIN and gives the PIN to a person', async () => {
    const { user, dict, sent, t } = await setup();
    const u = dict.attendanceDevices.unmapped;
    const row = await screen.findByTestId('unmapped-row');
    expect(row).toHaveTextContent('77A');
    expect(row).toHaveTextContent('Gate77A3');
    await user.click(within(row).getByRole('button', { name: u.mapNamed.replace('{{pin}}', '\u206677A\u2069') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(t('attendanceDevices.unmapped.mapText', { count: 3 }));
    // Nobody picked yet: asked for, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: u.save }));
    expect(await within(dialog).findByText(dict.validation.required)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: exactly(u.personCode) }), '1020');
    await user.click(await screen.findByRole('option', { name: /1020/ }));
    await user.click(within(dialog).getByRole('button', { name: u.save }));
    expect(await screen.findByText(t('attendanceDevices.unmapped.done', { count: 3 }))).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'map', body: { pin: '77A', employeeId: 20 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says so under the picker when the PIN is already another person's badge", async () => {
    const { user, dict, t } = await setup({ 'POST /hr/devices/unmapped/map': apiError(409, 'BADGE_TAKEN', [{ path: 'pin', message: 'errors.BADGE_TAKEN' }]) });
    const u = dict.attendanceDevices.unmapped;
    await user.click(await screen.findByTestId('unmapped-map'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: exactly(u.personCode) }), '1020');
    await user.click(await screen.findByRole('option', { name: /1020/ }));
    await user.click(within(dialog).getByRole('button', { name: u.save }));
    expect(await within(dialog).findByText(t('errors.BADGE_TAKEN'))).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
