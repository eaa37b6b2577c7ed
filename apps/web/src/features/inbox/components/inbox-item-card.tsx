import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import type { TInboxKind, TUnifiedInboxItem } from '@hr/shared';
import { formatDate, formatDateTime, formatRelative } from '@/lib/format';
import { spanLabel } from '@/lib/time-span';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { AppLink } from '@/components/router-link';
import { screenDigits } from '@/lib/digits';
import { personName } from '@/lib/names';
import { InboxItemDetails } from './inbox-item-details';

const KIND_ICONS: Record<TInboxKind, typeof CheckIcon> = {
  leave: FlightTakeoffIcon,
  overtime: MoreTimeIcon,
  permission: TimerOutlinedIcon,
  handover: HandshakeIcon,
  attendance_issue: FingerprintIcon,
  shift_swap: SwapHorizIcon,
};
const muted = { color: 'text.secondary' } as const;

export type TDecide = (item: TUnifiedInboxItem, decision: 'approve' | 'reject') => void;

/** An item the viewer answers as a colleague (accept or decline) rather than decides: a handover, a swap asked of them. */
export const isAnswer = (item: TUnifiedInboxItem) => item.kind === 'handover' || (item.kind === 'shift_swap' && item.step === 'colleague');
/** The kind's name on a card: a swap asked of the viewer is a "Swap request". */
const kindKey = (item: TUnifiedInboxItem) => (item.kind === 'shift_swap' && item.step === 'colleague' ? 'inbox.kindOne.shift_swap_colleague' : (`inbox.kindOne.${item.kind}` as const));

/** Who it is about and where its full page is (with their company ID when the item carries it). */
function subjectOf(item: TUnifiedInboxItem, ar: boolean): { name: string; code: number | null; to: string } {
  switch (item.kind) {
    case 'leave':
      return { name: personName(item.leave.request.employee, ar), code: item.leave.request.employee.EmpCode, to: `/vacations/${item.id}` };
    case 'handover':
      return { name: personName(item.request.employee, ar), code: item.request.employee.EmpCode, to: `/vacations/${item.id}` };
    case 'overtime':
      return { name: ar ? item.overtime.userNameAr || item.overtime.userName : item.overtime.userName, code: item.overtime.userId, to: '/team/overtime' };
    case 'permission':
      return { name: ar ? item.permission.userNameAr || item.permission.userName : item.permission.userName, code: item.permission.userId, to: '/team/permissions' };
    case 'attendance_issue':
      return { name: ar ? item.issue.userNameAr || item.issue.userName : item.issue.userName, code: item.issue.userId, to: '/team/attisuaprv' };
    case 'shift_swap': {
      const r: { EmpCode?: number } & typeof item.swap.requester = item.swap.requester;
      return { name: personName(r, ar), code: r.EmpCode ?? null, to: item.step === 'colleague' ? '/shift-swaps' : '/team/roster' };
    }
  }
}

/** When an item is for: its dates (and hours), so two items of one person and kind are told apart. */
function whenOf(item: TUnifiedInboxItem, lang: 'en' | 'ar', timeZone: string): string {
  const range = (from: string, to: string) => (from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`);
  switch (item.kind) {
    case 'leave':
    case 'handover': {
      const r = item.kind === 'leave' ? item.leave.request : item.request;
      return `${range(r.startDate, r.endDate)}${r.hours ? ` ${spanLabel(r.hours.from, r.hours.to, lang)}` : ''}`;
    }
    case 'overtime':
      return `${formatDate(item.overtime.workDate)} ${spanLabel(item.overtime.from, item.overtime.to, lang)}`;
    case 'permission':
      return `${formatDate(item.permission.workDate)} ${spanLabel(item.permission.from, item.permission.to, lang)}`;
    case 'attendance_issue':
      return formatDateTime(item.issue.eventTime, lang, timeZone);
    case 'shift_swap':
      return item.swap.otherDate && item.swap.otherDate !== item.swap.date ? `${formatDate(item.swap.date)} / ${formatDate(item.swap.otherDate)}` : formatDate(item.swap.date);
  }
}

/**
 * A one-line label of an item (dialogs, results, accessible names): whom it is about, its kind and
 * when it is for ("Nour Ibrahim · Vacation · 13/12/2027 – 15/12/2027"), so the buttons of two
 * requests of one person each have a name of their own.
 */
export function useItemLabel() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const { timeZone } = usePublicSettings();
  return (item: TUnifiedInboxItem) => `${subjectOf(item, ar).name} · ${t(kindKey(item))} · ${whenOf(item, ar ? 'ar' : 'en', timeZone)}`;
}

/**
 * One waiting item as a card, the same on every screen width: what kind it is, whom it is
 * about, the facts to decide on, how long it has waited, and the decision (for a handover
 * request: accept or decline).
 */
export function InboxItemCard({ item, selected, onToggle, onDecide }: { item: TUnifiedInboxItem; selected: boolean; onToggle: () => void; onDecide: TDecide }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const label = useItemLabel()(item);
  const subject = subjectOf(item, ar);
  const Icon = KIND_ICONS[item.kind];
  const answer = isAnswer(item);
  const blocked = item.kind === 'leave' && item.leave.blockedByHandover;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none', bgcolor: selected ? 'action.selected' : undefined }}
      data-testid={`inbox-item-${item.kind}-${item.id}`}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Checkbox checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': t('inbox.selectOne', { label }) } }} sx={{ mt: -0.75, marginInlineStart: '-8px' }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Chip size="small" color="primary" variant="outlined" icon={<Icon />} label={t(kindKey(item))} />
            <AppLink to={subject.to} aria-label={t('inbox.openNamed', { label })} sx={{ fontWeight: 500 }}>
              {subject.name}
            </AppLink>
            {subject.code !== null && (
              <Typography variant="body2" component="span" sx={muted} dir="ltr">
                {screenDigits(subject.code)}
              </Typography>
            )}
            <Typography variant="body2" component="span" sx={{ ...muted, marginInlineStart: 'auto' }}>
              {t('inbox.waiting', { when: formatRelative(item.waitingSince, ar ? 'ar' : 'en') })}
            </Typography>
          </Stack>
          <InboxItemDetails item={item} />
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Button
              size="small"
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              disabled={blocked}
              aria-label={t(answer ? 'inbox.acceptNamed' : 'inbox.approveNamed', { label })}
              onClick={() => onDecide(item, 'approve')}
            >
              {t(answer ? 'inbox.accept' : 'inbox.approve')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<CloseIcon />}
              aria-label={t(answer ? 'inbox.declineNamed' : 'inbox.rejectNamed', { label })}
              onClick={() => onDecide(item, 'reject')}
            >
              {t(answer ? 'inbox.decline' : 'inbox.reject')}
            </Button>
          </Stack>
        </Box>
      </Box>
    </Paper>
  );
}
