import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import type { TUnifiedInboxItem } from '@hr/shared';
import { spanLabel } from '@/lib/time-span';
import { formatClock, formatDate, formatDateRange, formatDateTime } from '@/lib/format';
import { HijriDate } from '@/components/hijri-date';
import { RouterLinkBehavior } from '@/components/router-link';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { personName, typeName } from '@/lib/names';
import { InboxShiftSwap } from './shift-swap-details';

const muted = { color: 'text.secondary' } as const;
/** Keeps a left-to-right run (times, company IDs) in order inside Arabic text. */
const ltr = (s: string) => `\u2066${s}\u2069`;
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

function Line({ children, testId, warn, error }: { children: ReactNode; testId?: string; warn?: boolean; error?: boolean }) {
  const sx = warn
    ? { color: 'warning.dark', display: 'flex', gap: 0.5, alignItems: 'center' }
    : error
      ? { color: 'error.main' }
      : muted;
  return (
    <Typography variant="body2" sx={sx} data-testid={testId}>
      {warn && <WarningAmberIcon fontSize="small" aria-hidden />}
      {children}
    </Typography>
  );
}

/** "On behalf of …" (a delegate deciding; it links to the delegations) and the HR step. */
function Chips({ onBehalfOf, extra = null }: { onBehalfOf: string | null; extra?: string | null }) {
  const { t } = useTranslation();
  if (!onBehalfOf && !extra) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {onBehalfOf && (
        <Chip
          size="small"
          variant="outlined"
          color="info"
          component={RouterLinkBehavior}
          href="/team/delegation"
          clickable
          label={t('inbox.onBehalfOf', { name: onBehalfOf })}
          data-testid="on-behalf-of"
        />
      )}
      {extra && <Chip size="small" variant="outlined" label={extra} />}
    </Stack>
  );
}

/** A leave approval: type, dates and half day, the balance after it, the substitute's answer, who else is out then. */
function LeaveDetails({ item }: { item: Extract<TUnifiedInboxItem, { kind: 'leave' }> }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const { request: r, remainingAfter, othersOut, onBehalfOf, blockedByHandover, covering } = item.leave;
  // A colleague out by the hour is out only then: the hours go with the date.
  const others = othersOut.map(
    (o) =>
      `${personName(o.employee, ar)} (${formatDateRange(o.startDate, o.endDate)}${o.hours ? ` ${spanLabel(o.hours.from, o.hours.to, ar ? 'ar' : 'en')}` : ''}${ar ? '، ' : ', '}${t(`leave.states.${o.state}`)})`,
  );
  return (
    <>
      <Typography>
        {t('inbox.leaveLine', { type: typeName(r.leaveType, ar), dates: formatDateRange(r.startDate, r.endDate), days: r.countOfDays })}
        {r.halfDay !== 'none' && ` · ${t(`leave.halfDay.${r.halfDay}`)}`}
        {r.hours && ` · ${spanLabel(r.hours.from, r.hours.to, ar ? 'ar' : 'en')}`}
        <HijriDate date={r.startDate} end={r.endDate} block />
      </Typography>
      {r.change && (
        // Approved leave its requester asks to change: Approve grants the ask, Reject keeps the leave.
        <Line testId="change" warn>
          {r.change.kind === 'cancel'
            ? t('inbox.changeCancel', { reason: r.change.reason })
            : r.change.kind === 'to_annual'
              ? t('inbox.changeToAnnual', { reason: r.change.reason })
              : t('inbox.changeShorten', { reason: r.change.reason, date: ltr(formatDate(r.change.endDate ?? r.endDate)), end: ltr(formatDate(r.endDate)) })}
        </Line>
      )}
      <Line testId="balance-after" error={remainingAfter !== null && remainingAfter < 0}>
        {remainingAfter === null
          ? t('inbox.notCounted')
          : item.leave.sharedBalance
            ? // Casual's days come out of Annual: the figure is Annual's balance, named.
              t(r.change ? 'inbox.balanceNowOf' : 'inbox.balanceAfterOf', { value: remainingAfter, name: ar ? item.leave.sharedBalance.nameAr : item.leave.sharedBalance.nameEn })
            : t(r.change ? 'inbox.balanceNow' : 'inbox.balanceAfter', { value: remainingAfter })}
      </Line>
      <Line testId="handover" warn={blockedByHandover}>
        {!r.handover
          ? t('approvals.inbox.noHandover')
          : blockedByHandover
            ? t('inbox.waitingForSubstitute')
            : t('inbox.handoverAnswer', { name: personName(r.handover, ar), answer: t(`inbox.handoverAnswers.${r.handoverState ?? 'pending'}`) })}
      </Line>
      {covering.length > 0 && (
        <Line testId="covering" warn>
          {t('inbox.covering', { names: covering.map((c) => `${personName(c.employee, ar)} (${formatDateRange(c.startDate, c.endDate)})`).join(ar ? '، ' : ', ') })}
        </Line>
      )}
      <Line testId="others-out">{t('inbox.othersOut', { names: others.length ? others.join(ar ? '، ' : ', ') : t('approvals.inbox.nobodyElse') })}</Line>
      {r.reason && <Line>{t('inbox.reason', { reason: r.reason })}</Line>}
      <Chips onBehalfOf={onBehalfOf ? personName(onBehalfOf, ar) : null} extra={r.step === 'hr' ? t('inbox.hrStep') : null} />
    </>
  );
}

