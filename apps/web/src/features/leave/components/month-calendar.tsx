import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CALENDAR_ABSENCES_MAX, CALENDAR_NAMES_MAX_PEOPLE, type TCalendarAbsence } from '@hr/shared';
import { formatDate } from '@/lib/format';
import { DirectionalIcon } from '@/components/directional-icon';
import { FilterSelect } from '@/components/filter-select';
import { useOrgToday } from '@/hooks/use-org-today';
import { useTeamUnits } from '@/hooks/use-team-units';
import { useUser } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';
import { useCalendarCounts, useMonthCalendar } from '../api/calendar-api';
import { CalendarDayDialog } from './calendar-day-dialog';
import { CalendarGrid, HOLIDAY_BG, MonthHeading } from './calendar-grid';
import { AbsenceChip, NamesCell, NamesList } from './calendar-names';
import { CountCell, CountsList } from './calendar-counts';
import { addMonths, daysOf, isMonth, monthLabel, monthOf } from './month';

type TAbsence = TCalendarAbsence;
const shown = (a: TAbsence) => a.state === 'approved' || a.state === 'requested';
const isId = (v: string | null) => !!v && /^[1-9]\d{0,9}$/.test(v);

/**
 * A month of absences: a grid of days (weekends and holidays shaded and named) and the same month
 * as a list below (what a phone reads). `mine`: only the viewer's own leave, a chip per day. The
 * team's calendar first asks how many people its (filtered) scope holds: up to
 * CALENDAR_NAMES_MAX_PEOPLE each day shows a chip per person out, approved and awaiting approval
 * told apart by icon and outline; above, each day shows how many are out, and a day opens to them
 * by site, department and leave type, then their names.
 */
export function MonthCalendar({ mine = false }: { mine?: boolean }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const user = useUser();
  const today = useOrgToday();
  const [params, setParams] = useSearchParams();
  const month = isMonth(params.get('month')) ? params.get('month')! : monthOf(today);
  const department = !mine && isId(params.get('department')) ? params.get('department')! : '';
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
  const search = (m: string, dept: string) => ({ ...(m === monthOf(today) ? {} : { month: m }), ...(dept ? { department: dept } : {}) });
  const go = (m: string) => {
    asked.current = m;
    awaited.current = m === month ? null : m;
    setParams(search(m, department), { replace: true });
  };
  const step = (n: number) => go(addMonths(asked.current, n));
  const filter = useMemo(() => (department ? { departmentId: Number(department) } : {}), [department]);
  const days = daysOf(month);
  const counts = useCalendarCounts(days[0], days[days.length - 1], filter, !mine);
  const large = !mine && !!counts.data && counts.data.scopePeople > CALENDAR_NAMES_MAX_PEOPLE;
  const names = useMonthCalendar(month, filter, mine || (!!counts.data && !large));
  const units = useTeamUnits(!mine);
  const [openDay, setOpenDay] = useState<string | null>(null);

  const absences = useMemo(
    () => (names.data?.absences ?? []).filter(shown).filter((a) => !mine || a.employee.id === user.id).sort((a, b) => a.startDate.localeCompare(b.startDate)),
    [names.data, mine, user.id],
  );
  const shade = large ? counts.data : names.data;
  const holidays = new Map((shade?.holidays ?? []).map((h) => [h.date, ar ? h.nameAr : h.nameEn]));
  const byDay = new Map((counts.data?.days ?? []).map((d) => [d.date, d]));
  const label = monthLabel(month, ar);
  const query = large || (!mine && !counts.data) ? counts : names;

  return (
    <Box data-testid="month-calendar" data-mode={mine ? 'mine' : !counts.data ? 'loading' : large ? 'counts' : 'names'}>
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
        <MonthHeading month={month} label={label} />
        {!mine && (units.data?.departments.length ?? 0) > 1 && (
          <FilterSelect
            label={t('leaveCalendar.department')}
            value={department}
            onChange={(v) => setParams(search(asked.current, v), { replace: true })}
            options={[{ value: '', label: t('leaveCalendar.allDepartments') }, ...(units.data?.departments ?? []).map((d) => ({ value: String(d.id), label: ar ? d.nameAr || d.nameEn : d.nameEn }))]}
            testId="calendar-department"
            minWidth={200}
          />
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', marginInlineStart: { md: 'auto' } }} aria-label={t('leaveCalendar.legend')} role="group">
          {!large && (
            <>
              <AbsenceChip state="approved" label={t('leaveCalendar.approved')} title={t('leaveCalendar.approved')} />
              <AbsenceChip state="requested" label={t('leaveCalendar.requested')} title={t('leaveCalendar.requested')} />
            </>
          )}
          <Chip size="small" variant="outlined" label={t('leaveCalendar.weekend')} sx={{ height: 22, bgcolor: 'action.selected' }} />
          <Chip size="small" variant="outlined" label={t('leaveCalendar.holiday')} sx={{ height: 22, bgcolor: HOLIDAY_BG, borderColor: 'warning.main' }} />
        </Stack>
      </Stack>
      <Box sx={{ height: 4 }}>{(counts.isFetching || names.isFetching) && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {query.isError && <Alert severity="error">{errorMessage(t, query.error)}</Alert>}
      {large && counts.data && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="calendar-counts-note">
          {t('leaveCalendar.countsNote', { people: counts.data.scopePeople })}
        </Alert>
      )}
      {!large && names.data?.truncated && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="calendar-truncated">
          {t('leaveCalendar.truncated', { count: CALENDAR_ABSENCES_MAX })}
        </Alert>
      )}
      <CalendarGrid
        month={month}
        label={label}
        today={today}
        weekendDays={shade?.weekendDays}
        holidays={holidays}
        cell={(date) =>
          large ? (
            <CountCell day={byDay.get(date)} scopePeople={counts.data!.scopePeople} onOpen={setOpenDay} />
          ) : (
            <NamesCell out={absences.filter((a) => a.startDate <= date && a.endDate >= date)} mine={mine} />
          )
        }
      />

      <Box component="section" aria-labelledby="calendar-list-title" sx={{ mt: 3 }}>
        {large ? (
          <CountsList days={counts.data?.days ?? []} label={label} pending={counts.isPending} onOpen={setOpenDay} />
        ) : (
          <NamesList absences={absences} label={label} pending={names.isPending} />
        )}
        {holidays.size > 0 && (
          <>
            <Box component="h3" sx={{ typography: 'h3', mt: 2, mb: 1 }}>
              {t('leaveCalendar.holidaysTitle', { month: label })}
            </Box>
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
      {openDay && <CalendarDayDialog date={openDay} filter={filter} onClose={() => setOpenDay(null)} />}
    </Box>
  );
}
