import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TShiftSwap, TUnifiedInboxItem } from '@hr/shared';
import { renderWithProviders } from '@/test/render';
import { InboxItemCard } from './inbox-item-card';
import { ShiftSwapDetails } from './shift-swap-details';

const DAY = { id: 3, nameEn: 'Day', nameAr: 'صباحي', startTime: '08:00', endTime: '16:00' };
const NIGHT = { id: 4, nameEn: 'Night', nameAr: 'ليلي', startTime: '22:00', endTime: '06:00' };
/** Omar works Day on the 20th and rests on the 22nd; Hazem rests on the 20th and works Night on the 22nd. */
const SWAP: TShiftSwap = {
  id: 5, state: 'requested', colleagueState: 'accepted', date: '2030-12-20', otherDate: '2030-12-22', reason: 'Family visit',
  requester: { id: 30, EmpCode: 1005, FullName: 'Omar Khaled', fullNameAr: 'عمر خالد' }, colleague: { id: 21, EmpCode: 1021, FullName: 'Hazem Nabil', fullNameAr: 'حازم نبيل' },
  requesterShiftIds: [3, null], colleagueShiftIds: [null, 4], createdAt: '2030-12-01T08:00:00.000Z', canCancel: false, canAnswer: false,
};

describe.each(['en', 'ar'] as const)('a shift swap in the inbox (%s)', (lang) => {
  const ar = lang === 'ar';
  const name = (en: string, a: string) => (ar ? a : en);

  it("shows the approver both people's shifts before and after on each day, and the colleague's answer", async () => {
    const { dict, t } = await renderWithProviders(<ShiftSwapDetails swap={SWAP} shifts={[DAY, NIGHT]} colleague={false} />, { lang });
    expect(screen.getByText(new RegExp(name('Omar Khaled and Hazem Nabil', 'عمر خالد وحازم نبيل')))).toBeInTheDocument();
    const days = screen.getAllByTestId('swap-day');
    expect(days).toHaveLength(2);
    const first = within(days[0]);
    expect(first.getByTestId('swap-first')).toHaveTextContent(new RegExp(`^${name('Omar Khaled', 'عمر خالد')}: .*${name('Day', 'صباحي')}.*${dict.shiftSwap.rest}$`));
    expect(first.getByTestId('swap-second')).toHaveTextContent(new RegExp(`^${name('Hazem Nabil', 'حازم نبيل')}: .*${dict.shiftSwap.rest}.*${name('Day', 'صباحي')}`));
    expect(within(days[1]).getByTestId('swap-first')).toHaveTextContent(new RegExp(`${dict.shiftSwap.rest}.*${name('Night', 'ليلي')}`));
    expect(screen.getByTestId('swap-colleague-answer')).toHaveTextContent(t('inbox.swapColleague', { name: name('Hazem Nabil', 'حازم نبيل'), answer: dict.inbox.handoverAnswers.accepted }));
    expect(screen.getByText(t('inbox.reason', { reason: 'Family visit' }))).toBeInTheDocument();
  });

  it('shows the colleague their own shifts first, as "Me"', async () => {
    const { dict } = await renderWithProviders(<ShiftSwapDetails swap={SWAP} shifts={[DAY, NIGHT]} colleague />, { lang });
    expect(screen.getByText(new RegExp(name('Omar Khaled asks to swap', 'طلب تبديل وردية معك من عمر خالد')))).toBeInTheDocument();
    const first = within(screen.getAllByTestId('swap-day')[0]);
    expect(first.getByTestId('swap-first')).toHaveTextContent(new RegExp(`^${dict.shiftSwap.me}: .*${dict.shiftSwap.rest}.*${name('Day', 'صباحي')}`));
    expect(first.getByTestId('swap-second')).toHaveTextContent(new RegExp(`^${name('Omar Khaled', 'عمر خالد')}:`));
    expect(screen.queryByTestId('swap-colleague-answer')).not.toBeInTheDocument();
  });

  it('is a card of the one inbox: a "Swap request" the colleague accepts or declines, a "Shift swap" the approver decides, its shifts named', async () => {
    const item = (step: 'colleague' | 'approver'): TUnifiedInboxItem => ({ kind: 'shift_swap', id: 5, waitingSince: new Date(Date.now() - 3_600_000).toISOString(), swap: SWAP, step, shifts: [DAY, NIGHT] });
    const noop = () => {};
    const asked = await renderWithProviders(<InboxItemCard item={item('colleague')} selected={false} onToggle={noop} onDecide={noop} />, { lang });
    const card = within(screen.getByTestId('inbox-item-shift_swap-5'));
    expect(card.getByText(asked.dict.inbox.kindOne.shift_swap_colleague)).toBeInTheDocument();
    // Named with whom, what and which days (two swaps of one colleague are told apart).
    expect(card.getByRole('button', { name: asked.t('inbox.acceptNamed', { label: `${name('Omar Khaled', 'عمر خالد')} · ${asked.dict.inbox.kindOne.shift_swap_colleague} · 20/12/2030 / 22/12/2030` }) })).toBeInTheDocument();
    expect(card.getByRole('button', { name: new RegExp(`^${asked.dict.inbox.declineNamed.split(':')[0]}`) })).toBeInTheDocument();
    expect(await card.findAllByText(new RegExp(name('Day', 'صباحي')))).not.toHaveLength(0);
    expect(card.getByRole('link', { name: new RegExp(name('Omar Khaled', 'عمر خالد')) })).toHaveAttribute('href', '/shift-swaps');
    asked.unmount();

    const { dict } = await renderWithProviders(<InboxItemCard item={item('approver')} selected={false} onToggle={noop} onDecide={noop} />, { lang });
    const approver = within(screen.getByTestId('inbox-item-shift_swap-5'));
    expect(approver.getByText(dict.inbox.kindOne.shift_swap)).toBeInTheDocument();
    expect(approver.getByRole('button', { name: new RegExp(`^${dict.inbox.approveNamed.split(':')[0]}`) })).toBeInTheDocument();
    expect(approver.getByTestId('swap-colleague-answer')).toBeInTheDocument();
  });
});
