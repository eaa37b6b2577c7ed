import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberOfflinePerson } from '@/lib/offline-person';
import { renderWithProviders } from '@/test/render';
import { QUEUE_KEY, readQueue } from '../api/offline-clock-queue';
import { PUNCH_SETTLE_MS } from '../hooks/use-punch-hold';
import { OfflineClock } from './offline-clock';

describe.each(['en', 'ar'] as const)('the clock of the app opened offline (%s)', (lang) => {
  it('shows nothing on a phone nobody signed in on', async () => {
    await renderWithProviders(<OfflineClock />, { lang });
    expect(screen.queryByTestId('offline-clock')).toBeNull();
  });

  it('keeps a sign-in, then a sign-out, on the phone for the person last signed in', async () => {
    rememberOfflinePerson({ id: 77, nameEn: 'Mona Adel', nameAr: 'منى عادل', timeZone: 'Africa/Cairo', signedIn: false });
    const { user, dict } = await renderWithProviders(<OfflineClock />, { lang });
    const o = dict.offline;
    expect(screen.getByTestId('offline-clock')).toHaveTextContent(lang === 'ar' ? 'منى عادل' : 'Mona Adel');
    expect(screen.getByTestId('offline-clock-state')).toHaveTextContent(o.clockStateOut);
    await user.click(screen.getByRole('button', { name: o.clockIn }));
    expect(readQueue()).toMatchObject([{ userId: 77, type: 'in' }]);
    expect(screen.getByTestId('offline-clock-state')).toHaveTextContent(o.clockStateIn);
    expect(screen.getByRole('status')).toHaveTextContent(lang === 'ar' ? 'حُفظ تسجيل الحضور' : 'your sign-in at');
    // The second tap of a double tap lands on the swapped button: it is still, so one punch is kept.
    const out = screen.getByRole('button', { name: o.clockOut });
    expect(out).toBeDisabled();
    fireEvent.click(out);
    expect(readQueue().map((p) => p.type)).toEqual(['in']);
    // A moment later a sign-out meant as one is kept.
    await waitFor(() => expect(out).toBeEnabled(), { timeout: PUNCH_SETTLE_MS + 2000 });
    await user.click(out);
    expect(readQueue().map((p) => p.type)).toEqual(['in', 'out']);
    expect(screen.getAllByTestId('offline-clock-waiting')).toHaveLength(2);
    localStorage.removeItem(QUEUE_KEY);
  });
});
