import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const PARAGRAPHS = ['purpose', 'data', 'audit', 'account', 'contact'] as const;

/** The terms of use and privacy notice that sign-up asks the employee to accept. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="terms-dialog-title" data-testid="terms-dialog">
      <DialogTitle id="terms-dialog-title" component="h2">
        {t('auth.signUp.terms.title')}
      </DialogTitle>
      <DialogContent dividers>
        {PARAGRAPHS.map((p) => (
          <Typography key={p} sx={{ mb: 1.5, '&:last-of-type': { mb: 0 } }}>
            {t(`auth.signUp.terms.${p}`)}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
