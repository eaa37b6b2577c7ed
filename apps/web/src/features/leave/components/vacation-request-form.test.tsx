import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TLeaveQuote, TLeaveType } from '@hr/shared';
import { apiError, type TFakeRequest } from '@/test/fake-api';
import { choose, dateField, exactly, named, typeDate } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { VacationRequestForm } from './vacation-request-form';

const leaveType = (over: Partial<TLeaveType> & Pick<TLeaveType, 'id' | 'nameEn' | 'nameAr'>): TLeaveType => ({
  code: null,
  eligibleGender: null,
  minServiceMonths: null,
  maxTimesInService: null,
  minWorkforce: null,
  minGapMonths: null,
  balanceTypeId: over.id,
  entitlementRule: 'egypt_annual',
  yearlyDays: 0,
  yearlyCapDays: null,
  dayBasis: 'working',
  maxConsecutiveDays: null,
  minNoticeDays: 0,
  halfDayAllowed: true, hoursAllowed: false,
  attachmentOverDays: null,
  approvalFlow: 'manager',
  active: true,
  tracksBalance: true,
  ...over,
});
const ANNUAL = leaveType({ id: 1, code: 'annual', nameEn: 'Annual', nameAr: 'اعتيادية' });
const HOURLY = leaveType({ id: 4, nameEn: 'Errand', nameAr: 'مشوار', halfDayAllowed: false, hoursAllowed: true });
const SICK = leaveType({ id: 3, nameEn: 'Sick', nameAr: 'مرضية', balanceTypeId: null, entitlementRule: 'none', halfDayAllowed: false, hoursAllowed: false, attachmentOverDays: 0, tracksBalance: false });

/** The quote as the server computes it: Fridays and Saturdays are rest days; 21 days of Annual left. */
function quoteOf(req: TFakeRequest): TLeaveQuote {
  const typeId = Number(req.query.get('leaveTypeId'));
  const from = req.query.get('startDate')!;
  const to = req.query.get('endDate')!;
  const skipped: TLeaveQuote['skipped'] = [];
  let days = 0;
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() === 5 || d.getUTCDay() === 6) skipped.push({ date: d.toISOString().slice(0, 10), kind: 'rest', nameEn: null, nameAr: null });
    else days += 1;
  }
  if (req.query.get('halfDay') !== 'none') days /= 2;
  // Leave by the hour at 8 hours a day.
  const fromTime = req.query.get('from');
  const toTime = req.query.get('to');
  const minutes = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3));
  if (fromTime && toTime) days = (minutes(toTime) - minutes(fromTime)) / 480;
  const annual = typeId === ANNUAL.id;
  return { days, skipped, remainingAfter: annual ? 21 - days : null, attachmentRequired: typeId === SICK.id, covering: [] };
}

const API = {
  'GET /leave/types': { items: [ANNUAL, SICK, HOURLY] },
  'GET /leave/types/offered': { items: [ANNUAL, SICK, HOURLY] },
  'GET /leave/shifts': { items: [] },
  'GET /leave/quote': quoteOf,
};

