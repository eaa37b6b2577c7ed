import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_IMPORT_COLUMNS, isErrorCode, type TAttendanceImportColumn, type TAttendanceImportPreview } from '@hr/shared';
import { ScrollableTableContainer } from '@/components/scrollable-table-container';
import { errorMessage } from '@/lib/errors';
import { downloadCsvText, readFileBase64 } from '@/lib/file-transfer';
import { useImportAttendance, useImportJob } from '../api/hr-attendance-api';

/** Headers and values the import reads, shown as examples (each read in its own direction). */
const EXAMPLES: Record<TAttendanceImportColumn, { headers: string[]; values: string[] }> = {
  empCode: { headers: ['Company ID', 'User ID', 'رقم الموظف'], values: ['1005'] },
  eventType: { headers: ['Event type', 'نوع الحركة'], values: ['in', 'out', 'Sign in', 'Sign out', 'حضور', 'انصراف'] },
  eventTime: { headers: ['Event time', 'وقت الحركة'], values: ['2026-03-02T08:01:00+02:00', '02/03/2026 16:05', '02/03/2026 04:05 PM', '02/03/2026 04:05 م'] },
};

const ARABIC_WORD = /^[\u0600-\u06FF\s]+$/;

function Examples({ label, items }: { label: string; items: string[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mt: 0.5 }}>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}:
      </Typography>
      {items.map((x) => (
        // Times and codes read left to right in Arabic too (as dd/MM/yyyy does everywhere); words in their own script.
        <Box key={x} component="span" dir={ARABIC_WORD.test(x) ? 'rtl' : 'ltr'} sx={{ px: 0.75, borderRadius: 1, bgcolor: 'action.hover', fontSize: '0.85rem', unicodeBidi: 'isolate' }}>
          {x}
        </Box>
      ))}
    </Box>
  );
}

const REASON = /^(importErrors|validation|errors|attendanceImport\.rowErrors)\.[A-Za-z_]+$/;

