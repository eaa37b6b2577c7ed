import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { screenDigits } from '@/lib/digits';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/**
 * TablePagination with translated labels (the arrows mirror in Arabic through the theme). On a
 * phone the toolbar wraps instead of running out of its card: the page-size choice on one line,
 * the range and the previous/next buttons on the next when they do not fit together. Margins are
 * physical (as MUI's own), so the RTL style cache mirrors them.
 */
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
      rowsPerPageOptions={PAGE_SIZE_OPTIONS.map((n) => ({ value: n, label: screenDigits(n) }))}
      onPageChange={(_e, p) => onPageChange(p)}
      onRowsPerPageChange={(e) => onPageSizeChange(Number(e.target.value))}
      labelRowsPerPage={t('pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('pagination.displayedRows', { from, to, total: count })}
      getItemAriaLabel={(type) => t(`pagination.${type}`)}
      slotProps={{ select: { renderValue: (v) => screenDigits(String(v)) } }}
      sx={{
        '& .MuiTablePagination-toolbar': {
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          columnGap: 1,
          pl: { xs: 1.5, sm: 2 },
          pr: 1,
        },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-input': { ml: 0.5, mr: { xs: 1, sm: 4 } },
        '& .MuiTablePagination-actions': { ml: { xs: 0, sm: 2.5 } },
      }}
    />
  );
}
