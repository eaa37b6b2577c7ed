import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_IMPORT_COLUMNS, type TEmployeeImportResponse } from '@hr/shared';
import { SpreadsheetImport } from '@/components/spreadsheet-import';
import { useNotify } from '@/hooks/use-notify';
import { errorMessage } from '@/lib/errors';
import { downloadCsvText, readFileBase64 } from '@/lib/file-transfer';
import { useImportEmployees } from '../api/employees';

/** Upload a CSV/XLSX, check it (dry run), then import it all or nothing. */
export function EmployeeImport() {
  const { t } = useTranslation();
  const notify = useNotify();
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
  const columnLabel = (f: string | null) => (f && (EMPLOYEE_IMPORT_COLUMNS as readonly string[]).includes(f) ? f : (f ?? '—'));
  const errorCount = result?.errors.length ?? 0;

  return (
    <SpreadsheetImport
      testIdPrefix="import-"
      labels={{
        choose: t('employees.import.choose'),
        chosen: (name) => t('employees.import.chosen', { name }),
        noFile: t('employees.import.noFile'),
        check: t('employees.import.check'),
        apply: t('employees.import.apply'),
        working: t('employees.import.working'),
      }}
      file={file}
      onFile={(f) => {
        setFile(f);
        setResult(null);
        setError(null);
      }}
      pending={mutation.isPending}
      canApply={!!result && !result.applied && errorCount === 0}
      onCheck={() => void run(false)}
      onApply={() => void run(true)}
      error={error}
      result={
        result && (
          <Box sx={{ mt: 2 }} data-testid="import-result">
            <Typography role="status" data-testid="import-summary">
              {t('employees.import.summary', { rows: result.rows, toCreate: result.toCreate, toUpdate: result.toUpdate })}
            </Typography>
            {!result.applied && errorCount === 0 && (
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
        )
      }
      errors={{
        title: t('employees.import.errorsTitle', { count: errorCount }),
        notice: t('employees.import.fixFirst'),
        labels: { line: t('employees.import.line'), field: t('employees.import.field'), reason: t('employees.import.reason') },
        // The column and the value found in it: the list names what to fix (issue 17).
        rows: (result?.errors ?? []).map((e) => ({
          line: e.line,
          field: (
            <>
              <span dir="ltr">{columnLabel(e.field)}</span>
              {e.params?.value !== undefined && e.params.value !== '' && (
                <>
                  {' '}
                  <bdi data-testid="import-error-value">“{String(e.params.value)}”</bdi>
                </>
              )}
            </>
          ),
          reason: reason(e.reason, e.params),
        })),
        minWidth: 520,
      }}
      columns={{
        title: t('employees.import.columnsTitle'),
        intro: t('employees.import.columnsIntro'),
        template: { label: t('employees.import.template'), onClick: () => downloadCsvText(`${EMPLOYEE_IMPORT_COLUMNS.join(',')}\r\n`, 'employees-template.csv') },
        codes: true,
        items: EMPLOYEE_IMPORT_COLUMNS.map((c) => ({ key: c, term: c, help: t(`employees.import.columnHelp.${c}`) })),
      }}
    />
  );
}
