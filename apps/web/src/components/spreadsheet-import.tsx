import { useId, useRef, type ReactNode } from 'react';
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
import { screenDigits } from '@/lib/digits';
import { ScrollableTableContainer } from './scrollable-table-container';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const titleSx = { fontSize: '1.1rem', fontWeight: 600 } as const;

export interface TSpreadsheetImportProps {
  /** Test ids are `<prefix>choose`, `<prefix>file`, `<prefix>file-name`, `<prefix>check`, `<prefix>apply`, `<prefix>errors`, `<prefix>error-row`, `<prefix>template`. */
  testIdPrefix: string;
  labels: { choose: string; chosen: (name: string) => string; noFile: string; check: string; apply: string; working: string };
  file: File | null;
  /** A file chosen (or none): the feature forgets its last result. */
  onFile: (file: File | null) => void;
  /** The check or the apply is on its way. */
  pending: boolean;
  /** Nothing can be chosen or checked (an import runs). */
  locked?: boolean;
  /** The last check allows applying. */
  canApply: boolean;
  onCheck: () => void;
  onApply: () => void;
  error: string | null;
  /** Below the file panel's buttons: the summary, the job's progress. */
  result?: ReactNode;
  /** The rows the check refused; the panel shows when there are any. */
  errors?: {
    title: string;
    notice: ReactNode;
    labels: { line: string; field: string; reason: string };
    /** The line number, or a text naming the row (and its person). */
    rows: { line: number | string; field: ReactNode; reason: string }[];
    minWidth: number;
  };
  columns: {
    title: string;
    intro: string;
    template: { label: string; onClick: () => void };
    /** Further templates (another language, another format), beside the first. */
    moreTemplates?: { key: string; label: string; onClick: () => void }[];
    /** The column names as codes (left to right, monospace) rather than words. */
    codes?: boolean;
    items: { key: string; term: string; help: ReactNode }[];
  };
}

/**
 * HR's spreadsheet import (employees, device logs): choose a CSV or XLSX, check it (a dry run
 * that lists every refused row with its line), then apply it all or nothing; below, the columns
 * it reads and a template to download. Texts, the result and the rules come from the feature.
 */
export function SpreadsheetImport(p: TSpreadsheetImportProps) {
  const ids = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const tid = (s: string) => `${p.testIdPrefix}${s}`;
  const { errors, columns } = p;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby={`${ids}-file-title`}>
        <Typography variant="h2" id={`${ids}-file-title`} sx={{ ...titleSx, mb: 2 }}>
          {p.labels.choose}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileRef.current?.click()} disabled={p.locked} data-testid={tid('choose')}>
            {p.labels.choose}
          </Button>
          <input
            ref={fileRef}
            hidden
            type="file"
            aria-label={p.labels.choose}
            accept={ACCEPT}
            data-testid={tid('file')}
            onChange={(e) => {
              p.onFile(e.target.files?.[0] ?? null);
              e.target.value = '';
            }}
          />
          <Typography data-testid={tid('file-name')} sx={{ overflowWrap: 'anywhere' }}>
            {p.file ? p.labels.chosen(p.file.name) : p.labels.noFile}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={!p.file || p.pending || p.locked} onClick={p.onCheck} data-testid={tid('check')}>
            {p.labels.check}
          </Button>
          <Button variant="contained" disabled={!p.file || p.pending || p.locked || !p.canApply} onClick={p.onApply} data-testid={tid('apply')}>
            {p.labels.apply}
          </Button>
        </Stack>
        <Box sx={{ height: 4, mt: 2 }}>{p.pending && <LinearProgress aria-label={p.labels.working} />}</Box>
        {p.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {p.error}
          </Alert>
        )}
        {p.result}
      </Paper>
      {errors && errors.rows.length > 0 && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={{ p: { xs: 2, sm: 3 }, pb: 1 }}>
            <Typography variant="h2" sx={titleSx}>
              {errors.title}
            </Typography>
            <Alert severity="warning" sx={{ mt: 1 }}>
              {errors.notice}
            </Alert>
          </Box>
          <ScrollableTableContainer label={errors.title} hint>
            <Table size="small" data-testid={tid('errors')} sx={{ minWidth: errors.minWidth }}>
              <TableHead>
                <TableRow>
                  <TableCell>{errors.labels.line}</TableCell>
                  <TableCell>{errors.labels.field}</TableCell>
                  <TableCell>{errors.labels.reason}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {errors.rows.map((e, i) => (
                  <TableRow key={i} data-testid={tid('error-row')}>
                    <TableCell>{typeof e.line === 'number' ? screenDigits(e.line) : e.line}</TableCell>
                    <TableCell>{e.field}</TableCell>
                    <TableCell>{e.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollableTableContainer>
        </Paper>
      )}
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby={`${ids}-cols`}>
        <Typography variant="h2" id={`${ids}-cols`} sx={{ ...titleSx, mb: 1 }}>
          {columns.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{columns.intro}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={columns.template.onClick} data-testid={tid('template')}>
            {columns.template.label}
          </Button>
          {columns.moreTemplates?.map((m) => (
            <Button key={m.key} variant="outlined" startIcon={<DownloadIcon />} onClick={m.onClick} data-testid={tid(`template-${m.key}`)}>
              {m.label}
            </Button>
          ))}
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1 }}>
          {columns.items.map((c) => (
            <Box key={c.key} sx={{ display: 'contents' }}>
              <Box component="dt" dir={columns.codes ? 'ltr' : undefined} sx={{ fontWeight: 600, textAlign: 'start', ...(columns.codes ? { fontFamily: 'monospace' } : {}) }}>
                {c.term}
              </Box>
              <Box component="dd" sx={{ m: 0, mb: columns.codes ? { xs: 1, sm: 0 } : { xs: 2, sm: 1 } }}>
                {c.help}
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}
