import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCalendar, TCalendarCounts } from '@hr/shared';
import { renderWithProviders } from '@/test/render';
import { MonthCalendar } from './month-calendar';

const Y = new Date().getFullYear() + 1;
const MONTH = `${Y}-06`;
const D = `${Y}-06-14`;
const shading = { holidays: [], weekendDays: [5, 6] };
const COUNTS: TCalendarCounts = { from: `${MONTH}-01`, to: `${MONTH}-30`, scopePeople: 3, days: [{ date: D, people: 3, approved: 1 }], ...shading };
const NAMES: TCalendar = {
  month: MONTH,
  people: [
    [5, 1005, 'Omar Khaled', 'عمر خالد'],
    [6, 1006, 'Nour Hassan', 'نور حسن'],
    [9, 1009, 'Hany Adel', 'هاني عادل'],
  ],
  leaveTypes: [[1, 'Annual', 'اعتيادي']],
  absences: [
    [41, 5, 1, D, D, 'approved'],
    [42, 6, 1, D, D, 'requested'],
    [43, 9, 1, D, D, 'requested'],
  ],
  ...shading,
};

/**
 * The key promises a look of its own for leave awaiting approval: in the grid it is hatched with a
 * dashed outline and an hourglass (not only another colour), and its words say "awaiting approval";
 * on a phone, where a day shows counts, approved and awaiting ones are counted apart.
 */
describe.each(['en', 'ar'] as const)('leave awaiting approval in the calendar grid (%s)', (lang) => {
  it('is drawn and named apart from approved leave', async () => {
    const { dict } = await renderWithProviders(<MonthCalendar />, {
      lang,
      route: `/team/calendar?month=${MONTH}`,
      api: { 'GET /leave/calendar/counts': COUNTS, 'GET /leave/calendar': NAMES, 'GET /people/units': { departments: [] } },
    });
    const w = dict.leaveCalendar;
    const day = await screen.findByTestId(`day-${D}`);
    const omar = await within(day).findByText(lang === 'ar' ? 'عمر خالد' : 'Omar Khaled');
    const nour = within(day).getByText(lang === 'ar' ? 'نور حسن' : 'Nour Hassan');
    const chipOf = (el: HTMLElement) => el.closest('[data-state]')!;
    expect(chipOf(omar)).toHaveAttribute('data-state', 'approved');
    expect(chipOf(omar)).toHaveTextContent(w.approved);
    expect(chipOf(nour)).toHaveAttribute('data-state', 'requested');
    expect(chipOf(nour)).toHaveTextContent(w.requested);
    expect(chipOf(nour).querySelector('[data-testid=HourglassEmptyIcon]')).not.toBeNull();

    // The phone's counts: one approved, two awaiting approval, each said in words.
    await waitFor(() => expect(within(day).getAllByTestId('day-mark')).toHaveLength(2));
    const [approved, waiting] = within(day).getAllByTestId('day-mark');
    expect(approved).toHaveAttribute('data-state', 'approved');
    expect(approved).toHaveTextContent(w.cellApproved.replace('{{count}}', '1'));
    expect(waiting).toHaveAttribute('data-state', 'requested');
    expect(waiting).toHaveTextContent(w.cellRequested.replace('{{count}}', '2'));
  });
});
