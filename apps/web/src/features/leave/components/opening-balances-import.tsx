import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TOpeningBalanceResult, TOpeningBalanceRow } from '@hr/shared';
import { ScrollableTableContainer } from '@/components/scrollable-table-container';
import { SpreadsheetImport } from '@/components/spreadsheet-import';
import { formatNumber, screenDigits } from '@/lib/digits';
import { errorMessage } from '@/lib/errors';
import { readFileBase64 } from '@/lib/file-transfer';
import { downloadOpeningTemplate, useImportOpeningBalances } from '../api/leave-admin-api';
import { useOrgToday } from '@/hooks/use-org-today';

const COLUMNS = ['empCode', 'leaveType', 'taken', 'remaining', 'note'] as const;
const REASON = /^(importErrors|validation|errors|openingBalances\.rowErrors)\.[A-Za-z_]+$/;

/** The Arabic variants of an error's names (`personAr`, `typeAr`…) in Arabic, the English ones otherwise. */
function localParams(params: Record<string, string | number> | undefined, ar: boolean): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params ?? {})) if (!k.endsWith('Ar')) out[k] = ar && params?.[`${k}Ar`] !== undefined ? params[`${k}Ar`] : v;
  return out;
}

/**
 * Opening balances for a company that starts mid-year: choose the year and a CSV or
 * XLSX file, check it (each row's balance now, the opening entry and the balance after, or the
 * rows with problems), then apply it in one go. The template comes in English and Arabic.
 */
