import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@hr/shared';
import { CompanyLogo } from '@/components/company-brand';
import { useNotify } from '@/hooks/use-notify';
import { usePublicSettings } from '@/hooks/use-public-settings';
import { useSetSetupDismissed, useSetupChecklist } from '@/hooks/use-setup-checklist';
import { errorMessage } from '@/lib/errors';
import { readFileBase64 } from '@/lib/file-transfer';
import { useRemoveLogo, useUploadLogo } from '../api/company-api';

/**
 * The company's logo (upload, replace, remove) and the setup checklist's place on the dashboard
 *, on the settings page. The server checks the image by its bytes; the size and the
 * declared type are checked here first so a wrong file is refused before it is sent.
 */
export function CompanyCard() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { logoUrl } = usePublicSettings();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const setup = useSetupChecklist(true);
  const setDismissed = useSetSetupDismissed();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    notify(message);
  };
  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) return fail(t('errors.LOGO_TOO_LARGE'));
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return fail(t('errors.LOGO_TYPE'));
    upload.mutate(await readFileBase64(file), {
      onSuccess: () => {
        setError(null);
        notify(t('company.logo.uploaded'), 'success');
      },
      onError: (e) => fail(errorMessage(t, e)),
    });
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setError(null);
        notify(t('company.logo.removed'), 'success');
      },
      onError: (e) => fail(errorMessage(t, e)),
    });
  const onRestore = () =>
    setDismissed.mutate(false, {
      onSuccess: () => notify(t('company.setup.restored'), 'success'),
      onError: (e) => notify(errorMessage(t, e)),
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="settings-company" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760, mt: 3 }}>
      <Typography variant="h2" id="settings-company" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('company.logo.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('company.logo.intro')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ minHeight: 64, minWidth: 120, display: 'flex', alignItems: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {logoUrl ? (
            <CompanyLogo height={56} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('company.logo.none')}
            </Typography>
          )}
        </Box>
        <Button variant="outlined" startIcon={<UploadIcon />} disabled={upload.isPending} onClick={() => input.current?.click()}>
          {logoUrl ? t('company.logo.replace') : t('company.logo.upload')}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          aria-label={logoUrl ? t('company.logo.replace') : t('company.logo.upload')}
          accept={LOGO_TYPES.join(',')}
          data-testid="logo-input"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        {logoUrl && (
          <Button color="error" onClick={onRemove} disabled={remove.isPending}>
            {t('company.logo.remove')}
          </Button>
        )}
      </Stack>
      {setup.data && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 0.5 }}>
            {t('company.setup.settingsTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {setup.data.dismissedAt ? t('company.setup.settingsHidden') : t('company.setup.settingsShown')}
          </Typography>
          {setup.data.dismissedAt && (
            <Button variant="outlined" onClick={onRestore} disabled={setDismissed.isPending}>
              {t('company.setup.restore')}
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
