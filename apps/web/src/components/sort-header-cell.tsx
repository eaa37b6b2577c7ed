import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';

/**
 * A sortable column heading of a server-sorted table: a click on the active column turns the
 * direction round, a click on another one sorts by it (`firstDir`, ascending by default).
 */
export function SortHeaderCell<K extends string>({
  column,
  sort,
  dir,
  onSort,
  firstDir = 'asc',
  rowSpan,
  children,
}: {
  column: K;
  sort: K;
  dir: 'asc' | 'desc';
  onSort: (sort: K, dir: 'asc' | 'desc') => void;
  firstDir?: 'asc' | 'desc';
  /** Under a heading row of column groups: the heading spans both rows. */
  rowSpan?: number;
  children: ReactNode;
}) {
  const active = sort === column;
  return (
    <TableCell sortDirection={active ? dir : false} rowSpan={rowSpan}>
      <TableSortLabel
        active={active}
        direction={active ? dir : 'asc'}
        onClick={() => onSort(column, active ? (dir === 'asc' ? 'desc' : 'asc') : firstDir)}
      >
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
