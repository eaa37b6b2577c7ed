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
import { EMPLOYEE_IMPORT_COLUMNS, type TEmployeeImportResponse } from '@hr/shared';
import { ScrollableTableContainer } from '@/components/scrollable-table-container';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { downloadCsvText, readFileBase64 } from '@/lib/file-transfer';
import { useImportEmployees } from '../api/employees';

/** Upload a CSV/XLSX, check it (dry run), then import it all or nothing. */
export function EmployeeImport() {
  const { t } = useTranslation();
  const notify = useNotify();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const mutation = useImportEmployees();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TEmployeeImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (apply: boolean) => {
    if (!file) return;
    setError(null);
    try {
      const contentBase64 = await readFileBase64(file);
      const r = await mutation.mutateAsync({ fileName: file.name, contentBase64, apply });
      setResult(r);
      if (r.applied) {
        notify(t('employees.import.done', { toCreate: r.toCreate, toUpdate: r.toUpdate }), 'success');
        setFile(null);
      }
    } catch (err) {
      setResult(null);
      setError(errorMessage(t, err));
    }
  };

  const reason = (key: string, params?: Record<string, string | number>) =>
    /^(importErrors|validation|errors)\.[A-Za-z_]+$/.test(key) ? t(key as 'validation.invalid', params ?? {}) : t('validation.invalid');
  const columnLabel = (f: string | null) =>
    f && (EMPLOYEE_IMPORT_COLUMNS as readonly string[]).includes(f) ? f : (f ?? '—');

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby={`${inputId}-file-title`}>
        <Typography variant="h2" id={`${inputId}-file-title`} sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 2 }}>
          {t('employees.import.choose')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileRef.current?.click()} data-testid="import-choose">
            {t('employees.import.choose')}
          </Button>
          <input
            ref={fileRef}
            hidden
            type="file"
            aria-label={t('employees.import.choose')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="import-file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
              setError(null);
              e.target.value = '';
            }}
          />
          <Typography data-testid="import-file-name" sx={{ overflowWrap: 'anywhere' }}>
            {file ? t('employees.import.chosen', { name: file.name }) : t('employees.import.noFile')}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={!file || mutation.isPending} onClick={() => void run(false)} data-testid="import-check">
            {t('employees.import.check')}
          </Button>
          <Button
            variant="contained"
            disabled={!file || mutation.isPending || !result || result.applied || result.errors.length > 0}
            onClick={() => void run(true)}
            data-testid="import-apply"
          >
            {t('employees.import.apply')}
          </Button>
        </Stack>
        <Box sx={{ height: 4, mt: 2 }}>{mutation.isPending && <LinearProgress aria-label={t('employees.import.working')} />}</Box>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {result && (
          <Box sx={{ mt: 2 }} data-testid="import-result">
            <Typography role="status" data-testid="import-summary">
              {t('employees.import.summary', { rows: result.rows, toCreate: result.toCreate, toUpdate: result.toUpdate })}
            </Typography>
            {!result.applied && result.errors.length === 0 && (
              <Alert severity="success" sx={{ mt: 2 }}>
                {t('employees.import.ready')}
              </Alert>
            )}
            {result.applied && (
              <Alert severity="success" sx={{ mt: 2 }} data-testid="import-done">
                {t('employees.import.done', { toCreate: result.toCreate, toUpdate: result.toUpdate })}
              </Alert>
            )}
          </Box>
        )}
      </Paper>
      {result && result.errors.length > 0 && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={{ p: { xs: 2, sm: 3 }, pb: 1 }}>
            <Typography variant="h2" id={`${inputId}-errors`} sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
              {t('employees.import.errorsTitle', { count: result.errors.length })}
            </Typography>
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t('employees.import.fixFirst')}
            </Alert>
          </Box>
          <ScrollableTableContainer label={t('employees.import.errorsTitle', { count: result.errors.length })} hint>
            <Table size="small" data-testid="import-errors" sx={{ minWidth: 520 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('employees.import.line')}</TableCell>
                  <TableCell>{t('employees.import.field')}</TableCell>
                  <TableCell>{t('employees.import.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.errors.map((e, i) => (
                  <TableRow key={i} data-testid="import-error-row">
                    <TableCell>{e.line}</TableCell>
                    <TableCell>
                      <span dir="ltr">{columnLabel(e.field)}</span>
                    </TableCell>
                    <TableCell>{reason(e.reason, e.params)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollableTableContainer>
        </Paper>
      )}
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby={`${inputId}-cols`}>
        <Typography variant="h2" id={`${inputId}-cols`} sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
          {t('employees.import.columnsTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('employees.import.columnsIntro')}</Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadCsvText(`${EMPLOYEE_IMPORT_COLUMNS.join(',')}\r\n`, 'employees-template.csv')} sx={{ mb: 2 }} data-testid="import-template">
          {t('employees.import.template')}
        </Button>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1 }}>
          {EMPLOYEE_IMPORT_COLUMNS.map((c) => (
            <Box key={c} sx={{ display: 'contents' }}>
              <Box component="dt" dir="ltr" sx={{ fontFamily: 'monospace', fontWeight: 600, textAlign: 'start' }}>
                {c}
              </Box>
              <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {t(`employees.import.columnHelp.${c}`)}
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}
