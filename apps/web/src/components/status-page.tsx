import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { StatusIllustration } from './illustrations/status-illustration';
import { RouterLinkBehavior } from './router-link';
import { DirectionalIcon } from './directional-icon';

/** The 404 (public) and 403 (inside the layout) pages: illustration, heading, text, way back. */
export function StatusPage({ kind }: { kind: '404' | '403' }) {
  const { t } = useTranslation();
  const page = kind === '404' ? 'notFound' : 'forbidden';
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 3, md: 6 }, px: 2, maxWidth: 560, mx: 'auto' }} data-testid={`status-${kind}`}>
      <StatusIllustration kind={kind} label={t(`pages.${page}.image`)} />
      <Typography variant="h1" sx={{ mt: 3, mb: 1 }}>
        {t(`pages.${page}.title`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t(`pages.${page}.text`)}</Typography>
      <Button
        variant="contained"
        LinkComponent={RouterLinkBehavior}
        href="/dashboard/default"
        startIcon={<DirectionalIcon icon={ArrowBack} />}
      >
        {t('common.backToDashboard')}
      </Button>
    </Box>
  );
}
