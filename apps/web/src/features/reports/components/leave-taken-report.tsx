import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TReportFilters } from '@hr/shared';
import { HijriMonth } from '@/components/hijri-date';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { useLeaveTakenReport } from '../api/reports-api';
import { ExportButtons } from './export-buttons';
import { exportParams, formatNumber, monthNames, ReportToolbar } from './report-bits';

/** Report 2: approved leave days, rows type × department, one column per month, with totals. */
export function LeaveTakenReport({ filters }: { filters: TReportFilters }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const query = useLeaveTakenReport(filters);
  const rows = query.data?.rows ?? [];
  const months = monthNames(ar);
  const cell = (n: number) => (n ? formatNumber(n) : '–');
  const sticky = { position: 'sticky', insetInlineStart: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

  return (
    <>
      <ReportToolbar actions={<ExportButtons kind="leave-taken" params={exportParams(filters)} />}>
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 260px', pt: 0.5 }}>
          {t('reports.leaveTaken.note')}
        </Typography>
      </ReportToolbar>
      <PagedTableFrame query={query} label={t('reports.leaveTaken.tableLabel')} count={rows.length} empty={{ text: t('reports.leaveTaken.empty'), testId: 'leave-taken-empty' }}>
        <Table size="small" aria-label={t('reports.leaveTaken.tableLabel')} data-testid="leave-taken-table" sx={{ minWidth: 1200 }}>
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              <TableCell sx={sticky}>{t('reports.columns.leaveType')}</TableCell>
              <TableCell>{t('reports.columns.department')}</TableCell>
              {months.map((m, i) => (
                <TableCell key={m} align="right">
                  {m}
                  <HijriMonth month={`${filters.year}-${String(i + 1).padStart(2, '0')}`} block short />
                </TableCell>
              ))}
              <TableCell align="right">{t('reports.columns.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={`${r.leaveTypeId}-${r.departmentId ?? ''}`} data-testid="leave-taken-row">
                <TableCell component="th" scope="row" sx={{ ...sticky, whiteSpace: 'nowrap', fontWeight: 500 }}>
                  {ar ? r.typeAr : r.typeEn}
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>{(ar ? r.departmentAr || r.departmentEn : r.departmentEn || r.departmentAr) ?? t('reports.noDepartment')}</TableCell>
                {r.months.map((n, i) => (
                  <TableCell key={i} align="right">
                    {cell(n)}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="leave-taken-row-total">
                  {formatNumber(r.total)}
                </TableCell>
              </TableRow>
            ))}
            {rows.length > 0 && query.data && (
              <TableRow data-testid="leave-taken-totals" sx={{ '& > *': { fontWeight: 700, borderTop: 2, borderTopColor: 'divider' } }}>
                <TableCell component="th" scope="row" sx={sticky}>
                  {t('reports.leaveTaken.totals')}
                </TableCell>
                <TableCell />
                {query.data.monthTotals.map((n, i) => (
                  <TableCell key={i} align="right">
                    {cell(n)}
                  </TableCell>
                ))}
                <TableCell align="right" data-testid="leave-taken-total">
                  {formatNumber(query.data.total)}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </PagedTableFrame>
      {query.data && query.data.sickBands.some((b) => b.total > 0) && (
        <Box component="section" aria-labelledby="sick-bands-title" sx={{ mt: 3 }} data-testid="sick-bands">
          <Typography id="sick-bands-title" variant="h6" component="h2">
            {t('reports.leaveTaken.sickTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('reports.leaveTaken.sickNote')}
          </Typography>
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('reports.leaveTaken.sickTableLabel')}>
            <Table size="small" aria-label={t('reports.leaveTaken.sickTableLabel')} sx={{ minWidth: 1100 }}>
              <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                <TableRow>
                  <TableCell sx={sticky}>{t('reports.leaveTaken.sickBand')}</TableCell>
                  {months.map((m) => (
                    <TableCell key={m} align="right">
                      {m}
                    </TableCell>
                  ))}
                  <TableCell align="right">{t('reports.columns.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.sickBands.map((b) => (
                  <TableRow key={b.band} data-testid={`sick-band-${b.band}`}>
                    <TableCell component="th" scope="row" sx={{ ...sticky, whiteSpace: 'nowrap', fontWeight: 500 }}>
                      {t(`reports.leaveTaken.sickBands.${b.band}`)}
                    </TableCell>
                    {b.months.map((n, i) => (
                      <TableCell key={i} align="right">
                        {cell(n)}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="sick-band-total">
                      {formatNumber(b.total)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      )}
    </>
  );
}
