import { useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TOvertimeReportQuery, TReportFilters } from '@hr/shared';
import { FilterSelect } from '@/components/filter-select';
import { HijriMonth } from '@/components/hijri-date';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { SortHeaderCell } from '@/components/sort-header-cell';
import { screenDigits } from '@/lib/digits';
import { useOvertimeReport } from '../api/reports-api';
import { ExportButtons } from './export-buttons';
import { ALL, exportParams, formatNumber, monthNames, ReportToolbar, useReportTable } from './report-bits';

type TSort = TOvertimeReportQuery['sort'];
const HOURS = ['dayHours', 'nightHours', 'restDayHours', 'totalHours', 'weightedHours', 'convertedHours'] as const;
const SORTABLE: Partial<Record<(typeof HOURS)[number], TSort>> = { totalHours: 'totalHours', weightedHours: 'weightedHours' };

/** Report 3: approved overtime per person and month, split by kind of hour and weighted with the organisation's premiums. */
export function OvertimeReport({ filters }: { filters: TReportFilters }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const { page, pageSize, setPage, pagination, sort, dir, onSort } = useReportTable<TSort>(filters, 'empCode');
  const [month, setMonth] = useState(ALL);
  const query = useOvertimeReport({ ...filters, page, pageSize, sort, dir, month: month === ALL ? undefined : Number(month) });
  const data = query.data;
  const items = data?.items ?? [];
  const months = monthNames(ar);
  const head = (s: TSort, label: string) => (
    <SortHeaderCell column={s} sort={sort} dir={dir} onSort={onSort}>
      {label}
    </SortHeaderCell>
  );

  return (
    <>
      <ReportToolbar actions={<ExportButtons kind="overtime" params={exportParams(filters, { month: month === ALL ? undefined : month, sort, dir })} />}>
        <FilterSelect
          label={t('reports.filters.month')}
          value={month}
          onChange={(v) => {
            setMonth(v);
            setPage(0);
          }}
          options={[{ value: ALL, label: t('reports.filters.allMonths') }, ...months.map((m, i) => ({ value: String(i + 1), label: m }))]}
          testId="filter-month"
          minWidth={160}
        />
      </ReportToolbar>
      {data && (
        <Typography variant="body2" sx={{ px: 2, pb: 1.5, color: 'text.secondary' }} data-testid="overtime-premiums">
          {t('reports.overtime.premiums', { day: formatNumber(data.premiums.day), night: formatNumber(data.premiums.night), restDay: formatNumber(data.premiums.restDay) })}
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
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((r) => (
              <TableRow key={`${r.employeeId}-${r.month}`} data-testid="overtime-row" data-emp={r.empCode}>
                <TableCell>{screenDigits(r.empCode)}</TableCell>
                <TableCell sx={{ fontWeight: 500, minWidth: 160 }}>{ar ? r.nameAr || r.nameEn : r.nameEn}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>{(ar ? r.departmentAr || r.departmentEn : r.departmentEn || r.departmentAr) ?? t('reports.noDepartment')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {months[r.month - 1]}
                  <HijriMonth month={`${filters.year}-${String(r.month).padStart(2, '0')}`} block />
                </TableCell>
                {HOURS.map((h) => (
                  <TableCell key={h} align="right" sx={h === 'weightedHours' ? { fontWeight: 600 } : undefined} data-col={h}>
                    {formatNumber(r[h])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {items.length > 0 && data && (
              <TableRow data-testid="overtime-totals" sx={{ '& > *': { fontWeight: 700 } }}>
                <TableCell component="th" scope="row" colSpan={4}>
                  {t('reports.overtime.totals')}
                </TableCell>
                {HOURS.map((h) => (
                  <TableCell key={h} align="right" data-col={h}>
                    {formatNumber(data.totals[h])}
                  </TableCell>
                ))}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </PagedTableFrame>
    </>
  );
}
