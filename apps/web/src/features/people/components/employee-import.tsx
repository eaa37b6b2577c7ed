import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_IMPORT_COLUMNS, type TEmployeeImportResponse } from '@hr/shared';
import { SpreadsheetImport } from '@/components/spreadsheet-import';
import { useLanguage } from '@/hooks/use-language';
import { useNotify } from '@/hooks/use-notify';
import { screenDigits } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { downloadCsvText, readFileBase64 } from '@/lib/file-transfer';
import { useImportEmployees } from '../api/employees';
import { downloadImportTemplate } from '../api/employee-imports';
import { EmployeeImportHistory } from './employee-import-history';

type TParams = Record<string, string | number>;
const isColumn = (f: string | null | undefined): f is (typeof EMPLOYEE_IMPORT_COLUMNS)[number] => !!f && (EMPLOYEE_IMPORT_COLUMNS as readonly string[]).includes(f);
/** A value from the file inside a sentence: isolated, so it reads in its own direction. */
const isolate = (v: string | number) => `\u2068${v}\u2069`;

/**
 * Upload a CSV/XLSX, check it (dry run), then import it all or nothing: headers as the
 * page lists them in either language, templates in both languages, errors that name the row's
 * person, and the import history with undo below.
 */
export function EmployeeImport() {
  const { t } = useTranslation();
  const { language } = useLanguage();
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
        notify(t('employeeImport.done', counts(r)), 'success');
        setFile(null);
      }
    } catch (err) {
      setResult(null);
      setError(errorMessage(t, err));
    }
  };
  const download = (lang: 'en' | 'ar') => () => void downloadImportTemplate(lang).catch((e: unknown) => setError(errorMessage(t, e)));

  const n = (x: number) => screenDigits(x, language);
  const counts = (r: TEmployeeImportResponse) => ({ rows: n(r.rows), toCreate: n(r.toCreate), toUpdate: n(r.toUpdate), unchanged: n(r.unchanged) });
  const header = (c: string) => (isColumn(c) ? t(`employeeImport.headers.${c}`) : c);
  const reason = (key: string, params: TParams = {}) => {
    if (!/^(importErrors|validation|errors|employeeImport\.errors)\.[A-Za-z_]+$/.test(key)) return t('validation.invalid');
    const p: TParams = { ...params };
    if (p.value !== undefined) p.value = isolate(p.value);
    if (p.columns !== undefined) p.columns = isolate(p.columns);
    if (typeof p.column === 'string') p.column = header(p.column);
    if (key === 'employeeImport.errors.unknownColumns') p.accepted = EMPLOYEE_IMPORT_COLUMNS.map(header).join(language === 'ar' ? '، ' : ', ');
    return t(key as 'validation.invalid', p);
  };
  /** "Row 7 (1042 Ahmed Ali)": the row and whom it is about. */
  const rowName = (line: number, params?: TParams) => {
    const person = language === 'ar' ? (params?.personAr ?? params?.person) : params?.person;
    return screenDigits(person ? t('employeeImport.rowPerson', { line, person: isolate(person) }) : t('employeeImport.row', { line }), language);
  };
  /** Reasons that say the value themselves; the others get it beside the column's name. */
  const saysValue = (key: string) => key.startsWith('employeeImport.errors.') || key === 'importErrors.unknownValue';
  const errorCount = result?.errors.length ?? 0;
  const other = language === 'ar' ? 'en' : 'ar';

  return (
    <Stack spacing={3}>
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
        canApply={!!result && !result.applied && errorCount === 0 && result.toCreate + result.toUpdate > 0}
        onCheck={() => void run(false)}
        onApply={() => void run(true)}
        error={error}
        result={
          result && (
            <Box sx={{ mt: 2 }} data-testid="import-result">
              <Typography role="status" data-testid="import-summary">
                {t('employeeImport.summary', counts(result))}
              </Typography>
              {result.notes.map((note) => (
                <Alert severity="info" sx={{ mt: 2 }} key={`${note.line}-${note.reason}`} data-testid="import-note">
                  {`${rowName(note.line)}: ${reason(note.reason)}`}
                </Alert>
              ))}
              {!result.applied && errorCount === 0 && result.toCreate + result.toUpdate > 0 && (
                <Alert severity="success" sx={{ mt: 2 }}>
                  {t('employees.import.ready')}
                </Alert>
              )}
              {result.applied && (
                <Alert severity="success" sx={{ mt: 2 }} data-testid="import-done">
                  {t('employeeImport.done', counts(result))}
                </Alert>
              )}
            </Box>
          )
        }
        errors={{
          title: t('employees.import.errorsTitle', { count: errorCount }),
          notice: t('employees.import.fixFirst'),
          labels: { line: t('employees.import.line'), field: t('employees.import.field'), reason: t('employees.import.reason') },
          rows: (result?.errors ?? []).map((e) => ({
            line: rowName(e.line, e.params),
            field: (
              <>
                {e.field ? header(e.field) : '—'}
                {!saysValue(e.reason) && e.params?.value !== undefined && e.params.value !== '' && (
                  <>
                    {' '}
                    <bdi data-testid="import-error-value">“{String(e.params.value)}”</bdi>
                  </>
                )}
              </>
            ),
            reason: reason(e.reason, e.params),
          })),
          minWidth: 640,
        }}
        columns={{
          title: t('employees.import.columnsTitle'),
          intro: t('employeeImport.columnsIntro'),
          template: { label: t(language === 'ar' ? 'employeeImport.templateAr' : 'employeeImport.templateEn'), onClick: download(language) },
          moreTemplates: [
            { key: other, label: t(other === 'ar' ? 'employeeImport.templateAr' : 'employeeImport.templateEn'), onClick: download(other) },
            { key: 'csv', label: t('employeeImport.templateCsv'), onClick: () => downloadCsvText(`${EMPLOYEE_IMPORT_COLUMNS.map((c) => t(`employeeImport.headers.${c}`)).join(',')}\r\n`, `employees-template-${language}.csv`) },
          ],
          items: EMPLOYEE_IMPORT_COLUMNS.map((c) => ({
            key: c,
            term: header(c),
            help: (
              <>
                {t(`employees.import.columnHelp.${c}`)}{' '}
                <Box component="code" dir="ltr" sx={{ color: 'text.secondary' }}>
                  ({c})
                </Box>
              </>
            ),
          })),
        }}
      />
      <EmployeeImportHistory />
    </Stack>
  );
}
