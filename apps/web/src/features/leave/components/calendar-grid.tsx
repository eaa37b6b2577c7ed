import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_WEEKEND_DAYS, firstDayOfWeek, weekDay } from '@hr/shared';
import { visuallyHidden } from '@/lib/visually-hidden';
import { screenDigits } from '@/lib/digits';
import { shortWeekday } from '@/lib/weekdays';
import { HijriDate } from '@/components/hijri-date';
import { useHijri } from '@/hooks/use-hijri';
import { daysOf, weekdayNames } from './month';

export const HOLIDAY_BG = '#fff4e5';

/**
 * The month as a table of weeks, from the organisation's first day of the week: each day's number
 * (and Hijri day), today outlined, weekends and holidays shaded and named. What a day holds
 * (names, or a count) is `cell(date)`.
 */
export function CalendarGrid({
  month,
  label,
  today,
  weekendDays,
  holidays,
  cell,
}: {
  month: string;
  label: string;
  today: string;
  weekendDays: number[] | undefined;
  holidays: Map<string, string>;
  cell: (date: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const hijri = useHijri();
  const days = daysOf(month);
  const weekend = new Set(weekendDays ?? []);
  const firstDay = firstDayOfWeek(weekendDays ?? DEFAULT_WEEKEND_DAYS);
  const names = weekdayNames(ar, 'long');
  const order = Array.from({ length: 7 }, (_, i) => (firstDay + i) % 7);
  const lead = (weekDay(days[0]) - firstDay + 7) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return (
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
                // A name never runs into the next column: cut with an ellipsis where even the short one is too wide.
                sx={{ p: { xs: 0.25, md: 0.5 }, fontWeight: 600, fontSize: { xs: '0.75rem', md: '0.8125rem' }, color: 'text.secondary', bgcolor: weekend.has(d) ? 'action.selected' : undefined, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                data-testid={`weekday-${d}`}
              >
                {/* On a phone the short name shows; the whole one is still the column's name for a screen reader. */}
                <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}>
                  {names[d]}
                </Box>
                <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }} aria-hidden>
                  {shortWeekday(t, d)}
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
                      bgcolor: holiday ? HOLIDAY_BG : isWeekend ? 'action.selected' : undefined,
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
                    {cell(date)}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}

/** The month's name with its Hijri span under it. */
export function MonthHeading({ month, label }: { month: string; label: string }) {
  const days = daysOf(month);
  return (
    <Box>
      <Typography variant="h2" component="h2" aria-live="polite" data-testid="calendar-month">
        {label}
      </Typography>
      <HijriDate date={days[0]} end={days[days.length - 1]} block />
    </Box>
  );
}
