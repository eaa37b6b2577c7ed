import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALENDAR_NAMES_MAX_PEOPLE, type TCalendar, type TCalendarCounts, type TCalendarDayPeople } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { MonthCalendar } from './month-calendar';

const Y = new Date().getFullYear() + 1;
const MONTH = `${Y}-06`;
const D = `${Y}-06-14`;
const shading = { holidays: [], weekendDays: [5, 6] };
const counts = (scopePeople: number): TCalendarCounts => ({ from: `${MONTH}-01`, to: `${MONTH}-30`, scopePeople, days: [{ date: D, people: 812, approved: 700 }], ...shading });
const NAMES: TCalendar = {
  month: MONTH,
  people: [[5, 1005, 'Omar Khaled', 'عمر خالد']],
  leaveTypes: [[1, 'Annual', 'اعتيادي']],
  absences: [[41, 5, 1, D, D, 'approved']],
  ...shading,
};
const person = (i: number) => ({
  requestId: 100 + i,
  employee: { id: 100 + i, EmpCode: 20_000 + i, FullName: `Worker ${i}`, fullNameAr: `عامل ${i}` },
  leaveType: { id: 1, nameEn: 'Annual', nameAr: 'اعتيادي' },
  site: { id: 3, nameEn: 'Giza', nameAr: 'الجيزة' },
  department: { id: 4, nameEn: 'Operations', nameAr: 'العمليات' },
  startDate: D,
  endDate: D,
  state: 'approved' as const,
  hours: null,
});

/** HR's month calendar at size: a count per day past CALENDAR_NAMES_MAX_PEOPLE, drilled down to names; a chip per person below it. */
describe.each(['en', 'ar'] as const)('the team calendar (%s)', (lang) => {
  it('shows how many are out each day for a large scope, and opens a day by site, then its names a page at a time', async () => {
    const pages: string[] = [];
    const { user, dict, api } = await renderWithProviders(<MonthCalendar />, {
      lang,
      route: `/team/calendar?month=${MONTH}`,
      api: {
        'GET /leave/calendar/counts': counts(20_000),
        'GET /people/units': { departments: [] },
        'GET /leave/calendar/day': (req: TFakeRequest) => ({
          date: D,
          by: req.query.get('by'),
          people: 812,
          groups:
            req.query.get('by') === 'site'
              ? [
                  { id: 3, nameEn: 'Giza', nameAr: 'الجيزة', people: 500 },
                  { id: null, nameEn: '', nameAr: '', people: 312 },
                ]
              : [{ id: 1, nameEn: 'Annual', nameAr: 'اعتيادي', people: 812 }],
        }),
        'GET /leave/calendar/day/people': (req: TFakeRequest): TCalendarDayPeople => {
          pages.push(req.query.toString());
          const page = Number(req.query.get('page'));
          return { date: D, total: 500, page, pageSize: 25, items: Array.from({ length: 25 }, (_, i) => person(page * 25 + i)) };
        },
      },
    });
    const w = dict.leaveCalendar;
    const cell = await screen.findByTestId(`count-${D}`);
    expect(cell).toHaveTextContent('812');
    expect(cell.getAttribute('aria-label')).toContain('812');
    expect(screen.getByTestId('calendar-counts-note')).toHaveTextContent('20000');
    // The names of a month were never asked for.
    expect(api.calls.some((c) => c.path === '/leave/calendar')).toBe(false);

    await user.click(cell);
    const dialog = await screen.findByRole('dialog');
    const table = await within(dialog).findByTestId('day-groups');
    expect(within(table).getByRole('rowheader', { name: lang === 'ar' ? 'الجيزة' : 'Giza' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: w.day.noSite })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: w.day.leaveType }));
    expect(await within(dialog).findByRole('rowheader', { name: lang === 'ar' ? 'اعتيادي' : 'Annual' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: w.day.site }));
    await user.click(await within(dialog).findByRole('button', { name: w.day.showNamesOf.replace('{{group}}', lang === 'ar' ? 'الجيزة' : 'Giza') }));
    const names = await within(dialog).findByTestId('day-names');
    expect(within(names).getAllByRole('listitem')).toHaveLength(25);
    expect(pages[0]).toContain('siteId=3');
    await user.click(within(dialog).getByRole('button', { name: dict.pagination.next }));
    await waitFor(() => expect(within(dialog).getByText(lang === 'ar' ? 'عامل 25' : 'Worker 25')).toBeInTheDocument());
    expect(pages.at(-1)).toContain('page=1');
    await user.click(within(dialog).getByRole('button', { name: w.day.back }));
    expect(await within(dialog).findByTestId('day-groups')).toBeInTheDocument();
  });

  it(`shows a chip per person out for a scope of ${CALENDAR_NAMES_MAX_PEOPLE} or fewer`, async () => {
    const { api } = await renderWithProviders(<MonthCalendar />, {
      lang,
      route: `/team/calendar?month=${MONTH}`,
      api: { 'GET /leave/calendar/counts': counts(CALENDAR_NAMES_MAX_PEOPLE), 'GET /leave/calendar': NAMES, 'GET /people/units': { departments: [] } },
    });
    const day = await screen.findByTestId(`day-${D}`);
    await waitFor(() => expect(within(day).getByText(lang === 'ar' ? 'عمر خالد' : 'Omar Khaled')).toBeInTheDocument());
    expect(screen.queryByTestId(`count-${D}`)).toBeNull();
    expect(api.calls.find((c) => c.path === '/leave/calendar')?.query.get('month')).toBe(MONTH);
  });
});
