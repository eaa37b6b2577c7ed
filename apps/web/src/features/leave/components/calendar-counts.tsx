import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import GroupsIcon from '@mui/icons-material/Groups';
import { useTranslation } from 'react-i18next';
import type { TCalendarDayCount } from '@hr/shared';
import { screenDigits } from '@/lib/digits';
import { MonthList } from './calendar-names';
import { dayLabel } from './month';

/** What a day's count says to a screen reader (and as a tooltip): the day, how many out, how many of them await approval. */
export function useDayWords() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (d: TCalendarDayCount) =>
    t('leaveCalendar.dayButton', {
      date: dayLabel(d.date, ar),
      out: t('leaveCalendar.peopleOut', { count: d.people }),
      awaiting: t('leaveCalendar.awaiting', { count: d.people - d.approved }),
    });
}

/**
 * A day of the calendar of counts: how many people are out, as a button that opens the day. The
 * tint grows with the share of the scope out (a busy day stands out), the text keeps its contrast.
 */
export function CountCell({ day, scopePeople, onOpen }: { day: TCalendarDayCount | undefined; scopePeople: number; onOpen: (date: string) => void }) {
  const words = useDayWords();
  if (!day) return null;
  const share = scopePeople ? Math.min(1, day.people / scopePeople / 0.1) : 0;
  return (
    <ButtonBase
      onClick={() => onOpen(day.date)}
      aria-label={words(day)}
      title={words(day)}
      data-testid={`count-${day.date}`}
      sx={{
        mt: 0.25,
        width: '100%',
        fontFamily: 'inherit',
        justifyContent: 'flex-start',
        gap: 0.5,
        px: 0.5,
        py: 0.25,
        borderRadius: 1,
        border: 1,
        borderColor: 'primary.main',
        bgcolor: `rgba(198, 40, 40, ${(0.06 + share * 0.14).toFixed(2)})`,
        color: 'primary.dark',
        fontWeight: 700,
        fontSize: { xs: '0.75rem', md: '0.875rem' },
        '&:hover': { bgcolor: 'rgba(198, 40, 40, 0.24)' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 1 },
      }}
    >
      <GroupsIcon fontSize="small" sx={{ display: { xs: 'none', md: 'inline-block' } }} aria-hidden />
      <span aria-hidden>{screenDigits(day.people)}</span>
    </ButtonBase>
  );
}

/** The month's days with someone out, as a list of buttons (what a phone reads). */
export function CountsList({ days, label, pending, onOpen }: { days: TCalendarDayCount[]; label: string; pending: boolean; onOpen: (date: string) => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const words = useDayWords();
  return (
    <MonthList title={t('leaveCalendar.countsListTitle', { month: label })} empty={days.length === 0 && !pending}>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }} data-testid="counts-list">
          {days.map((d) => (
            <li key={d.date}>
              <ButtonBase
                onClick={() => onOpen(d.date)}
                aria-label={words(d)}
                sx={{ font: 'inherit', width: '100%', justifyContent: 'space-between', gap: 1, px: 1, py: 0.75, borderRadius: 1, border: 1, borderColor: 'divider', textAlign: 'start', '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' } }}
              >
                <Box component="span">{dayLabel(d.date, ar)}</Box>
                <Box component="span" sx={{ fontWeight: 700, color: 'primary.dark', whiteSpace: 'nowrap' }}>
                  {t('leaveCalendar.peopleOut', { count: d.people })}
                </Box>
              </ButtonBase>
            </li>
          ))}
        </Box>
    </MonthList>
  );
}