/** What the decider needs to know, kind by kind. */
export function InboxItemDetails({ item }: { item: TUnifiedInboxItem }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const lang = ar ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  // Times with their AM/PM mark follow the page's direction ("06:00 م" reads right to left in Arabic).
  const time = (iso: string) => formatDateTime(iso, lang, timeZone).slice(11);
  switch (item.kind) {
    case 'leave':
      return <LeaveDetails item={item} />;
    case 'handover': {
      const r = item.request;
      return (
        <>
          <Typography>
            {t('inbox.handoverLine', { name: personName(r.employee, ar), type: typeName(r.leaveType, ar), dates: formatDateRange(r.startDate, r.endDate), days: r.countOfDays })}
            <HijriDate date={r.startDate} end={r.endDate} block />
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
            {t('inbox.overtimeLine', { date: ltr(formatDate(o.workDate)), from: formatClock(o.from, lang), to: formatClock(o.to, lang), hours: hours(o.minutes) })}
            {nextDay && ` ${t('inbox.nextDay')}`}
            <HijriDate date={o.workDate} block />
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
    case 'permission': {
      const p = item.permission;
      const minutes = (count: number) => t('permission.minutesValue', { count });
      return (
        <>
          <Typography>
            {t('inbox.permissionLine', { type: ar ? p.typeNameAr : p.typeName, date: ltr(formatDate(p.workDate)), from: formatClock(p.from, lang), to: formatClock(p.to, lang), minutes: minutes(p.minutes) })}
            <HijriDate date={p.workDate} block />
          </Typography>
          <Line testId="permission-quota">{t('permission.inbox.quota', { count: p.usedCount, minutes: minutes(p.usedMinutes) })}</Line>
          {p.deductedMinutes > 0 && (
            <Line warn testId="permission-deducted">
              {t('permission.inbox.deducted', { minutes: minutes(p.deductedMinutes) })}
            </Line>
          )}
          <Line>{p.dayFirstIn || p.dayLastOut ? t('inbox.attendanceOfDay', { first: p.dayFirstIn ? time(p.dayFirstIn) : '—', last: p.dayLastOut ? time(p.dayLastOut) : '—' }) : t('inbox.noAttendance')}</Line>
          {p.reason && <Line>{t('inbox.reason', { reason: p.reason })}</Line>}
          {p.filedByName && <Line>{t('permission.filedBy', { name: ar ? p.filedByNameAr || p.filedByName : p.filedByName })}</Line>}
          <Chips onBehalfOf={p.asDelegateOfName ? (ar ? p.asDelegateOfNameAr || p.asDelegateOfName : p.asDelegateOfName) : null} />
        </>
      );
    }
    case 'shift_swap':
      return <InboxShiftSwap item={item} />;
    case 'attendance_issue': {
      const i = item.issue;
      const department = ar ? i.DepartmentAr || i.Department : i.Department;
      return (
        <>
          <Typography>
            {t('inbox.issueLine', { type: t(`inbox.issueTypes.${i.eventType}`), time: formatDateTime(i.eventTime, lang, timeZone) })}
            <HijriDate date={i.workDate} block />
          </Typography>
          {department && <Line>{department}</Line>}
          <Line testId="issue-day-events">
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
