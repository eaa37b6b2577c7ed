import ExcelJS from 'exceljs';
import { EMPLOYEE_IMPORT_COLUMNS, ROLES, type TLang } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import type { Actor, Ctx } from '../../core/context.js';
import type { TColumn } from './employee-import-cells.js';
import * as importRepo from './employee-import-repository.js';
import { requireHrWriter } from './employee-import-service.js';

/** Columns Excel must keep as text: leading zeros and long numbers survive. */
const TEXT_COLUMNS = new Set<TColumn>(['empCode', 'managerEmpCode', 'mobile', 'badge', 'nationalId', 'socialInsuranceNo']);
const DATE_FORMAT = new Set<TColumn>(['hireDate', 'birthDate', 'endDate', 'contractStart', 'contractEnd']);
/** Rows the drop-down lists and formats cover under the header. */
const ROWS = 2000;

const colName = (n: number) => {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
};

/**
 * The XLSX template in one language: the header row as the import page shows it,
 * one example row (its company ID reads "Example 1042", so the import recognises and skips it
 * even when HR uploads the template untouched), drop-down lists for site, department, section,
 * shift, role, yes/no, gender, contract type and language filled from the organisation's
 * structure (names in that language, on a hidden "lists" sheet), date columns as dd/mm/yyyy and
 * ID and phone columns as text. The Arabic sheet reads right to left.
 */
export async function importTemplate(ctx: Ctx, actor: Actor, lang: TLang): Promise<Buffer> {
  requireHrWriter(actor);
  const t = lang === 'ar' ? (ar as unknown as typeof en) : en;
  const units = await importRepo.loadUnits(ctx.db);
  const name = (u: { nameEn: string; nameAr: string }) => (lang === 'ar' ? u.nameAr : u.nameEn);
  const tt = t.employeeImport.template;

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(tt.sheet, { views: [{ rightToLeft: lang === 'ar', state: 'frozen', ySplit: 1 }] });
  const lists = wb.addWorksheet(tt.lists, { state: 'veryHidden' });

  const listOf: Partial<Record<TColumn, string[]>> = {
    site: units.sites.map(name),
    department: units.departments.map(name),
    section: units.sections.map(name),
    shift: units.shifts.map(name),
    roles: ROLES.map((r) => t.roles[r]),
    disability: [tt.yes, tt.no],
    shortStature: [tt.yes, tt.no],
    hazardousWork: [tt.yes, tt.no],
    active: [tt.yes, tt.no],
    gender: [t.employees.genders.male, t.employees.genders.female],
    contractType: Object.values(t.employees.contractTypes),
    language: [tt.arabic, tt.english],
  };
  const ranges = new Map<TColumn, string>();
  let listCol = 0;
  for (const [c, values] of Object.entries(listOf) as [TColumn, string[]][]) {
    const unique = [...new Set(values.filter(Boolean))];
    if (!unique.length) continue;
    listCol++;
    unique.forEach((v, i) => (lists.getCell(i + 1, listCol).value = v));
    ranges.set(c, `'${tt.lists}'!$${colName(listCol)}$1:$${colName(listCol)}$${unique.length}`);
  }

  const section = units.sections[0];
  const dept = section ? units.departments.find((d) => d.id === section.departmentId) : units.departments[0];
  const example: Partial<Record<TColumn, ExcelJS.CellValue>> = {
    empCode: `${tt.example} 1042`,
    fullNameEn: en.employeeImport.template.exampleName,
    fullNameAr: ar.employeeImport.template.exampleName,
    email: 'ahmed.ali@example.com',
    mobile: '01012345678',
    badge: '1042',
    site: units.sites[0] ? name(units.sites[0]) : '',
    department: dept ? name(dept) : '',
    section: section ? name(section) : '',
    shift: units.shifts[0] ? name(units.shifts[0]) : '',
    roles: t.roles.employee,
    hireDate: new Date(Date.UTC(2025, 0, 15)),
    birthDate: new Date(Date.UTC(1990, 4, 20)),
    disability: tt.no,
    shortStature: tt.no,
    hazardousWork: tt.no,
    priorServiceMonths: 0,
    language: lang === 'ar' ? tt.arabic : tt.english,
    active: tt.yes,
    jobTitle: tt.exampleJob,
    gender: t.employees.genders.male,
    contractType: t.employees.contractTypes.permanent,
    contractStart: new Date(Date.UTC(2025, 0, 15)),
  };
  ws.addRow(EMPLOYEE_IMPORT_COLUMNS.map((c) => t.employeeImport.headers[c])).font = { bold: true };
  const ex = ws.addRow(EMPLOYEE_IMPORT_COLUMNS.map((c) => example[c] ?? null));
  ex.font = { italic: true, color: { argb: 'FF6B6B6B' } };
  ws.getCell(2, 1).note = tt.exampleNote;

  const validations = (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;
  EMPLOYEE_IMPORT_COLUMNS.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = Math.max(14, t.employeeImport.headers[c].length + 4);
    if (TEXT_COLUMNS.has(c)) col.numFmt = '@';
    if (DATE_FORMAT.has(c)) col.numFmt = 'dd/mm/yyyy';
    const range = ranges.get(c);
    if (range) {
      // A warning, not a stop: the other language's names and several roles (a | b) are read too.
      validations.add(`${colName(i + 1)}2:${colName(i + 1)}${ROWS + 1}`, {
        type: 'list',
        allowBlank: true,
        formulae: [range],
        showErrorMessage: c !== 'roles',
        errorStyle: 'warning',
      });
    }
  });
  // The header keeps the default text format (the column's @ would not matter there).
  ws.getRow(1).eachCell((cell) => (cell.numFmt = 'General'));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
