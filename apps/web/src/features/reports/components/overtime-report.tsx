import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TOvertimeReportQuery, TReportFilters } from '@hr/shared';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { SortHeaderCell } from '@/components/sort-header-cell';
import { useOvertimeReport } from '../api/reports-api';
import { ExportButtons } from './export-buttons';
import { MonthFilter, MonthReportRows, useMonthReportTable } from './month-report';
import { exportParams, formatNumber, ReportToolbar } from './report-bits';

type TSort = TOvertimeReportQuery['sort'];
const HOURS = ['dayHours', 'nightHours', 'restDayHours', 'totalHours', 'weightedHours', 'convertedHours'] as const;
const SORTABLE: Partial<Record<(typeof HOURS)[number], TSort>> = { totalHours: 'totalHours', weightedHours: 'weightedHours' };

/** Report 3: approved overtime per person and month, split by kind of hour and weighted with the organisation's premiums. */
export function OvertimeReport({ filters }: { filters: TReportFilters }) {
  const { t } = useTranslation();
  const { page, pageSize, pagination, sort, dir, onSort, month, onMonth, monthNumber, months } = useMonthReportTable<TSort>(filters, 'empCode');
  const query = useOvertimeReport({ ...filters, page, pageSize, sort, dir, month: monthNumber });
  const data = query.data;
  const items = data?.items ?? [];
  const head = (s: TSort, label: string) => (
    <SortHeaderCell column={s} sort={sort} dir={dir} onSort={onSort}>
      {label}
    </SortHeaderCell>
  );

  return (
    <>
      <ReportToolbar actions={<ExportButtons kind="overtime" params={exportParams(filters, { month: monthNumber, sort, dir })} />}>
        <MonthFilter value={month} months={months} onChange={onMonth} />
      </ReportToolbar>
      {data && (
        <Typography variant="body2" sx={{ px: 2, pb: 1.5, color: 'text.secondary' }} data-testid="overtime-premiums">
          {t('reports.overtime.premiums', { day: formatNumber(data.premiums.day), night: formatNumber(data.premiums.night), restDay: formatNumber(data.premiums.restDay), holiday: formatNumber(data.premiums.holiday) })}
        </Typography>
      )}
      <PagedTableFrame
        query={query}
        label={t('reports.overtime.tableLabel')}
        count={items.length}
        empty={{ text: t('reports.overtime.empty'), testId: 'overtime-empty' }}
        pagination={pagination(data?.total ?? 0)}
      >
        <Table size="small" aria-label={t('reports.overtime.tableLabel')} data-testid="overtime-table" sx={{ minWidth: 1200 }}>
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              {head('empCode', t('reports.columns.empCode'))}
              {head('name', t('reports.columns.name'))}
              <TableCell>{t('reports.columns.department')}</TableCell>
              {head('month', t('reports.columns.month'))}
              {HOURS.map((h) => {
                const s = SORTABLE[h];
                return s ? (
                  <SortHeaderCell key={h} column={s} sort={sort} dir={dir} onSort={onSort} firstDir="desc">
                    {t(`reports.columns.${h}`)}
                  </SortHeaderCell>
                ) : (
                  <TableCell key={h} align="right">
                    {t(`reports.columns.${h}`)}
                  </TableCell>
                );
              })}
              <TableCell>{t('reports.columns.nightBy')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <MonthReportRows
              data={data}
              figures={HOURS}
              strong="weightedHours"
              year={filters.year}
              kind="overtime"
              extra={(r) => (r.nightBy ? t(`reports.overtime.nightBy.${r.nightBy}`) : '')}
            />
          </TableBody>
        </Table>
      </PagedTableFrame>
    </>
  );
}
