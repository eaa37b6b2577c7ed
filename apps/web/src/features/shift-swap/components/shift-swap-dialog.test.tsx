import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TMyRosterResponse, TShiftSwap } from '@hr/shared';
import { apiError, type TFakeRequest, type TFakeRoutes } from '@/test/fake-api';
import { dateField, named, typeDate } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { ShiftSwapDialog } from './shift-swap-dialog';

const HAZEM = { id: 21, EmpCode: 2021, FullName: 'Hazem Nabil', fullNameAr: 'حازم نبيل' };
const DAY = { id: 3, nameEn: 'Day', nameAr: 'صباحي', startTime: '08:00', endTime: '16:00' };
/** My days 20–22/12/2030: the Day shift, a rest day, leave. */
const ROSTER: TMyRosterResponse = {
  dates: ['2030-12-20', '2030-12-21', '2030-12-22'],
  shifts: [DAY],
  cells: [
    { shiftId: 3, work: true, source: 'pattern', off: null },
    { shiftId: null, work: false, source: 'pattern', off: null },
    { shiftId: 3, work: true, source: 'pattern', off: 'leave' },
  ],
};
const answer = (b: { colleagueId: number; date: string; otherDate?: string | null; reason: string }): TShiftSwap => ({
  id: 5, state: 'requested', colleagueState: 'pending', date: b.date, otherDate: b.otherDate ?? null, reason: b.reason,
  requester: { id: 7, EmpCode: 1007, FullName: 'Mona Adel', fullNameAr: 'منى عادل' }, colleague: { id: 21, EmpCode: 1021, FullName: 'Hazem Nabil', fullNameAr: 'حازم نبيل' },
  requesterShiftIds: [3], colleagueShiftIds: [null], createdAt: '2030-12-01T08:00:00.000Z', canCancel: true, canAnswer: false,
});

describe.each(['en', 'ar'] as const)('ask for a shift swap (%s)', (lang) => {
  const setup = (api: TFakeRoutes = {}) => {
    const onClose = vi.fn();
    return renderWithProviders(<ShiftSwapDialog open onClose={onClose} />, {
      lang,
      api: { 'GET /shift-swaps/colleagues': { items: [HAZEM] }, 'GET /me/roster': ROSTER, ...api },
    }).then((r) => ({ ...r, onClose }));
  };
  const pickHazem = async (user: Awaited<ReturnType<typeof setup>>['user'], label: string) => {
    await user.click(screen.getByRole('combobox', { name: named(label) }));
    await user.click(await screen.findByRole('option', { name: new RegExp(lang === 'ar' ? 'حازم نبيل' : 'Hazem Nabil') }));
  };

  it('asks for the colleague and the day, says "required" for both, and sends nothing', async () => {
    const { user, dict, api } = await setup();
    expect(screen.getByTestId('swap-preview')).toHaveTextContent(dict.shiftSwap.form.previewEmpty);
    await user.click(screen.getByRole('button', { name: dict.shiftSwap.form.submit }));
    expect(await screen.findByRole('combobox', { name: named(dict.shiftSwap.form.colleague) })).toHaveAccessibleDescription(dict.validation.required);
    expect(dateField(dict.shiftSwap.form.date)).toHaveAttribute('aria-invalid', 'true');
    // The other day is optional: left empty it is no error.
    expect(dateField(dict.shiftSwap.form.otherDate)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(dict.validation.required)).toHaveLength(2);
    expect(api.callsTo('POST /shift-swaps')).toHaveLength(0);
  });

  it('shows my shift on each day chosen, from my roster', async () => {
    const { user, dict, t, api } = await setup();
    await typeDate(user, dict.shiftSwap.form.date, '20/12/2030');
    const preview = screen.getByTestId('swap-preview');
    await waitFor(() => expect(within(preview).getAllByTestId('swap-preview-day')).toHaveLength(1));
    expect(preview).toHaveTextContent(lang === 'ar' ? 'صباحي' : 'Day');
    await typeDate(user, dict.shiftSwap.form.otherDate, '22/12/2030');
    await waitFor(() => expect(within(preview).getAllByTestId('swap-preview-day')).toHaveLength(2));
    expect(within(preview).getAllByTestId('swap-preview-day')[1]).toHaveTextContent(dict.dashboard.roster.leave);
    const last = api.callsTo('GET /me/roster').at(-1);
    expect([last?.query.get('from'), last?.query.get('to')]).toEqual(['2030-12-20', '2030-12-22']);
    await pickHazem(user, dict.shiftSwap.form.colleague);
    expect(preview).toHaveTextContent(t('shiftSwap.form.theirs', { name: lang === 'ar' ? 'حازم نبيل' : 'Hazem Nabil' }));
  });

  it("shows the server's refusal under the field it names (or its code is about), then sends the swap", async () => {
    const sent: unknown[] = [];
    const refusal = (code: string, path?: string) => apiError(400, code, path ? [{ path, message: `errors.${code}` }] : []);
    let refuse: ReturnType<typeof apiError> | null = refusal('SHIFT_SWAP_REST_RULE', 'date');
    const { user, dict, t, onClose } = await setup({
      'POST /shift-swaps': (req: TFakeRequest) => {
        sent.push(req.body);
        return refuse ?? answer(req.body as never);
      },
    });
    await pickHazem(user, dict.shiftSwap.form.colleague);
    await typeDate(user, dict.shiftSwap.form.date, '20/12/2030');
    await user.type(screen.getByRole('textbox', { name: named(dict.shiftSwap.form.reason) }), 'Family visit');
    await user.click(screen.getByRole('button', { name: dict.shiftSwap.form.submit }));
    await waitFor(() => expect(dateField(dict.shiftSwap.form.date)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(dict.errors.SHIFT_SWAP_REST_RULE)).toBeInTheDocument();
    expect(screen.queryByTestId('swap-error')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    // The colleague's day is the one refused: under it.
    await typeDate(user, dict.shiftSwap.form.otherDate, '22/12/2030');
    refuse = refusal('SHIFT_SWAP_DOUBLE_SHIFT', 'otherDate');
    await user.click(screen.getByRole('button', { name: dict.shiftSwap.form.submit }));
    await waitFor(() => expect(dateField(dict.shiftSwap.form.otherDate)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(dict.errors.SHIFT_SWAP_DOUBLE_SHIFT)).toBeInTheDocument();

    // No field named: by its code, not of the same team goes under the colleague.
    refuse = refusal('SHIFT_SWAP_NOT_TEAM');
    await user.click(screen.getByRole('button', { name: dict.shiftSwap.form.submit }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: named(dict.shiftSwap.form.colleague) })).toHaveAccessibleDescription(dict.errors.SHIFT_SWAP_NOT_TEAM));

    refuse = null;
    await user.click(screen.getByRole('button', { name: dict.shiftSwap.form.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.at(-1)).toEqual({ colleagueId: 21, date: '2030-12-20', otherDate: '2030-12-22', reason: 'Family visit' });
    expect(await screen.findByText(t('shiftSwap.form.success', { name: lang === 'ar' ? 'حازم نبيل' : 'Hazem Nabil' }))).toBeInTheDocument();
  });
});
