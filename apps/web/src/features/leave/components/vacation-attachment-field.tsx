import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

/**
 * The leave request's attachment (PDF or image): choose, show its name, remove; marked required
 * when the quote says the type needs one for these days. `error` is already translated.
 */
export function VacationAttachmentField({
  helpId,
  attachment,
  required,
  error,
  onPick,
  onRemove,
}: {
  helpId: string;
  attachment: { fileName: string } | null | undefined;
  required: boolean;
  error: string | undefined;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Typography component="p" sx={{ fontWeight: 500, mb: 1 }}>
        {t('vacations.form.attachment')}
        {required && ' *'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => fileRef.current?.click()} aria-describedby={helpId}>
          {t('vacations.form.attachmentChoose')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          hidden
          accept="application/pdf,image/*"
          data-testid="vacation-file"
          onChange={(e) => {
            onPick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {attachment && (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0, maxWidth: '100%' }}>
            <Chip label={attachment.fileName} sx={{ maxWidth: '100%' }} data-testid="vacation-file-name" />
            <IconButton aria-label={t('vacations.form.attachmentRemove', { name: attachment.fileName })} onClick={onRemove}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      </Box>
      <FormHelperText id={helpId} error={!!error}>
        {error ?? (required ? t('vacations.form.attachmentRequired') : t('vacations.form.attachmentOptional'))}
      </FormHelperText>
    </Box>
  );
}
