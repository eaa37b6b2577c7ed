import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useCloseOnBack } from '@/hooks/use-close-on-back';
import { useTranslation } from 'react-i18next';
import { CALENDAR_BREAKDOWNS, type TCalendarBreakdown, type TCalendarDayGroup } from '@hr/shared';
import { DirectionalIcon } from '@/components/directional-icon';
import { PagedTablePagination } from '@/components/paged-table-pagination';
import { usePaging } from '@/hooks/use-paging';
import { errorMessage } from '@/lib/errors';
import { formatDateRange } from '@/lib/format';
import { screenDigits } from '@/lib/digits';
import { type TCalendarFilter, useCalendarDay, useCalendarDayPeople } from '../api/calendar-api';
import { AbsenceChip, useAbsenceWords } from './calendar-names';
import { dayLabel } from './month';

const GROUP_FILTER: Record<TCalendarBreakdown, keyof TCalendarFilter> = { site: 'siteId', department: 'departmentId', leaveType: 'leaveTypeId' };

/**
 * One day of the calendar of counts: the people out by site, department or leave type, and from a
 * group (or the whole day) their names, a page at a time from the server. Full screen on a phone.
 */
export function CalendarDayDialog({ date, filter, onClose }: { date: string; filter: TCalendarFilter; onClose: () => void }) {
  // Back (a phone's back gesture) closes the day, not the calendar.
  const close = useCloseOnBack(true, onClose);
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [by, setBy] = useState<TCalendarBreakdown>('site');
  const [group, setGroup] = useState<{ filter: TCalendarFilter; name: string } | null>(null);
  const titleId = `calendar-day-${date}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const show = (g: { filter: TCalendarFilter; name: string } | null) => {
    setGroup(g);
    // The view changes under the keyboard's focus: take it to the new view's heading.
    requestAnimationFrame(() => heading.current?.focus());
  };
  return (
    <Dialog open onClose={close} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId} data-testid="calendar-day-dialog">
      <DialogTitle id={titleId}>{t('leaveCalendar.day.title', { date: dayLabel(date, ar) })}</DialogTitle>
      <DialogContent dividers>
        {group ? (
          <>
            <Button startIcon={<DirectionalIcon icon={ArrowBackIcon} />} onClick={() => show(null)} sx={{ mb: 1 }}>
              {t('leaveCalendar.day.back')}
            </Button>
            <Typography variant="h3" component="h3" tabIndex={-1} ref={heading} sx={{ mb: 1, fontSize: '1.05rem' }}>
              {t('leaveCalendar.day.namesOf', { group: group.name })}
            </Typography>
            <DayNames date={date} filter={{ ...filter, ...group.filter }} />
          </>
        ) : (
          <>
            <ToggleButtonGroup
              value={by}
              exclusive
              color="primary"
              size="small"
              aria-label={t('leaveCalendar.day.by')}
              onChange={(_, v: TCalendarBreakdown | null) => v && setBy(v)}
              sx={{ mb: 1.5, maxWidth: '100%', overflowX: 'auto', '& .MuiToggleButton-root': { whiteSpace: 'nowrap', flexShrink: 0 } }}
            >
              {CALENDAR_BREAKDOWNS.map((b) => (
                <ToggleButton key={b} value={b} data-testid={`day-by-${b}`} sx={{ px: 1.5, '&:not(.Mui-selected)': { color: 'text.primary' } }}>
                  {t(`leaveCalendar.day.${b}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography variant="h3" component="h3" tabIndex={-1} ref={heading} sx={{ mb: 1, fontSize: '1.05rem' }}>
              {t('leaveCalendar.day.groupsLabel', { date: dayLabel(date, ar), by: t(`leaveCalendar.day.${by}`) })}
            </Typography>
            <DayGroups date={date} by={by} filter={filter} onOpen={show} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DayGroups({ date, by, filter, onOpen }: { date: string; by: TCalendarBreakdown; filter: TCalendarFilter; onOpen: (g: { filter: TCalendarFilter; name: string }) => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const query = useCalendarDay(date, by, filter);
  const nameOf = (g: TCalendarDayGroup) => (g.id === null ? t(by === 'site' ? 'leaveCalendar.day.noSite' : 'leaveCalendar.day.noDepartment') : ar ? g.nameAr || g.nameEn : g.nameEn);
  if (query.isError) return <Alert severity="error">{errorMessage(t, query.error)}</Alert>;
  if (!query.data) return <LinearProgress aria-label={t('common.loading')} />;
  const { groups, people } = query.data;
  if (people === 0) return <Typography role="status">{t('leaveCalendar.day.none')}</Typography>;
  return (
    <>
      <Box component="table" data-testid="day-groups" sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { py: 0.5, px: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'start' } }}>
        <thead>
          <tr>
            <th scope="col">{t(`leaveCalendar.day.${by}`)}</th>
            <Box component="th" scope="col" sx={{ width: '1%', whiteSpace: 'nowrap' }}>
              {t('leaveCalendar.day.people')}
            </Box>
            <Box component="td" sx={{ width: '1%' }} />
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.id ?? 'none'}>
              <Box component="th" scope="row" sx={{ fontWeight: 500 }}>
                {nameOf(g)}
              </Box>
              <Box component="td" sx={{ fontWeight: 700, textAlign: 'end !important' }}>
                {screenDigits(g.people)}
              </Box>
              <td>
                {g.id !== null && (
                  <Button size="small" onClick={() => onOpen({ filter: { [GROUP_FILTER[by]]: g.id }, name: nameOf(g) })} aria-label={t('leaveCalendar.day.showNamesOf', { group: nameOf(g) })}>
                    {t('leaveCalendar.day.showNames')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="day-total">
          {t('leaveCalendar.peopleOut', { count: people })}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => onOpen({ filter: {}, name: t('leaveCalendar.day.everyone') })} data-testid="day-all-names">
          {t('leaveCalendar.day.allNames')}
        </Button>
      </Box>
    </>
  );
}

function DayNames({ date, filter }: { date: string; filter: TCalendarFilter }) {
  const { t } = useTranslation();
  const w = useAbsenceWords();
  const paging = usePaging(25);
  const query = useCalendarDayPeople(date, filter, paging.page, paging.pageSize);
  if (query.isError) return <Alert severity="error">{errorMessage(t, query.error)}</Alert>;
  if (!query.data) return <LinearProgress aria-label={t('common.loading')} />;
  const { items, total } = query.data;
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 1 }} role="status">
        {t('leaveCalendar.day.absences', { count: total })}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="day-names">
        {items.map((a) => (
          <Box component="li" key={a.requestId} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {w.nameOf(a.employee)}
              </Typography>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }} dir="ltr">
                {screenDigits(a.employee.EmpCode)}
              </Typography>
              <AbsenceChip state={a.state} label={w.stateOf(a.state)} title={w.stateOf(a.state)} />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {w.typeOf(a.leaveType)} · {formatDateRange(a.startDate, a.endDate)}
              {a.hours && ` · ${w.hoursOf({ from: a.hours.slice(0, 5), to: a.hours.slice(6, 11) })}`}
              {a.department && ` · ${w.unitOf(a.department)}`}
              {a.site && ` · ${w.unitOf(a.site)}`}
            </Typography>
          </Box>
        ))}
      </Box>
      <PagedTablePagination {...paging.pagination(total)} />
    </>
  );
}
