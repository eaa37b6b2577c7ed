import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SortHeaderCell } from '@/components/sort-header-cell';
import { screenDigits } from '@/lib/digits';
import { nameIn } from '@/lib/time-span';

type TDir = 'asc' | 'desc';

/** Columns whose first click sorts newest, longest first: dates and durations. */
const DESC_FIRST: ReadonlySet<string> = new Set(['workDate', 'createdAt', 'minutes']);

/**
 * The heading maker of a server-sorted request list (overtime, permissions): `sortHeader(key, text)`
 * is a sortable column heading, its first click descending for dates and minutes, ascending otherwise.
 */
export function useSortHeader<K extends string>(sort: K, dir: TDir, onSort: (key: K, dir: TDir) => void) {
  return (key: K, text: string) => (
    <SortHeaderCell column={key} sort={sort} dir={dir} onSort={onSort} firstDir={DESC_FIRST.has(key) ? 'desc' : 'asc'}>
      {text}
    </SortHeaderCell>
  );
}

/** A team member in a request list's cell: the name in the page's language over the company ID. */
export function PersonCell({ ar, name, nameAr, id }: { ar: boolean; name: string | null; nameAr: string | null; id: string | number }) {
  return (
    <TableCell sx={{ minWidth: 140 }}>
      <Box component="span" sx={{ fontWeight: 500, display: 'block' }}>
        {nameIn(ar, name, nameAr)}
      </Box>
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }} dir="ltr">
        {screenDigits(id)}
      </Typography>
    </TableCell>
  );
}

/** The same person on one line of a card: "name (ID)". */
export const personText = (ar: boolean, name: string | null, nameAr: string | null, id: string | number) => `${nameIn(ar, name, nameAr)} (${screenDigits(id)})`;

/** The top line of a request's card: its date at the start, its state's chip at the end. */
export function RequestCardTop({ chip, children }: { chip: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
      {chip}
    </Box>
  );
}

/**
 * Requests of one kind as a sortable table, a list of cards on a phone. Each row and each card is
 * `rowTestId` with the request's id and work date (`data-id`, `data-date`); the table or the list
 * is `testId`, named by `label`. The kind gives its heading cells, a row's cells and a card's inside.
 */
export function RequestTable<T extends { id: string | number; workDate: string }>({
  items,
  label,
  testId,
  rowTestId,
  minWidth,
  head,
  cells,
  card,
}: {
  items: T[];
  label: string;
  testId: string;
  rowTestId: string;
  minWidth: number;
  head: ReactNode;
  cells: (request: T) => ReactNode;
  card: (request: T) => ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (phone)
    return (
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 1.5 }} aria-label={label} data-testid={testId}>
        {items.map((r) => (
          <Paper key={r.id} component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }} data-testid={rowTestId} data-id={r.id} data-date={r.workDate}>
            {card(r)}
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table size="small" aria-label={label} data-testid={testId} sx={{ minWidth }}>
      <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableRow>{head}</TableRow>
      </TableHead>
      <TableBody>
        {items.map((r) => (
          <TableRow key={r.id} data-testid={rowTestId} data-id={r.id} data-date={r.workDate}>
            {cells(r)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
