import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/hooks/use-notify';
import type { TDownloadProgress } from '@/lib/download-file';
import { errorMessage } from '@/lib/errors';
import { downloadReport, type TReportKind } from '../api/reports-api';

type TState = { phase: 'idle' } | { phase: 'preparing' } | { phase: 'downloading'; percent: number | null } | { phase: 'done' } | { phase: 'error'; message: string };

/**
 * CSV and XLSX buttons of a report, with the table's filters, in the page's language. While a
 * file is made the bar runs (indeterminate until the server answers, then the share of its
 * Content-Length received so far), and a live status line says the same in words.
 */
export function ExportButtons({ kind, params }: { kind: TReportKind; params: Record<string, string | number | undefined> }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [state, setState] = useState<TState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const busy = state.phase === 'preparing' || state.phase === 'downloading';

  const run = async (format: 'csv' | 'xlsx') => {
    abort.current?.abort();
    const ctl = new AbortController();
    abort.current = ctl;
    setState({ phase: 'preparing' });
    const onProgress = ({ received, total }: TDownloadProgress) =>
      setState({ phase: 'downloading', percent: total ? Math.min(100, Math.round((received / total) * 100)) : null });
    try {
      await downloadReport(kind, { ...params, format, lang: i18n.language === 'ar' ? 'ar' : 'en' }, { onProgress, signal: ctl.signal });
      setState({ phase: 'done' });
      notify(t('reports.export.done'), 'success');
    } catch (e) {
      if (!ctl.signal.aborted) setState({ phase: 'error', message: errorMessage(t, e) });
    }
  };

  const percent = state.phase === 'done' ? 100 : state.phase === 'downloading' ? state.percent : null;
  const status =
    state.phase === 'preparing' || (state.phase === 'downloading' && state.percent === null)
      ? t('reports.export.preparing')
      : state.phase === 'downloading'
        ? t('reports.export.downloading', { percent: state.percent })
        : state.phase === 'done'
          ? t('reports.export.done')
          : '';
  return (
    <Box sx={{ minWidth: { sm: 260 } }} data-testid={`export-${kind}`}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: { sm: 'flex-end' } }}>
        <Button variant="outlined" size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void run('csv')} data-testid="export-csv">
          {t('reports.export.csv')}
        </Button>
        <Button variant="outlined" size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void run('xlsx')} data-testid="export-xlsx">
          {t('reports.export.xlsx')}
        </Button>
      </Stack>
      <Box sx={{ mt: 1, minHeight: 24 }}>
        {state.phase !== 'idle' && state.phase !== 'error' && (
          <>
            <LinearProgress
              aria-label={t('reports.export.progressLabel')}
              variant={percent === null ? 'indeterminate' : 'determinate'}
              value={percent ?? undefined}
              data-testid="export-progress"
              data-phase={state.phase}
            />
            <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }} data-testid="export-status">
              {status}
            </Typography>
          </>
        )}
        {state.phase === 'error' && (
          <Alert severity="error" sx={{ py: 0 }}>
            {state.message}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
