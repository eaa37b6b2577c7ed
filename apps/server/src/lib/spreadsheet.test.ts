import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from './spreadsheet.js';

/** The streamed workbook keeps what the whole-workbook writer gave: bold frozen header, frozen name columns, widths, right to left. */
describe('writeXlsx', () => {
  it('writes every row, a bold frozen header, the widths and the direction', async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => [i + 1, `شخص ${i + 1}`, i % 2 ? 'P' : '']);
    const buf = await writeXlsx({ title: 'Sheet: 2026/10 [all]', header: ['ID', 'Name', '01'], rows, rightToLeft: true, widths: [10, 28, 4], frozenColumns: 2 });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('Sheet  2026 10  all ');
    expect(ws.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', xSplit: 2, ySplit: 1 });
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.getColumn(2).width).toBe(28);
    expect(ws.rowCount).toBe(1204);
    expect(ws.getRow(1203).values).toEqual([undefined, 1202, 'شخص 1202', 'P']);
  });
});
