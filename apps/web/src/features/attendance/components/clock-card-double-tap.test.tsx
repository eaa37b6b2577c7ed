import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TClockInput } from '@hr/shared';
import { apiError, type TFakeRequest } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { PUNCH_SETTLE_MS } from '../hooks/use-punch-hold';
import { ClockCard } from './clock-card';

/**
 * One tap intention, one punch: a double tap on "Sign out" whose second tap lands on the freshly
 * swapped "Sign in" records one punch (the button stays still a moment after the answer), and a punch
 * the other way seconds after the last one is asked about (PUNCH_QUICK_REPEAT) and sent again,
 * confirmed, only on yes.
 */
const AT = '2026-01-12T20:56:00.000Z';

/** A server that records every punch it accepts and answers the clock's state from them. */
function clockServer(opts: { askQuickRepeat?: boolean } = {}) {
  const bodies: TClockInput[] = [];
  const punches: TClockInput['type'][] = ['in'];
  const state = () => ({ signedIn: punches[punches.length - 1] === 'in', lastEvent: { type: punches[punches.length - 1], at: AT }, geofence: false });
  return {
    bodies,
    punches,
    routes: {
      'GET /attendance/clock': () => state(),
      'POST /attendance/clock': (req: TFakeRequest) => {
        const body = req.body as TClockInput;
        bodies.push(body);
        if (opts.askQuickRepeat && !body.confirmQuickRepeat) return apiError(409, 'PUNCH_QUICK_REPEAT', [], { last: punches[punches.length - 1], seconds: 5 });
        punches.push(body.type);
        return state();
      },
    },
  };
}

describe.each(['en', 'ar'] as const)('the clock card and a double tap (%s)', (lang) => {
  beforeEach(() => localStorage.clear());

  it('a second tap landing on the swapped button records nothing; the button comes back after a moment', async () => {
    const server = clockServer();
    const { user, dict } = await renderWithProviders(<ClockCard />, { lang, api: server.routes });
    const card = await screen.findByTestId('clock-card');
    await user.click(await within(card).findByRole('button', { name: dict.attendance.clock.signOut }));
    // The card has swapped to "Sign in": the second tap of the double tap lands on it.
    const signIn = await within(card).findByRole('button', { name: dict.attendance.clock.signIn });
    expect(signIn).toBeDisabled();
    fireEvent.click(signIn);
    fireEvent.click(signIn);
    expect(server.bodies).toEqual([{ type: 'out' }]);
    expect(server.punches).toEqual(['in', 'out']);
    expect(within(card).getByTestId('clock-state')).toHaveTextContent(dict.attendance.clock.notSignedIn);
    // A moment later a sign-in meant as one goes through.
    await waitFor(() => expect(within(card).getByRole('button', { name: dict.attendance.clock.signIn })).toBeEnabled(), { timeout: PUNCH_SETTLE_MS + 2000 });
  });

  it('two taps before the answer send one punch', async () => {
    const server = clockServer();
    const { dict } = await renderWithProviders(<ClockCard />, { lang, api: server.routes });
    const signOut = await within(await screen.findByTestId('clock-card')).findByRole('button', { name: dict.attendance.clock.signOut });
    fireEvent.click(signOut);
    fireEvent.click(signOut);
    await waitFor(() => expect(server.punches).toEqual(['in', 'out']));
    expect(server.bodies).toHaveLength(1);
  });

  it('a punch the other way seconds after the last is asked about, and sent again confirmed only on yes', async () => {
    const server = clockServer({ askQuickRepeat: true });
    const { user, dict, t } = await renderWithProviders(<ClockCard />, { lang, api: server.routes });
    const card = await screen.findByTestId('clock-card');
    await user.click(await within(card).findByRole('button', { name: dict.attendance.clock.signOut }));
    const dialog = await screen.findByRole('alertdialog', { name: dict.quickRepeat.outTitle });
    const text = t('quickRepeat.outBody', { count: 5 });
    if (lang === 'en') expect(text).toBe('You signed in 5 seconds ago. Sign out now?');
    expect(dialog).toHaveTextContent(text);
    // Cancel has the focus: nothing is recorded by Enter or Escape.
    expect(within(dialog).getByRole('button', { name: dict.common.cancel })).toHaveFocus();
    expect(server.punches).toEqual(['in']);
    await user.click(within(dialog).getByRole('button', { name: dict.quickRepeat.outConfirm }));
    await waitFor(() => expect(server.punches).toEqual(['in', 'out']));
    expect(server.bodies).toEqual([{ type: 'out' }, { type: 'out', confirmQuickRepeat: true }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancelling the question records nothing', async () => {
    const server = clockServer({ askQuickRepeat: true });
    const { user, dict } = await renderWithProviders(<ClockCard />, { lang, api: server.routes });
    const card = await screen.findByTestId('clock-card');
    await user.click(await within(card).findByRole('button', { name: dict.attendance.clock.signOut }));
    const dialog = await screen.findByRole('alertdialog', { name: dict.quickRepeat.outTitle });
    await user.click(within(dialog).getByRole('button', { name: dict.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.punches).toEqual(['in']);
    expect(within(card).getByTestId('clock-state')).toHaveTextContent(dict.attendance.clock.signedInSince.split('{{')[0].trim());
  });
});
