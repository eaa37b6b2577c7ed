import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_WEEKEND_DAYS, firstDayOfWeek, weekDay, type TCalendarAbsence } from '@hr/shared';
import { formatDate, formatDateRange } from '@/lib/format';
import { spanLabel } from '@/lib/time-span';
import { DirectionalIcon } from '@/components/directional-icon';
import { useOrgToday } from '@/hooks/use-org-today';
import { useUser } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';
import { visuallyHidden } from '@/lib/visually-hidden';
import { screenDigits } from '@/lib/digits';
import { useMonthCalendar } from '../api/calendar-api';
import { addMonths, daysOf, isMonth, monthLabel, monthOf, weekdayNames } from './month';
import { HijriDate } from '@/components/hijri-date';
import { useHijri } from '@/hooks/use-hijri';

type TAbsence = TCalendarAbsence;
const shown = (a: TAbsence) => a.state === 'approved' || a.state === 'requested';

/** Approved: a filled chip with a tick; awaiting approval: a dashed outline with an hourglass. */
function AbsenceChip({ absence, label, title }: { absence: TAbsence; label: string; title: string }) {
  const approved = absence.state === 'approved';
  return (
    <Chip
      size="small"
      title={title}
      icon={approved ? <CheckCircleIcon /> : <HourglassEmptyIcon />}
      label={label}
      variant={approved ? 'filled' : 'outlined'}
      color={approved ? 'primary' : 'default'}
      sx={{
        maxWidth: '100%',
        justifyContent: 'flex-start',
        height: 22,
        fontSize: '0.75rem',
        ...(approved ? {} : { borderStyle: 'dashed', borderColor: 'text.secondary' }),
      }}
    />
  );
}

/**
 * A month of absences: a grid of days (weekends and holidays shaded and named), each absence a
 * chip per person and day, approved and awaiting approval told apart by icon and outline, and the
 * same month as a list below (what a phone reads). `mine`: only the viewer's own leave.
 */
