import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TLeaveQuote, TLeaveRequest, TLeaveType } from '@hr/shared';
import { TEST_USER, type TFakeRequest } from '@/test/fake-api';
import { choose, dateField, named, typeDate } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { VacationRequestForm } from './vacation-request-form';

const ERRAND: TLeaveType = {
  id: 4,
  code: null,
  nameEn: 'Errand',
  nameAr: 'مشوار',
  eligibleGender: null,
  minServiceMonths: null,
  maxTimesInService: null,
  minWorkforce: null,
  minGapMonths: null,
  balanceTypeId: null,
  entitlementRule: 'none',
  yearlyDays: 0,
  yearlyCapDays: null,
  dayBasis: 'working',
  maxConsecutiveDays: null,
  minNoticeDays: 0,
  halfDayAllowed: false,
  hoursAllowed: true,
  attachmentOverDays: null,
  approvalFlow: 'manager',
  active: true,
  tracksBalance: false,
};
const quote = (): TLeaveQuote => ({ days: 0.25, skipped: [], remainingAfter: null, attachmentRequired: false, covering: [] });
const saved = (id: number): TLeaveRequest => ({
  id,
  employee: { id: TEST_USER.id, EmpCode: TEST_USER.EmpCode, FullName: TEST_USER.FullName, fullNameAr: TEST_USER.fullNameAr },
  leaveType: { id: ERRAND.id, nameEn: ERRAND.nameEn, nameAr: ERRAND.nameAr },
  startDate: '2026-12-08',
  endDate: '2026-12-09',
  halfDay: 'none',
  hours: null,
  countOfDays: 2,
  state: 'requested',
  step: null,
  approver: null,
  handover: null,
  handoverState: null,
  shift: null,
  reason: '',
  hasAttachment: false,
  filedBy: null,
  change: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
});
const API = {
  'GET /leave/types': { items: [ERRAND] },
  'GET /leave/types/offered': { items: [ERRAND] },
  'GET /leave/shifts': { items: [] },
  'GET /leave/quote': quote,
};

/**
 * A leave request typed and not sent is kept: after Back and Forward (the page goes and comes
 * back) the form is filled again, the hours by the hour too, and says so; "Start over" empties it,
 * and sending it forgets the draft.
 */
describe.each(['en', 'ar'] as const)('an unsent leave request is kept (%s)', (lang) => {
  const render = (api = {}) => renderWithProviders(<VacationRequestForm team={false} />, { lang, api: { ...API, ...api } });

  it('comes back filled after the page is left and opened again, until "start over"', async () => {
    const first = await render();
    const { user, dict } = first;
    await choose(user, dict.vacations.form.type, lang === 'ar' ? ERRAND.nameAr : ERRAND.nameEn);
    await typeDate(user, dict.vacations.form.startDate, '08/12/2026');
    await typeDate(user, dict.vacations.form.endDate, '08/12/2026');
    await user.click(screen.getByRole('switch', { name: dict.vacations.form.byHours }));
    await user.type(screen.getByLabelText(named(dict.vacations.form.from)), '08:00');
    await user.type(screen.getByLabelText(named(dict.vacations.form.to)), '10:00');
    await user.type(screen.getByRole('textbox', { name: named(dict.vacations.form.reason) }), 'Bank errand');
    expect(screen.queryByTestId('draft-note')).toBeNull();
    first.unmount();

    const again = await render();
    expect(await screen.findByTestId('draft-note')).toHaveTextContent(again.dict.formDraft.restored);
    expect(screen.getByRole('textbox', { name: named(dict.vacations.form.reason) })).toHaveValue('Bank errand');
    expect(screen.getByRole('combobox', { name: named(dict.vacations.form.type) })).toHaveTextContent(lang === 'ar' ? ERRAND.nameAr : ERRAND.nameEn);
    expect(dateField(dict.vacations.form.startDate)).toHaveTextContent(/08.12.2026/);
    await waitFor(() => expect(screen.getByRole('switch', { name: dict.vacations.form.byHours })).toBeChecked());
    expect(screen.getByLabelText(named(dict.vacations.form.from))).toHaveValue('08:00');
    expect(screen.getByLabelText(named(dict.vacations.form.to))).toHaveValue('10:00');

    await again.user.click(screen.getByRole('button', { name: dict.formDraft.startOver }));
    expect(screen.getByRole('textbox', { name: named(dict.vacations.form.reason) })).toHaveValue('');
    expect(screen.queryByTestId('draft-note')).toBeNull();
    again.unmount();
    await render();
    expect(screen.getByRole('textbox', { name: named(dict.vacations.form.reason) })).toHaveValue('');
    expect(screen.queryByTestId('draft-note')).toBeNull();
  });

  it('is forgotten once the request is sent', async () => {
    const posted: unknown[] = [];
    const first = await render({ 'POST /leave/requests': (req: TFakeRequest) => (posted.push(req.body), saved(77)) });
    const { user, dict } = first;
    await choose(user, dict.vacations.form.type, lang === 'ar' ? ERRAND.nameAr : ERRAND.nameEn);
    await typeDate(user, dict.vacations.form.startDate, '08/12/2026');
    await typeDate(user, dict.vacations.form.endDate, '09/12/2026');
    await user.click(screen.getByRole('button', { name: dict.vacations.form.submit }));
    await waitFor(() => expect(posted).toHaveLength(1));
    first.unmount();
    await render();
    expect(screen.queryByTestId('draft-note')).toBeNull();
    expect(screen.getByRole('combobox', { name: named(dict.vacations.form.type) })).not.toHaveTextContent(lang === 'ar' ? ERRAND.nameAr : ERRAND.nameEn);
  });
});
