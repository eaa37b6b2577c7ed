import { EMPLOYEE_IMPORT_COLUMNS, employeeRecordOf, foldSearch, type TEmployeeImportColumn } from '@hr/shared';
import type { TSnapshotRow } from './employee-import-repository.js';
import type { TEmployeeValues } from './employee-repository.js';

/**
 * The employee import's columns and how a cell is read: headers, yes/no, dates in either form,
 * languages, unit names in either language, and a stored person as import values. The row
 * checks and the apply step are in employee-import-service.ts.
 */
/** The columns a file may have (EMPLOYEE_IMPORT_COLUMNS in @hr/shared). */
export const IMPORT_COLUMNS = EMPLOYEE_IMPORT_COLUMNS;
export type TColumn = TEmployeeImportColumn;
export const REQUIRED_FOR_CREATE: TColumn[] = ['empCode', 'fullNameEn', 'fullNameAr', 'email'];
export const normHeader = (h: string) => h.replace(/[\s_-]/g, '').toLowerCase();
export const columnByHeader = new Map<string, TColumn>(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));

const TRUE = new Set(['true', 'yes', 'y', '1', 'نعم', 'صح']);
const FALSE = new Set(['false', 'no', 'n', '0', 'لا', 'خطأ']);

export function parseBool(s: string): boolean | undefined {
  const v = s.trim().toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  return undefined;
}

/** yyyy-mm-dd, or dd/mm/yyyy as the portal shows dates; null when empty, undefined when unreadable. */
export function parseDate(s: string): string | null | undefined {
  const v = s.trim();
  if (!v) return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v))) [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else return undefined;
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return undefined;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Gender and contract type as HR writes them in a sheet, in either language. */
export const GENDER_WORDS: Record<string, string> = { male: 'male', m: 'male', man: 'male', 'ذكر': 'male', female: 'female', f: 'female', woman: 'female', 'أنثى': 'female', 'انثى': 'female' };
export const CONTRACT_WORDS: Record<string, string> = {
  permanent: 'permanent', 'fixed term': 'fixed_term', 'fixed-term': 'fixed_term', fixed_term: 'fixed_term', 'part time': 'part_time', 'part-time': 'part_time', part_time: 'part_time', probation: 'probation',
  'دائم': 'permanent', 'محدد المدة': 'fixed_term', 'دوام جزئي': 'part_time', 'تحت الاختبار': 'probation',
};
export const LANGS: Record<string, 'en' | 'ar'> = { en: 'en', english: 'en', ar: 'ar', arabic: 'ar', 'العربية': 'ar', 'عربي': 'ar', 'الإنجليزية': 'en' };

export interface TNamed {
  id: number;
  nameEn: string;
  nameAr: string;
}
export function nameIndex<T extends TNamed>(units: T[]) {
  const m = new Map<string, T[]>();
  for (const u of units)
    for (const k of new Set([foldSearch(u.nameEn), foldSearch(u.nameAr)])) {
      const list = m.get(k) ?? [];
      list.push(u);
      m.set(k, list);
    }
  return (name: string) => m.get(foldSearch(name)) ?? [];
}

export const valuesOf = (r: TSnapshotRow): Omit<TEmployeeValues, 'managerId'> => ({
  empCode: r.empCode,
  domainAccount: r.domainAccount,
  fullNameEn: r.fullNameEn,
  fullNameAr: r.fullNameAr,
  email: r.email,
  mobile: r.mobile,
  siteId: r.siteId,
  departmentId: r.departmentId,
  sectionId: r.sectionId,
  shiftId: r.shiftId,
  roles: r.roles,
  hireDate: r.hireDate,
  endDate: r.endDate,
  ...employeeRecordOf(r),
  birthDate: r.birthDate,
  disability: r.disability,
  language: r.language,
  active: r.active,
});

/** Columns whose values are numbers, IDs, phones or dates: Arabic-Indic digits read as ASCII. */
export const DIGIT_COLUMNS = new Set<TColumn>(['empCode', 'managerEmpCode', 'mobile', 'hireDate', 'birthDate', 'endDate', 'nationalId', 'socialInsuranceNo', 'contractStart', 'contractEnd']);

export const FIELD_TO_COLUMN: Record<string, TColumn> = {
  siteId: 'site',
  departmentId: 'department',
  sectionId: 'section',
  shiftId: 'shift',
  managerId: 'managerEmpCode',
};
