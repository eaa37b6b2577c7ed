import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TDashboardPerson, TTeamToday, TTeamTrends } from '@hr/shared';
import { screenDigits } from '@/lib/digits';
import { formatDate, formatDateRange } from '@/lib/format';
import { HijriDate } from '@/components/hijri-date';
import { EChart } from '@/components/echart';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { AppLink } from '@/components/router-link';
import { useTeamToday, useTeamTrends, type TTeamFilters } from '../api/dashboard-api';
import { Widget } from './widget';
import { numberIn, percentIn } from './chart-colours';

const listSx = { m: 0, p: 0, listStyle: 'none', '& > li': { py: 0.75, borderBottom: 1, borderColor: 'divider' }, '& > li:last-of-type': { borderBottom: 0 } };

/** A list of people with a note each; the total when the list was cut. */
function People<T extends TDashboardPerson>({ list, note, labelledBy }: { list: { total: number; items: T[] }; note: (p: T) => ReactNode; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  if (!list.total) return <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.team.nobody')}</Typography>;
  return (
    <>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, color: 'primary.dark', mb: 0.5 }} data-testid="count">
        {numberIn(i18n.language, list.total, 0)}
      </Typography>
      {/* A long list scrolls inside the card; focusable so the keyboard can scroll it too. */}
      <Box component="ul" tabIndex={0} aria-labelledby={labelledBy} sx={{ ...listSx, maxHeight: 240, overflowY: 'auto' }}>
        {list.items.map((p) => (
          <li key={p.employeeId}>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {i18n.language === 'ar' ? p.fullNameAr || p.fullNameEn : p.fullNameEn}
            </Typography>{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {note(p)}
            </Typography>
          </li>
        ))}
        {list.total > list.items.length && (
          <Typography component="li" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('dashboard.team.more', { count: list.total - list.items.length })}
          </Typography>
        )}
      </Box>
    </>
  );
}


/** What waits on the viewer, each count linking to where it is decided. */
function PendingCounts({ pending }: { pending: TTeamToday['pending'] }) {
  const { t, i18n } = useTranslation();
  const rows: { key: string; label: string; value: number; to?: string }[] = [
    { key: 'vacationApprovals', label: t('dashboard.team.pending.vacationApprovals'), value: pending.vacationApprovals, to: '/team/vacapprovals' },
    { key: 'overtimeApprovals', label: t('dashboard.team.pending.overtimeApprovals'), value: pending.overtimeApprovals, to: '/team/otapprovals' },
    ...(pending.attendanceIssues === null ? [] : [{ key: 'attendanceIssues', label: t('dashboard.team.pending.attendanceIssues'), value: pending.attendanceIssues, to: '/team/attisuaprv' }]),
    { key: 'handovers', label: t('dashboard.team.pending.handovers'), value: pending.handovers },
  ];
  return (
    <Box component="ul" sx={listSx}>
      {rows.map((r) => (
        <Box component="li" key={r.key} data-testid={`pending-${r.key}`} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
          {r.to ? <AppLink to={r.to}>{r.label}</AppLink> : <span>{r.label}</span>}
          <Chip size="small" color={r.value ? 'primary' : 'default'} label={numberIn(i18n.language, r.value, 0)} />
        </Box>
      ))}
    </Box>
  );
}

const weekLabel = (from: string) => formatDate(from).slice(0, 5);
const monthLabel = (m: string) => screenDigits(`${m.slice(5, 7)}/${m.slice(0, 4)}`);
const grid = { left: 48, right: 16, top: 16, bottom: 32 };

/** The attendance rate of the last 12 weeks, a line (this week so far at the end). */
function RateChart({ data }: { data: TTeamTrends['weeks'] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const lang = i18n.language;
  const percent = (r: number | null) => (r === null ? t('dashboard.team.rate.none') : percentIn(lang, r * 100, 1));
  const option = useMemo(
    () => ({
      grid,
      tooltip: { trigger: 'axis', valueFormatter: (v: number | null | undefined) => (v == null ? t('dashboard.team.rate.none') : percentIn(lang, v, 1)) },
      xAxis: { type: 'category', boundaryGap: false, data: data.map((w) => weekLabel(w.from)), axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: (v: number) => percentIn(lang, v, 0) } },
      series: [
        {
          type: 'line',
          name: t('dashboard.team.rate.rate'),
          data: data.map((w) => (w.rate === null ? null : Math.round(w.rate * 1000) / 10)),
          color: theme.palette.primary.main,
          symbolSize: 7,
          areaStyle: { opacity: 0.08 },
        },
      ],
    }),
    [data, lang, theme, t],
  );
  return (
    <EChart
      testId="rate-chart"
      option={option}
      label={t('dashboard.team.rate.summary', { first: percent(data[0].rate), last: percent(data[data.length - 1].rate) })}
      table={{
        caption: t('dashboard.team.rate.caption'),
        columns: [t('dashboard.team.rate.week'), t('dashboard.team.rate.rate'), t('dashboard.team.rate.attended'), t('dashboard.team.rate.expected')],
        rows: data.map((w) => ({ key: w.from, cells: [formatDateRange(w.from, w.to), percent(w.rate), w.attended, w.expected] })),
      }}
    />
  );
}

