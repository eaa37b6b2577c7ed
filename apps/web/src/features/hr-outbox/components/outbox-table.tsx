import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TOutboxItem } from '@hr/shared';
import { PagedTablePagination } from '@/components/paged-table-pagination';
import { ScrollableTableContainer } from '@/components/scrollable-table-container';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { errorMessage } from '@/lib/errors';
import { useOutbox } from '../api/get-outbox';
import { OutboxMessageDialog } from './outbox-message-dialog';
import { OutboxStatusChip } from './outbox-status-chip';

/** Server-paged outbox; a click on a row (or its subject link, for the keyboard) opens the e-mail. */
export function OutboxTable() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [selected, setSelected] = useState<TOutboxItem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The subject button of the row that opened the dialog: focus goes back to it on close.
  const opener = useRef<HTMLElement | null>(null);
  const openItem = (item: TOutboxItem, button: HTMLElement | null) => {
    opener.current = button;
    setSelected(item);
    setDialogOpen(true);
  };
  const query = useOutbox(page, pageSize);
  const items = query.data?.items ?? [];
  const label = t('outbox.tableLabel');

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {query.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorMessage(t, query.error)}
        </Alert>
      )}
      <ScrollableTableContainer label={label} hint={items.length > 0}>
        <Table size="small" aria-label={label} data-testid="outbox-table" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('outbox.columns.createdAt')}</TableCell>
              <TableCell>{t('outbox.columns.to')}</TableCell>
              <TableCell>{t('outbox.columns.subject')}</TableCell>
              <TableCell>{t('outbox.columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow
                key={item.id}
                hover
                onClick={(e) => openItem(item, e.currentTarget.querySelector<HTMLElement>('[data-outbox-open]'))}
                sx={{ cursor: 'pointer' }}
                data-testid="outbox-row"
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, lang, timeZone)}</time>
                </TableCell>
                <TableCell>
                  <span dir="ltr">{item.to}</span>
                </TableCell>
                <TableCell>
                  <Link
                    component="button"
                    type="button"
                    onClick={(e: React.MouseEvent<HTMLElement>) => {
                      e.stopPropagation();
                      openItem(item, e.currentTarget);
                    }}
                    data-outbox-open
                    sx={{ textAlign: 'start', font: 'inherit' }}
                    dir="auto"
                  >
                    {item.subject}
                  </Link>
                </TableCell>
                <TableCell>
                  <OutboxStatusChip status={item.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTableContainer>
      {/* Outside the wide table, so the whole sentence shows on a phone too. */}
      {!query.isPending && !query.isError && items.length === 0 && (
        <Typography role="status" sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }} data-testid="outbox-empty">
          {t('outbox.empty')}
        </Typography>
      )}
      <PagedTablePagination
        total={query.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(s) => {
          setPageSize(s);
          setPage(0);
        }}
      />
      <OutboxMessageDialog
        item={selected}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onClosed={() => {
          setSelected(null);
          opener.current?.focus();
        }}
      />
    </Paper>
  );
}