/** Upload device logs, check them (every bad row with its line), then import all or nothing while a bar shows the progress. */
export function AttendanceImport() {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language === 'ar' ? 'ar-EG-u-nu-latn' : 'en');
  const ids = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const mutation = useImportAttendance();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TAttendanceImportPreview | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const job = useImportJob(jobId);
  const running = jobId !== null && (!job.data || job.data.state === 'running');

  const run = async (apply: boolean) => {
    if (!file) return;
    setError(null);
    if (!apply) setJobId(null);
    try {
      const contentBase64 = await readFileBase64(file);
      const r = await mutation.mutateAsync({ fileName: file.name, contentBase64, apply });
      setPreview(r.preview);
      if (r.job) setJobId(r.job.id);
    } catch (err) {
      setPreview(null);
      setError(errorMessage(t, err));
    }
  };

  const reason = (key: string, params?: Record<string, string | number>) => (REASON.test(key) ? t(key as 'validation.invalid', params ?? {}) : t('validation.invalid'));
  const columnLabel = (f: string | null) =>
    f && (ATTENDANCE_IMPORT_COLUMNS as readonly string[]).includes(f) ? t(`attendanceImport.columns.${f as TAttendanceImportColumn}`) : (f ?? '—');
  const done = job.data?.state === 'done' ? job.data : null;
  const failed = job.data?.state === 'failed' ? job.data : null;
  const progress = job.data && job.data.total > 0 ? Math.round((job.data.processed / job.data.total) * 100) : 0;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby={`${ids}-file-title`}>
        <Typography variant="h2" id={`${ids}-file-title`} sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 2 }}>
          {t('attendanceImport.choose')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileRef.current?.click()} disabled={running} data-testid="att-import-choose">
            {t('attendanceImport.choose')}
          </Button>
          <input
            ref={fileRef}
            hidden
            type="file"
            aria-label={t('attendanceImport.choose')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="att-import-file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPreview(null);
              setJobId(null);
              setError(null);
              e.target.value = '';
            }}
          />
          <Typography data-testid="att-import-file-name" sx={{ overflowWrap: 'anywhere' }}>
            {file ? t('attendanceImport.chosen', { name: file.name }) : t('attendanceImport.noFile')}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={!file || mutation.isPending || running} onClick={() => void run(false)} data-testid="att-import-check">
            {t('attendanceImport.check')}
          </Button>
          <Button
            variant="contained"
            disabled={!file || mutation.isPending || running || !!done || !preview || preview.errorCount > 0 || preview.valid === 0}
            onClick={() => void run(true)}
            data-testid="att-import-apply"
          >
            {t('attendanceImport.apply')}
          </Button>
        </Stack>
        <Box sx={{ height: 4, mt: 2 }}>{mutation.isPending && <LinearProgress aria-label={t('attendanceImport.checking')} />}</Box>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {preview && (
          <Box sx={{ mt: 2 }} data-testid="att-import-result">
            <Typography role="status" data-testid="att-import-summary">
              {t('attendanceImport.summary', { rows: number(preview.rows), valid: number(preview.valid), errors: number(preview.errorCount) })}
            </Typography>
            {preview.errorCount === 0 && jobId === null && (
              <Alert severity="success" sx={{ mt: 2 }}>
                {t('attendanceImport.ready')}
              </Alert>
            )}
          </Box>
        )}
        {jobId !== null && job.data && (
          <Box sx={{ mt: 2 }} data-testid="att-import-job">
            {running && (
              <>
                <Typography id={`${ids}-progress`} role="status">
                  {t('attendanceImport.progress', { processed: number(job.data.processed), total: number(job.data.total) })}
                </Typography>
                <LinearProgress variant="determinate" value={progress} aria-labelledby={`${ids}-progress`} sx={{ mt: 1, height: 8, borderRadius: 1 }} />
              </>
            )}
            {done && (
              <Alert severity="success" data-testid="att-import-done">
                {t('attendanceImport.done', { inserted: number(done.inserted), duplicates: number(done.duplicates) })}
              </Alert>
            )}
            {failed && (
              <Alert severity="error" role="alert">
                {t('attendanceImport.failed', { reason: t(`errors.${isErrorCode(failed.error) ? failed.error : 'INTERNAL'}`) })}
              </Alert>
            )}
          </Box>
        )}
        {job.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(t, job.error)}
          </Alert>
        )}
      </Paper>
      {preview && preview.errorCount > 0 && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={{ p: { xs: 2, sm: 3 }, pb: 1 }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
              {t('attendanceImport.errorsTitle', { count: preview.errorCount })}
            </Typography>
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t('attendanceImport.fixFirst')}
              {preview.errorCount > preview.errors.length && <> {t('attendanceImport.errorsShown', { shown: number(preview.errors.length), count: number(preview.errorCount) })}</>}
            </Alert>
          </Box>
          <ScrollableTableContainer label={t('attendanceImport.errorsTitle', { count: preview.errorCount })} hint>
            <Table size="small" data-testid="att-import-errors" sx={{ minWidth: 360 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('attendanceImport.line')}</TableCell>
                  <TableCell>{t('attendanceImport.field')}</TableCell>
                  <TableCell>{t('attendanceImport.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.errors.map((e, i) => (
                  <TableRow key={i} data-testid="att-import-error-row">
                    <TableCell>{e.line}</TableCell>
                    <TableCell>{columnLabel(e.field)}</TableCell>
                    <TableCell>{reason(e.reason, e.params)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollableTableContainer>
        </Paper>
      )}
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby={`${ids}-cols`}>
        <Typography variant="h2" id={`${ids}-cols`} sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
          {t('attendanceImport.columnsTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('attendanceImport.columnsIntro')}</Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => downloadCsvText(`${ATTENDANCE_IMPORT_COLUMNS.map((c) => t(`attendanceImport.columns.${c}`)).join(',')}\r\n`, 'attendance-template.csv')}
          sx={{ mb: 2 }}
          data-testid="att-import-template"
        >
          {t('attendanceImport.template')}
        </Button>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1 }}>
          {ATTENDANCE_IMPORT_COLUMNS.map((c) => (
            <Box key={c} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600, textAlign: 'start' }}>
                {t(`attendanceImport.columns.${c}`)}
              </Box>
              <Box component="dd" sx={{ m: 0, mb: { xs: 2, sm: 1 } }}>
                {t(`attendanceImport.columnHelp.${c}`)}
                <Examples label={t('attendanceImport.headers')} items={EXAMPLES[c].headers} />
                <Examples label={t('attendanceImport.values')} items={EXAMPLES[c].values} />
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}