describe.each(['en', 'ar'] as const)('vacation request form (%s)', (lang) => {
  const setup = (api = {}) => renderWithProviders(<VacationRequestForm team={false} />, { lang, api: { ...API, ...api } });

  it('asks for the type and both dates before sending anything', async () => {
    const { user, dict, api } = await setup();
    expect(document.documentElement).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await user.click(screen.getByRole('button', { name: dict.vacations.form.submit }));

    expect(await screen.findByRole('combobox', { name: named(dict.vacations.form.type) })).toHaveAccessibleDescription(dict.validation.required);
    // An empty date is "required", under both date fields.
    for (const label of [dict.vacations.form.startDate, dict.vacations.form.endDate]) {
      expect(dateField(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getAllByText(dict.validation.required)).toHaveLength(3);
    expect(screen.getByText(dict.vacations.quote.pick)).toBeInTheDocument();
    expect(api.callsTo('POST /leave/requests')).toHaveLength(0);
  });

  it('offers only the types the server says fit the requester', async () => {
    const MATERNITY = leaveType({ id: 7, nameEn: 'Maternity', nameAr: 'إجازة وضع', eligibleGender: 'female' });
    const { user, dict, api } = await setup({ 'GET /leave/types': { items: [ANNUAL, SICK, MATERNITY] }, 'GET /leave/types/offered': { items: [ANNUAL, SICK] } });
    await user.click(screen.getByRole('combobox', { name: named(dict.vacations.form.type) }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: lang === 'ar' ? ANNUAL.nameAr : ANNUAL.nameEn })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: lang === 'ar' ? MATERNITY.nameAr : MATERNITY.nameEn })).not.toBeInTheDocument();
    expect(api.callsTo('GET /leave/types/offered')).toHaveLength(1);
  });

  it('refuses an end date before the start date', async () => {
    const { user, dict, api } = await setup();
    await choose(user, dict.vacations.form.type, lang === 'ar' ? ANNUAL.nameAr : ANNUAL.nameEn);
    await typeDate(user, dict.vacations.form.startDate, '10/12/2026');
    await typeDate(user, dict.vacations.form.endDate, '07/12/2026');
    await user.click(screen.getByRole('button', { name: dict.vacations.form.submit }));

    expect(await screen.findByText(dict.errors.DATES_OUT_OF_ORDER)).toBeInTheDocument();
    expect(dateField(dict.vacations.form.endDate)).toHaveAttribute('aria-invalid', 'true');
    expect(dateField(dict.vacations.form.startDate)).toHaveAttribute('aria-invalid', 'false');
    expect(api.callsTo('POST /leave/requests')).toHaveLength(0);
  });

  it('offers a half day only for a single day of a type that allows it', async () => {
    const { user, dict } = await setup();
    const halfDay = () => screen.queryByRole('combobox', { name: named(dict.vacations.form.halfDay) });
    await choose(user, dict.vacations.form.type, lang === 'ar' ? ANNUAL.nameAr : ANNUAL.nameEn);
    await typeDate(user, dict.vacations.form.startDate, '08/12/2026');
    await typeDate(user, dict.vacations.form.endDate, '08/12/2026');
    expect(halfDay()).toBeInTheDocument();
    expect(screen.getByText(dict.vacations.form.halfDayHelp)).toBeInTheDocument();

    // Half a day counts half: the summary follows the choice.
    await choose(user, dict.vacations.form.halfDay, dict.leave.halfDay.am);
    const summary = screen.getByRole('region', { name: dict.vacations.quote.title });
    await waitFor(() => expect(within(summary).getByText(dict.vacations.quote.days).nextElementSibling).toHaveTextContent(exactly('0.5')));

    await typeDate(user, dict.vacations.form.endDate, '09/12/2026');
    expect(halfDay()).not.toBeInTheDocument();

    await typeDate(user, dict.vacations.form.endDate, '08/12/2026');
    expect(halfDay()).toBeInTheDocument();
    await choose(user, dict.vacations.form.type, lang === 'ar' ? SICK.nameAr : SICK.nameEn);
    expect(halfDay()).not.toBeInTheDocument();
  });

  it('offers leave by the hour for one day of a type that allows it, and sends the span', async () => {
    const posted: unknown[] = [];
    const { user, dict, api } = await setup({ 'POST /leave/requests': (req: TFakeRequest) => (posted.push(req.body), apiError(400, 'INTERNAL')) });
    const byHours = () => screen.queryByRole('switch', { name: dict.vacations.form.byHours });
    await choose(user, dict.vacations.form.type, lang === 'ar' ? ANNUAL.nameAr : ANNUAL.nameEn);
    await typeDate(user, dict.vacations.form.startDate, '08/12/2026');
    await typeDate(user, dict.vacations.form.endDate, '08/12/2026');
    expect(byHours()).not.toBeInTheDocument();
    await choose(user, dict.vacations.form.type, lang === 'ar' ? HOURLY.nameAr : HOURLY.nameEn);
    await user.click(byHours()!);
    // Switched on, both times are required before anything is sent.
    await user.click(screen.getByRole('button', { name: dict.vacations.form.submit }));
    expect(await screen.findByLabelText(named(dict.vacations.form.from))).toHaveAccessibleDescription(dict.validation.required);
    expect(api.callsTo('POST /leave/requests')).toHaveLength(0);
    await user.type(screen.getByLabelText(named(dict.vacations.form.from)), '08:00');
    await user.type(screen.getByLabelText(named(dict.vacations.form.to)), '10:00');
    const summary = screen.getByRole('region', { name: dict.vacations.quote.title });
    await waitFor(() => expect(within(summary).getByText(dict.vacations.quote.days).nextElementSibling).toHaveTextContent(exactly('0.25')));
    await user.click(screen.getByRole('button', { name: dict.vacations.form.submit }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ leaveTypeId: 4, startDate: '2026-12-08', endDate: '2026-12-08', from: '08:00', to: '10:00' });
    // Several days: no hours any more.
    await typeDate(user, dict.vacations.form.endDate, '09/12/2026');
    expect(byHours()).not.toBeInTheDocument();
  });

  it('refuses a range longer than a year', async () => {
    const { user, dict, api } = await setup();
    await choose(user, dict.vacations.form.type, lang === 'ar' ? ANNUAL.nameAr : ANNUAL.nameEn);
    await typeDate(user, dict.vacations.form.startDate, '01/01/2026');
    await typeDate(user, dict.vacations.form.endDate, '05/01/2027');
    await user.click(screen.getByRole('button', { name: dict.vacations.form.submit }));

    expect(await screen.findByText(dict.validation.rangeTooLongYear)).toBeInTheDocument();
    expect(dateField(dict.vacations.form.startDate)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /leave/requests')).toHaveLength(0);
  });

  it('shows the days counted, the days skipped and the balance after the request, from the quote', async () => {
    const { user, dict, api } = await setup();
    await choose(user, dict.vacations.form.type, lang === 'ar' ? ANNUAL.nameAr : ANNUAL.nameEn);
    await typeDate(user, dict.vacations.form.startDate, '03/12/2026');
    await typeDate(user, dict.vacations.form.endDate, '07/12/2026');

    const summary = screen.getByRole('region', { name: dict.vacations.quote.title });
    // Thursday 3 to Monday 7 December: Friday and Saturday are rest days, 3 days counted, 18 left.
    await waitFor(() => expect(within(summary).getByText(dict.vacations.quote.days).nextElementSibling).toHaveTextContent(exactly('3')));
    expect(within(summary).getByText(dict.vacations.quote.remainingAfter).nextElementSibling).toHaveTextContent(exactly('18'));
    const skipped = within(summary).getAllByRole('listitem');
    expect(skipped.map((li) => li.textContent)).toEqual([`04/12/2026 · ${dict.vacations.quote.rest}`, `05/12/2026 · ${dict.vacations.quote.rest}`]);
    expect(within(summary).queryByText(dict.vacations.quote.overdrawn)).not.toBeInTheDocument();
    expect(api.callsTo('GET /leave/quote').at(-1)?.query.toString()).toBe('leaveTypeId=1&startDate=2026-12-03&endDate=2026-12-07&halfDay=none');

    // More days than the balance holds: the balance turns negative and the summary says so.
    await typeDate(user, dict.vacations.form.endDate, '31/01/2027');
    expect(await within(summary).findByText(dict.vacations.quote.overdrawn)).toBeInTheDocument();
    expect(within(summary).getByText(dict.vacations.quote.remainingAfter).nextElementSibling).toHaveTextContent(exactly('-21'));
  });

  it('warns a substitute who asks for leave on days they cover', async () => {
    const covering = [{ employee: { id: 5, EmpCode: 1005, FullName: 'Omar Khaled', fullNameAr: 'عمر خالد' }, startDate: '2026-12-06', endDate: '2026-12-10' }];
    const { user, dict } = await setup({ 'GET /leave/quote': (req: TFakeRequest) => ({ ...quoteOf(req), covering }) });
    await choose(user, dict.vacations.form.type, lang === 'ar' ? ANNUAL.nameAr : ANNUAL.nameEn);
    await typeDate(user, dict.vacations.form.startDate, '08/12/2026');
    await typeDate(user, dict.vacations.form.endDate, '08/12/2026');
    const warning = await screen.findByTestId('quote-covering');
    // Each date isolated, the range in the page's direction (start first in reading order).
    const range = `${lang === 'ar' ? '\u2067' : '\u2066'}\u206606/12/2026\u2069 –\u2060 \u206610/12/2026\u2069\u2069`;
    expect(warning).toHaveTextContent(lang === 'ar' ? `عمر خالد (${range})` : `Omar Khaled (${range})`);
  });

  it('past days: the server asks why, under the reason field', async () => {
    const { user, dict } = await setup({ 'POST /leave/requests': apiError(400, 'PAST_LEAVE_NEEDS_REASON', [{ path: 'reason', message: 'errors.PAST_LEAVE_NEEDS_REASON' }]) });
    await choose(user, dict.vacations.form.type, lang === 'ar' ? ANNUAL.nameAr : ANNUAL.nameEn);
    await typeDate(user, dict.vacations.form.startDate, '02/11/2026');
    await typeDate(user, dict.vacations.form.endDate, '02/11/2026');
    await user.click(screen.getByRole('button', { name: dict.vacations.form.submit }));
    const reason = await screen.findByRole('textbox', { name: named(dict.vacations.form.reason) });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(dict.errors.PAST_LEAVE_NEEDS_REASON));
  });

  it('Enter in the handover field with no match sends nothing', async () => {
    const { user, dict, api } = await setup({ 'GET /leave/handover-candidates': { items: [] } });
    await choose(user, dict.vacations.form.type, lang === 'ar' ? ANNUAL.nameAr : ANNUAL.nameEn);
    await typeDate(user, dict.vacations.form.startDate, '08/12/2026');
    await typeDate(user, dict.vacations.form.endDate, '09/12/2026');
    const handover = screen.getByRole('combobox', { name: named(dict.vacations.form.handover) });
    await user.click(handover);
    await user.type(handover, 'Nobody by this name');
    await waitFor(() => expect(api.callsTo('GET /leave/handover-candidates').length).toBeGreaterThan(0));
    await user.keyboard('{Enter}');
    const code = screen.getByRole('combobox', { name: named(dict.vacations.form.handoverCode) });
    await user.type(code, '99999{Enter}');
    expect(api.callsTo('POST /leave/requests')).toHaveLength(0);
    // The button still sends it.
    await user.click(screen.getByRole('button', { name: dict.vacations.form.submit }));
    await waitFor(() => expect(api.callsTo('POST /leave/requests')).toHaveLength(1));
  });

  it('requires an attachment when the type needs one, and sends the chosen file', async () => {
    const posted: unknown[] = [];
    const { user, dict } = await setup({
      'POST /leave/requests': (req: TFakeRequest) => {
        posted.push(req.body);
        return (req.body as { attachment?: unknown }).attachment ? apiError(400, 'INTERNAL') : apiError(400, 'ATTACHMENT_REQUIRED', [{ path: 'attachment', message: 'errors.ATTACHMENT_REQUIRED' }]);
      },
    });
    expect(screen.getByText(dict.vacations.form.attachmentOptional)).toBeInTheDocument();
    await choose(user, dict.vacations.form.type, lang === 'ar' ? SICK.nameAr : SICK.nameEn);
    await typeDate(user, dict.vacations.form.startDate, '08/12/2026');
    await typeDate(user, dict.vacations.form.endDate, '09/12/2026');

    // The quote says this request needs one: the field is marked required before sending.
    expect(await screen.findByText(dict.vacations.form.attachmentRequired)).toBeInTheDocument();
    expect(screen.getByText(`${dict.vacations.form.attachment} *`)).toBeInTheDocument();
    // Sick leave draws on no balance.
    expect(screen.getByText(dict.vacations.quote.noBalance)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: dict.vacations.form.submit }));
    expect(await screen.findByText(dict.errors.ATTACHMENT_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: dict.vacations.form.attachmentChoose })).toHaveAccessibleDescription(dict.errors.ATTACHMENT_REQUIRED);

    await user.upload(screen.getByTestId('vacation-file'), new File(['%PDF-1.4'], 'sick-note.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('sick-note.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: lang === 'ar' ? 'إزالة sick-note.pdf' : 'Remove sick-note.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: dict.vacations.form.submit }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({ leaveTypeId: SICK.id, startDate: '2026-12-08', endDate: '2026-12-09', attachment: { fileName: 'sick-note.pdf', mimeType: 'application/pdf', contentBase64: btoa('%PDF-1.4') } });
  });
});
