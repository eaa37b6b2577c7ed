import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TRosterShift, TShiftSwap, TUnifiedInboxItem } from '@hr/shared';
import { SwapShiftLines } from '@/components/swap-shift-lines';
import { personName } from '@/lib/names';
import { swapDays } from '@/lib/shifts';
import { dateLabel } from '@/lib/time-span';

const muted = { color: 'text.secondary' } as const;

/**
 * A shift swap in the inbox. For the colleague asked (`colleague`): who asks, the
 * day(s), and their own shift before and after first. For the approver: who swaps with whom, both
 * people's shifts before and after on each day, and the colleague's answer.
 */
export function ShiftSwapDetails({ swap, shifts, colleague }: { swap: TShiftSwap; shifts: readonly TRosterShift[]; colleague: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const dates = swapDays(swap)
    .map((d) => dateLabel(d.date))
    .join(ar ? '، ' : ', ');
  const requester = personName(swap.requester, ar);
  return (
    <>
      <Typography sx={{ mb: 0.5 }}>
        {colleague ? t('inbox.swapAsk', { name: requester, dates }) : t('inbox.swapLine', { name: requester, other: personName(swap.colleague, ar), dates })}
      </Typography>
      <SwapShiftLines swap={swap} shifts={shifts} viewerId={colleague ? swap.colleague.id : null} dates />
      {!colleague && (
        <Typography variant="body2" sx={{ ...muted, mt: 0.5 }} data-testid="swap-colleague-answer">
          {t('inbox.swapColleague', { name: personName(swap.colleague, ar), answer: t(`inbox.handoverAnswers.${swap.colleagueState}`) })}
        </Typography>
      )}
      {swap.reason && (
        <Typography variant="body2" sx={muted}>
          {t('inbox.reason', { reason: swap.reason })}
        </Typography>
      )}
    </>
  );
}

/** The inbox's shift swap: its details with the shifts it names (sent with the item, so a shift no longer in use keeps its name). */
export function InboxShiftSwap({ item }: { item: Extract<TUnifiedInboxItem, { kind: 'shift_swap' }> }) {
  return <ShiftSwapDetails swap={item.swap} shifts={item.shifts} colleague={item.step === 'colleague'} />;
}
