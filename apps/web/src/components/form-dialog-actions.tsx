import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

/** Cancel and Save (a submit button) at the foot of a form dialog. */
export function FormDialogActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="submit" variant="contained" disabled={saving}>
        {t('common.save')}
      </Button>
    </DialogActions>
  );
}
