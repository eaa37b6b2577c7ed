import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvCell } from '../core/csv.js';

/**
 * CSV as RFC 4180: fields separated by commas, quoted with "…" when they hold a comma, a quote
 * ("" inside) or a line break; lines end with CRLF or LF. A UTF-8 byte-order mark is dropped.
 * Returns one array of fields per record.
 */
export function parseCsv(text: string): string[][] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      i++;
    } else if (c === ',') {
      record.push(field);
      field = '';
      i++;
    } else if (c === '\r' || c === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += c;
      i++;
    }
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const pad = (n: number) => String(n).padStart(2, '0');

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}

/** The first worksheet of an XLSX file, as rows of text (dates as yyyy-mm-dd). */
export async function parseXlsx(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) return [];
  const rows: string[][] = [];
  const width = ws.columnCount;
  for (let r = 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const out: string[] = [];
    for (let c = 1; c <= width; c++) out.push(cellText(row.getCell(c).value));
    rows.push(out);
  }
  return rows;
}

export const isXlsx = (buf: Buffer) => buf.length > 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04;

/** A CSV (UTF-8, with or without BOM) or XLSX file as rows of text; the first row is the header. */
export async function readSpreadsheet(buf: Buffer): Promise<string[][]> {
  return isXlsx(buf) ? parseXlsx(buf) : parseCsv(buf.toString('utf8'));
}

export type TCell = string | number | null;

/** A table to write as a file: a header row, then rows; `rightToLeft` for Arabic. */
export interface TSheetTable {
  title: string;
  header: readonly string[];
  rows: readonly (readonly TCell[])[];
  rightToLeft: boolean;
  /** Column widths in characters, from the first column (the rest keep the default). */
  widths?: readonly number[];
  /** Columns kept in view while scrolling sideways (names), besides the header row. */
  frozenColumns?: number;
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** UTF-8 CSV with a byte-order mark (so Excel reads Arabic) and CRLF line ends. */
export function writeCsv(t: Pick<TSheetTable, 'header' | 'rows'>): Buffer {
  const lines = [t.header, ...t.rows].map((r) => r.map(csvCell).join(','));
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Rows written between two turns of the event loop: about 10 ms of work at 47 columns. */
const XLSX_ROWS_PER_TURN = 500;

/**
 * One worksheet: bold header row, frozen header (and name columns), right to left when asked.
 * Written as a stream (ExcelJS's WorkbookWriter: each row is serialised and compressed as it is
 * committed, none kept) with a turn of the event loop every few hundred rows: the whole-workbook
 * writer built 20,000 rows in memory and zipped them in one go, so the process answered nobody
 * else for seconds (another user's page waited 3.4 s behind a month's sheet).
 */
export async function writeXlsx(t: TSheetTable): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  // Worksheet names: at most 31 characters, none of : \ / ? * [ ].
  const name = t.title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
  const ws = wb.addWorksheet(name, { views: [{ rightToLeft: t.rightToLeft, state: 'frozen', xSplit: t.frozenColumns ?? 0, ySplit: 1 }] });
  // Widths before the first row is committed: the streaming writer writes the columns out with it.
  if (t.widths) ws.columns = t.header.map((_, i) => ({ width: t.widths?.[i] }));
  const head = ws.addRow([...t.header]);
  head.font = { bold: true };
  head.commit();
  for (let i = 0; i < t.rows.length; i++) {
    ws.addRow([...t.rows[i]]).commit();
    if (i % XLSX_ROWS_PER_TURN === XLSX_ROWS_PER_TURN - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  ws.commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}
