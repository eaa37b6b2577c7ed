import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';

/** One dashboard card: a heading, then loading, the error, the empty line or the content. */
export function Widget({
  id,
  title,
  query,
  empty = null,
  sx,
  children,
}: {
  id: string;
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  empty?: string | null;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-title`} data-testid={id} sx={[{ height: '100%', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <CardContent>
        <Typography variant="h2" id={`${id}-title`} sx={{ mb: 1.5, fontSize: '1.125rem' }}>
          {title}
        </Typography>
        {query.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={t('common.loading')} />
          </Box>
        ) : query.isError ? (
          <Typography color="error" role="alert">
            {errorMessage(t, query.error)}
          </Typography>
        ) : empty ? (
          <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
