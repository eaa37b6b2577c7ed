import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** TablePagination with translated labels (the arrows mirror in Arabic through the theme). */
export function PagedTablePagination({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={total === 0 ? 0 : page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZE_OPTIONS}
      onPageChange={(_e, p) => onPageChange(p)}
      onRowsPerPageChange={(e) => onPageSizeChange(Number(e.target.value))}
      labelRowsPerPage={t('pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('pagination.displayedRows', { from, to, total: count })}
      getItemAriaLabel={(type) => t(`pagination.${type}`)}
    />
  );
}
