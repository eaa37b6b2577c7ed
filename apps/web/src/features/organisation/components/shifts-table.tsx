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
import type { TShift } from '@hr/shared';
import { PagedTableFrame } from '@/components/paged-table-frame';
import { RowActions } from '@/components/row-actions';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { screenDigits } from '@/lib/digits';
import { useDeleteShift, useShifts } from '../api/organisation-api';
import { useCanEditOrganisation } from '../hooks/use-can-edit-organisation';
import { DeleteNamedDialog } from '@/components/delete-named-dialog';
import { LawFindingsMark } from '@/components/law-findings';
import { ShiftDialog } from './shift-dialog';
import { WEEK_DAY_KEYS, WEEK_ORDER } from './week-days';

/** The shifts: hours, grace minutes and work days; add, edit and delete for hr/admin. */
export function ShiftsTable() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const canEdit = useCanEditOrganisation();
  const query = useShifts();
  const remove = useDeleteShift();
  const [editing, setEditing] = useState<TShift | 'new' | null>(null);
  const items = query.data?.items ?? [];
  const name = (s: TShift) => (ar ? s.nameAr : s.nameEn);
  const { toDelete, setToDelete, deleteError, setDeleteError, confirmDelete } = useConfirmedDelete<TShift>({ remove, name, deletedMessage: t('org.deleted') });
  const days = (s: TShift) =>
    WEEK_ORDER.filter((d) => s.workDays.includes(d))
      .map((d) => t(`org.days.${WEEK_DAY_KEYS[d]}`))
      .join(ar ? '، ' : ', ');


  return (
    <>
      {canEdit && (
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('org.shifts.add')}
          </Button>
        </Box>
      )}
      {deleteError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PagedTableFrame query={query} label={t('org.shifts.tableLabel')} count={items.length}>
          <Table size="small" aria-label={t('org.shifts.tableLabel')} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('org.shifts.name')}</TableCell>
                <TableCell>{t('org.shifts.hours')}</TableCell>
                <TableCell>{t('org.shifts.graceMinutes')}</TableCell>
                <TableCell>{t('org.shifts.workDays')}</TableCell>
                <TableCell>{t('org.shifts.people')}</TableCell>
                {canEdit && <TableCell>{t('org.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((s) => (
                <TableRow key={s.id} data-testid={`shift-${s.id}`}>
                  <TableCell>
                    {name(s)}
                    <LawFindingsMark findings={s.lawFindings} reason={s.lawReason} />
                  </TableCell>
                  <TableCell>
                    <Box component="span" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                      {screenDigits(`${s.startTime}–${s.endTime}`)}
                    </Box>
                    {s.crossesMidnight && <Chip size="small" variant="outlined" label={t('org.shifts.crossesMidnight')} sx={{ ml: 1 }} />}
                    <Box sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
                      {s.breaks.length
                        ? t('law.hours.breaksShort', { list: s.breaks.map((b) => `\u2066${screenDigits(`${b.start}–${b.end}`)}\u2069`).join(ar ? '، ' : ', ') })
                        : t('law.hours.noBreaks')}
                    </Box>
                    {s.ramadanStartTime && s.ramadanEndTime && (
                      <Box sx={{ color: 'text.secondary', fontSize: '0.85em', whiteSpace: 'nowrap' }}>
                        {t('org.shifts.ramadanShort', { hours: `\u2066${s.ramadanStartTime}–${s.ramadanEndTime}\u2069` })}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell>{screenDigits(s.graceMinutes)}</TableCell>
                  <TableCell>{days(s)}</TableCell>
                  <TableCell>{screenDigits(s.employeeCount)}</TableCell>
                  {canEdit && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <RowActions
                        editLabel={t('org.editNamed', { name: name(s) })}
                        onEdit={() => setEditing(s)}
                        deleteLabel={t('org.deleteNamed', { name: name(s) })}
                        onDelete={() => setToDelete(s)}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {query.isSuccess && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={canEdit ? 6 : 5}>{t('org.none')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </PagedTableFrame>
      </Paper>
      <ShiftDialog shift={editing} onClose={() => setEditing(null)} />
      <DeleteNamedDialog
        name={toDelete && name(toDelete)}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
