import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { readQueue } from '../api/offline-clock-queue';
import { ClockCard } from './clock-card';

const notSignedIn = { signedIn: false, lastEvent: null, geofence: false };

describe.each(['en', 'ar'] as const)('the clock card offline (%s)', (lang) => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('keeps a punch made without a network, shows it waiting, and sends it with its time when back online', async () => {
    let network = false;
    const sent: unknown[] = [];
    const { user, dict, api } = await renderWithProviders(<ClockCard />, {
      lang,
      api: {
        'GET /attendance/clock': () => (sent.length ? { signedIn: true, lastEvent: { type: 'in', at: (sent[0] as { occurredAt: string }).occurredAt }, geofence: false } : notSignedIn),
        'POST /attendance/clock': (req: { body?: unknown }) => {
          if (!network) throw new TypeError('Failed to fetch');
          sent.push(req.body);
          return { signedIn: true, lastEvent: null, geofence: false };
        },
      },
    });
    const geolocation = { getCurrentPosition: vi.fn() };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    const card = await screen.findByTestId('clock-card');
    await user.click(await within(card).findByRole('button', { name: dict.attendance.clock.signIn }));

    // Kept on the phone: waiting, and the card already offers the sign-out.
    const waiting = await within(card).findByTestId('clock-waiting');
    expect(waiting).toHaveTextContent(dict.offline.waiting);
    expect(within(card).getByRole('button', { name: dict.attendance.clock.signOut })).toBeInTheDocument();
    expect(readQueue()).toHaveLength(1);
    const { occurredAt } = readQueue()[0];
    // No geofence on the person's site: the browser is not asked where it is.
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();

    network = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(sent).toEqual([{ type: 'in', offline: true, occurredAt, confirmOutOfShift: true }]));
    await waitFor(() => expect(within(card).queryByTestId('clock-waiting')).not.toBeInTheDocument());
    expect(readQueue()).toHaveLength(0);
    expect(api.callsTo('POST /attendance/clock')).toHaveLength(2);
  });

  it('asks for the position when the site has a geofence, and shows a refusal', async () => {
    const { user, dict, api } = await renderWithProviders(<ClockCard />, {
      lang,
      api: {
        'GET /attendance/clock': { ...notSignedIn, geofence: true },
        'POST /attendance/clock': { status: 403, body: { code: 'OUTSIDE_GEOFENCE', message: 'x' } },
      },
    });
    const geolocation = {
      getCurrentPosition: vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 30.05, longitude: 31.2, accuracy: 15 } } as GeolocationPosition)),
    };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    const card = await screen.findByTestId('clock-card');
    await user.click(await within(card).findByRole('button', { name: dict.attendance.clock.signIn }));
    expect(await screen.findByText(dict.errors.OUTSIDE_GEOFENCE)).toBeInTheDocument();
    expect(api.callsTo('POST /attendance/clock')[0].body).toEqual({ type: 'in', latitude: 30.05, longitude: 31.2, accuracy: 15 });
    expect(readQueue()).toHaveLength(0);
  });
});

describe.each(['en', 'ar'] as const)('a sign-in far outside the shift (%s)', (lang) => {
  beforeEach(() => localStorage.clear());
  const outOfShift = { status: 409, body: { code: 'OUT_OF_SHIFT', message: 'x', params: { start: '08:00', end: '16:00', time: '21:35', workDate: '2026-01-12' } } };

  it('warns with the shift’s hours and records it only on confirmation', async () => {
    const bodies: unknown[] = [];
    const { user, dict, api } = await renderWithProviders(<ClockCard />, {
      lang,
      api: {
        'GET /attendance/clock': notSignedIn,
        'POST /attendance/clock': (req: { body?: unknown }) => {
          bodies.push(req.body);
          if (!(req.body as { confirmOutOfShift?: boolean }).confirmOutOfShift) return outOfShift;
          return { signedIn: true, lastEvent: { type: 'in', at: '2026-01-12T19:35:00.000Z' }, geofence: false };
        },
      },
    });
    const card = await screen.findByTestId('clock-card');
    await user.click(await within(card).findByRole('button', { name: dict.attendance.clock.signIn }));
    const dialog = await screen.findByRole('alertdialog', { name: dict.outOfShift.title });
    const hours = lang === 'en' ? ['08:00 AM', '04:00 PM', '09:35 PM'] : ['08:00 ص', '04:00 م', '09:35 م'];
    for (const h of hours) expect(dialog).toHaveTextContent(h);
    // Nothing recorded yet; the first answer was the question.
    expect(bodies).toEqual([{ type: 'in' }]);
    await user.click(within(dialog).getByRole('button', { name: dict.outOfShift.confirm }));
    await waitFor(() => expect(bodies).toEqual([{ type: 'in' }, { type: 'in', confirmOutOfShift: true }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /attendance/clock')).toHaveLength(2);
  });

  it('cancelling records nothing and keeps the person signed out', async () => {
    const { user, dict, api } = await renderWithProviders(<ClockCard />, {
      lang,
      api: { 'GET /attendance/clock': notSignedIn, 'POST /attendance/clock': outOfShift },
    });
    const card = await screen.findByTestId('clock-card');
    await user.click(await within(card).findByRole('button', { name: dict.attendance.clock.signIn }));
    const dialog = await screen.findByRole('alertdialog', { name: dict.outOfShift.title });
    // Cancel has the focus: Enter or Escape changes nothing.
    expect(within(dialog).getByRole('button', { name: dict.common.cancel })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /attendance/clock')).toHaveLength(1);
    expect(within(card).getByTestId('clock-state')).toHaveTextContent(dict.attendance.clock.notSignedIn);
    expect(readQueue()).toHaveLength(0);
  });
});
