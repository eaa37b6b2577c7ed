import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { STICKY_END_SX } from '@/components/sticky-end-cell';

/** Every cell on one line; the actions stay in view at the inline end while the rest scrolls. */
export const DEVICE_TABLE_SX = { '& th, & td': { whiteSpace: 'nowrap' }, '& th:last-of-type, & td:last-of-type': STICKY_END_SX };

/**
 * One of the devices page's lists below the devices (the unknown devices, the punches for unknown
 * PINs): its heading, intro, and a table whose words are under attendanceDevices.<section>.
 */
export function DeviceTableSection({
  section,
  columns,
  query,
  count,
  children,
}: {
  section: 'unknown' | 'unmapped';
  columns: readonly string[];
  query: { isFetching: boolean; isPending: boolean; isError: boolean; error: unknown };
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // The section's keys are built here (both sections have the same shape; the i18n test checks every key).
  const words = (key: string): string => (t as (k: string) => string)(`attendanceDevices.${section}.${key}`);
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 0.5 }}>
        {words('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {words('intro')}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid={section === 'unknown' ? 'unknown-devices' : 'unmapped-pins'}>
        <PagedTableFrame query={query} label={words('tableLabel')} count={count} stickyEnd empty={{ text: words('none'), testId: `${section}-empty` }}>
          <Table size="small" aria-label={words('tableLabel')} sx={{ minWidth: 760, ...DEVICE_TABLE_SX }}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c}>{words(`columns.${c}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </PagedTableFrame>
      </Paper>
    </>
  );
}
