import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, hasAnyRole, type TAbsenceListQuery, type TAttendanceDay, type TPersonOption } from '@hr/shared';
import { DateField, isoOrUndefined } from '@/components/date-field';
import { EmployeePicker } from '@/components/employee-picker';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { SortHeaderCell } from '@/components/sort-header-cell';
import { usePaging } from '@/hooks/use-paging';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { useUser } from '@/lib/auth';
import { useAbsences, useUnitOptions, type TAbsenceScope } from '../api/absence-api';
import { ResolveDayDialog } from './resolve-day-dialog';
import { SheetDialog } from './sheet-dialog';
import { CardFact } from '@/components/card-fact';

type TSort = 'date' | 'userId' | 'userName' | 'status';
type TStatus = TAbsenceListQuery['status'];
type TResolutionFilter = TAbsenceListQuery['resolution'];
/** Resolutions: HR roles only. */
const HR_ROLES = ['hr', 'admin', 'site_hr'] as const;
/** The monthly sheet: HR roles and managers, for their scope. */
const SHEET_ROLES = ['hr', 'admin', 'site_hr', 'manager'] as const;
const STATUS_COLOURS: Partial<Record<TAttendanceDay['status'], 'error' | 'warning' | 'info'>> = { absent: 'error', incomplete: 'warning', issue: 'info' };

/**
 * /self/absent and /team/absent: the absent and incomplete days (this month up to today unless
 * dates are given), with HR's resolution. Self rows can report an attendance issue for the day;
 * HR roles resolve team rows and download the monthly sheet.
 */
