import ExcelJS from 'exceljs';
import type { TLang } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { hasRole } from '../../core/policies.js';
import * as repo from './leave-repository.js';
import { OPENING_COLUMNS } from './opening-balance-plan.js';

/** Rows under the header the drop-down list and the number check cover. */
const ROWS = 2000;

/**
 * The opening balances' XLSX template in one language: the headers as the import reads
 * them, one example row (its company ID starts with "Example", so the import skips it), a
 * drop-down list of the leave types that have a balance of their own (names in that language, on a
 * hidden sheet), and the two day columns limited to 0–366. The Arabic sheet reads right to left.
 */
export async function openingTemplate(ctx: Ctx, actor: Actor, lang: TLang): Promise<Buffer> {
  if (!hasRole(actor, 'hr', 'admin')) throw new AppError('FORBIDDEN');
  const t = lang === 'ar' ? (ar as unknown as typeof en) : en;
  const o = t.openingBalances;
  const types = (await repo.listLeaveTypes(ctx.db, { activeOnly: true })).filter((x) => x.balanceTypeId === x.id);
  const names = types.map((x) => (lang === 'ar' ? x.nameAr : x.nameEn));

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(o.templateSheet, { views: [{ rightToLeft: lang === 'ar', state: 'frozen', ySplit: 1 }] });
  const lists = wb.addWorksheet(o.typesSheet, { state: 'veryHidden' });
  names.forEach((n, i) => (lists.getCell(i + 1, 1).value = n));
  ws.addRow(OPENING_COLUMNS.map((c) => o.columns[c])).font = { bold: true };
  ws.addRow([`${o.templateExample} 1042`, names[0] ?? '', 7.5, null, '']).font = { italic: true, color: { argb: 'FF6B6B6B' } };
  [14, 24, 22, 18, 36].forEach((w, i) => (ws.getColumn(i + 1).width = w));
  ws.getColumn(1).numFmt = '@';
  // One rule per range (not per cell): the file stays small and quick to write.
  const validations = (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;
  if (names.length) validations.add(`B2:B${ROWS + 1}`, { type: 'list', allowBlank: true, formulae: [`'${o.typesSheet}'!$A$1:$A$${names.length}`] });
  validations.add(`C2:D${ROWS + 1}`, { type: 'decimal', operator: 'between', allowBlank: true, formulae: [0, 366] });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
