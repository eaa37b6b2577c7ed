import type { ReactNode } from 'react';
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
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatRelative, type TInboxKind, type TUnifiedInboxItem } from '@hr/shared';
import { AppLink } from '@/components/router-link';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { dateRange, personName, typeName } from '@/lib/names';

const KIND_ICONS: Record<TInboxKind, typeof CheckIcon> = {
  leave: FlightTakeoffIcon,
  overtime: MoreTimeIcon,
  handover: HandshakeIcon,
  attendance_issue: FingerprintIcon,
};
const muted = { color: 'text.secondary' } as const;
/** Keeps a left-to-right run (times, company IDs) in order inside Arabic text. */
const ltr = (s: string) => `\u2066${s}\u2069`;
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

export type TDecide = (item: TUnifiedInboxItem, decision: 'approve' | 'reject') => void;

/** Who it is about and where its full page is. */
function subjectOf(item: TUnifiedInboxItem, ar: boolean): { name: string; code: number; to: string } {
  switch (item.kind) {
    case 'leave':
      return { name: personName(item.leave.request.employee, ar), code: item.leave.request.employee.EmpCode, to: `/vacations/${item.id}` };
    case 'handover':
      return { name: personName(item.request.employee, ar), code: item.request.employee.EmpCode, to: `/vacations/${item.id}` };
    case 'overtime':
      return { name: ar ? item.overtime.userNameAr || item.overtime.userName : item.overtime.userName, code: item.overtime.userId, to: '/team/overtime' };
    case 'attendance_issue':
      return { name: ar ? item.issue.userNameAr || item.issue.userName : item.issue.userName, code: item.issue.userId, to: '/team/attisuaprv' };
  }
}

/** A one-line label of an item (dialogs, results, accessible names). */
export function useItemLabel() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (item: TUnifiedInboxItem) => `${subjectOf(item, ar).name} · ${t(`inbox.kindOne.${item.kind}`)}`;
}

function Line({ children, testId, warn }: { children: ReactNode; testId?: string; warn?: boolean }) {
  return (
    <Typography variant="body2" sx={warn ? { color: 'warning.dark', display: 'flex', gap: 0.5, alignItems: 'center' } : muted} data-testid={testId}>
      {warn && <WarningAmberIcon fontSize="small" aria-hidden />}
      {children}
    </Typography>
  );
}

