import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { spanLabel } from '@/lib/time-span';
import { formatDate, formatDateRange } from '@/lib/format';
import { HijriDate } from '@/components/hijri-date';
import { DirectionalIcon } from '@/components/directional-icon';
import { RouterLinkBehavior } from '@/components/router-link';
import { useInboxCounts } from '@/hooks/use-inbox-count';
import { useOrgToday } from '@/hooks/use-org-today';
import { screenDigits } from '@/lib/digits';
import { Widget } from './widget';
import { useCalendarMonths, useMyBalances } from '../api/leave-widgets-api';

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

const listSx = { m: 0, p: 0, listStyle: 'none', '& > li': { py: 0.75, borderBottom: 1, borderColor: 'divider' }, '& > li:last-of-type': { borderBottom: 0 } };

/**
 * My balances for a year (this one first; leave is often planned into the next): what is left, and
 * how it was reached; a type taken out of another's balance (Casual out of Annual) says so on both.
 */
export function BalancesWidget() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const [year, setYear] = useState<number | undefined>(undefined);
  const q = useMyBalances(year);
  const items = q.data?.items ?? [];
  const shownYear = q.data?.year;
  return (
    <Widget id="balances-widget" title={t('dashboard.balances.title')} query={q} empty={items.length ? null : t('dashboard.balances.empty')}>
      {shownYear !== undefined && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mb: 1 }}>
          <IconButton size="small" aria-label={t('dashboard.balances.previousYear')} onClick={() => setYear(shownYear - 1)}>
            <DirectionalIcon icon={ChevronLeftIcon} fontSize="small" />
          </IconButton>
          <Typography component="span" aria-live="polite" data-testid="balances-year" sx={{ fontWeight: 500, minWidth: 48, textAlign: 'center' }}>
            {screenDigits(shownYear)}
          </Typography>
          <IconButton size="small" aria-label={t('dashboard.balances.nextYear')} onClick={() => setYear(shownYear + 1)}>
            <DirectionalIcon icon={ChevronRightIcon} fontSize="small" />
          </IconButton>
        </Box>
      )}
      <Box component="ul" sx={listSx}>
        {items.map((b) => (
          <li key={b.leaveTypeId}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {ar ? b.nameAr : b.nameEn}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 700, color: b.remaining < 0 ? 'error.main' : 'primary.dark' }}>
                {t('dashboard.balances.remaining', { days: b.remaining })}
              </Typography>
            </Box>
            {/* A type that draws on another's balance (Casual out of Annual) says so, and the balance it draws on says what its figures hold. */}
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="balance-detail">
              {b.drawsOn
                ? t('dashboard.balances.detailShared', { cap: b.entitled, name: ar ? b.drawsOn.nameAr : b.drawsOn.nameEn, taken: b.taken, pending: b.pending })
                : t('dashboard.balances.detail', { entitled: b.entitled + b.carriedOver + b.adjusted, taken: b.taken, pending: b.pending })}
            </Typography>
            {/* Labour Law Art 124 ¶3: the seven more days in the person's own entitlement, with their reason. */}
            {b.extra && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="balance-extra">
                {t(`hrLeave.balances.extra.${b.extra.reasons.length > 1 ? 'both' : b.extra.reasons[0]}`, { days: b.extra.days })}
              </Typography>
            )}
            {!!b.includes?.length && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="balance-includes">
                {t('reports.balances.includes', {
                  list: b.includes.map((x) => t('reports.balances.share', { name: ar ? x.nameAr : x.nameEn, taken: x.taken, pending: x.pending })).join(ar ? '؛ ' : '; '),
                })}
              </Typography>
            )}
          </li>
        ))}
      </Box>
    </Widget>
  );
}

/** The next public holidays (this month and the two after it), and who in my scope is out today. */
export function CalendarWidgets({ approver }: { approver: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const today = useOrgToday();
  const month = today.slice(0, 7);
  const [thisQ, ...laterQ] = useCalendarMonths([month, nextMonth(month), nextMonth(nextMonth(month))]);
  const holidays = [thisQ, ...laterQ].flatMap((q) => q.data?.holidays ?? []).filter((h) => h.date >= today).slice(0, 4);
  const out = (thisQ.data?.absences ?? []).filter((a) => a.startDate <= today && a.endDate >= today && (a.state === 'approved' || a.state === 'requested'));
  const all = [thisQ, ...laterQ];
  const both = { isPending: all.some((q) => q.isPending), isError: all.some((q) => q.isError), error: all.find((q) => q.error)?.error };
  return (
    <>
      <Widget id="holidays-widget" title={t('dashboard.holidays.title')} query={both} empty={holidays.length ? null : t('dashboard.holidays.empty')}>
        <Box component="ul" sx={listSx}>
          {holidays.map((h) => (
            // A flex gap, not a margin on the left-to-right date: in Arabic the margin fell on the
            // wrong side and the date ran into the name.
            <Box component="li" key={h.date} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span" dir="ltr" sx={{ fontWeight: 500 }}>
                {formatDate(h.date)}
              </Typography>
              <span>{screenDigits(ar ? h.nameAr : h.nameEn)}</span>
              <HijriDate date={h.date} block />
            </Box>
          ))}
        </Box>
      </Widget>
      {approver && (
        <Widget id="out-today-widget" title={t('dashboard.outToday.title')} query={thisQ} empty={out.length ? null : t('dashboard.outToday.empty')}>
          <Box component="ul" sx={listSx}>
            {out.map((a) => (
              <li key={a.requestId}>
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {ar ? a.employee.fullNameAr || a.employee.FullName : a.employee.FullName}
                </Typography>{' '}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {ar ? a.leaveType.nameAr : a.leaveType.nameEn} · {formatDateRange(a.startDate, a.endDate)}
                  {a.hours && ` · ${spanLabel(a.hours.from, a.hours.to, ar ? 'ar' : 'en')}`}
                  <HijriDate date={a.startDate} end={a.endDate} block />
                </Typography>{' '}
                <Chip size="small" variant={a.state === 'approved' ? 'filled' : 'outlined'} label={t(`leave.states.${a.state}`)} />
              </li>
            ))}
          </Box>
        </Widget>
      )}
    </>
  );
}

/** How many things wait for my decision (every kind), linking to the one inbox. */
export function ApprovalsWidget() {
  const { t } = useTranslation();
  const q = useInboxCounts((c) => c.total);
  return (
    <Widget id="approvals-widget" title={t('dashboard.approvals.title')} query={q} empty={null}>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, color: 'primary.dark' }} data-testid="approvals-count">
        {screenDigits(q.data ?? 0)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{t('dashboard.approvals.count', { count: q.data ?? 0 })}</Typography>
      <Button variant="outlined" LinkComponent={RouterLinkBehavior} href="/inbox">
        {t('dashboard.approvals.open')}
      </Button>
    </Widget>
  );
}
