import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ANNUAL_MINIMUM_RUN, type TReportFilters } from '@hr/shared';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { screenDigits } from '@/lib/digits';
import { useAnnualMinimumReport } from '../api/annual-minimum-api';
import { formatNumber, useReportTable } from './report-bits';

/**
 * The annual-minimum report (Art 125, law rule annualMinimum): who will not get 15 days this year
 * (the year's pro-rata entitlement when hired during it) with six in a row, counting leave taken,
 * approved and pending.
 */
export function AnnualMinimumReport({ filters }: { filters: TReportFilters }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const { page, pageSize, pagination } = useReportTable(filters, 'empCode');
  const query = useAnnualMinimumReport({ ...filters, page, pageSize });
  const items = query.data?.items ?? [];
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', p: 2, pb: 0 }}>
        {t('annualMinimum.intro')}
      </Typography>
      <Stack sx={{ pt: 2 }}>
        <PagedTableFrame query={query} label={t('annualMinimum.tableLabel')} count={items.length} empty={{ text: t('annualMinimum.empty'), testId: 'annual-minimum-empty' }} pagination={pagination(query.data?.total ?? 0)}>
          <Table size="small" aria-label={t('annualMinimum.tableLabel')} data-testid="annual-minimum-table" sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('annualMinimum.columns.person')}</TableCell>
                <TableCell>{t('annualMinimum.columns.department')}</TableCell>
                <TableCell align="right">{t('annualMinimum.columns.required')}</TableCell>
                <TableCell align="right">{t('annualMinimum.columns.booked')}</TableCell>
                <TableCell align="right">{t('annualMinimum.columns.run', { run: screenDigits(ANNUAL_MINIMUM_RUN) })}</TableCell>
                <TableCell>{t('annualMinimum.columns.why')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((r) => (
                <TableRow key={r.employee.id} data-testid={`annual-minimum-row-${r.employee.EmpCode}`}>
                  <TableCell>
                    {ar ? r.employee.fullNameAr || r.employee.FullName : r.employee.FullName}
                    <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                      {screenDigits(r.employee.EmpCode)}
                    </Typography>
                  </TableCell>
                  <TableCell>{(ar ? r.departmentNameAr || r.departmentNameEn : r.departmentNameEn) ?? t('reports.noDepartment')}</TableCell>
                  <TableCell align="right">{formatNumber(r.required)}</TableCell>
                  <TableCell align="right">{formatNumber(r.booked)}</TableCell>
                  <TableCell align="right">{formatNumber(r.longestRun)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {r.short && <Chip size="small" color="warning" label={t('annualMinimum.short')} />}
                      {r.noRun && <Chip size="small" color="warning" label={t('annualMinimum.noRun', { run: screenDigits(r.requiredRun) })} />}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </PagedTableFrame>
      </Stack>
    </>
  );
}
