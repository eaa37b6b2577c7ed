import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TShiftSwap, TShiftSwapPreview } from '@hr/shared';
import { apiError, type TFakeRequest, type TFakeRoutes } from '@/test/fake-api';
import { dateField, named, typeDate } from '@/test/fields';
import { shiftText } from '@/lib/shifts';
import { renderWithProviders } from '@/test/render';
import { ShiftSwapDialog } from './shift-swap-dialog';

const HAZEM = { id: 21, EmpCode: 2021, FullName: 'Hazem Nabil', fullNameAr: 'حازم نبيل' };
const DAY = { id: 3, nameEn: 'Day', nameAr: 'صباحي', startTime: '08:00', endTime: '16:00' };
const REST = { en: 'Rest day', ar: 'يوم راحة' } as const;
/** The server's preview: on 20/12 I work the Day shift and Hazem rests; on 22/12 both rest. */
const preview = (q: URLSearchParams, problem: { code: string; path: string } | null = null): TShiftSwapPreview => {
  const dates = [...new Set([q.get('date')!, q.get('otherDate') ?? q.get('date')!])].sort();
  return { dates, mine: dates.map((d) => (d === '2030-12-20' ? 3 : null)), theirs: dates.map(() => null), shifts: [DAY], problem };
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
      api: { 'GET /shift-swaps/colleagues': { items: [HAZEM] }, 'GET /shift-swaps/preview': (req: TFakeRequest) => preview(req.query), ...api },
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

  it("shows both people's shift on each day before → after, from the server's preview, once a colleague and a day are chosen", async () => {
    const { user, dict, t, api } = await setup();
    const preview = screen.getByTestId('swap-preview');
    await typeDate(user, dict.shiftSwap.form.date, '20/12/2030');
    // No colleague yet: nothing is asked.
    expect(preview).toHaveTextContent(dict.shiftSwap.form.previewEmpty);
    await pickHazem(user, dict.shiftSwap.form.colleague);
    const hazem = lang === 'ar' ? 'حازم نبيل' : 'Hazem Nabil';
    const day = shiftText(DAY, lang === 'ar');
    await waitFor(() => expect(within(preview).getAllByTestId('swap-day')).toHaveLength(1));
    const first = within(preview).getByTestId('swap-first');
    // The page's text collapses spaces (a time's narrow no-break space too).
    const line = (name: string, before: string, after: string) => t('shiftSwap.personChange', { name, before, after }).replace(/\s+/g, ' ');
    expect(first).toHaveTextContent(line(dict.shiftSwap.me, day, REST[lang]));
    expect(within(preview).getByTestId('swap-second')).toHaveTextContent(line(hazem, REST[lang], day));
    expect(await within(preview).findByTestId('swap-preview-ok')).toHaveTextContent(t('shiftSwap.form.previewOk', { name: hazem }));
    expect(api.callsTo('GET /shift-swaps/preview').map((c) => Object.fromEntries(c.query))).toEqual([{ colleagueId: '21', date: '2030-12-20' }]);

    await typeDate(user, dict.shiftSwap.form.otherDate, '22/12/2030');
    await waitFor(() => expect(within(preview).getAllByTestId('swap-day')).toHaveLength(2));
    expect(within(preview).getAllByTestId('swap-day')[1]).toHaveAttribute('data-date', '2030-12-22');
    // One request per set of inputs, however the date was typed.
    expect(api.callsTo('GET /shift-swaps/preview').map((c) => c.query.get('otherDate'))).toEqual([null, '2030-12-22']);
    expect(api.callsTo('POST /shift-swaps')).toHaveLength(0);
  });

  it("shows the preview's refusal under the field it names before anything is sent, and lets it go when the day changes", async () => {
    const { user, dict } = await setup({
      'GET /shift-swaps/preview': (req: TFakeRequest) =>
        preview(req.query, req.query.get('otherDate') ? { code: 'SHIFT_SWAP_DOUBLE_SHIFT', path: 'otherDate' } : req.query.get('date') === '2030-12-21' ? { code: 'SHIFT_SWAP_REST_RULE', path: 'date' } : null),
    });
    await pickHazem(user, dict.shiftSwap.form.colleague);
    await typeDate(user, dict.shiftSwap.form.date, '21/12/2030');
    await waitFor(() => expect(dateField(dict.shiftSwap.form.date)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(dict.errors.SHIFT_SWAP_REST_RULE)).toBeInTheDocument();
    expect(screen.queryByTestId('swap-preview-ok')).not.toBeInTheDocument();

    // Another day: the refusal goes, the swap may be asked.
    await typeDate(user, dict.shiftSwap.form.date, '20/12/2030');
    expect(await screen.findByTestId('swap-preview-ok')).toBeInTheDocument();
    expect(dateField(dict.shiftSwap.form.date)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(dict.errors.SHIFT_SWAP_REST_RULE)).not.toBeInTheDocument();

    // The colleague's day is the one refused: under it.
    await typeDate(user, dict.shiftSwap.form.otherDate, '22/12/2030');
    await waitFor(() => expect(dateField(dict.shiftSwap.form.otherDate)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(dict.errors.SHIFT_SWAP_DOUBLE_SHIFT)).toBeInTheDocument();
    expect(dateField(dict.shiftSwap.form.date)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps Send disabled, and says why, while the swap would change nothing; another day sends again', async () => {
    const { user, dict, api } = await setup({
      // On 22/12 both rest: swapping changes no shift.
      'GET /shift-swaps/preview': (req: TFakeRequest) => preview(req.query, req.query.get('date') === '2030-12-22' ? { code: 'SHIFT_SWAP_NO_CHANGE', path: 'date' } : null),
      'POST /shift-swaps': (req: TFakeRequest) => answer(req.body as never),
    });
    await pickHazem(user, dict.shiftSwap.form.colleague);
    await typeDate(user, dict.shiftSwap.form.date, '22/12/2030');
    const send = screen.getByRole('button', { name: dict.shiftSwap.form.submit });
    // Send is disabled while the preview is asked too: wait for the preview's answer itself (in a
    // run beside the API tests it came after the button was already disabled for that reason).
    expect(await screen.findByText(dict.errors.SHIFT_SWAP_NO_CHANGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(dict.shiftSwap.form.nothingToSend);
    expect(api.callsTo('POST /shift-swaps')).toHaveLength(0);

    await typeDate(user, dict.shiftSwap.form.date, '20/12/2030');
    expect(await screen.findByTestId('swap-preview-ok')).toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(screen.queryByTestId('swap-submit-hint')).not.toBeInTheDocument();
  });

  it("shows the answer to the request itself under the field it names (or its code is about), then sends the swap", async () => {
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
