import type { ComponentProps, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { PagedTablePagination } from './paged-table-pagination';
import { ScrollableTableContainer } from './scrollable-table-container';

/**
 * What every server-loaded table shows around its `<Table>`: the loading bar, the error, the
 * scrollable container, the empty state and the pagination (each when given).
 */
export function PagedTableFrame({
  query,
  label,
  count,
  empty,
  pagination,
  stickyEnd,
  children,
}: {
  query: { isFetching: boolean; isPending: boolean; isError: boolean; error: unknown };
  /** The scroll region's accessible name. */
  label: string;
  /** Rows on this page. */
  count: number;
  empty?: { text: string; testId: string };
  pagination?: ComponentProps<typeof PagedTablePagination>;
  /** The table's last column is sticky (STICKY_END_SX). */
  stickyEnd?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {query.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorMessage(t, query.error)}
        </Alert>
      )}
      <ScrollableTableContainer label={label} hint={count > 0} stickyEnd={stickyEnd}>
        {children}
      </ScrollableTableContainer>
      {/* Outside the wide table, so the whole sentence shows on a phone too. */}
      {empty && !query.isPending && !query.isError && count === 0 && (
        <Typography role="status" sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }} data-testid={empty.testId}>
          {empty.text}
        </Typography>
      )}
      {pagination && <PagedTablePagination {...pagination} />}
    </>
  );
}
