import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { TAttendanceEvent } from '@hr/shared';
import { formatDateRange, formatDateTime } from '@/lib/format';
import { PageHeader } from '@/components/page-header';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { SortHeaderCell } from '@/components/sort-header-cell';
import { TeamFilters, teamFilterLabels } from '@/components/team-filters';
import { useNotify } from '@/hooks/use-notify';
import { usePaging } from '@/hooks/use-paging';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { useTeamFilters } from '@/hooks/use-team-filters';
import { errorMessage } from '@/lib/errors';
import { screenDigits } from '@/lib/digits';
import { downloadCsv, useAttendanceEvents, type TAttendanceScope } from '../api/attendance-api';
import { AttendanceLogCards } from './attendance-log-cards';
import { EventFlags } from './event-flags';

type TSort = 'eventTime' | 'userId' | 'eventType';

/** Extra tools the route adds (HR's add, correct and delete): a toolbar button, a last column and their dialogs. */
export interface TLogsActions {
  toolbar: ReactNode;
  label: string;
  row: (event: TAttendanceEvent) => ReactNode;
  dialogs: ReactNode;
}

/** /self/attlogs and /team/attlogs: the seed's columns, server-paged and sorted; this month unless dates are given. Cards on a phone. */
export function AttendanceLogsPage({ scope, actions }: { scope: TAttendanceScope; actions?: TLogsActions }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const lang = ar ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const notify = useNotify();
  const team = scope === 'team';
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { page, pageSize, setPage, pagination } = usePaging();
  const reset = () => setPage(0);
  const [sort, setSort] = useState<TSort>('eventTime');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const teamFilters = useTeamFilters(reset);
  const [exporting, setExporting] = useState(false);
  const { from, to, employeeId, departmentId, sectionId } = teamFilters.params;
  const filters = { from, to, ...(team ? { employeeId, departmentId, sectionId } : {}) };
  const query = useAttendanceEvents(scope, { page, pageSize, sort, dir, ...filters });
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv({ scope, lang, sort, dir, ...filters }, `attendance-${scope}.csv`);
    } catch (e) {
      notify(errorMessage(t, e));
    } finally {
      setExporting(false);
    }
  };

  const onSort = (key: TSort, d: 'asc' | 'desc') => {
    setSort(key);
    setDir(d);
    reset();
  };
  const sortHeader = (key: TSort, label: string) => (
    <SortHeaderCell column={key} sort={sort} dir={dir} onSort={onSort} firstDir={key === 'eventTime' ? 'desc' : 'asc'}>
      {label}
    </SortHeaderCell>
  );
  const named = (en: string | null, arName: string | null) => (ar ? arName || en : en || arName) ?? t('common.notSet');
  return (
    <>
      <PageHeader
        title={team ? t('attendance.logs.teamTitle') : t('attendance.logs.title')}
        intro={team ? t('attendance.logs.teamIntro') : t('attendance.logs.intro')}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <TeamFilters
          value={teamFilters.value}
          onChange={teamFilters.change}
          units={team}
          employee={team}
          labels={teamFilterLabels(t, 'attendance.logs')}
        >
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void exportCsv()}
            disabled={exporting}
            sx={{ ml: { sm: 'auto' }, height: 40 }}
            data-testid="attendance-export"
          >
            {t('attendance.logs.exportCsv')}
          </Button>
          {actions?.toolbar}
        </TeamFilters>
        {query.data && (
          <Typography variant="body2" data-testid="attendance-range" sx={{ px: 2, pb: 1.5, color: 'text.secondary' }}>
            {t('attendance.logs.range', { dates: formatDateRange(query.data.from, query.data.to) })}
          </Typography>
        )}
        <PagedTableFrame
          query={query}
          label={t('attendance.logs.tableLabel')}
          count={items.length}
          empty={{ text: t('attendance.logs.empty'), testId: 'attendance-empty' }}
          pagination={pagination(total)}
        >
          {phone ? (
            <AttendanceLogCards items={items} team={team} label={t('attendance.logs.tableLabel')} timeZone={timeZone} actions={actions?.row} />
          ) : (
            <Table size="small" aria-label={t('attendance.logs.tableLabel')} data-testid="attendance-table" sx={{ minWidth: 900 }}>
              <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                <TableRow>
                  <TableCell>{t('attendance.columns.eventId')}</TableCell>
                  {sortHeader('userId', t('attendance.columns.userId'))}
                  <TableCell>{t('attendance.columns.userName')}</TableCell>
                  <TableCell>{t('attendance.columns.department')}</TableCell>
                  <TableCell>{t('attendance.columns.section')}</TableCell>
                  {sortHeader('eventType', t('attendance.columns.eventType'))}
                  {sortHeader('eventTime', t('attendance.columns.eventTime'))}
                  {actions && <TableCell align="right">{actions.label}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((r) => (
                  <TableRow key={r.eventId} data-testid="attendance-row" data-type={r.eventType}>
                    <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
                      {screenDigits(r.eventId)}
                    </TableCell>
                    <TableCell>{screenDigits(r.userId)}</TableCell>
                    <TableCell sx={{ fontWeight: 500 }}>{named(r.userName, r.userNameAr)}</TableCell>
                    <TableCell>{named(r.Department, r.DepartmentAr)}</TableCell>
                    <TableCell>{named(r.Section, r.SectionAr)}</TableCell>
                    <TableCell>
                      {t(`attendance.types.${r.eventType}`)}
                      <EventFlags event={r} />
                    </TableCell>
                    <TableCell>
                      <Box component="time" dateTime={r.eventTime} sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(r.eventTime, lang, timeZone)}
                      </Box>
                    </TableCell>
                    {actions && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
                        {actions.row(r)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </PagedTableFrame>
      </Paper>
      {actions?.dialogs}
    </>
  );
}
