import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TRosterShift, TShiftSwap } from '@hr/shared';
import { CardFact } from '@/components/card-fact';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { RequestCardTop, RequestTable } from '@/components/request-table';
import { useUser } from '@/lib/auth';
import { personName } from '@/lib/names';
import { useShiftSwaps } from '../api/shift-swap-api';
import { SwapShiftLines } from '@/components/swap-shift-lines';
import { SwapDates, SwapRowActions, SwapStateChip } from './shift-swap-parts';

type TRow = TShiftSwap & { workDate: string };

/** The other person of a swap, and whether the viewer asked it or was asked. */
function WithCell({ swap, viewerId }: { swap: TShiftSwap; viewerId: number }) {
  const { t, i18n } = useTranslation();
  const asked = swap.requester.id === viewerId;
  return (
    <>
      <Box component="span" sx={{ fontWeight: 500, display: 'block' }}>
        {personName(asked ? swap.colleague : swap.requester, i18n.language === 'ar')}
      </Box>
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }} data-testid="swap-direction">
        {t(asked ? 'shiftSwap.direction.mine' : 'shiftSwap.direction.theirs')}
      </Typography>
    </>
  );
}

function SwapCard({ swap, shifts, viewerId }: { swap: TShiftSwap; shifts: readonly TRosterShift[]; viewerId: number }) {
  const { t } = useTranslation();
  return (
    <>
      <RequestCardTop chip={<SwapStateChip swap={swap} />}>
        <SwapDates swap={swap} />
      </RequestCardTop>
      <Box component="dl" sx={{ my: 1 }}>
        <CardFact label={t('shiftSwap.columns.with')}>
          <WithCell swap={swap} viewerId={viewerId} />
        </CardFact>
        <CardFact label={t('shiftSwap.columns.shifts')}>
          <SwapShiftLines swap={swap} shifts={shifts} viewerId={viewerId} />
        </CardFact>
        {swap.reason && <CardFact label={t('shiftSwap.columns.reason')}>{swap.reason}</CardFact>}
      </Box>
      <SwapRowActions swap={swap} />
    </>
  );
}

/** /shift-swaps: the viewer's swaps, asked by them and of them, newest first; cards on a phone. */
export function ShiftSwapList() {
  const { t } = useTranslation();
  const user = useUser();
  const query = useShiftSwaps();
  const shifts = query.data?.shifts ?? [];
  const items: TRow[] = (query.data?.items ?? []).map((s) => ({ ...s, workDate: s.date }));
  const label = t('shiftSwap.tableLabel');
  const head = (
    <>
      <TableCell>{t('shiftSwap.columns.date')}</TableCell>
      <TableCell>{t('shiftSwap.columns.with')}</TableCell>
      <TableCell>{t('shiftSwap.columns.shifts')}</TableCell>
      <TableCell>{t('shiftSwap.columns.reason')}</TableCell>
      <TableCell>{t('shiftSwap.columns.state')}</TableCell>
      <TableCell>{t('shiftSwap.columns.actions')}</TableCell>
    </>
  );
  const cells = (s: TRow) => (
    <>
      <TableCell sx={{ fontWeight: 500 }}>
        <SwapDates swap={s} />
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        <WithCell swap={s} viewerId={user.id} />
      </TableCell>
      <TableCell sx={{ minWidth: 260 }}>
        <SwapShiftLines swap={s} shifts={shifts} viewerId={user.id} />
      </TableCell>
      <TableCell sx={{ minWidth: 120, maxWidth: 240, overflowWrap: 'anywhere' }}>{s.reason}</TableCell>
      <TableCell>
        <SwapStateChip swap={s} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <SwapRowActions swap={s} />
      </TableCell>
    </>
  );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <PagedTableFrame query={query} label={label} count={items.length} empty={{ text: t('shiftSwap.empty'), testId: 'swap-empty' }} stickyEnd>
        <RequestTable
          items={items}
          label={label}
          testId="swap-table"
          rowTestId="swap-row"
          minWidth={900}
          head={head}
          cells={cells}
          card={(s) => <SwapCard swap={s} shifts={shifts} viewerId={user.id} />}
        />
      </PagedTableFrame>
    </Paper>
  );
}
