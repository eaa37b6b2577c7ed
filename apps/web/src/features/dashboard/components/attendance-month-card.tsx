import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_DAY_KINDS, type TMyAttendance } from '@hr/shared';
import { numberLocale, screenDigits } from '@/lib/digits';
import { formatDate } from '@/lib/format';
import { DirectionalIcon } from '@/components/directional-icon';
import { EChart } from '@/components/echart';
import { useOrgToday } from '@/hooks/use-org-today';
import { useMyAttendance } from '../api/dashboard-api';
import { dayKindColour, numberIn } from './chart-colours';
import { Widget } from './widget';

const monthName = (month: string, lang: string) =>
  new Intl.DateTimeFormat(numberLocale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

const stepMonth = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * A month's attendance as a heat strip (one cell per day, coloured by its status) and the hours
 * worked: this month first, the months before it one step at a time (never past this month).
 */
export function AttendanceMonthCard() {
  const { t, i18n } = useTranslation();
  const current = useOrgToday().slice(0, 7);
  const [chosen, setChosen] = useState<string | null>(null);
  const month = chosen && chosen < current ? chosen : current;
  const q = useMyAttendance(month === current ? undefined : month);
  const name = monthName(month, i18n.language);
  const go = (n: number) => setChosen(stepMonth(month, n));
  return (
    <Widget
      id="month-attendance-widget"
      title={month === current ? t('dashboard.month.title') : t('dashboard.month.titleOf', { month: name })}
      query={q}
      sx={{ gridColumn: { xs: 'auto', sm: '1 / -1' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }} role="group" aria-label={t('dashboard.month.title')}>
        <IconButton aria-label={t('dashboard.month.previous')} title={t('dashboard.month.previous')} onClick={() => go(-1)} data-testid="month-previous">
          <DirectionalIcon icon={ChevronLeftIcon} />
        </IconButton>
        <Typography component="span" aria-live="polite" data-testid="month-name" sx={{ fontWeight: 500, minWidth: 120, textAlign: 'center' }}>
          {name}
        </Typography>
        <IconButton aria-label={t('dashboard.month.next')} title={t('dashboard.month.next')} onClick={() => go(1)} disabled={month >= current} data-testid="month-next">
          <DirectionalIcon icon={ChevronRightIcon} />
        </IconButton>
      </Box>
      {q.data && <MonthStrip data={q.data} lang={i18n.language} />}
    </Widget>
  );
}

function MonthStrip({ data, lang }: { data: TMyAttendance; lang: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const colours = dayKindColour(theme);
  const hours = (m: number) => numberIn(lang, m / 60);
  const count = (...kinds: string[]) => data.days.filter((d) => kinds.includes(d.kind)).length;
  const name = monthName(data.month, lang);
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 8, top: 8, bottom: 24 },
      tooltip: {
        trigger: 'item',
        formatter: (p: { dataIndex: number }) => {
          const d = data.days[p.dataIndex];
          return `${formatDate(d.date)}<br/>${t(`dashboard.month.kinds.${d.kind}`)}${d.workedMinutes ? ` · ${t('dashboard.month.hoursValue', { hours: hours(d.workedMinutes) })}` : ''}`;
        },
      },
      xAxis: { type: 'category', data: data.days.map((d) => screenDigits(Number(d.date.slice(8)))), axisTick: { show: false }, axisLine: { show: false }, axisLabel: { interval: 'auto', hideOverlap: true } },
      yAxis: { type: 'value', show: false, max: 1 },
      series: [
        {
          type: 'bar',
          barCategoryGap: '12%',
          data: data.days.map((d) => ({ value: 1, itemStyle: { color: colours[d.kind], borderRadius: 3 } })),
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, lang, theme],
  );
  const present = count('present', 'late');
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {t('dashboard.month.hours')}:
        </Typography>
        <Typography component="span" data-testid="month-hours" sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'primary.dark' }}>
          {t('dashboard.month.hoursValue', { hours: hours(data.workedMinutes) })}
        </Typography>
      </Box>
      <EChart
        testId="month-attendance-chart"
        height={72}
        option={option}
        label={t('dashboard.month.summary', { month: name, present, late: count('late'), absent: count('absent', 'incomplete'), leave: count('leave'), hours: hours(data.workedMinutes) })}
        table={{
          caption: t('dashboard.month.caption', { month: name }),
          columns: [t('dashboard.month.date'), t('dashboard.month.status'), t('dashboard.month.worked'), t('dashboard.month.late')],
          rows: data.days.map((d) => ({ key: d.date, cells: [formatDate(d.date), t(`dashboard.month.kinds.${d.kind}`), hours(d.workedMinutes), d.lateMinutes] })),
        }}
      />
      <Box component="ul" aria-label={t('dashboard.month.legend')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, mt: 1, p: 0, listStyle: 'none' }}>
        {DASHBOARD_DAY_KINDS.filter((k) => data.days.some((d) => d.kind === k)).map((k) => (
          <Box component="li" key={k} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.8125rem', color: 'text.secondary' }}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colours[k], border: 1, borderColor: 'divider' }} />
            {t(`dashboard.month.kinds.${k}`)}
          </Box>
        ))}
      </Box>
    </>
  );
}
