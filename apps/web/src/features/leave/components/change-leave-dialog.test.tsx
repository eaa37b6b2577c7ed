import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TLeaveDetail, TLeaveRequest } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { named, typeDate } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { TEST_USER } from '@/test/fake-api';
import { VacationDetail } from './vacation-detail';

const Y = new Date().getFullYear() + 1;
const me = { id: TEST_USER.id, EmpCode: TEST_USER.EmpCode, FullName: TEST_USER.FullName, fullNameAr: TEST_USER.fullNameAr };
const REQUEST: TLeaveRequest = {
  id: 41,
  employee: me,
  leaveType: { id: 1, nameEn: 'Annual', nameAr: 'اعتيادي' },
  startDate: `${Y}-03-07`,
  endDate: `${Y}-03-11`,
  halfDay: 'none',  hours: null,
  countOfDays: 5,
  state: 'approved',
  step: null,
  approver: { id: 90, EmpCode: 1004, FullName: 'Sara Ali', fullNameAr: 'سارة علي' },
  handover: null,
  handoverState: null,
  shift: null,
  reason: '',
  hasAttachment: false,
  filedBy: null,
  change: null,
  createdAt: `${Y - 1}-12-01T08:00:00.000Z`,
  updatedAt: `${Y - 1}-12-01T08:00:00.000Z`,
};
const DETAIL: TLeaveDetail = { request: REQUEST, events: [], can: { approve: false, cancel: false, answerHandover: false, requestChange: true } };

/** Approved leave: the employee asks to cancel or shorten it; nothing is chosen for them. */
describe.each(['en', 'ar'] as const)('asking to change approved leave (%s)', (lang) => {
  it('asks what and why, then sends the new last day to the approver', async () => {
    const sent: unknown[] = [];
    const { user, dict } = await renderWithProviders(<VacationDetail detail={DETAIL} />, {
      lang,
      api: {
        [`POST /leave/requests/41/change`]: (req: TFakeRequest) => {
          sent.push(req.body);
          return { ...REQUEST, change: { kind: 'shorten', endDate: `${Y}-03-09`, reason: 'Back early', requestedAt: new Date().toISOString() } };
        },
      },
    });
    const w = dict.vacations.detail.change;
    await user.click(screen.getByRole('button', { name: w.button }));
    const dialog = await screen.findByRole('dialog', { name: w.title });
    // No choice made for them: both options unchecked, and sending without one says what is missing.
    for (const r of within(dialog).getAllByRole('radio')) expect(r).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: dict.common.save }));
    expect(await within(dialog).findAllByText(dict.validation.required)).toHaveLength(2);
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: w.shorten }));
    await typeDate(user, w.endDate, `09/03/${Y}`);
    await user.type(within(dialog).getByRole('textbox', { name: named(w.reason) }), 'Back early');
    await user.click(within(dialog).getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(sent).toEqual([{ kind: 'shorten', endDate: `${Y}-03-09`, reason: 'Back early' }]));
  });

  it('offers no cancel once the leave has started, only an earlier end', async () => {
    const started = { ...DETAIL, request: { ...REQUEST, startDate: '2000-01-01', endDate: `${Y}-03-11` } };
    const { user, dict } = await renderWithProviders(<VacationDetail detail={started} />, { lang });
    const w = dict.vacations.detail.change;
    await user.click(screen.getByRole('button', { name: w.button }));
    const dialog = await screen.findByRole('dialog', { name: w.title });
    expect(within(dialog).getByRole('radio', { name: w.cancelStarted })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: w.shorten })).toBeEnabled();
  });

  it('shows the pending ask to the requester', async () => {
    const pending = { ...DETAIL, can: { ...DETAIL.can, requestChange: false }, request: { ...REQUEST, change: { kind: 'cancel' as const, endDate: null, reason: 'Trip off', requestedAt: REQUEST.createdAt } } };
    const { dict } = await renderWithProviders(<VacationDetail detail={pending} />, { lang });
    expect(screen.getByTestId('vacation-change-pending')).toHaveTextContent(dict.vacations.detail.change.pendingCancel.replace('{{reason}}', 'Trip off'));
    expect(screen.queryByRole('button', { name: dict.vacations.detail.change.button })).toBeNull();
  });
});
