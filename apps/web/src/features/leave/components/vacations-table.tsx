import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEAVE_STATES, type TLeaveListQuery, type TLeaveState } from '@hr/shared';
import { spanLabel } from '@/lib/time-span';
import { formatDate, formatDateTime } from '@/lib/format';
import { HijriDate } from '@/components/hijri-date';
import { FilterSelect } from '@/components/filter-select';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { AppLink } from '@/components/router-link';
import { SearchField } from '@/components/search-field';
import { SortHeaderCell } from '@/components/sort-header-cell';
import { TeamFilters } from '@/components/team-filters';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useNotify } from '@/hooks/use-notify';
import { usePaging } from '@/hooks/use-paging';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { useTeamFilters } from '@/hooks/use-team-filters';
import { errorMessage } from '@/lib/errors';
import { screenDigits } from '@/lib/digits';
import { downloadFile, useLeaveRequests, useLeaveTypes, type TVacationScope } from '../api/vacations-api';
import { LeaveStateChip } from './leave-state-chip';
import { VacationCards } from './vacation-cards';
import { useLeaveNames } from './leave-words';

type TSort = TLeaveListQuery['sort'];

/** /self/vacations and /team/vacations: server-paged, sortable, filtered; rows open the request. Cards on a phone. */
export function VacationsTable({ scope }: { scope: TVacationScope }) {
  const { t } = useTranslation();
  const { named, person, lang } = useLeaveNames();
  const { timeZone } = usePublicSettings();
  const notify = useNotify();
  const navigate = useNavigate();
  const team = scope === 'team';
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const types = useLeaveTypes();
  const { page, pageSize, setPage, pagination } = usePaging();
  const reset = () => setPage(0);
  const teamFilters = useTeamFilters(reset);
  const [sort, setSort] = useState<TSort>('startDate');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [state, setState] = useState<TLeaveState | ''>('');
  const [typeId, setTypeId] = useState('');
  const [search, setSearch] = useState('');
  const [exporting, setExporting] = useState(false);
  const q = useDebouncedValue(search.trim(), 350);
  const filters = {
    state: state || undefined,
    leaveTypeId: typeId ? Number(typeId) : undefined,
    from: teamFilters.params.from,
    to: teamFilters.params.to,
    employeeId: team ? teamFilters.params.employeeId : undefined,
    q: team ? q || undefined : undefined,
  };
  const query = useLeaveRequests(scope, { page, pageSize, sort, dir, ...filters });
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile('/leave/requests.csv', { scope, lang, sort, dir, ...filters }, `vacations-${scope}.csv`);
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
    <SortHeaderCell column={key} sort={sort} dir={dir} onSort={onSort} firstDir={key === 'employee' || key === 'state' ? 'asc' : 'desc'}>
      {label}
    </SortHeaderCell>
  );
  const select = (label: string, value: string, onChange: (v: string) => void, options: { value: string; label: string }[], testId: string) => (
    <FilterSelect
      label={label}
      value={value}
      onChange={(v) => {
        onChange(v);
        reset();
      }}
      options={options}
      testId={testId}
      minWidth={140}
    />
  );
  const any = { value: '', label: t('vacations.list.any') };
  const date = (v: string) => (
    <>
      <Box component="span" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(v)}
      </Box>
      <HijriDate date={v} block />
    </>
  );
  const time = (v: string) => (
    <Box component="time" dateTime={v} sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(v, lang, timeZone)}
    </Box>
  );

  const exportButton = (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void exportCsv()}
      disabled={exporting}
      sx={{ ml: { sm: 'auto' }, height: 40 }}
      data-testid="vacations-export"
    >
      {t('vacations.list.exportCsv')}
    </Button>
  );

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TeamFilters
        value={teamFilters.value}
        onChange={teamFilters.change}
        employee={team}
        labels={{ from: t('vacations.list.from'), to: t('vacations.list.to'), employee: t('vacations.list.employee'), employeeCode: t('vacations.list.employeeCode') }}
        before={
          <>
            {team && (
              <SearchField
                label={t('vacations.list.search')}
                helperText={t('vacations.list.searchHelp')}
                value={search}
                onChange={(v) => {
                  setSearch(v);
                  reset();
                }}
                width={220}
                testId="vacations-search"
              />
            )}
            {select(t('vacations.list.state'), state, (v) => setState(v as TLeaveState | ''), [any, ...LEAVE_STATES.map((s) => ({ value: s, label: t(`leave.states.${s}`) }))], 'filter-state')}
            {select(t('vacations.list.type'), typeId, setTypeId, [any, ...(types.data?.items ?? []).map((x) => ({ value: String(x.id), label: named(x) }))], 'filter-type')}
          </>
        }
      >
        {exportButton}
      </TeamFilters>
      <PagedTableFrame
        query={query}
        label={t('vacations.list.tableLabel')}
        count={items.length}
        empty={{ text: t('vacations.list.empty'), testId: 'vacations-empty' }}
        pagination={pagination(total)}
      >
        {phone ? (
          <VacationCards items={items} team={team} label={t('vacations.list.tableLabel')} timeZone={timeZone} />
        ) : (
          <Table size="small" aria-label={t('vacations.list.tableLabel')} data-testid="vacations-table" sx={{ minWidth: team ? 1080 : 880 }}>
            <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              <TableRow>
                {team && sortHeader('employee', t('leave.columns.employee'))}
                {sortHeader('startDate', t('leave.columns.startDate'))}
                {sortHeader('endDate', t('leave.columns.endDate'))}
                {sortHeader('countOfDays', t('leave.columns.countOfDays'))}
                <TableCell>{t('leave.columns.type')}</TableCell>
                {sortHeader('state', t('leave.columns.state'))}
                {sortHeader('createdAt', t('leave.columns.createdAt'))}
                {sortHeader('updatedAt', t('leave.columns.updatedAt'))}
                <TableCell>{t('leave.columns.handover')}</TableCell>
                <TableCell>{t('leave.columns.shift')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((r) => {
                const link = (
                  <AppLink to={`/vacations/${r.id}`} aria-label={t('vacations.list.open', { start: formatDate(r.startDate), end: formatDate(r.endDate) })}>
                    {date(r.startDate)}
                  </AppLink>
                );
                return (
                  <TableRow
                    key={r.id}
                    hover
                    data-testid="vacation-row"
                    onClick={(e) => {
                      // The link itself navigates; a click anywhere else on the row does the same.
                      if (!(e.target as HTMLElement).closest('a')) void navigate(`/vacations/${r.id}`);
                    }}
                    sx={{ cursor: 'pointer' }}
                  >
                    {team && (
                      <TableCell sx={{ fontWeight: 500 }}>
                        {person(r.employee)}{' '}
                        <Box component="span" dir="ltr" sx={{ color: 'text.secondary' }}>
                          {screenDigits(r.employee.EmpCode)}
                        </Box>
                      </TableCell>
                    )}
                    <TableCell>{link}</TableCell>
                    <TableCell>{date(r.endDate)}</TableCell>
                    <TableCell>
                      {screenDigits(r.countOfDays)}
                      {r.halfDay !== 'none' && ` (${t(`leave.halfDay.${r.halfDay}`)})`}
                      {r.hours && ` (${spanLabel(r.hours.from, r.hours.to, lang)})`}
                    </TableCell>
                    <TableCell>{named(r.leaveType)}</TableCell>
                    <TableCell>
                      <LeaveStateChip state={r.state} />
                    </TableCell>
                    <TableCell>{time(r.createdAt)}</TableCell>
                    <TableCell>{time(r.updatedAt)}</TableCell>
                    <TableCell>
                      {r.handover ? person(r.handover) : t('common.notSet')}
                      {r.handover && r.handoverState && (
                        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8rem' }}>
                          {t(`leave.handoverStates.${r.handoverState}`)}
                        </Box>
                      )}
                    </TableCell>
                    <TableCell>{r.shift ? named(r.shift) : t('common.notSet')}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </PagedTableFrame>
    </Paper>
  );
}
