import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TRosterCell, TRosterResponse } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { named } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { RosterView } from './roster-view';

const DATES = ['2031-03-02', '2031-03-03', '2031-03-04'];
const cell = (shiftId: number | null, over: Partial<TRosterCell> = {}): TRosterCell => ({ shiftId, work: shiftId !== null, source: 'pattern', off: null, ...over });
const SHIFTS = [
  { id: 1, nameEn: 'Day', nameAr: 'صباحي', startTime: '07:00', endTime: '15:00' },
  { id: 3, nameEn: 'Night', nameAr: 'ليلي', startTime: '23:00', endTime: '07:00' },
];
const ROSTER: TRosterResponse = {
  dates: DATES,
  shifts: SHIFTS,
  crews: [{ id: 5, nameEn: 'Crew A', nameAr: 'الفرقة أ' }],
  people: [
    { id: 41, EmpCode: 2041, FullName: 'Hany Fawzy', fullNameAr: 'هاني فوزي', crewId: 5, departmentId: 2, cells: [cell(1), cell(null), cell(3, { source: 'override' })] },
    { id: 42, EmpCode: 2042, FullName: 'Laila Nabil', fullNameAr: 'ليلى نبيل', crewId: 5, departmentId: 2, cells: [cell(1, { off: 'leave' }), cell(3, { source: 'swap' }), cell(1, { off: 'holiday' })] },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
  working: [1, 1, 1],
};
const HR_SHIFTS = SHIFTS.map((s) => ({ ...s, graceMinutes: 10, workDays: [0, 1, 2, 3, 4], crossesMidnight: s.id === 3, ramadanStartTime: null, ramadanEndTime: null, employeeCount: 2 }));

/** The roster grid: people by days, each day's label and what it is, the count at work, and HR's change of one day. */
describe.each(['en', 'ar'] as const)('roster (%s)', (lang) => {
  const open = (roles: string[]) => {
    const asked: URLSearchParams[] = [];
    const puts: unknown[] = [];
    const api = {
      'GET /team/roster': (req: TFakeRequest) => {
        asked.push(req.query);
        return ROSTER;
      },
      'GET /people/units': { departments: [{ id: 2, nameEn: 'Operations', nameAr: 'العمليات', sections: [] }] },
      'GET /hr/structure': { sites: [{ id: 1, nameEn: 'Cairo', nameAr: 'القاهرة', employeeCount: 2 }], departments: [] },
      'GET /hr/shifts': { items: HR_SHIFTS },
      'PUT /hr/roster/overrides': (req: TFakeRequest) => {
        puts.push(req.body);
        return { status: 204 };
      },
    };
    return renderWithProviders(<RosterView />, { lang, api, user: { roles: roles as never } }).then((r) => ({ ...r, asked, puts }));
  };

  it('shows each day: the shift, a rest day, leave, a holiday, HR’s change and a swap; and who works each date', async () => {
    const { dict, asked } = await open(['employee', 'supervisor']);
    const grid = await screen.findByRole('table', { name: named(dict.roster.view.gridLabel.replace(' {{range}}', '').replace('{{range}}', '')) });
    const hany = within(grid).getByTestId('roster-person-41');
    const laila = within(grid).getByTestId('roster-person-42');
    const days = (row: HTMLElement) => within(row).getAllByTestId('roster-cell');
    const day = lang === 'ar' ? 'صباحي' : 'Day';
    const night = lang === 'ar' ? 'ليلي' : 'Night';
    // The short label shows; the words say the shift and its hours.
    expect(days(hany)[0]).toHaveTextContent(lang === 'ar' ? 'ص' : 'D');
    expect(days(hany)[0]).toHaveTextContent(day);
    expect(days(hany)[1]).toHaveTextContent(dict.roster.cell.restShort);
    expect(days(hany)[1]).toHaveTextContent(dict.roster.restDay);
    expect(days(hany)[2]).toHaveTextContent(`${night}`);
    expect(days(hany)[2]).toHaveTextContent(dict.roster.cell.override);
    expect(days(hany)[2].querySelector('[data-mark="override"]')).not.toBeNull();
    expect(days(laila)[0]).toHaveTextContent(dict.roster.cell.leave);
    expect(days(laila)[1]).toHaveTextContent(dict.roster.cell.swap);
    expect(days(laila)[1].querySelector('[data-mark="swap"]')).not.toBeNull();
    expect(days(laila)[2]).toHaveTextContent(dict.roster.cell.holiday);
    // The foot counts who works each date; the legend names every mark.
    expect(within(grid).getByTestId('roster-working')).toHaveTextContent(dict.roster.view.working);
    const legend = screen.getByRole('list', { name: dict.roster.view.legend });
    for (const w of [day, night, dict.roster.restDay, dict.roster.cell.leave, dict.roster.cell.holiday, dict.roster.cell.override, dict.roster.cell.swap]) expect(legend).toHaveTextContent(w);
    // Not HR: nothing to click, and no site filter.
    expect(within(grid).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByTestId('roster-site')).toBeNull();
    // A month or a week, first page.
    const q = asked[0];
    expect(q.get('page')).toBe('1');
    expect(q.get('from')! <= q.get('to')!).toBe(true);
  });

  it('lets HR move through the days with the arrow keys and make one a rest day', async () => {
    const { user, dict, puts } = await open(['employee', 'hr']);
    const grid = await screen.findByTestId('roster-grid');
    const buttons = within(grid).getAllByRole('button');
    expect(buttons).toHaveLength(6);
    // One tab stop for the grid; the arrows follow the screen (the next date is on the left in Arabic).
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0].focus();
    await user.keyboard(lang === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[4]).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: dict.roster.override.title });
    expect(within(dialog).getByTestId('override-who')).toHaveTextContent(lang === 'ar' ? 'هاني فوزي' : 'Hany Fawzy');
    await user.click(within(dialog).getByRole('combobox', { name: named(dict.roster.override.shift) }));
    await user.click(await screen.findByRole('option', { name: dict.roster.restDay }));
    await user.type(within(dialog).getByRole('textbox', { name: named(dict.roster.override.reason) }), 'Training');
    await user.click(within(dialog).getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(puts).toEqual([{ employeeId: 41, date: DATES[0], shiftId: null, reason: 'Training' }]));
    expect(screen.getByTestId('roster-site')).toBeDefined();
  });
});