export function OpeningBalancesImport() {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const days = (n: number) => formatNumber(n, 1, i18n.language);
  // The organisation's year: a browser on another clock (UTC at 22:30 on 31 December) would say last year.
  const thisYear = Number(useOrgToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TOpeningBalanceResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useImportOpeningBalances();

  const run = async (apply: boolean) => {
    if (!file) return;
    setError(null);
    try {
      setResult(await mutation.mutateAsync({ fileName: file.name, contentBase64: await readFileBase64(file), year, apply }));
    } catch (e) {
      setResult(null);
      setError(errorMessage(t, e));
    }
  };
  const reason = (key: string, params?: Record<string, string | number>) => (REASON.test(key) ? t(key as 'validation.invalid', localParams(params, ar)) : t('validation.invalid'));
  const columnLabel = (f: string | null) => (f && (COLUMNS as readonly string[]).includes(f) ? t(`openingBalances.columns.${f as (typeof COLUMNS)[number]}`) : (f ?? '—'));
  const status = (r: TOpeningBalanceRow) =>
    r.status === 'replace' ? t('openingBalances.statuses.replace', { days: days(r.previous ?? 0) }) : t(`openingBalances.statuses.${r.status}`);
  const ready = result && result.errorCount === 0 ? result : null;

  const download = (lang: 'en' | 'ar') => void downloadOpeningTemplate(lang).catch((e: unknown) => setError(errorMessage(t, e)));

  return (
    <>
      <TextField
        select
        label={t('openingBalances.year')}
        value={year}
        onChange={(e) => {
          setYear(Number(e.target.value));
          setResult(null);
        }}
        sx={{ mb: 3, minWidth: 160 }}
        slotProps={{ htmlInput: { 'data-testid': 'opening-year' } }}
      >
        {[thisYear - 1, thisYear, thisYear + 1].map((y) => (
          <MenuItem key={y} value={y}>
            {screenDigits(y)}
          </MenuItem>
        ))}
      </TextField>
      <SpreadsheetImport
        testIdPrefix="opening-"
        labels={{
          choose: t('attendanceImport.choose'),
          chosen: (name) => t('attendanceImport.chosen', { name }),
          noFile: t('attendanceImport.noFile'),
          check: t('attendanceImport.check'),
          apply: t('openingBalances.apply'),
          working: t('attendanceImport.checking'),
        }}
        file={file}
        onFile={(f) => {
          setFile(f);
          setResult(null);
          setError(null);
        }}
        pending={mutation.isPending}
        canApply={!!ready && !ready.applied && ready.rows.some((r) => r.status !== 'unchanged')}
        onCheck={() => void run(false)}
        onApply={() => void run(true)}
        error={error}
        result={
          ready && (
            <Box sx={{ mt: 2 }} data-testid="opening-result">
              {ready.applied ? (
                <Alert severity="success" data-testid="opening-applied">
                  {t('openingBalances.applied', { written: formatNumber(ready.written, 0, i18n.language), unchanged: formatNumber(ready.unchanged, 0, i18n.language) })}
                </Alert>
              ) : (
                <Typography role="status" data-testid="opening-summary">
                  {t('openingBalances.checked', { count: ready.rows.filter((r) => r.status !== 'unchanged').length })}
                </Typography>
              )}
              <ScrollableTableContainer label={t('openingBalances.preview.tableLabel')} hint>
                <Table size="small" aria-label={t('openingBalances.preview.tableLabel')} sx={{ mt: 2, minWidth: 760 }} data-testid="opening-rows">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('openingBalances.preview.line')}</TableCell>
                      <TableCell>{t('openingBalances.preview.person')}</TableCell>
                      <TableCell>{t('openingBalances.preview.type')}</TableCell>
                      <TableCell align="right">{t('openingBalances.preview.current')}</TableCell>
                      <TableCell align="right">{t('openingBalances.preview.adjustment')}</TableCell>
                      <TableCell align="right">{t('openingBalances.preview.after')}</TableCell>
                      <TableCell>{t('openingBalances.preview.status')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {ready.rows.map((r) => (
                      <TableRow key={r.line} data-testid="opening-row">
                        <TableCell>{screenDigits(r.line)}</TableCell>
                        <TableCell>
                          {ar ? r.fullNameAr : r.fullNameEn} <bdi>({screenDigits(r.empCode)})</bdi>
                        </TableCell>
                        <TableCell>{ar ? r.typeNameAr : r.typeNameEn}</TableCell>
                        <TableCell align="right">
                          <bdi>{days(r.current)}</bdi>
                        </TableCell>
                        <TableCell align="right" sx={{ fontWeight: 600 }}>
                          <bdi>{days(r.opening)}</bdi>
                        </TableCell>
                        <TableCell align="right">
                          <bdi>{days(r.after)}</bdi>
                        </TableCell>
                        <TableCell>
                          <Chip size="small" variant="outlined" color={r.status === 'unchanged' ? 'default' : 'primary'} label={status(r)} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </ScrollableTableContainer>
            </Box>
          )
        }
        errors={
          result
            ? {
                title: t('attendanceImport.errorsTitle', { count: result.errorCount }),
                notice: (
                  <>
                    {t('openingBalances.fixFirst')}
                    {result.errorCount > result.errors.length && (
                      <> {t('attendanceImport.errorsShown', { shown: formatNumber(result.errors.length, 0, i18n.language), count: formatNumber(result.errorCount, 0, i18n.language) })}</>
                    )}
                  </>
                ),
                labels: { line: t('attendanceImport.line'), field: t('attendanceImport.field'), reason: t('attendanceImport.reason') },
                rows: result.errors.map((e) => ({ line: e.line, field: columnLabel(e.field), reason: reason(e.reason, e.params) })),
                minWidth: 480,
              }
            : undefined
        }
        columns={{
          title: t('attendanceImport.columnsTitle'),
          intro: `${t('openingBalances.columnsIntro')} ${t('openingBalances.templateHint')}`,
          template: { label: t(ar ? 'openingBalances.templateAr' : 'openingBalances.templateEn'), onClick: () => download(ar ? 'ar' : 'en') },
          moreTemplates: [{ key: ar ? 'en' : 'ar', label: t(ar ? 'openingBalances.templateEn' : 'openingBalances.templateAr'), onClick: () => download(ar ? 'en' : 'ar') }],
          items: COLUMNS.map((c) => ({ key: c, term: t(`openingBalances.columns.${c}`), help: t(`openingBalances.help.${c}`) })),
        }}
      />
    </>
  );
}
