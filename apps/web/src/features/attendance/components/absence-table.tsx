import { STICKY_END_SX } from '@/components/sticky-end-cell';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TAttendanceDay } from '@hr/shared';
import { formatDate } from '@/lib/format';
import { CardFact } from '@/components/card-fact';
import { SortHeaderCell } from '@/components/sort-header-cell';
import { screenDigits } from '@/lib/digits';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { TAbsenceSort } from '../hooks/use-absence-list';
import { DayActions, DayResolution, DayStatusChip, DayTime, DayUnit, hasActions, isOpenDay, useNamed, type TAbsenceActions } from './absence-day-parts';

const keyOf = (d: TAttendanceDay) => `${d.employeeId}-${d.date}`;

/** One day as a card (phones): the same facts as a table row, one per line. */
function AbsenceCard({ day: d, actions, selection }: { day: TAttendanceDay; actions: TAbsenceActions; selection?: TRowSelection }) {
  const { t } = useTranslation();
  const named = useNamed();
  const { team } = actions;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }} data-testid="absence-row" data-date={d.date} data-status={d.status}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          {selection && <SelectDay day={d} selection={selection} sx={{ my: -1, marginInlineStart: -1 }} />}
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {formatDate(d.date)}
          </Typography>
        </Box>
        <DayStatusChip day={d} />
      </Box>
      <Box component="dl" sx={{ my: 1 }}>
        {team && <CardFact label={t('absence.columns.userName')}>{`${named(d.userName, d.userNameAr)} (${screenDigits(d.userId)})`}</CardFact>}
        {team && (
          <CardFact label={t('absence.columns.department')}>
            <DayUnit day={d} />
          </CardFact>
        )}
        <CardFact label={t('absence.columns.firstIn')}>
          <DayTime value={d.firstIn} />
        </CardFact>
        <CardFact label={t('absence.columns.lastOut')}>
          <DayTime value={d.lastOut} />
        </CardFact>
        <CardFact label={t('absence.columns.resolution')}>
          <DayResolution day={d} />
        </CardFact>
      </Box>
      {hasActions(actions) && isOpenDay(d) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <DayActions day={d} actions={actions} />
        </Box>
      )}
    </Paper>
  );
}

/** HR's ticks on the list: open days only. */
export interface TRowSelection {
  isSelected: (d: TAttendanceDay) => boolean;
  toggle: (d: TAttendanceDay) => void;
}

/** A day's tick box, named for the screen reader; a day that is not open has none. */
function SelectDay({ day: d, selection, sx }: { day: TAttendanceDay; selection: TRowSelection; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const named = useNamed();
  if (!isOpenDay(d)) return null;
  return (
    <Checkbox
      checked={selection.isSelected(d)}
      onChange={() => selection.toggle(d)}
      sx={sx}
      slotProps={{ input: { 'aria-label': t('goLive.bulk.selectDay', { name: named(d.userName, d.userNameAr), date: formatDate(d.date) }), 'data-testid': 'absence-select' } as object }}
    />
  );
}

/** The absent and incomplete days: a sortable table, cards on a phone. HR's list has tick boxes (`selection`). */
export function AbsenceTable({
  items,
  actions,
  sort,
  onSort,
  selection,
}: {
  items: TAttendanceDay[];
  actions: TAbsenceActions;
  sort: { key: TAbsenceSort; dir: 'asc' | 'desc' };
  onSort: (key: TAbsenceSort, dir: 'asc' | 'desc') => void;
  selection?: TRowSelection;
}) {
  const { t } = useTranslation();
  const named = useNamed();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { team } = actions;
  const showActions = hasActions(actions);
  const sortHeader = (key: TAbsenceSort, label: string) => (
    <SortHeaderCell column={key} sort={sort.key} dir={sort.dir} onSort={onSort} firstDir={key === 'date' ? 'desc' : 'asc'}>
      {label}
    </SortHeaderCell>
  );
  if (phone)
    return (
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 1.5 }} aria-label={t('absence.tableLabel')} data-testid="absence-table">
        {items.map((d) => (
          <AbsenceCard key={keyOf(d)} day={d} actions={actions} selection={selection} />
        ))}
      </Stack>
    );
  return (
    <Table size="small" aria-label={t('absence.tableLabel')} data-testid="absence-table" sx={{ minWidth: team ? 1100 : 760 }}>
      <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableRow>
          {selection && (
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t('goLive.bulk.column')}
              </Box>
            </TableCell>
          )}
          {sortHeader('date', t('absence.columns.date'))}
          {team && sortHeader('userId', t('absence.columns.userId'))}
          {team && sortHeader('userName', t('absence.columns.userName'))}
          {team && <TableCell>{t('absence.columns.department')}</TableCell>}
          {sortHeader('status', t('absence.columns.status'))}
          <TableCell>{t('absence.columns.firstIn')}</TableCell>
          <TableCell>{t('absence.columns.lastOut')}</TableCell>
          <TableCell>{t('absence.columns.resolution')}</TableCell>
          {showActions && <TableCell sx={STICKY_END_SX}>{t('absence.columns.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((d) => (
          <TableRow key={keyOf(d)} data-testid="absence-row" data-date={d.date} data-status={d.status} selected={!!selection?.isSelected(d)}>
            {selection && (
              <TableCell padding="checkbox">
                <SelectDay day={d} selection={selection} />
              </TableCell>
            )}
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>{formatDate(d.date)}</TableCell>
            {team && <TableCell>{screenDigits(d.userId)}</TableCell>}
            {team && <TableCell sx={{ fontWeight: 500, minWidth: 140 }}>{named(d.userName, d.userNameAr)}</TableCell>}
            {team && (
              <TableCell sx={{ minWidth: 120 }}>
                <DayUnit day={d} />
              </TableCell>
            )}
            <TableCell>
              <DayStatusChip day={d} />
            </TableCell>
            <TableCell>
              <DayTime value={d.firstIn} />
            </TableCell>
            <TableCell>
              <DayTime value={d.lastOut} />
            </TableCell>
            <TableCell sx={{ minWidth: 180 }} data-testid="absence-resolution">
              <DayResolution day={d} />
            </TableCell>
            {showActions && (
              <TableCell sx={{ ...STICKY_END_SX, whiteSpace: 'nowrap' }}>
                <DayActions day={d} actions={actions} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
