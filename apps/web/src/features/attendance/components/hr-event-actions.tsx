import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { TAttendanceEvent } from '@hr/shared';
import { RowActions } from '@/components/row-actions';
import { DeleteEventDialog } from './delete-event-dialog';
import { ManualEventDialog } from './manual-event-dialog';

/**
 * HR's tools on the attendance logs: an "Add event" button and per-row correct / delete, with
 * their dialogs. The logs page takes them as slots (features do not import each other).
 */
export function useHrEventActions(): { toolbar: ReactNode; row: (e: TAttendanceEvent) => ReactNode; label: string; dialogs: ReactNode } {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TAttendanceEvent | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TAttendanceEvent | null>(null);
  return {
    label: t('attendanceManual.actions'),
    toolbar: (
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} sx={{ height: 40 }} data-testid="manual-event-add">
        {t('attendanceManual.add')}
      </Button>
    ),
    row: (e) => (
      <RowActions
        editLabel={t('attendanceManual.edit', { id: e.eventId })}
        onEdit={() => setEditing(e)}
        deleteLabel={t('attendanceManual.remove', { id: e.eventId })}
        onDelete={() => setDeleting(e)}
      />
    ),
    dialogs: (
      <>
        <ManualEventDialog open={editing !== undefined} event={editing ?? null} onClose={() => setEditing(undefined)} />
        <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />
      </>
    ),
  };
}
