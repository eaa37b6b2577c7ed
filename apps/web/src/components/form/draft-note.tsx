import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TFormDraft } from '@/hooks/use-form-draft';

/** Says that an unsent request's draft was put back (hooks/use-form-draft.ts), with "Start over". */
export function DraftNote({ draft, sx }: { draft: TFormDraft; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  if (!draft.restored) return null;
  return (
    <Alert
      severity="info"
      sx={[{ '& .MuiAlert-action': { alignItems: 'center', py: 0 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      data-testid="draft-note"
      action={
        <Button color="inherit" onClick={draft.discard} sx={{ whiteSpace: 'nowrap' }} data-testid="draft-start-over">
          {t('formDraft.startOver')}
        </Button>
      }
    >
      {t('formDraft.restored')}
    </Alert>
  );
}