/** Approved overtime hours of the last 12 months, bars. */
function OvertimeChart({ data }: { data: TTeamTrends['overtime'] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const lang = i18n.language;
  const hours = (m: number) => numberIn(lang, m / 60);
  const option = useMemo(
    () => ({
      grid,
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => t('dashboard.month.hoursValue', { hours: numberIn(lang, v) }) },
      xAxis: { type: 'category', data: data.map((m) => monthLabel(m.month)), axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => numberIn(lang, v, 0) } },
      series: [{ type: 'bar', name: t('dashboard.team.overtime.hours'), data: data.map((m) => Math.round(m.minutes / 6) / 10), color: theme.palette.secondary.main, barMaxWidth: 28 }],
    }),
    [data, lang, theme, t],
  );
  return (
    <EChart
      testId="overtime-chart"
      option={option}
      label={t('dashboard.team.overtime.summary', { hours: hours(data.reduce((n, m) => n + m.minutes, 0)) })}
      table={{
        caption: t('dashboard.team.overtime.caption'),
        columns: [t('dashboard.team.overtime.month'), t('dashboard.team.overtime.hours'), t('dashboard.team.overtime.requests')],
        rows: data.map((m) => ({ key: m.month, cells: [monthLabel(m.month), hours(m.minutes), m.requests] })),
      }}
    />
  );
}

/**
 * /team/dashboard: the viewer's team today (who is out, absent, late), what waits on them, and
 * the trends. HR and site HR see everyone they look after, with site and department filters.
 * `notice` (composed by the route: another feature's warning) shows under the title.
 */
export function TeamDashboard({ organisation, notice }: { organisation: boolean; notice?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const [filters, setFilters] = useState<TTeamFilters>({});
  const today = useTeamToday(filters);
  const trends = useTeamTrends(filters);
  const d = today.data;
  const choices = d?.filters;
  const name = (u: { nameEn: string; nameAr: string }) => (ar ? u.nameAr : u.nameEn);
  const option = (v: number | undefined) => (v ? String(v) : 'all');
  const idOf = (v: string) => (v === 'all' ? undefined : Number(v));
  return (
    <>
      <PageHeader
        title={t(organisation ? 'dashboard.team.titleOrg' : 'dashboard.team.title')}
        intro={d ? t(organisation ? 'dashboard.team.introOrg' : 'dashboard.team.intro', { count: d.people }) : undefined}
      />
      {notice}
      {choices && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
          <FilterSelect
            label={t('dashboard.team.site')}
            testId="dashboard-site"
            value={option(filters.siteId)}
            onChange={(v) => setFilters((f) => ({ ...f, siteId: idOf(v) }))}
            options={[{ value: 'all', label: t('dashboard.team.all') }, ...choices.sites.map((s) => ({ value: String(s.id), label: name(s) }))]}
            minWidth={180}
          />
          <FilterSelect
            label={t('dashboard.team.department')}
            testId="dashboard-department"
            value={option(filters.departmentId)}
            onChange={(v) => setFilters((f) => ({ ...f, departmentId: idOf(v) }))}
            options={[{ value: 'all', label: t('dashboard.team.all') }, ...choices.departments.map((s) => ({ value: String(s.id), label: name(s) }))]}
            minWidth={180}
          />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        <Widget id="team-pending" title={t('dashboard.team.pending.title')} query={today}>
          {d && <PendingCounts pending={d.pending} />}
        </Widget>
        <Widget id="team-absent" title={t('dashboard.team.absentToday')} query={today}>
          {d && <People labelledBy="team-absent-title" list={d.absentToday} note={(p) => t(`dashboard.team.statuses.${p.status}`)} />}
        </Widget>
        <Widget id="team-late" title={t('dashboard.team.lateToday')} query={today}>
          {d && <People labelledBy="team-late-title" list={d.lateToday} note={(p) => t('dashboard.team.lateMinutes', { minutes: numberIn(i18n.language, p.lateMinutes, 0) })} />}
        </Widget>
        <Widget id="team-out-today" title={t('dashboard.team.outToday')} query={today}>
          {d && <People labelledBy="team-out-today-title" list={d.outToday} note={(p) => <>{name({ nameEn: p.leaveNameEn, nameAr: p.leaveNameAr })} · {formatDateRange(p.startDate, p.endDate)}<HijriDate date={p.startDate} end={p.endDate} block /></>} />}
        </Widget>
        <Widget id="team-out-week" title={d ? t('dashboard.team.outWeek', { dates: formatDateRange(d.weekFrom, d.weekTo) }) : t('dashboard.team.outToday')} query={today}>
          {/* The dates of the title run left to right inside the Arabic sentence (an isolate). */}
          {d && <People labelledBy="team-out-week-title" list={d.outThisWeek} note={(p) => <>{name({ nameEn: p.leaveNameEn, nameAr: p.leaveNameAr })} · {formatDateRange(p.startDate, p.endDate)}<HijriDate date={p.startDate} end={p.endDate} block /></>} />}
        </Widget>
        <Widget id="team-overtime" title={t('dashboard.team.overtime.title')} query={trends}>
          {trends.data && <OvertimeChart data={trends.data.overtime} />}
        </Widget>
        <Widget id="team-trends" title={t('dashboard.team.rate.title')} query={trends} sx={{ gridColumn: '1 / -1' }}>
          {trends.data?.pending && (
            <Typography variant="body2" color="text.secondary" role="status" data-testid="rate-pending" sx={{ mb: 1 }}>
              {t('dashboard.team.rate.pending')}
            </Typography>
          )}
          {trends.data && <RateChart data={trends.data.weeks} />}
        </Widget>
      </Box>
    </>
  );
}
