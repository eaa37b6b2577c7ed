import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { TShiftSwap } from '@hr/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { HijriDate } from '@/components/hijri-date';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { personName } from '@/lib/names';
import { swapDays } from '@/lib/shifts';
import { dateLabel } from '@/lib/time-span';
import { useAnswerSwap, useCancelSwap } from '../api/shift-swap-api';

/** What a swap's chip says: its state, with the colleague's answer while it is asked. */
export type TSwapStatus = 'waitingColleague' | 'waitingApproval' | 'approved' | 'rejected' | 'declined' | 'cancelled';
export function swapStatus(s: Pick<TShiftSwap, 'state' | 'colleagueState'>): TSwapStatus {
  if (s.state === 'cancelled' || s.state === 'approved') return s.state;
  if (s.colleagueState === 'declined') return 'declined';
  if (s.state === 'rejected') return 'rejected';
  return s.colleagueState === 'accepted' ? 'waitingApproval' : 'waitingColleague';
}
const COLOURS = { waitingColleague: 'warning', waitingApproval: 'info', approved: 'success', rejected: 'error', declined: 'error', cancelled: 'default' } as const;

export function SwapStateChip({ swap }: { swap: TShiftSwap }) {
  const { t } = useTranslation();
  const status = swapStatus(swap);
  return <Chip size="small" variant="outlined" color={COLOURS[status]} label={t(`shiftSwap.states.${status}`)} data-testid="swap-state" data-state={status} />;
}

/** The day (and the other day) of a swap, with their Hijri dates. */
export function SwapDates({ swap }: { swap: TShiftSwap }) {
  return (
    <>
      {swapDays(swap).map((d) => (
        <Box key={d.date} component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {dateLabel(d.date)}
          <HijriDate date={d.date} block />
        </Box>
      ))}
    </>
  );
}

type TAsk = 'cancel' | 'accept' | 'decline';

/** Cancel (the requester, while undecided), or accept and decline (the colleague, until they answer); each after a confirmation. */
export function SwapRowActions({ swap }: { swap: TShiftSwap }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const notify = useNotify();
  const cancel = useCancelSwap();
  const answer = useAnswerSwap();
  const [asking, setAsking] = useState<TAsk | null>(null);
  if (!swap.canCancel && !swap.canAnswer) return null;
  const date = swapDays(swap)
    .map((d) => dateLabel(d.date))
    .join(ar ? '، ' : ', ');
  const name = personName(swap.canCancel ? swap.colleague : swap.requester, ar);
  const done = (key: 'shiftSwap.cancel.done' | 'shiftSwap.answer.accepted' | 'shiftSwap.answer.declined') => ({
    onSuccess: () => notify(t(key), 'success'),
    onError: (e: unknown) => notify(errorMessage(t, e)),
    onSettled: () => setAsking(null),
  });
  const confirm = () => {
    if (asking === 'cancel') cancel.mutate(swap.id, done('shiftSwap.cancel.done'));
    else if (asking) answer.mutate({ id: swap.id, accept: asking === 'accept' }, done(asking === 'accept' ? 'shiftSwap.answer.accepted' : 'shiftSwap.answer.declined'));
  };
  const dialog = {
    cancel: { title: t('shiftSwap.cancel.title'), text: t('shiftSwap.cancel.text', { name, date }), confirm: t('shiftSwap.cancel.confirm') },
    accept: { title: t('shiftSwap.answer.acceptTitle'), text: t('shiftSwap.answer.acceptText', { name, date }), confirm: t('shiftSwap.answer.accept') },
    decline: { title: t('shiftSwap.answer.declineTitle'), text: t('shiftSwap.answer.declineText', { name, date }), confirm: t('shiftSwap.answer.decline') },
  }[asking ?? 'cancel'];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {swap.canCancel && (
        <Button size="small" color="error" startIcon={<CancelIcon />} onClick={() => setAsking('cancel')} aria-label={t('shiftSwap.cancel.named', { date, name })} data-testid="swap-cancel">
          {t('shiftSwap.cancel.button')}
        </Button>
      )}
      {swap.canAnswer && (
        <>
          <Button size="small" variant="contained" color="success" startIcon={<CheckIcon />} onClick={() => setAsking('accept')} aria-label={t('shiftSwap.answer.acceptNamed', { date, name })} data-testid="swap-accept">
            {t('shiftSwap.answer.accept')}
          </Button>
          <Button size="small" variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => setAsking('decline')} aria-label={t('shiftSwap.answer.declineNamed', { date, name })} data-testid="swap-decline">
            {t('shiftSwap.answer.decline')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={dialog.title}
        text={dialog.text}
        confirmLabel={dialog.confirm}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
        pending={cancel.isPending || answer.isPending}
        testId="swap-confirm-dialog"
      />
    </Stack>
  );
}
