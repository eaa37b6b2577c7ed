import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TShiftSwap } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { ShiftSwapsPage } from './shift-swaps-page';

const DAY = { id: 3, nameEn: 'Day', nameAr: 'صباحي', startTime: '08:00', endTime: '16:00' };
const ME = { id: 7, EmpCode: 1007, FullName: 'Mona Adel', fullNameAr: 'منى عادل' };
const HAZEM = { id: 21, EmpCode: 1021, FullName: 'Hazem Nabil', fullNameAr: 'حازم نبيل' };
const base = { reason: '', otherDate: null, createdAt: '2030-12-01T08:00:00.000Z', canCancel: false, canAnswer: false } as const;
/** I asked Hazem to take my Day shift on the 20th; Hazem asks me to take his on the 23rd. */
const MINE: TShiftSwap = { ...base, id: 1, state: 'requested', colleagueState: 'pending', date: '2030-12-20', requester: ME, colleague: HAZEM, requesterShiftIds: [3], colleagueShiftIds: [null], canCancel: true };
const THEIRS: TShiftSwap = { ...base, id: 2, state: 'requested', colleagueState: 'pending', date: '2030-12-23', requester: HAZEM, colleague: ME, requesterShiftIds: [3], colleagueShiftIds: [null], canAnswer: true };
const DONE: TShiftSwap = { ...MINE, id: 3, date: '2030-11-20', state: 'approved', colleagueState: 'accepted', canCancel: false };

describe.each(['en', 'ar'] as const)('the Shift swaps page (%s)', (lang) => {
  it('lists my swaps with their states, my shift first, and lets me cancel mine and accept one asked of me', async () => {
    const posted: string[] = [];
    const { user, dict } = await renderWithProviders(<ShiftSwapsPage />, {
      lang,
      api: {
        'GET /shift-swaps': { items: [MINE, THEIRS, DONE], shifts: [DAY] },
        'POST /shift-swaps/1/cancel': () => (posted.push('cancel 1'), { ...MINE, state: 'cancelled', canCancel: false }),
        'POST /shift-swaps/2/answer': (req: TFakeRequest) => (posted.push(`answer 2 ${JSON.stringify(req.body)}`), { ...THEIRS, colleagueState: 'accepted', canAnswer: false }),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: dict.shiftSwap.title })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('swap-row');
    expect(rows.map((r) => r.dataset.date)).toEqual(['2030-12-20', '2030-12-23', '2030-11-20']);
    expect(rows.map((r) => within(r).getByTestId('swap-state').textContent)).toEqual([dict.shiftSwap.states.waitingColleague, dict.shiftSwap.states.waitingColleague, dict.shiftSwap.states.approved]);
    const [mine, theirs, done] = rows.map((r) => within(r));
    expect(mine.getByTestId('swap-direction')).toHaveTextContent(dict.shiftSwap.direction.mine);
    expect(theirs.getByTestId('swap-direction')).toHaveTextContent(dict.shiftSwap.direction.theirs);
    // Mine: I give my Day shift and rest; asked of me: I take Hazem's Day shift.
    expect(mine.getByTestId('swap-first')).toHaveTextContent(new RegExp(`^${dict.shiftSwap.me}: .*${lang === 'ar' ? 'صباحي' : 'Day'}.*${dict.shiftSwap.rest}$`));
    expect(theirs.getByTestId('swap-first')).toHaveTextContent(new RegExp(`^${dict.shiftSwap.me}: .*${dict.shiftSwap.rest}.*${lang === 'ar' ? 'صباحي' : 'Day'}`));
    expect(done.queryByRole('button')).not.toBeInTheDocument();
    expect(mine.queryByTestId('swap-accept')).not.toBeInTheDocument();
    expect(theirs.queryByTestId('swap-cancel')).not.toBeInTheDocument();

    await user.click(mine.getByTestId('swap-cancel'));
    await user.click(within(await screen.findByTestId('swap-confirm-dialog')).getByRole('button', { name: dict.shiftSwap.cancel.confirm }));
    expect(await screen.findByText(dict.shiftSwap.cancel.done)).toBeInTheDocument();

    // The button says whose swap of which day it accepts.
    const accept = theirs.getByTestId('swap-accept');
    expect(accept).toHaveAccessibleName(new RegExp(`${lang === 'ar' ? 'حازم نبيل' : 'Hazem Nabil'}.*23/12/2030`));
    await user.click(accept);
    const confirm = within(await screen.findByTestId('swap-confirm-dialog'));
    expect(confirm.getByText(dict.shiftSwap.answer.acceptTitle)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: dict.shiftSwap.answer.accept }));
    expect(await screen.findByText(dict.shiftSwap.answer.accepted)).toBeInTheDocument();
    await waitFor(() => expect(posted).toEqual(['cancel 1', 'answer 2 {"accept":true}']));
  });

  it('says so when there are no swaps yet', async () => {
    const { dict } = await renderWithProviders(<ShiftSwapsPage />, { lang, api: { 'GET /shift-swaps': { items: [], shifts: [] } } });
    expect(await screen.findByTestId('swap-empty')).toHaveTextContent(dict.shiftSwap.empty);
  });
});
