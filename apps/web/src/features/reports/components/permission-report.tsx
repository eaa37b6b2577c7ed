import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPermissionReportQuery, TReportFilters } from '@hr/shared';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { SortHeaderCell } from '@/components/sort-header-cell';
import { usePermissionReport } from '../api/reports-api';
import { ExportButtons } from './export-buttons';
import { MonthFilter, MonthReportRows, useMonthReportTable } from './month-report';
import { exportParams, ReportToolbar } from './report-bits';

type TSort = TPermissionReportQuery['sort'];
/** Ten columns: narrower cell padding than MUI's, the table's edges still in line with the note and the buttons above. */
const TABLE_SX = {
  minWidth: 960,
  '& .MuiTableCell-root': { px: 1.25 },
  '& thead tr:first-of-type > :first-child, & tbody tr > :first-child': { paddingInlineStart: 2 },
  '& thead tr:first-of-type > :last-child, & tbody tr > :last-child': { paddingInlineEnd: 2 },
} as const;
const FIGURES = ['lateCount', 'lateMinutes', 'earlyCount', 'earlyMinutes', 'totalMinutes', 'deductedMinutes'] as const;

/** Report 4: approved hourly permissions (إذن) per person and month, late arrivals and early leaves apart, with the minutes deducted beyond the quota. */
export function PermissionReport({ filters }: { filters: TReportFilters }) {
  const { t } = useTranslation();
  const { page, pageSize, pagination, sort, dir, onSort, month, onMonth, monthNumber, months } = useMonthReportTable<TSort>(filters, 'empCode');
  const query = usePermissionReport({ ...filters, page, pageSize, sort, dir, month: monthNumber });
  const data = query.data;
  const items = data?.items ?? [];
  const head = (s: TSort, label: string) => (
    <SortHeaderCell column={s} sort={sort} dir={dir} onSort={onSort} rowSpan={2}>
      {label}
    </SortHeaderCell>
  );

  return (
    <>
      <ReportToolbar actions={<ExportButtons kind="permissions" params={exportParams(filters, { month: monthNumber, sort, dir })} />}>
        <MonthFilter value={month} months={months} onChange={onMonth} />
      </ReportToolbar>
      <Typography variant="body2" sx={{ px: 2, pb: 1.5, color: 'text.secondary' }} data-testid="permissions-note">
        {t('reports.permissions.note')}
      </Typography>
      <PagedTableFrame
        query={query}
        label={t('reports.permissions.tableLabel')}
        count={items.length}
        empty={{ text: t('reports.permissions.empty'), testId: 'permissions-empty' }}
        pagination={pagination(data?.total ?? 0)}
      >
        <Table size="small" aria-label={t('reports.permissions.tableLabel')} data-testid="permissions-table" sx={TABLE_SX}>
          {/* Two heading rows: each kind of permission over its number and its minutes (the files spell each column out); the
              last two headings, two rows high, may wrap. */}
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap', verticalAlign: 'bottom' }, '& tr:first-of-type th:nth-last-of-type(-n+2)': { whiteSpace: 'normal', maxWidth: 120 } }}>
            <TableRow>
              {head('empCode', t('reports.columns.empCode'))}
              {head('name', t('reports.columns.name'))}
              <TableCell rowSpan={2}>{t('reports.columns.department')}</TableCell>
              {head('month', t('reports.columns.month'))}
              <TableCell colSpan={2} scope="colgroup" align="center">
                {t('reports.permissions.lateGroup')}
              </TableCell>
              <TableCell colSpan={2} scope="colgroup" align="center">
                {t('reports.permissions.earlyGroup')}
              </TableCell>
              <SortHeaderCell column="totalMinutes" sort={sort} dir={dir} onSort={onSort} firstDir="desc" rowSpan={2}>
                {t('reports.columns.totalMinutes')}
              </SortHeaderCell>
              <TableCell rowSpan={2} align="right">
                {t('reports.columns.deductedMinutes')}
              </TableCell>
            </TableRow>
            <TableRow>
              {[0, 1].map((g) => [
                <TableCell key={`${g}-count`} align="right">
                  {t('reports.permissions.count')}
                </TableCell>,
                <TableCell key={`${g}-minutes`} align="right">
                  {t('reports.permissions.minutes')}
                </TableCell>,
              ])}
            </TableRow>
          </TableHead>
          <TableBody>
            <MonthReportRows data={data} figures={FIGURES} strong="totalMinutes" year={filters.year} kind="permissions" markMonth />
          </TableBody>
        </Table>
      </PagedTableFrame>
    </>
  );
}
