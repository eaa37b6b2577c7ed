import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDaysIso, type TMyRosterResponse, type TRosterCell } from '@hr/shared';
import { todayIn } from '@/hooks/use-org-today';
import { renderWithProviders } from '@/test/render';
import { MyRosterCard } from './my-roster-card';

const NIGHT = { id: 4, nameEn: 'Night', nameAr: 'ليلي', startTime: '22:00', endTime: '06:00' };
const DAY = { id: 3, nameEn: 'Day', nameAr: 'صباحي', startTime: '08:00', endTime: '16:00' };
const today = todayIn('Africa/Cairo');
const dates = Array.from({ length: 14 }, (_, i) => addDaysIso(today, i));
const work = (shiftId: number, source: TRosterCell['source'] = 'pattern'): TRosterCell => ({ shiftId, work: true, source, off: null });
const REST: TRosterCell = { shiftId: null, work: false, source: 'pattern', off: null };
/** Night today, a swapped Day tomorrow, then a rest day, leave, HR's change, and Night after. */
const ROSTER: TMyRosterResponse = {
  dates,
  shifts: [NIGHT, DAY],
  cells: dates.map((_, i) => [work(4), work(3, 'swap'), REST, { ...work(4), off: 'leave' as const }, work(3, 'override')][i] ?? work(4)),
};

describe.each(['en', 'ar'] as const)('the dashboard card "My roster" (%s)', (lang) => {
  it('shows the next 14 days from today: shift and hours, rest, leave, swapped and changed days, and the way to the swaps', async () => {
    const { dict, api } = await renderWithProviders(<MyRosterCard />, { lang, api: { 'GET /me/roster': ROSTER } });
    const card = await screen.findByRole('region', { name: dict.dashboard.roster.title });
    const call = api.callsTo('GET /me/roster')[0];
    expect([call.query.get('from'), call.query.get('to')]).toEqual([today, dates[13]]);
    const list = within(card).getByRole('list', { name: dict.dashboard.roster.listLabel });
    const days = within(list).getAllByRole('listitem');
    expect(days).toHaveLength(14);
    expect(days[0]).toHaveAttribute('aria-current', 'date');
    expect(days[0]).toHaveTextContent(dict.dashboard.roster.today);
    expect(days[0]).toHaveTextContent(lang === 'ar' ? 'ليلي' : 'Night');
    // The hours in the page's language, each time kept with its AM/PM mark on one line.
    expect(days[0].textContent).toMatch(lang === 'ar' ? /10:00\u00a0م/ : /10:00\u00a0PM – 06:00\u00a0AM/);
    expect(days[1]).toHaveTextContent(dict.dashboard.roster.swapped);
    expect(days[1]).toHaveAttribute('data-source', 'swap');
    expect(days[2]).toHaveTextContent(dict.dashboard.roster.rest);
    expect(days[3]).toHaveTextContent(dict.dashboard.roster.leave);
    expect(days[4]).toHaveTextContent(dict.dashboard.roster.changed);
    expect(days[1]).not.toHaveAttribute('aria-current');
    expect(within(card).getByRole('link', { name: dict.dashboard.roster.swaps })).toHaveAttribute('href', '/shift-swaps');
  });

  it('is not shown to a person with no shift and no roster', async () => {
    const none: TMyRosterResponse = { dates, shifts: [], cells: dates.map(() => ({ shiftId: null, work: false, source: 'fixed' as const, off: null })) };
    const { api } = await renderWithProviders(<MyRosterCard />, { lang, api: { 'GET /me/roster': none } });
    await waitFor(() => expect(api.callsTo('GET /me/roster')).toHaveLength(1));
    // Give the answer a turn to render: still nothing.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('my-roster-widget')).not.toBeInTheDocument();
  });

  it('is shown for a fixed shift without a roster', async () => {
    const fixed: TMyRosterResponse = { dates, shifts: [DAY], cells: dates.map((_, i) => ({ shiftId: 3, work: i % 7 < 5, source: 'fixed' as const, off: null })) };
    const { dict } = await renderWithProviders(<MyRosterCard />, { lang, api: { 'GET /me/roster': fixed } });
    const card = await screen.findByTestId('my-roster-widget');
    expect(within(card).getAllByText(dict.dashboard.roster.rest)).toHaveLength(4);
  });
});
