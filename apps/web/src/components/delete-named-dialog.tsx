import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** "Delete …?" for a named thing of HR's (a unit, shift, holiday, rotation pattern, crew); open while `name` is set. */
export function DeleteNamedDialog({
  name,
  pending,
  onConfirm,
  onClose,
}: {
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={name !== null}
      title={t('org.deleteTitle')}
      text={name !== null ? t('org.deleteText', { name }) : ''}
      confirmLabel={t('common.delete')}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