export function MonthCalendar({ mine = false }: { mine?: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const user = useUser();
  const today = useOrgToday();
  const [params, setParams] = useSearchParams();
  const month = isMonth(params.get('month')) ? params.get('month')! : monthOf(today);
  // Counted from the month last asked for, not the one last rendered: quick clicks move a month
  // each. A render of a month on the way there (the URL catching up) must not pull it back; one the
  // person reached otherwise (the browser's back button) is followed.
  const asked = useRef(month);
  const awaited = useRef<string | null>(null);
  useEffect(() => {
    if (awaited.current !== null && awaited.current !== month) return;
    awaited.current = null;
    asked.current = month;
  }, [month]);
  const go = (m: string) => {
    asked.current = m;
    awaited.current = m === month ? null : m;
    setParams(m === monthOf(today) ? {} : { month: m }, { replace: true });
  };
  const step = (n: number) => go(addMonths(asked.current, n));
  const query = useMonthCalendar(month);
  const data = query.data;
  const absences = useMemo(
    () => (data?.absences ?? []).filter(shown).filter((a) => !mine || a.employee.id === user.id).sort((a, b) => a.startDate.localeCompare(b.startDate)),
    [data, mine, user.id],
  );
  const holidays = new Map((data?.holidays ?? []).map((h) => [h.date, ar ? h.nameAr : h.nameEn]));
  const weekend = new Set(data?.weekendDays ?? []);
  const label = monthLabel(month, ar);
  const hijri = useHijri();
  const days = daysOf(month);
  const firstDay = firstDayOfWeek(data?.weekendDays ?? DEFAULT_WEEKEND_DAYS);
  const names = weekdayNames(ar, 'long');
  const shortNames = weekdayNames(ar, 'short');
  const order = Array.from({ length: 7 }, (_, i) => (firstDay + i) % 7);
  const lead = (weekDay(days[0]) - firstDay + 7) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const nameOf = (a: TAbsence) => (ar ? a.employee.fullNameAr || a.employee.FullName : a.employee.FullName);
  const typeOf = (a: TAbsence) => (ar ? a.leaveType.nameAr : a.leaveType.nameEn);
  const stateOf = (a: TAbsence) => (a.state === 'approved' ? t('leaveCalendar.approved') : t('leaveCalendar.requested'));
  // Leave by the hour is out for part of the day only: its hours go with the name (issue 25).
  const hoursOf = (a: TAbsence) => (a.hours ? spanLabel(a.hours.from, a.hours.to, ar ? 'ar' : 'en') : '');
  const describe = (a: TAbsence) =>
    a.hours
      ? t('leaveCalendar.absenceHours', { name: nameOf(a), type: typeOf(a), date: formatDate(a.startDate), hours: hoursOf(a), state: stateOf(a) })
      : t('leaveCalendar.absence', { name: nameOf(a), type: typeOf(a), from: formatDate(a.startDate), to: formatDate(a.endDate), state: stateOf(a) });
  const chipLabel = (a: TAbsence) => `${mine ? typeOf(a) : nameOf(a)}${a.hours ? ` ${hoursOf(a)}` : ''}`;

  return (
    <Box data-testid="month-calendar">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <ButtonGroup variant="outlined" aria-label={label}>
          <Button onClick={() => step(-1)} aria-label={t('leaveCalendar.previous')} title={t('leaveCalendar.previous')}>
            <DirectionalIcon icon={ChevronLeftIcon} />
          </Button>
          <Button onClick={() => go(monthOf(today))}>{t('leaveCalendar.thisMonth')}</Button>
          <Button onClick={() => step(1)} aria-label={t('leaveCalendar.next')} title={t('leaveCalendar.next')}>
            <DirectionalIcon icon={ChevronRightIcon} />
          </Button>
        </ButtonGroup>
        <Box>
          <Typography variant="h2" component="h2" aria-live="polite" data-testid="calendar-month">
            {label}
          </Typography>
          <HijriDate date={days[0]} end={days[days.length - 1]} block />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', marginInlineStart: { md: 'auto' } }} aria-label={t('leaveCalendar.legend')} role="group">
          <AbsenceChip absence={{ state: 'approved' } as TAbsence} label={t('leaveCalendar.approved')} title={t('leaveCalendar.approved')} />
          <AbsenceChip absence={{ state: 'requested' } as TAbsence} label={t('leaveCalendar.requested')} title={t('leaveCalendar.requested')} />
          <Chip size="small" variant="outlined" label={t('leaveCalendar.weekend')} sx={{ height: 22, bgcolor: 'action.selected' }} />
          <Chip size="small" variant="outlined" label={t('leaveCalendar.holiday')} sx={{ height: 22, bgcolor: '#fff4e5', borderColor: 'warning.main' }} />
        </Stack>
      </Stack>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {query.isError && <Alert severity="error">{errorMessage(t, query.error)}</Alert>}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          component="table"
          aria-label={t('leaveCalendar.gridLabel', { month: label })}
          data-testid="calendar-grid"
          sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', '& td, & th': { borderInlineEnd: 1, borderBottom: 1, borderColor: 'divider' } }}
        >
          <thead>
            <tr>
              {order.map((d) => (
                <Box
                  component="th"
                  scope="col"
                  key={d}
                  sx={{ p: 0.5, fontWeight: 600, fontSize: '0.8125rem', color: 'text.secondary', bgcolor: weekend.has(d) ? 'action.selected' : undefined }}
                >
                  <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                    {names[d]}
                  </Box>
                  <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }} aria-hidden>
                    {shortNames[d]}
                  </Box>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={w}>
                {week.map((date, i) => {
                  if (!date) return <Box component="td" key={i} sx={{ bgcolor: 'grey.50' }} />;
                  const holiday = holidays.get(date);
                  const isWeekend = weekend.has(weekDay(date));
                  const out = absences.filter((a) => a.startDate <= date && a.endDate >= date);
                  const isToday = date === today;
                  return (
                    <Box
                      component="td"
                      key={date}
                      data-testid={`day-${date}`}
                      sx={{
                        verticalAlign: 'top',
                        height: { xs: 56, md: 96 },
                        p: 0.5,
                        bgcolor: holiday ? '#fff4e5' : isWeekend ? 'action.selected' : undefined,
                        outline: isToday ? 2 : 0,
                        outlineColor: 'primary.main',
                        outlineOffset: -2,
                      }}
                    >
                      <Typography component="div" variant="body2" sx={{ fontWeight: isToday ? 700 : 500 }}>
                        {screenDigits(Number(date.slice(8)))}
                        {hijri && (
                          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400, fontSize: '0.7rem', lineHeight: 1.1 }} data-testid="hijri-day">
                            {hijri(date, 'day')}
                          </Box>
                        )}
                        {isToday && <Box component="span" sx={visuallyHidden}>{` ${t('leaveCalendar.today')}`}</Box>}
                        {isWeekend && !holiday && <Box component="span" sx={visuallyHidden}>{` ${t('leaveCalendar.weekend')}`}</Box>}
                      </Typography>
                      {holiday && (
                        <Typography component="div" variant="caption" sx={{ display: 'block', lineHeight: 1.2, color: '#7a4100', overflowWrap: 'anywhere' }}>
                          {holiday}
                        </Typography>
                      )}
                      {out.length > 0 && (
                        <>
                          <Stack spacing={0.25} sx={{ mt: 0.25, display: { xs: 'none', md: 'flex' } }}>
                            {out.map((a) => (
                              <AbsenceChip key={a.requestId} absence={a} label={chipLabel(a)} title={describe(a)} />
                            ))}
                          </Stack>
                          <Typography component="div" variant="caption" sx={{ display: { xs: 'block', md: 'none' }, fontWeight: 700, color: 'primary.dark' }} aria-hidden>
                            ● {out.length}
                          </Typography>
                        </>
                      )}
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Paper>

      <Box component="section" aria-labelledby="calendar-list-title" sx={{ mt: 3 }}>
        <Typography variant="h3" component="h3" id="calendar-list-title" sx={{ mb: 1 }}>
          {t('leaveCalendar.listTitle', { month: label })}
        </Typography>
        {absences.length === 0 && !query.isPending ? (
          <Typography sx={{ color: 'text.secondary' }} role="status">
            {t('leaveCalendar.empty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="calendar-list">
            {absences.map((a) => (
              <Box component="li" key={a.requestId} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
                <AbsenceChip absence={a} label={stateOf(a)} title={stateOf(a)} />
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {nameOf(a)}
                </Typography>
                <Typography component="span" sx={{ color: 'text.secondary' }}>
                  {typeOf(a)} · <span dir="ltr">{formatDateRange(a.startDate, a.endDate)}</span>
                  {a.hours && ` · ${hoursOf(a)}`}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {holidays.size > 0 && (
          <>
            <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 1 }}>
              {t('leaveCalendar.holidaysTitle', { month: label })}
            </Typography>
            <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
              {[...holidays].map(([date, name]) => (
                <li key={date}>
                  <span dir="ltr">{formatDate(date)}</span> {name}
                </li>
              ))}
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
