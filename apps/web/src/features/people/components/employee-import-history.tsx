import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBulkInviteResponse, TEmployeeImportRecord } from '@hr/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PagedTablePagination } from '@/components/paged-table-pagination';
import { ScrollableTableContainer } from '@/components/scrollable-table-container';
import { useLanguage } from '@/hooks/use-language';
import { useNotify } from '@/hooks/use-notify';
import { screenDigits } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { downloadActivationSlips, useEmployeeImports, useInviteImport, useUndoImport } from '../api/employee-imports';

/**
 * The applied employee imports, newest first: what each did, its undo (the people it
 * created are removed or deactivated; its updates stay) and "Invite these people" (e-mail where
 * there is one; activation slips to print for the rest).
 */
export function EmployeeImportHistory() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const list = useEmployeeImports(page, pageSize);
  const undo = useUndoImport();
  const invite = useInviteImport();
  const [confirm, setConfirm] = useState<TEmployeeImportRecord | null>(null);
  const [invited, setInvited] = useState<{ file: string; res: TBulkInviteResponse } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = (p: { fullNameEn: string; fullNameAr: string } | null) => (p ? (language === 'ar' ? p.fullNameAr || p.fullNameEn : p.fullNameEn) : '—');
  const n = (x: number) => screenDigits(x, language);

  const doUndo = async () => {
    if (!confirm) return;
    setError(null);
    try {
      const r = await undo.mutateAsync(confirm.id);
      notify(t('employeeImport.history.undoneToast', { removed: n(r.removed), deactivated: n(r.deactivated) }), 'success');
    } catch (e) {
      setError(errorMessage(t, e));
    }
    setConfirm(null);
  };
  const doInvite = async (r: TEmployeeImportRecord) => {
    setError(null);
    setInvited(null);
    try {
      setInvited({ file: r.fileName, res: await invite.mutateAsync(r.id) });
    } catch (e) {
      setError(errorMessage(t, e));
    }
  };
  const slips = async (ids: number[]) => {
    setError(null);
    try {
      await downloadActivationSlips(ids);
    } catch (e) {
      setError(errorMessage(t, e));
    }
  };

  const items = list.data?.items ?? [];
  return (
    // Not a named section: the table's scrolling region carries the title (one landmark of that name).
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="import-history">
      <Box sx={{ p: { xs: 2, sm: 3 }, pb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('employeeImport.history.title')}
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        {invited && (
          <Alert severity="success" role="status" sx={{ mt: 1 }} data-testid="import-invited">
            <span>{t('employeeImport.history.invited', { emailed: n(invited.res.emailed), slips: n(invited.res.needSlip.length), skipped: n(invited.res.skipped.length) })}</span>
            {invited.res.needSlip.length > 0 && (
              <Box sx={{ mt: 1 }}>
                <Button variant="outlined" size="small" onClick={() => void slips(invited.res.needSlip)} data-testid="import-print-slips">
                  {t('employeeImport.history.printSlips', { count: n(invited.res.needSlip.length) })}
                </Button>
              </Box>
            )}
          </Alert>
        )}
        {list.isSuccess && items.length === 0 && <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('employeeImport.history.empty')}</Typography>}
      </Box>
      {items.length > 0 && (
        <>
          <ScrollableTableContainer label={t('employeeImport.history.title')}>
            <Table size="small" sx={{ minWidth: 760 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('employeeImport.history.when')}</TableCell>
                  <TableCell>{t('employeeImport.history.file')}</TableCell>
                  <TableCell>{t('employeeImport.history.by')}</TableCell>
                  <TableCell>{t('employeeImport.history.counts')}</TableCell>
                  <TableCell>{t('employeeImport.history.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((r) => (
                  <TableRow key={r.id} data-testid="import-history-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt, language)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <bdi>{r.fileName}</bdi>
                    </TableCell>
                    <TableCell>{name(r.createdBy)}</TableCell>
                    <TableCell>{t('employeeImport.history.countsText', { created: n(r.created), updated: n(r.updated), unchanged: n(r.unchanged) })}</TableCell>
                    <TableCell data-testid="import-history-status">
                      {r.undoneAt ? (
                        t('employeeImport.history.undone', { date: formatDateTime(r.undoneAt, language), name: name(r.undoneBy), removed: n(r.removed), deactivated: n(r.deactivated) })
                      ) : r.created === 0 ? (
                        t('employeeImport.history.nothingCreated')
                      ) : (
                        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                          <Button size="small" variant="outlined" onClick={() => void doInvite(r)} disabled={invite.isPending} aria-label={t('employeeImport.history.inviteLabel', { file: r.fileName })} data-testid="import-invite">
                            {t('employeeImport.history.invite')}
                          </Button>
                          <Button size="small" color="error" onClick={() => setConfirm(r)} aria-label={t('employeeImport.history.undoLabel', { file: r.fileName })} data-testid="import-undo">
                            {t('employeeImport.history.undo')}
                          </Button>
                        </Stack>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollableTableContainer>
          <PagedTablePagination
            total={list.data?.total ?? 0}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={(s) => {
              setPageSize(s);
              setPage(0);
            }}
          />
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t('employeeImport.history.undoTitle')}
        text={t('employeeImport.history.undoText', { count: n(confirm?.created ?? 0) })}
        confirmLabel={t('employeeImport.history.undoConfirm')}
        onConfirm={() => void doUndo()}
        onClose={() => setConfirm(null)}
        pending={undo.isPending}
        testId="import-undo-dialog"
      />
    </Paper>
  );
}
