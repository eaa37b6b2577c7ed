import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TMyAttendance } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { AttendanceMonthCard } from './attendance-month-card';

// jsdom has no canvas: the chart is its summary line.
vi.mock('@/components/echart', () => ({ EChart: ({ testId, label }: { testId: string; label: string }) => <div data-testid={testId}>{label}</div> }));

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
const current = today.slice(0, 7);
const shift = (month: string, n: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const previous = shift(current, -1);
/** A month with one present day of 8 hours (10 in the month before), as the server answers it. */
const answer = (req: TFakeRequest): TMyAttendance => {
  const month = req.query.get('month') ?? current;
  const minutes = month === current ? 480 : 600;
  return { month, days: [{ date: `${month}-01`, kind: 'present', workedMinutes: minutes, lateMinutes: 0 }], workedMinutes: minutes, pendingOvertime: [] };
};

/** The dashboard's month card steps back to earlier months and forward again, never past this month. */
describe.each(['en', 'ar'] as const)('my month card (%s)', (lang) => {
  it('shows the month before on "previous month", and comes back', async () => {
    const { user, dict, api } = await renderWithProviders(<AttendanceMonthCard />, { lang, api: { 'GET /dashboard/me/attendance': answer } });
    const card = await screen.findByTestId('month-attendance-widget');
    // The buttons come with the first answer (on a loaded machine, after the card's spinner).
    const next = await within(card).findByRole('button', { name: dict.dashboard.month.next });
    expect(next).toBeDisabled();
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(dict.dashboard.month.title);
    await waitFor(() => expect(screen.getByTestId('month-hours')).toHaveTextContent(/(^|\D)8(\D|$)/));

    await user.click(within(card).getByRole('button', { name: dict.dashboard.month.previous }));
    await waitFor(() => expect(api.callsTo('GET /dashboard/me/attendance').some((c) => c.query.get('month') === previous)).toBe(true));
    await waitFor(() => expect(screen.getByTestId('month-hours')).toHaveTextContent(/(^|\D)10(\D|$)/));
    const title = within(card).getByRole('heading', { level: 2 });
    expect(title).not.toHaveTextContent(dict.dashboard.month.title);
    expect(title).toHaveTextContent(screen.getByTestId('month-name').textContent!);
    expect(next).toBeEnabled();

    await user.click(next);
    await waitFor(() => expect(screen.getByTestId('month-hours')).toHaveTextContent(/(^|\D)8(\D|$)/));
    expect(next).toBeDisabled();
  });
});
