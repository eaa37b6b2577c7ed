import { type ReactNode, useState } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TReportFilters, TReportPerson } from '@hr/shared';
import { FilterSelect } from '@/components/filter-select';
import { HijriMonth } from '@/components/hijri-date';
import { screenDigits } from '@/lib/digits';
import { ALL, formatNumber, monthNames, useReportTable } from './report-bits';

/**
 * The state of a report per person and month (overtime, hourly permissions): the table's page and
 * sort, and its own month filter (`monthNumber` for the query and the export, undefined for all).
 */
export function useMonthReportTable<S extends string>(filters: TReportFilters, firstSort: S) {
  const { i18n } = useTranslation();
  const table = useReportTable<S>(filters, firstSort);
  const [month, setMonth] = useState(ALL);
  const onMonth = (v: string) => {
    setMonth(v);
    table.setPage(0);
  };
  return { ...table, month, onMonth, monthNumber: month === ALL ? undefined : Number(month), months: monthNames(i18n.language === 'ar') };
}

/** The month filter of such a report: every month, or one of the year's. */
export function MonthFilter({ value, months, onChange }: { value: string; months: string[]; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('reports.filters.month')}
      value={value}
      onChange={onChange}
      options={[{ value: ALL, label: t('reports.filters.allMonths') }, ...months.map((m, i) => ({ value: String(i + 1), label: m }))]}
      testId="filter-month"
      minWidth={160}
    />
  );
}

type TMonthRow<F extends string> = TReportPerson & { month: number } & Record<F, number>;

/**
 * The body of a report per person and month (`kind`): a row each (company ID, name and department
 * in the page's language, the month with its Hijri months, then the report's figures, `strong` in
 * bold), then the totals over every filtered row. Rows are `${kind}-row` (with `data-month` when
 * `markMonth`), the totals `${kind}-totals`.
 */
export function MonthReportRows<F extends string, R extends TMonthRow<F>>({
  data,
  figures,
  strong,
  year,
  kind,
  markMonth = false,
  extra,
}: {
  data: { items: R[]; totals: Record<F, number> } | undefined;
  figures: readonly F[];
  strong: F;
  year: number;
  kind: 'overtime' | 'permissions';
  markMonth?: boolean;
  /** A last column of words (after the figures); the totals row leaves it empty. */
  extra?: (row: R) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const items = data?.items ?? [];
  const months = monthNames(ar);
  return (
    <>
      {items.map((r) => (
        <TableRow key={`${r.employeeId}-${r.month}`} data-testid={`${kind}-row`} data-emp={r.empCode} data-month={markMonth ? r.month : undefined}>
          <TableCell>{screenDigits(r.empCode)}</TableCell>
          <TableCell sx={{ fontWeight: 500, minWidth: 160 }}>{ar ? r.nameAr || r.nameEn : r.nameEn}</TableCell>
          <TableCell sx={{ minWidth: 120 }}>{(ar ? r.departmentAr || r.departmentEn : r.departmentEn || r.departmentAr) ?? t('reports.noDepartment')}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {months[r.month - 1]}
            <HijriMonth month={`${year}-${String(r.month).padStart(2, '0')}`} block />
          </TableCell>
          {figures.map((f) => (
            <TableCell key={f} align="right" sx={f === strong ? { fontWeight: 600 } : undefined} data-col={f}>
              {formatNumber(r[f])}
            </TableCell>
          ))}
          {extra && <TableCell data-col="extra">{extra(r)}</TableCell>}
        </TableRow>
      ))}
      {items.length > 0 && data && (
        <TableRow data-testid={`${kind}-totals`} sx={{ '& > *': { fontWeight: 700 } }}>
          <TableCell component="th" scope="row" colSpan={4}>
            {t(`reports.${kind}.totals`)}
          </TableCell>
          {figures.map((f) => (
            <TableCell key={f} align="right" data-col={f}>
              {formatNumber(data.totals[f])}
            </TableCell>
          ))}
          {extra && <TableCell />}
        </TableRow>
      )}
    </>
  );
}
