import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { useTranslation } from 'react-i18next';
import type { TCalendarAbsence, TLeaveRequest } from '@hr/shared';
import { formatDate, formatDateRange } from '@/lib/format';
import { screenDigits } from '@/lib/digits';
import { spanLabel } from '@/lib/time-span';
import { visuallyHidden } from '@/lib/visually-hidden';

type TAbsence = TCalendarAbsence;

/** Leave awaiting approval is hatched (a pattern, not only a colour), as the calendar's key shows it. */
export const PENDING_HATCH = 'repeating-linear-gradient(135deg, rgba(0, 0, 0, 0.14) 0 2px, transparent 2px 6px)';
const PENDING_SX = { borderStyle: 'dashed', borderColor: 'text.secondary', bgcolor: 'background.paper', backgroundImage: PENDING_HATCH } as const;

/**
 * Approved: a filled chip with a tick; awaiting approval: a hatched chip with a dashed outline and
 * an hourglass. `stateName`: the state in words, read after the label (the colour and the pattern
 * are not read).
 */
export function AbsenceChip({ state, label, title, stateName }: { state: TLeaveRequest['state']; label: string; title: string; stateName?: string }) {
  const approved = state === 'approved';
  return (
    <Chip
      size="small"
      title={title}
      icon={approved ? <CheckCircleIcon /> : <HourglassEmptyIcon />}
      label={
        stateName ? (
          <>
            {label}
            <Box component="span" sx={visuallyHidden}>{`, ${stateName}`}</Box>
          </>
        ) : (
          label
        )
      }
      variant={approved ? 'filled' : 'outlined'}
      color={approved ? 'primary' : 'default'}
      data-state={state}
      sx={{
        maxWidth: '100%',
        justifyContent: 'flex-start',
        height: 22,
        fontSize: '0.75rem',
        ...(approved ? {} : PENDING_SX),
      }}
    />
  );
}

/** On a phone, a day's count of approved leave (filled, a tick) and of leave awaiting approval (hatched, an hourglass), each said in words. */
function DayMark({ state, count }: { state: 'approved' | 'requested'; count: number }) {
  const { t } = useTranslation();
  const approved = state === 'approved';
  const Icon = approved ? CheckCircleIcon : HourglassEmptyIcon;
  return (
    <Box
      component="span"
      data-testid="day-mark"
      data-state={state}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1px',
        px: 0.25,
        border: 1,
        borderRadius: 1,
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.3,
        ...(approved ? { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' } : { ...PENDING_SX, color: 'text.primary' }),
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 12 }} />
      <span aria-hidden>{screenDigits(count)}</span>
      <Box component="span" sx={visuallyHidden}>
        {t(approved ? 'leaveCalendar.cellApproved' : 'leaveCalendar.cellRequested', { count })}
      </Box>
    </Box>
  );
}

/** How an absence reads: the person, the type, the state, and for leave by the hour its span. */
export function useAbsenceWords() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const nameOf = (e: TAbsence['employee']) => (ar ? e.fullNameAr || e.FullName : e.FullName);
  const typeOf = (lt: TAbsence['leaveType']) => (ar ? lt.nameAr : lt.nameEn);
  const unitOf = (u: { nameEn: string; nameAr: string }) => (ar ? u.nameAr || u.nameEn : u.nameEn);
  const stateOf = (s: TLeaveRequest['state']) => (s === 'approved' ? t('leaveCalendar.approved') : t('leaveCalendar.requested'));
  const hoursOf = (h: TAbsence['hours']) => (h ? spanLabel(h.from, h.to, ar ? 'ar' : 'en') : '');
  return { nameOf, typeOf, unitOf, stateOf, hoursOf };
}

/** A day of the calendar of names: a chip per person out (a count on a phone). `mine`: the type, not the name. */
export function NamesCell({ out, mine }: { out: TAbsence[]; mine: boolean }) {
  const { t } = useTranslation();
  const w = useAbsenceWords();
  if (out.length === 0) return null;
  const describe = (a: TAbsence) =>
    a.hours
      ? t('leaveCalendar.absenceHours', { name: w.nameOf(a.employee), type: w.typeOf(a.leaveType), date: formatDate(a.startDate), hours: w.hoursOf(a.hours), state: w.stateOf(a.state) })
      : t('leaveCalendar.absence', { name: w.nameOf(a.employee), type: w.typeOf(a.leaveType), dates: formatDateRange(a.startDate, a.endDate), state: w.stateOf(a.state) });
  const chipLabel = (a: TAbsence) => `${mine ? w.typeOf(a.leaveType) : w.nameOf(a.employee)}${a.hours ? ` ${w.hoursOf(a.hours)}` : ''}`;
  const approved = out.filter((a) => a.state === 'approved').length;
  const waiting = out.length - approved;
  return (
    <>
      <Stack spacing={0.25} sx={{ mt: 0.25, display: { xs: 'none', md: 'flex' } }}>
        {out.map((a) => (
          <AbsenceChip key={a.requestId} state={a.state} label={chipLabel(a)} title={describe(a)} stateName={w.stateOf(a.state)} />
        ))}
      </Stack>
      <Box sx={{ display: { xs: 'flex', md: 'none' }, flexWrap: 'wrap', gap: 0.25, mt: 0.25 }}>
        {approved > 0 && <DayMark state="approved" count={approved} />}
        {waiting > 0 && <DayMark state="requested" count={waiting} />}
      </Box>
    </>
  );
}

/** The list under the grid (what a phone reads): its heading, then `children`, or a line that nobody is out. */
export function MonthList({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h3" component="h3" id="calendar-list-title" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography sx={{ color: 'text.secondary' }} role="status">
          {t('leaveCalendar.empty')}
        </Typography>
      ) : (
        children
      )}
    </>
  );
}

/** The month's absences as a list. */
export function NamesList({ absences, label, pending }: { absences: TAbsence[]; label: string; pending: boolean }) {
  const { t } = useTranslation();
  const w = useAbsenceWords();
  return (
    <MonthList title={t('leaveCalendar.listTitle', { month: label })} empty={absences.length === 0 && !pending}>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="calendar-list">
        {absences.map((a) => (
          <Box component="li" key={a.requestId} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
            <AbsenceChip state={a.state} label={w.stateOf(a.state)} title={w.stateOf(a.state)} />
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {w.nameOf(a.employee)}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {w.typeOf(a.leaveType)} · {formatDateRange(a.startDate, a.endDate)}
              {a.hours && ` · ${w.hoursOf(a.hours)}`}
            </Typography>
          </Box>
        ))}
      </Box>
    </MonthList>
  );
}