export function AbsencePage({ scope, onReportIssue }: { scope: TAbsenceScope; onReportIssue?: (day: TAttendanceDay) => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const lang = ar ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const user = useUser();
  const team = scope === 'team';
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const hrRole = team && hasAnyRole(user.roles, HR_ROLES);
  const canSheet = team && hasAnyRole(user.roles, SHEET_ROLES);
  const units = useUnitOptions(team);
  const { page, pageSize, setPage, pagination } = usePaging();
  const [sort, setSort] = useState<TSort>('date');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [status, setStatus] = useState<TStatus>('any');
  const [resolution, setResolution] = useState<TResolutionFilter>('all');
  const [departmentId, setDepartmentId] = useState('');
  const [sectionId, setSectionId] = useState('');
  const [employee, setEmployee] = useState<TPersonOption | null>(null);
  const [resolving, setResolving] = useState<TAttendanceDay | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const query = useAbsences(scope, {
    page,
    pageSize,
    sort,
    dir,
    status,
    resolution,
    from: isoOrUndefined(from),
    to: isoOrUndefined(to),
    employeeId: team ? employee?.id : undefined,
    departmentId: team && departmentId ? Number(departmentId) : undefined,
    sectionId: team && sectionId ? Number(sectionId) : undefined,
  });
  const items = query.data?.items ?? [];
  const reset = () => setPage(0);

  const onSort = (key: TSort, d: 'asc' | 'desc') => {
    setSort(key);
    setDir(d);
    reset();
  };
  const sortHeader = (key: TSort, label: string) => (
    <SortHeaderCell column={key} sort={sort} dir={dir} onSort={onSort} firstDir={key === 'date' ? 'desc' : 'asc'}>
      {label}
    </SortHeaderCell>
  );
  const named = (en: string | null, arName: string | null) => (ar ? arName || en : en || arName) ?? t('common.notSet');
  const time = (v: string | null) =>
    v ? (
      <Box component="time" dateTime={v} sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(v, lang, timeZone)}
      </Box>
    ) : (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        —
      </Box>
    );
  const departments = units.data?.departments ?? [];
  const sections = departments.filter((d) => !departmentId || String(d.id) === departmentId).flatMap((d) => d.sections);
  const any = { value: '', label: t('absence.any') };
  const dateBox = (label: string, value: string | null, set: (v: string | null) => void) => (
    <Box sx={{ width: { xs: '100%', sm: 160 } }}>
      <DateField
        label={label}
        value={value}
        onChange={(v) => {
          set(v);
          reset();
        }}
        size="small"
        fullWidth
      />
    </Box>
  );
  const open = (d: TAttendanceDay) => !d.resolution && (d.status === 'absent' || d.status === 'incomplete');
  const showActions = (!team && !!onReportIssue) || (team && (hrRole || !!onReportIssue));

  const unit = (d: TAttendanceDay) => (
    <>
      {named(d.Department, d.DepartmentAr)}
      {d.Section && (
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {named(d.Section, d.SectionAr)}
        </Typography>
      )}
    </>
  );
  const statusChip = (d: TAttendanceDay) => (
    <Chip size="small" variant="outlined" color={STATUS_COLOURS[d.status] ?? 'default'} label={t(`attendance.statuses.${d.status}`)} data-testid="absence-status" />
  );
  const resolutionOf = (d: TAttendanceDay) =>
    d.resolution ? (
      <>
        <Chip size="small" variant="outlined" color="success" label={t(`attendance.resolutions.${d.resolution.kind}`)} />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('absence.resolvedBy', { name: ar ? d.resolution.byNameAr || d.resolution.byName : d.resolution.byName, time: formatDateTime(d.resolution.at, lang, timeZone) })}
        </Typography>
        {d.resolution.comment && <Typography variant="body2">{d.resolution.comment}</Typography>}
      </>
    ) : (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {t('absence.open')}
      </Typography>
    );
  const actions = (d: TAttendanceDay) => {
    if (!open(d)) return null;
    const name = named(d.userName, d.userNameAr);
    const date = formatDate(d.date);
    return (
      <>
        {onReportIssue && (
          <Button
            size="small"
            startIcon={<ReportProblemIcon />}
            onClick={() => onReportIssue(d)}
            aria-label={team ? t('absence.reportForNamed', { name, date }) : t('absence.reportFor', { date })}
            data-testid="absence-report"
          >
            {t('absence.report')}
          </Button>
        )}
        {hrRole && (
          <Button size="small" startIcon={<TaskAltIcon />} onClick={() => setResolving(d)} aria-label={t('absence.resolveFor', { name, date })} data-testid="absence-resolve">
            {t('absence.resolve')}
          </Button>
        )}
      </>
    );
  };
  /** One day as a card (phones): the same facts as a table row, one per line. */
  const card = (d: TAttendanceDay) => {
    const fact = (label: string, value: ReactNode) => <CardFact label={label}>{value}</CardFact>;
    return (
      <Paper
        key={`${d.employeeId}-${d.date}`}
        component="li"
        variant="outlined"
        sx={{ p: 1.5, listStyle: 'none' }}
        data-testid="absence-row"
        data-date={d.date}
        data-status={d.status}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {formatDate(d.date)}
          </Typography>
          {statusChip(d)}
        </Box>
        <Box component="dl" sx={{ my: 1 }}>
          {team && fact(t('absence.columns.userName'), `${named(d.userName, d.userNameAr)} (${d.userId})`)}
          {team && fact(t('absence.columns.department'), unit(d))}
          {fact(t('absence.columns.firstIn'), time(d.firstIn))}
          {fact(t('absence.columns.lastOut'), time(d.lastOut))}
          {fact(t('absence.columns.resolution'), resolutionOf(d))}
        </Box>
        {showActions && open(d) && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions(d)}</Box>}
      </Paper>
    );
  };

  return (
    <>
      <PageHeader
        title={team ? t('absence.teamTitle') : t('absence.title')}
        intro={team ? t('absence.teamIntro') : t('absence.intro')}
        actions={
          canSheet && (
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setSheetOpen(true)} data-testid="sheet-open">
              {t('absence.sheet.button')}
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          {dateBox(t('absence.from'), from, setFrom)}
          {dateBox(t('absence.to'), to, setTo)}
          <FilterSelect
            label={t('absence.status')}
            value={status}
            onChange={(v) => {
              setStatus(v as TStatus);
              reset();
            }}
            options={[
              { value: 'any', label: t('absence.statusAny') },
              { value: 'absent', label: t('attendance.statuses.absent') },
              { value: 'incomplete', label: t('attendance.statuses.incomplete') },
              { value: 'issue', label: t('attendance.statuses.issue') },
            ]}
            testId="filter-status"
            minWidth={190}
          />
          <FilterSelect
            label={t('absence.resolution')}
            value={resolution}
            onChange={(v) => {
              setResolution(v as TResolutionFilter);
              reset();
            }}
            options={[
              { value: 'all', label: t('absence.resolutionAll') },
              { value: 'open', label: t('absence.resolutionOpen') },
              { value: 'resolved', label: t('absence.resolutionResolved') },
            ]}
            testId="filter-resolution"
          />
          {team && (
            <>
              <FilterSelect
                label={t('absence.department')}
                value={departmentId}
                onChange={(v) => {
                  setDepartmentId(v);
                  setSectionId('');
                  reset();
                }}
                options={[any, ...departments.map((d) => ({ value: String(d.id), label: ar ? d.nameAr : d.nameEn }))]}
                testId="filter-department"
                minWidth={160}
              />
              <FilterSelect
                label={t('absence.section')}
                value={sectionId}
                onChange={(v) => {
                  setSectionId(v);
                  reset();
                }}
                options={[any, ...sections.map((s) => ({ value: String(s.id), label: ar ? s.nameAr : s.nameEn }))]}
                testId="filter-section"
                minWidth={160}
              />
            </>
          )}
          {team && (
            <Box sx={{ flex: { xs: '1 1 100%', md: '1 1 320px' }, maxWidth: { md: 480 } }}>
              <EmployeePicker
                value={employee}
                onChange={(p) => {
                  setEmployee(p);
                  reset();
                }}
                label={t('absence.employee')}
                codeLabel={t('absence.employeeCode')}
                testId="filter-employee"
              />
            </Box>
          )}
        </Box>
        {query.data && (
          <Typography variant="body2" data-testid="absence-range" sx={{ px: 2, pb: 1.5, color: 'text.secondary' }}>
            {t('absence.range', { from: formatDate(query.data.from), to: formatDate(query.data.to) })}
          </Typography>
        )}
        <PagedTableFrame
          query={query}
          label={t('absence.tableLabel')}
          count={items.length}
          empty={{ text: t('absence.empty'), testId: 'absence-empty' }}
          pagination={pagination(query.data?.total ?? 0)}
        >
          {phone ? (
            <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 1.5 }} aria-label={t('absence.tableLabel')} data-testid="absence-table">
              {items.map(card)}
            </Stack>
          ) : (
          <Table size="small" aria-label={t('absence.tableLabel')} data-testid="absence-table" sx={{ minWidth: team ? 1100 : 760 }}>
            <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              <TableRow>
                {sortHeader('date', t('absence.columns.date'))}
                {team && sortHeader('userId', t('absence.columns.userId'))}
                {team && sortHeader('userName', t('absence.columns.userName'))}
                {team && <TableCell>{t('absence.columns.department')}</TableCell>}
                {sortHeader('status', t('absence.columns.status'))}
                <TableCell>{t('absence.columns.firstIn')}</TableCell>
                <TableCell>{t('absence.columns.lastOut')}</TableCell>
                <TableCell>{t('absence.columns.resolution')}</TableCell>
                {showActions && <TableCell>{t('absence.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((d) => {
                const name = named(d.userName, d.userNameAr);
                return (
                  <TableRow key={`${d.employeeId}-${d.date}`} data-testid="absence-row" data-date={d.date} data-status={d.status}>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>{formatDate(d.date)}</TableCell>
                    {team && <TableCell>{d.userId}</TableCell>}
                    {team && <TableCell sx={{ fontWeight: 500, minWidth: 140 }}>{name}</TableCell>}
                    {team && <TableCell sx={{ minWidth: 120 }}>{unit(d)}</TableCell>}
                    <TableCell>{statusChip(d)}</TableCell>
                    <TableCell>{time(d.firstIn)}</TableCell>
                    <TableCell>{time(d.lastOut)}</TableCell>
                    <TableCell sx={{ minWidth: 180 }} data-testid="absence-resolution">
                      {resolutionOf(d)}
                    </TableCell>
                    {showActions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(d)}</TableCell>}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          )}
        </PagedTableFrame>
      </Paper>
      {hrRole && <ResolveDayDialog day={resolving} onClose={() => setResolving(null)} />}
      {canSheet && (
        <SheetDialog open={sheetOpen} onClose={() => setSheetOpen(false)} departments={departments} />
      )}
    </>
  );
}
