import { useRef, useState } from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TOutboxItem } from '@hr/shared';
import { formatDateTime } from '@/lib/format';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { usePaging } from '@/hooks/use-paging';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { screenDigits } from '@/lib/digits';
import { useOutbox } from '../api/get-outbox';
import { OutboxMessageDialog } from './outbox-message-dialog';
import { OutboxStatusChip } from './outbox-status-chip';

/** Server-paged outbox; a click on a row (or its subject link, for the keyboard) opens the e-mail. */
export function OutboxTable() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { timeZone } = usePublicSettings();
  const { page, pageSize, pagination } = usePaging();
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
      <PagedTableFrame
        query={query}
        label={label}
        count={items.length}
        empty={{ text: t('outbox.empty'), testId: 'outbox-empty' }}
        pagination={pagination(query.data?.total ?? 0)}
      >
        <Table size="small" aria-label={label} data-testid="outbox-table" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('outbox.columns.createdAt')}</TableCell>
              <TableCell>{t('outbox.columns.to')}</TableCell>
              <TableCell>{t('outbox.columns.subject')}</TableCell>
              <TableCell>{t('outbox.columns.status')}</TableCell>
              <TableCell align="right">{t('outbox.columns.attempts')}</TableCell>
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
                <TableCell align="right">{screenDigits(item.attempts)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PagedTableFrame>
      <OutboxMessageDialog
        // The open e-mail follows the list's refetches (a retry changes its state).
        item={(selected && items.find((i) => i.id === selected.id)) ?? selected}
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
