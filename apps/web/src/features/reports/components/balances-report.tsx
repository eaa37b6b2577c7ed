import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBalanceReportQuery, TReportFilters, TReportOptions } from '@hr/shared';
import { FilterSelect } from '@/components/filter-select';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { SortHeaderCell } from '@/components/sort-header-cell';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { screenDigits } from '@/lib/digits';
import { useBalanceReport } from '../api/reports-api';
import { ExportButtons } from './export-buttons';
import { ALL, exportParams, formatNumber, ReportToolbar, useReportTable } from './report-bits';

type TSort = TBalanceReportQuery['sort'];
/**
 * What a person reads first comes first: what is left, taken and waiting, then how the year's
 * entitlement was made up. (With Remaining last and kept in view, at 1280 px Taken and Pending were
 * hidden behind it.)
 */
const FIGURES = ['remaining', 'taken', 'pending', 'entitled', 'carriedOver', 'adjusted', 'converted'] as const;

/** Report 1: every balance of every person in scope for a year, a page of people at a time. */
export function BalancesReport({ filters, leaveTypes }: { filters: TReportFilters; leaveTypes: TReportOptions['leaveTypes'] }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const { page, pageSize, setPage, pagination, sort, dir, onSort } = useReportTable<TSort>(filters, 'empCode');
  const [leaveTypeId, setLeaveTypeId] = useState(ALL);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const params = { ...filters, page, pageSize, sort, dir, q: q || undefined, leaveTypeId: leaveTypeId === ALL ? undefined : Number(leaveTypeId) };
  const query = useBalanceReport(params);
  const items = query.data?.items ?? [];
  const head = (s: TSort, label: string) => (
    <SortHeaderCell column={s} sort={sort} dir={dir} onSort={onSort}>
      {label}
    </SortHeaderCell>
  );
  const dept = (en: string | null, arName: string | null) => (ar ? arName || en : en || arName) ?? t('reports.noDepartment');

  return (
    <>
      <ReportToolbar actions={<ExportButtons kind="balances" params={exportParams(filters, { sort, dir, q: q || undefined, leaveTypeId: leaveTypeId === ALL ? undefined : leaveTypeId })} />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, flex: '1 1 320px' }}>
          <FilterSelect
            label={t('reports.filters.leaveType')}
            value={leaveTypeId}
            onChange={(v) => {
              setLeaveTypeId(v);
              setPage(0);
            }}
            options={[{ value: ALL, label: t('reports.filters.allTypes') }, ...leaveTypes.map((lt) => ({ value: String(lt.id), label: ar ? lt.nameAr : lt.nameEn }))]}
            testId="filter-type"
            minWidth={160}
          />
          <TextField
            size="small"
            label={t('reports.filters.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
            sx={{ width: { xs: '100%', sm: 280 } }}
            slotProps={{ htmlInput: { 'data-testid': 'filter-search', maxLength: 100 } }}
          />
        </Box>
      </ReportToolbar>
      <Typography variant="body2" sx={{ px: 2, pb: 1.5, color: 'text.secondary' }}>
        {t('reports.balances.note')}
      </Typography>
      <PagedTableFrame
        query={query}
        label={t('reports.balances.tableLabel')}
        count={items.length}
        empty={{ text: t('reports.balances.empty'), testId: 'balances-empty' }}
        pagination={pagination(query.data?.total ?? 0)}
      >
        <Table size="small" aria-label={t('reports.balances.tableLabel')} data-testid="balances-table" sx={{ minWidth: 1150 }}>
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              {head('empCode', t('reports.columns.empCode'))}
              {head('name', t('reports.columns.name'))}
              {head('department', t('reports.columns.department'))}
              <TableCell>{t('reports.columns.leaveType')}</TableCell>
              {FIGURES.map((f) => (
                <TableCell key={f} align="right">
                  {t(`reports.columns.${f}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((p) =>
              p.balances.map((b, i) => (
                <TableRow key={`${p.employeeId}-${b.leaveTypeId}`} data-testid="balances-row" data-emp={p.empCode} sx={i === p.balances.length - 1 ? undefined : { '& td': { borderBottomStyle: 'dashed' } }}>
                  {i === 0 && (
                    <>
                      <TableCell rowSpan={p.balances.length} sx={{ verticalAlign: 'top' }}>
                        {screenDigits(p.empCode)}
                      </TableCell>
                      <TableCell rowSpan={p.balances.length} sx={{ verticalAlign: 'top', fontWeight: 500, minWidth: 160 }}>
                        {ar ? p.nameAr || p.nameEn : p.nameEn}
                      </TableCell>
                      <TableCell rowSpan={p.balances.length} sx={{ verticalAlign: 'top', minWidth: 120 }}>
                        {dept(p.departmentEn, p.departmentAr)}
                      </TableCell>
                    </>
                  )}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {ar ? b.nameAr : b.nameEn}
                    {/* A type taken out of another's balance (Casual out of Annual) says so. */}
                    {b.drawsOn && (
                      <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }} data-testid="balances-draws-on">
                        {t('reports.balances.drawsOn', { name: ar ? b.drawsOn.nameAr : b.drawsOn.nameEn })}
                      </Typography>
                    )}
                  </TableCell>
                  {FIGURES.map((f) => (
                    <TableCell key={f} align="right" sx={f === 'remaining' ? { fontWeight: 600 } : undefined} data-col={f}>
                      {formatNumber(b[f])}
                      {/* The balance's taken holds other types' days too: "of which Casual: 1". */}
                      {(f === 'taken' || f === 'pending') &&
                        b.includes
                          ?.filter((x) => x[f] > 0)
                          .map((x) => (
                            <Typography key={x.leaveTypeId} variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'nowrap' }} data-testid={`balances-${f}-of`}>
                              {t('reports.balances.takenOf', { name: ar ? x.nameAr : x.nameEn, days: formatNumber(x[f]) })}
                            </Typography>
                          ))}
                    </TableCell>
                  ))}
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      </PagedTableFrame>
    </>
  );
}
