import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TBalance, TLedgerEntry } from '@hr/shared';
import { formatDate } from '@/lib/format';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { screenDigits } from '@/lib/digits';
import { useLedger } from '../api/leave-admin-api';
import { typeName } from './leave-type-words';

/** The entries behind a balance in a year, by date; open while `balance` is set. */
export function LedgerDialog({ employeeId, year, balance, onClose }: { employeeId: number; year: number; balance: TBalance | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const titleId = useId();
  const query = useLedger(employeeId, balance?.leaveTypeId ?? null, year);
  const entries = balance ? (query.data?.entries ?? []) : [];
  const details = (e: TLedgerEntry) =>
    [
      e.reason,
      e.requestId !== null ? t('hrLeave.ledger.request', { id: e.requestId }) : null,
      e.actor ? t('hrLeave.ledger.by', { name: ar ? e.actor.fullNameAr || e.actor.FullName : e.actor.FullName }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const days = (n: number) => screenDigits(n > 0 ? `+${n}` : n);

  return (
    <Dialog open={!!balance} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="h2">
        {balance ? t('hrLeave.ledger.title', { name: typeName(ar, balance), year }) : ''}
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <PagedTableFrame query={query} label={t('hrLeave.ledger.tableLabel')} count={entries.length} empty={{ text: t('hrLeave.ledger.none'), testId: 'ledger-empty' }}>
          <Table size="small" aria-label={t('hrLeave.ledger.tableLabel')} sx={{ minWidth: 560 }} data-testid="ledger-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('hrLeave.ledger.date')}</TableCell>
                <TableCell>{t('hrLeave.ledger.entry')}</TableCell>
                <TableCell align="right">{t('hrLeave.ledger.days')}</TableCell>
                <TableCell>{t('hrLeave.ledger.details')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e, i) => (
                <TableRow key={i}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <bdi>{formatDate(e.date)}</bdi>
                  </TableCell>
                  <TableCell>{t(`hrLeave.ledger.kinds.${e.kind}`)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 500 }}>
                    <bdi>{days(e.days)}</bdi>
                  </TableCell>
                  <TableCell>{details(e)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </PagedTableFrame>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('hrLeave.ledger.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
