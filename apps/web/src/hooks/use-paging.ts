import { useState } from 'react';

/** Page and page size of a server-paged table; a new page size goes back to the first page. */
export function usePaging(initialPageSize = 25) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialPageSize);
  /** The props of `PagedTablePagination` (or `PagedTableFrame`'s `pagination`). */
  const pagination = (total: number) => ({
    total,
    page,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
  });
  return { page, pageSize, setPage, pagination };
}
