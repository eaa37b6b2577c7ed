import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { useNotify } from './use-notify';

/**
 * Delete after a confirmation, keeping the server's refusal (a unit or a type still in use) on the
 * page with the item's name, and in a snackbar: the shared flow of the HR tables.
 */
export function useConfirmedDelete<T extends { id: number }>(opts: {
  remove: { mutate: (id: number, handlers: { onSuccess: () => void; onError: (e: unknown) => void; onSettled: () => void }) => void };
  name: (item: T) => string;
  deletedMessage: string;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const confirmDelete = () => {
    if (!toDelete) return;
    const item = toDelete;
    opts.remove.mutate(item.id, {
      onSuccess: () => {
        setDeleteError(null);
        notify(opts.deletedMessage, 'success');
      },
      onError: (e) => {
        const message = `${opts.name(item)}: ${errorMessage(t, e)}`;
        setDeleteError(message);
        notify(message);
      },
      onSettled: () => setToDelete(null),
    });
  };
  return { toDelete, setToDelete, deleteError, setDeleteError, confirmDelete };
}
