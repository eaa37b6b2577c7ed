import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_IMPORT_COLUMNS, isErrorCode, type TAttendanceImportColumn, type TAttendanceImportPreview } from '@hr/shared';
import { SpreadsheetImport } from '@/components/spreadsheet-import';
import { errorMessage } from '@/lib/errors';
import { downloadCsvText, readFileBase64 } from '@/lib/file-transfer';
import { formatNumber } from '@/lib/digits';
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
  const number = (n: number) => formatNumber(n, 0, i18n.language);
  const ids = useId();
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
    <SpreadsheetImport
      testIdPrefix="att-import-"
      labels={{
        choose: t('attendanceImport.choose'),
        chosen: (name) => t('attendanceImport.chosen', { name }),
        noFile: t('attendanceImport.noFile'),
        check: t('attendanceImport.check'),
        apply: t('attendanceImport.apply'),
        working: t('attendanceImport.checking'),
      }}
      file={file}
      onFile={(f) => {
        setFile(f);
        setPreview(null);
        setJobId(null);
        setError(null);
      }}
      pending={mutation.isPending}
      locked={running}
      canApply={!done && !!preview && preview.errorCount === 0 && preview.valid > 0}
      onCheck={() => void run(false)}
      onApply={() => void run(true)}
      error={error}
      result={
        <>
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
        </>
      }
      errors={
        preview
          ? {
              title: t('attendanceImport.errorsTitle', { count: preview.errorCount }),
              notice: (
                <>
                  {t('attendanceImport.fixFirst')}
                  {preview.errorCount > preview.errors.length && <> {t('attendanceImport.errorsShown', { shown: number(preview.errors.length), count: number(preview.errorCount) })}</>}
                </>
              ),
              labels: { line: t('attendanceImport.line'), field: t('attendanceImport.field'), reason: t('attendanceImport.reason') },
              rows: preview.errorCount > 0 ? preview.errors.map((e) => ({ line: e.line, field: columnLabel(e.field), reason: reason(e.reason, e.params) })) : [],
              minWidth: 360,
            }
          : undefined
      }
      columns={{
        title: t('attendanceImport.columnsTitle'),
        intro: t('attendanceImport.columnsIntro'),
        template: {
          label: t('attendanceImport.template'),
          onClick: () => downloadCsvText(`${ATTENDANCE_IMPORT_COLUMNS.map((c) => t(`attendanceImport.columns.${c}`)).join(',')}\r\n`, 'attendance-template.csv'),
        },
        items: ATTENDANCE_IMPORT_COLUMNS.map((c) => ({
          key: c,
          term: t(`attendanceImport.columns.${c}`),
          help: (
            <>
              {t(`attendanceImport.columnHelp.${c}`)}
              <Examples label={t('attendanceImport.headers')} items={EXAMPLES[c].headers} />
              <Examples label={t('attendanceImport.values')} items={EXAMPLES[c].values} />
            </>
          ),
        })),
      }}
    />
  );
}
