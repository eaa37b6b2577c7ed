import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { TLeaveType } from '@hr/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { RowActions } from '@/components/row-actions';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useDeleteLeaveType, useLeaveTypes } from '../api/leave-admin-api';
import { useCanEditLeave } from '../hooks/use-can-edit-leave';
import { LeaveTypeDialog } from './leave-type-dialog';
import { ruleWords, typeName } from './leave-type-words';

/** The leave types with their rules in words; add, edit and delete for hr/admin. */
export function LeaveTypesTable() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const canEdit = useCanEditLeave();
  const query = useLeaveTypes();
  const remove = useDeleteLeaveType();
  const [editing, setEditing] = useState<TLeaveType | 'new' | null>(null);
  const items = query.data?.items ?? [];
  const name = (x: TLeaveType) => typeName(ar, x);
  const { toDelete, setToDelete, deleteError, setDeleteError, confirmDelete } = useConfirmedDelete<TLeaveType>({ remove, name, deletedMessage: t('hrLeave.types.deleted') });
  const balance = (x: TLeaveType) => {
    if (x.tracksBalance) return t('hrLeave.types.balanceOwn');
    const from = items.find((o) => o.id === x.balanceTypeId);
    return from ? t('hrLeave.types.balanceFrom', { name: name(from) }) : t('hrLeave.types.balanceNone');
  };


  return (
    <>
      {canEdit && (
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('hrLeave.types.add')}
          </Button>
        </Box>
      )}
      {deleteError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setDeleteError(null)} data-testid="leave-type-delete-error">
          {deleteError}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PagedTableFrame query={query} label={t('hrLeave.types.tableLabel')} count={items.length} empty={{ text: t('hrLeave.types.none'), testId: 'leave-types-empty' }}>
          <Table size="small" aria-label={t('hrLeave.types.tableLabel')} sx={{ minWidth: 820 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('hrLeave.types.name')}</TableCell>
                <TableCell>{t('hrLeave.types.balance')}</TableCell>
                <TableCell>{t('hrLeave.types.rules')}</TableCell>
                <TableCell>{t('hrLeave.types.status')}</TableCell>
                {canEdit && <TableCell>{t('hrLeave.types.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((x) => (
                <TableRow key={x.id} data-testid={`leave-type-${x.id}`}>
                  <TableCell sx={{ fontWeight: 500, maxWidth: 240, overflowWrap: 'anywhere' }}>{name(x)}</TableCell>
                  <TableCell>{balance(x)}</TableCell>
                  <TableCell sx={{ minWidth: 280 }}>{ruleWords(t, x, ar)}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={x.active ? 'success' : 'default'} label={x.active ? t('hrLeave.types.active') : t('hrLeave.types.inactive')} />
                  </TableCell>
                  {canEdit && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <RowActions
                        editLabel={t('hrLeave.types.editNamed', { name: name(x) })}
                        onEdit={() => setEditing(x)}
                        deleteLabel={t('hrLeave.types.deleteNamed', { name: name(x) })}
                        onDelete={() => setToDelete(x)}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </PagedTableFrame>
      </Paper>
      <LeaveTypeDialog type={editing} types={items} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? t('hrLeave.types.deleteTitle', { name: name(toDelete) }) : ''}
        text={t('hrLeave.types.deleteText')}
        confirmLabel={t('hrLeave.types.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        testId="leave-type-delete-dialog"
      />
    </>
  );
}
