import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMyPending, TMyPendingItem } from '@hr/shared';
import { renderWithProviders } from '@/test/render';
import { MyPendingWidget } from './my-pending-widget';

const AHMED = { id: 3, EmpCode: 1003, FullName: 'Ahmed Mahmoud', fullNameAr: 'أحمد محمود' };
const SARA = { id: 4, EmpCode: 1004, FullName: 'Sara Ali', fullNameAr: 'سارة علي' };
const item = (over: Partial<TMyPendingItem>): TMyPendingItem => ({
  kind: 'leave',
  id: 1,
  filedAt: '2027-01-02T08:00:00.000Z',
  startDate: '2027-03-07',
  endDate: '2027-03-09',
  link: '/vacations/1',
  params: {},
  waitingOn: { person: SARA, pool: null, role: 'line_manager' },
  ...over,
});
/** One of each kind the person can wait on, and two more than the card shows. */
const PENDING: TMyPending = {
  total: 7,
  items: [
    item({ params: { type: 'Annual', typeAr: 'اعتيادي', days: 3 } }),
    item({ kind: 'permission', id: 2, startDate: '2027-03-10', endDate: '2027-03-10', link: '/self/permissions', params: { type: 'Late arrival', typeAr: 'إذن تأخير', from: '08:00 AM', fromAr: '08:00 ص', to: '09:00 AM', toAr: '09:00 ص' }, waitingOn: { person: AHMED, pool: null, role: 'nearest_manager' } }),
    item({ kind: 'overtime', id: 3, startDate: '2027-02-01', endDate: '2027-02-01', link: '/self/overtime', params: { hours: 2 }, waitingOn: { person: AHMED, pool: null, role: 'nearest_manager' } }),
    item({ kind: 'attendance_issue', id: 4, startDate: '2027-02-02', endDate: '2027-02-02', link: '/self/attlogs', params: { type: 'sign-out', typeAr: 'انصراف', time: '02/02/2027 05:00 PM', timeAr: '02/02/2027 05:00 م' }, waitingOn: { person: null, pool: 'hr', role: 'hr' } }),
    item({ kind: 'shift_swap_colleague', id: 5, startDate: '2027-03-11', endDate: '2027-03-11', link: '/shift-swaps', params: { colleague: 'Omar Khaled', colleagueAr: 'عمر خالد', date: '2027-03-11' }, waitingOn: { person: { id: 5, EmpCode: 1005, FullName: 'Omar Khaled', fullNameAr: 'عمر خالد' }, pool: null, role: 'person' } }),
  ],
};

describe.each(['en', 'ar'] as const)('the dashboard card "My pending requests" (%s)', (lang) => {
  it('lists every kind of request I wait on, each with whom it waits on, and how many more there are', async () => {
    const { dict, t } = await renderWithProviders(<MyPendingWidget />, { lang, api: { 'GET /dashboard/me/pending': PENDING } });
    const card = await screen.findByRole('region', { name: dict.dashboard.pending.title });
    const ar = lang === 'ar';
    const line = (kind: string) => within(card).getByTestId(`pending-${kind}`);
    expect(await within(card).findAllByRole('listitem')).toHaveLength(5);
    expect(within(line('leave')).getByRole('link')).toHaveAttribute('href', '/vacations/1');
    expect(line('leave')).toHaveTextContent(ar ? 'اعتيادي' : 'Annual');
    expect(within(line('leave')).getByTestId('pending-waiting-on')).toHaveTextContent(t('dashboard.pending.waitingOnAs', { name: ar ? SARA.fullNameAr : SARA.FullName, role: t('approvalChains.roles.line_manager') }));
    // The permission the walkers missed: there, with its type and who decides it, as what.
    const permission = line('permission');
    expect(within(permission).getByRole('link')).toHaveAttribute('href', '/self/permissions');
    expect(permission).toHaveTextContent(ar ? 'إذن تأخير' : 'Late arrival');
    expect(permission).toHaveTextContent(ar ? '08:00 ص' : '08:00 AM');
    expect(within(permission).getByTestId('pending-waiting-on')).toHaveTextContent(t('dashboard.pending.waitingOnAs', { name: ar ? AHMED.fullNameAr : AHMED.FullName, role: t('approvalChains.roles.nearest_manager') }));
    expect(within(line('overtime')).getByRole('link')).toHaveAttribute('href', '/self/overtime');
    expect(line('attendance_issue')).toHaveTextContent(ar ? 'انصراف' : 'sign-out');
    expect(within(line('attendance_issue')).getByTestId('pending-waiting-on')).toHaveTextContent(dict.dashboard.pending.waitingOnHr);
    // A swap still waits for the colleague's answer.
    expect(within(line('shift_swap_colleague')).getByTestId('pending-waiting-on')).toHaveTextContent(t('dashboard.pending.waitingAnswer', { name: ar ? 'عمر خالد' : 'Omar Khaled' }));
    expect(within(card).getByTestId('pending-more')).toHaveTextContent(t('dashboard.pending.more', { count: 2 }));
  });

  it('says so when nothing waits', async () => {
    const { dict } = await renderWithProviders(<MyPendingWidget />, { lang, api: { 'GET /dashboard/me/pending': { items: [], total: 0 } } });
    const card = await screen.findByRole('region', { name: dict.dashboard.pending.title });
    expect(await within(card).findByText(dict.dashboard.pending.empty)).toBeInTheDocument();
  });
});
