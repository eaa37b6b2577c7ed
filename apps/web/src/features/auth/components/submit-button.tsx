import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A full-width submit button that shows a spinner (and stays named) while the call runs. */
export function SubmitButton({ pending, children, ...props }: ButtonProps & { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={pending}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size={20} color="inherit" aria-label={t('common.loading')} /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
