import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TRosterShift, TShiftSwap } from '@hr/shared';
import { HijriDate } from '@/components/hijri-date';
import { personName } from '@/lib/names';
import { shiftText, swapDays } from '@/lib/shifts';
import { dateLabel } from '@/lib/time-span';

/** A shift id as words: the shift and its hours, or a rest day. */
export function useShiftWords(shifts: readonly TRosterShift[]) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const byId = new Map(shifts.map((s) => [s.id, s]));
  return (id: number | null) => {
    if (id === null) return t('shiftSwap.rest');
    const s = byId.get(id);
    return s ? shiftText(s, ar) : t('shiftSwap.unknownShift');
  };
}

/** Stand-ins for the shifts in the translated line, replaced by their boxes. */
const BEFORE = '\ue000';
const AFTER = '\ue001';

/** What the lines need of a swap: its days, the two people and their shifts before (the swap's own, or a preview's). */
type TSwapPerson = Pick<TShiftSwap['requester'], 'id' | 'FullName' | 'fullNameAr'>;
export type TSwapLines = Pick<TShiftSwap, 'date' | 'otherDate' | 'requesterShiftIds' | 'colleagueShiftIds'> & { requester: TSwapPerson; colleague: TSwapPerson };

/**
 * A swap's shifts before and after, day by day. For one of the two people (`viewerId`) their own
 * line comes first as "Me", so each reads what changes for them; for an approver (no viewer) the
 * requester's line, then the colleague's, by name. `dates`: each day's date above its lines.
 */
export function SwapShiftLines({ swap, shifts, viewerId = null, dates = false }: { swap: TSwapLines; shifts: readonly TRosterShift[]; viewerId?: number | null; dates?: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const words = useShiftWords(shifts);
  const days = swapDays(swap);
  const colleagueFirst = viewerId !== null && swap.colleague.id === viewerId;
  // Each shift (name and hours) is a box of its own that wraps as one piece when it fits a line, so a narrow line breaks at the arrow, not inside a shift.
  const line = (name: string, change: { before: number | null; after: number | null }) => {
    const shift = { [BEFORE]: words(change.before), [AFTER]: words(change.after) };
    return t('shiftSwap.personChange', { name, before: BEFORE, after: AFTER })
      .split(/([\ue000\ue001])/)
      .map((part, i) =>
        part === BEFORE || part === AFTER ? (
          <Box key={i} component="span" sx={{ display: 'inline-block' }}>
            {shift[part]}
          </Box>
        ) : (
          part
        ),
      );
  };
  return (
    <Stack spacing={0.5} data-testid="swap-shifts">
      {days.map((d) => {
        const requester = line(viewerId === swap.requester.id ? t('shiftSwap.me') : personName(swap.requester, ar), d.requester);
        const colleague = line(colleagueFirst ? t('shiftSwap.me') : personName(swap.colleague, ar), d.colleague);
        const [first, second] = colleagueFirst ? [colleague, requester] : [requester, colleague];
        return (
          <Box key={d.date} data-testid="swap-day" data-date={d.date}>
            {(dates || days.length > 1) && (
              <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {t('shiftSwap.onDate', { date: dateLabel(d.date) })}
                {dates && <HijriDate date={d.date} block />}
              </Typography>
            )}
            <Typography variant="body2" component="span" sx={{ display: 'block' }} data-testid="swap-first">
              {first}
            </Typography>
            <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }} data-testid="swap-second">
              {second}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
