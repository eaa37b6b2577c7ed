import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TRosterCell, TRosterResponse } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { named } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { RosterView } from './roster-view';

const cell = (shiftId: number | null): TRosterCell => ({ shiftId, work: shiftId !== null, source: 'pattern', off: null });
const roster = (from: string, people: boolean): TRosterResponse => ({
  dates: [from],
  shifts: people ? [{ id: 1, nameEn: 'Day', nameAr: 'صباحي', startTime: '07:00', endTime: '15:00' }] : [],
  crews: [{ id: 5, nameEn: 'Crew A', nameAr: 'الفرقة أ' }],
  people: people ? [{ id: 41, EmpCode: 2041, FullName: 'Hany Fawzy', fullNameAr: 'هاني فوزي', crewId: 5, departmentId: 2, cells: [cell(1)] }] : [],
  total: people ? 1 : 0,
  page: 1,
  pageSize: 25,
  working: [people ? 1 : 0],
});

/** Where the roster is: the address, and the browser's Back. */
function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

/** The roster's period and filters in the address, Back, the window's ends, the download's language, the legend. */
describe.each(['en', 'ar'] as const)('roster address (%s)', (lang) => {
  const open = (route: string, user = {}) => {
    const asked: URLSearchParams[] = [];
    const downloads: URLSearchParams[] = [];
    const api = {
      'GET /team/roster': (req: TFakeRequest) => {
        asked.push(req.query);
        return roster(req.query.get('from')!, !req.query.get('q'));
      },
      'GET /team/roster.xlsx': (req: TFakeRequest) => {
        downloads.push(req.query);
        return { status: 409, body: { code: 'CONFLICT', message: 'x', fields: [], params: {} } };
      },
      'GET /people/units': { departments: [{ id: 2, nameEn: 'Operations', nameAr: 'العمليات', sections: [] }] },
    };
    return renderWithProviders(
      <>
        <RosterView />
        <Address />
      </>,
      { lang, api, route, user: { roles: ['employee', 'supervisor'], ...user } },
    ).then((r) => ({ ...r, asked, downloads, last: () => asked[asked.length - 1] }));
  };
  const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

  it('reads crew, department and search from the address, keeps the legend when nobody is found, and downloads in the page’s language', async () => {
    const { user, dict, last, downloads } = await open('/team/roster?span=week&date=2031-03-04&crew=5&department=2');
    await screen.findByTestId('roster-grid');
    expect(last().get('crewId')).toBe('5');
    expect(last().get('departmentId')).toBe('2');
    const legend = screen.getByRole('list', { name: dict.roster.view.legend });
    const day = lang === 'ar' ? 'صباحي' : 'Day';
    expect(legend).toHaveTextContent(day);
    await user.type(screen.getByRole('searchbox', { name: named(dict.common.search) }), 'Nobody');
    await waitFor(() => expect(address().get('q')).toBe('Nobody'));
    await screen.findByTestId('roster-empty');
    expect(address().get('crew')).toBe('5');
    expect(screen.getByRole('list', { name: dict.roster.view.legend })).toHaveTextContent(day);
    await user.click(screen.getByTestId('roster-download'));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].get('lang')).toBe(lang);
    expect(downloads[0].get('q')).toBe('Nobody');
  });

  it('makes each step a history entry (Back returns) and goes no further than the supported window', async () => {
    const { user, dict, last } = await open('/team/roster?span=month&date=2199-11-10');
    await screen.findByTestId('roster-grid');
    expect(last().get('from')).toBe('2199-11-01');
    await user.click(screen.getByRole('button', { name: dict.roster.view.nextMonth }));
    await waitFor(() => expect(last().get('from')).toBe('2199-12-01'));
    expect(last().get('to')).toBe('2199-12-31');
    expect(screen.getByRole('button', { name: dict.roster.view.nextMonth })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'back' }));
    // The month before is cached: the address and the enabled Next month say it is back.
    await waitFor(() => expect(address().get('date')).toBe('2199-11-10'));
    expect(screen.getByRole('button', { name: dict.roster.view.nextMonth })).toBeEnabled();
    // The last week is cut at 31/12/2199; the first at 01/01/1900.
    await user.click(screen.getByRole('button', { name: dict.roster.view.week }));
    for (let i = 0; i < 8 && screen.getByRole('button', { name: dict.roster.view.nextWeek }).matches(':enabled'); i++) await user.click(screen.getByRole('button', { name: dict.roster.view.nextWeek }));
    await waitFor(() => expect(last().get('to')).toBe('2199-12-31'));
    expect(screen.getByRole('button', { name: dict.roster.view.nextWeek })).toBeDisabled();
    expect(address().get('date')! <= '2199-12-31').toBe(true);
  });

  it('starts at the window’s first day with no step before it', async () => {
    const { dict, last } = await open('/team/roster?span=week&date=1900-01-01');
    await screen.findByTestId('roster-grid');
    expect(last().get('from')).toBe('1900-01-01');
    expect(screen.getByRole('button', { name: dict.roster.view.previousWeek })).toBeDisabled();
  });

  it('writes the Hijri day under each date in the digits of the Gregorian one', async () => {
    await open('/team/roster?span=week&date=2031-03-04', { hijriDates: true, arabicDigits: false });
    const grid = await screen.findByTestId('roster-grid');
    for (const h of within(grid).getAllByTestId('hijri-day')) expect(h.textContent).toMatch(/^\d{1,2}$/);
  });
});