/** What the decider needs to know, kind by kind. */
function Details({ item }: { item: TUnifiedInboxItem }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const lang = ar ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  // Times with their AM/PM mark follow the page's direction ("06:00 م" reads right to left in Arabic).
  const time = (iso: string) => formatDateTime(iso, lang, timeZone).slice(11);
  switch (item.kind) {
    case 'leave': {
      const { request: r, remainingAfter, othersOut, onBehalfOf, blockedByHandover } = item.leave;
      return (
        <>
          <Typography>{t('inbox.leaveLine', { type: typeName(r.leaveType, ar), dates: dateRange(r.startDate, r.endDate), days: r.countOfDays })}</Typography>
          <Line testId="balance-after">{remainingAfter === null ? t('inbox.notCounted') : t('inbox.balanceAfter', { value: remainingAfter })}</Line>
          {r.handover && (
            <Line warn={blockedByHandover}>
              {blockedByHandover
                ? t('inbox.waitingForSubstitute')
                : t('inbox.handoverAnswer', { name: personName(r.handover, ar), answer: t(`inbox.handoverAnswers.${r.handoverState ?? 'pending'}`) })}
            </Line>
          )}
          {othersOut.length > 0 && <Line>{t('inbox.othersOut', { names: othersOut.map((o) => personName(o.employee, ar)).join(ar ? '، ' : ', ') })}</Line>}
          {r.reason && <Line>{t('inbox.reason', { reason: r.reason })}</Line>}
          <Chips onBehalfOf={onBehalfOf ? personName(onBehalfOf, ar) : null} extra={r.step === 'hr' ? t('inbox.hrStep') : null} />
        </>
      );
    }
    case 'handover': {
      const r = item.request;
      return (
        <>
          <Typography>
            {t('inbox.handoverLine', { name: personName(r.employee, ar), type: typeName(r.leaveType, ar), dates: dateRange(r.startDate, r.endDate), days: r.countOfDays })}
          </Typography>
          {r.reason && <Line>{t('inbox.reason', { reason: r.reason })}</Line>}
        </>
      );
    }
    case 'overtime': {
      const o = item.overtime;
      const nextDay = o.to <= o.from;
      return (
        <>
          <Typography>
            {t('inbox.overtimeLine', { date: ltr(formatDate(o.workDate)), from: ltr(o.from), to: ltr(o.to), hours: hours(o.minutes) })}
            {nextDay && ` ${t('inbox.nextDay')}`}
          </Typography>
          <Line>
            {t(`inbox.dayKinds.${o.dayKind}`)}
            {o.nightMinutes > 0 && ` · ${t('inbox.nightHours', { hours: hours(o.nightMinutes) })}`}
          </Line>
          <Line>{o.dayFirstIn || o.dayLastOut ? t('inbox.attendanceOfDay', { first: o.dayFirstIn ? time(o.dayFirstIn) : '—', last: o.dayLastOut ? time(o.dayLastOut) : '—' }) : t('inbox.noAttendance')}</Line>
          {o.outsideAttendance && (
            <Line warn testId="outside-attendance">
              {t('inbox.outsideAttendance')}
            </Line>
          )}
          {o.reason && <Line>{t('inbox.reason', { reason: o.reason })}</Line>}
          <Chips onBehalfOf={o.asDelegateOfName ? (ar ? o.asDelegateOfNameAr || o.asDelegateOfName : o.asDelegateOfName) : null} />
        </>
      );
    }
    case 'attendance_issue': {
      const i = item.issue;
      return (
        <>
          <Typography>{t('inbox.issueLine', { type: t(`inbox.issueTypes.${i.eventType}`), time: formatDateTime(i.eventTime, lang, timeZone) })}</Typography>
          <Line>
            {i.dayEvents.length
              ? t('inbox.dayEvents', { events: i.dayEvents.map((e) => `${t(`attendance.types.${e.type}`)} ${time(e.at)}`).join(ar ? '، ' : ', ') })
              : t('inbox.noEvents')}
          </Line>
          {i.reason && <Line>{t('inbox.reason', { reason: i.reason })}</Line>}
          {i.filedByName !== i.userName && <Line>{t('inbox.filedBy', { name: ar ? i.filedByNameAr || i.filedByName : i.filedByName })}</Line>}
        </>
      );
    }
  }
}

function Chips({ onBehalfOf, extra = null }: { onBehalfOf: string | null; extra?: string | null }) {
  const { t } = useTranslation();
  if (!onBehalfOf && !extra) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {onBehalfOf && <Chip size="small" variant="outlined" color="info" label={t('inbox.onBehalfOf', { name: onBehalfOf })} data-testid="on-behalf-of" />}
      {extra && <Chip size="small" variant="outlined" label={extra} />}
    </Stack>
  );
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
  const handover = item.kind === 'handover';
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
            <Chip size="small" color="primary" variant="outlined" icon={<Icon />} label={t(`inbox.kindOne.${item.kind}`)} />
            <AppLink to={subject.to} aria-label={t('inbox.openNamed', { label })} sx={{ fontWeight: 500 }}>
              {subject.name}
            </AppLink>
            <Typography variant="body2" component="span" sx={muted} dir="ltr">
              {subject.code}
            </Typography>
            <Typography variant="body2" component="span" sx={{ ...muted, marginInlineStart: 'auto' }}>
              {t('inbox.waiting', { when: formatRelative(item.waitingSince, ar ? 'ar' : 'en') })}
            </Typography>
          </Stack>
          <Details item={item} />
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Button
              size="small"
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              disabled={blocked}
              aria-label={t(handover ? 'inbox.acceptNamed' : 'inbox.approveNamed', { label })}
              onClick={() => onDecide(item, 'approve')}
            >
              {t(handover ? 'inbox.accept' : 'inbox.approve')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<CloseIcon />}
              aria-label={t(handover ? 'inbox.declineNamed' : 'inbox.rejectNamed', { label })}
              onClick={() => onDecide(item, 'reject')}
            >
              {t(handover ? 'inbox.decline' : 'inbox.reject')}
            </Button>
          </Stack>
        </Box>
      </Box>
    </Paper>
  );
}
