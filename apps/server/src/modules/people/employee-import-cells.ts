import { EMPLOYEE_IMPORT_COLUMNS, employeeRecordOf, foldSearch, headerIndex, headerKey, ROLES, type TEmployeeImportColumn, type TRole } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import type { TSnapshotRow } from './employee-import-repository.js';
import type { TEmployeeValues } from './employee-repository.js';

/**
 * The employee import's columns and how a cell is read: headers as the page and the
 * template show them in English or Arabic, or the internal names; yes/no, dates, languages,
 * genders, contract types and roles in either language; unit names in either language; a
 * stored person as import values. The row checks are in employee-import-plan.ts.
 */
export const IMPORT_COLUMNS = EMPLOYEE_IMPORT_COLUMNS;
export type TColumn = TEmployeeImportColumn;
export const REQUIRED_FOR_CREATE: TColumn[] = ['empCode', 'fullNameEn', 'fullNameAr'];

/** The employee form's label of a column (the same words HR sees on the form). */
const FORM_KEY: Partial<Record<TColumn, keyof typeof en.employees.form>> = { managerEmpCode: 'managerCode' };
const formLabel = (lang: typeof en, c: TColumn): string | undefined => {
  const k = FORM_KEY[c] ?? (c in lang.employees.form ? (c as keyof typeof en.employees.form) : undefined);
  return k ? lang.employees.form[k] : undefined;
};
/** Other names HR commonly writes. */
const EXTRA: Partial<Record<TColumn, string[]>> = {
  empCode: ['employee code', 'employee id', 'code', 'كود الموظف', 'رقم الموظف'],
  email: ['e-mail', 'email address', 'البريد الإلكتروني', 'الإيميل'],
  mobile: ['phone', 'mobile number', 'رقم الموبايل', 'الموبايل', 'رقم الهاتف', 'المحمول'],
  badge: ['badge', 'card number', 'رقم البطاقة'],
  managerEmpCode: ['manager code', 'كود المدير'],
  fullNameEn: ['name in english', 'english name', 'الاسم بالإنجليزية'],
  fullNameAr: ['name in arabic', 'arabic name', 'الاسم بالعربية'],
};
/** Every name a column answers to, in both languages. */
export const COLUMN_NAMES = Object.fromEntries(
  IMPORT_COLUMNS.map((c) => [c, [c, en.employeeImport.headers[c], ar.employeeImport.headers[c], formLabel(en, c), formLabel(ar, c), ...(EXTRA[c] ?? [])].filter((n): n is string => !!n)]),
) as Record<TColumn, string[]>;
export const columnByHeader = headerIndex(COLUMN_NAMES);
export const columnOf = (header: string): TColumn | undefined => columnByHeader.get(headerKey(header));

const words = <T extends string>(names: Record<T, readonly string[]>) => {
  const idx = headerIndex(names);
  return (s: string): T | undefined => idx.get(headerKey(s));
};
const both = (f: (l: typeof en) => string) => [f(en), f(ar as unknown as typeof en)];

export const readBool = words({
  yes: ['true', 'yes', 'y', '1', 'نعم', 'صح', 'صحيح', ...both((l) => l.employeeImport.template.yes)],
  no: ['false', 'no', 'n', '0', 'لا', 'خطأ', ...both((l) => l.employeeImport.template.no)],
});
export function parseBool(s: string): boolean | undefined {
  const b = readBool(s);
  return b === undefined ? undefined : b === 'yes';
}
export const readGender = words({
  male: ['male', 'm', 'man', 'ذكر', 'رجل', ...both((l) => l.employees.genders.male)],
  female: ['female', 'f', 'woman', 'أنثى', 'انثى', 'امرأة', ...both((l) => l.employees.genders.female)],
});
export const readContract = words({
  permanent: ['permanent', 'دائم', ...both((l) => l.employees.contractTypes.permanent)],
  fixed_term: ['fixed term', 'محدد المدة', ...both((l) => l.employees.contractTypes.fixed_term)],
  part_time: ['part time', 'دوام جزئي', ...both((l) => l.employees.contractTypes.part_time)],
  probation: ['probation', 'تحت الاختبار', ...both((l) => l.employees.contractTypes.probation)],
});
export const readLanguage = words({
  en: ['en', 'english', 'انجليزي', 'إنجليزي', ...both((l) => l.employeeImport.template.english)],
  ar: ['ar', 'arabic', 'عربي', ...both((l) => l.employeeImport.template.arabic)],
});
export const readRole = words(Object.fromEntries(ROLES.map((r) => [r, [r, ...both((l) => l.roles[r])]])) as Record<TRole, string[]>);

/** The template's example row: its company ID cell starts with one of these words. */
const EXAMPLE_WORDS = ['example', 'eg', 'مثال', ...both((l) => l.employeeImport.template.example)].map(headerKey);
export const isExampleCode = (s: string) => {
  const k = headerKey(s);
  return k !== '' && EXAMPLE_WORDS.some((w) => k.startsWith(w));
};

/** Days from 1899-12-30 (Excel's day 0) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;
const iso = (y: number, mo: number, d: number) => `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * A date cell: dd/mm/yyyy or d/m/yyyy as the portal shows dates (also with - or .), ISO
 * yyyy-mm-dd, an Excel date cell (read as yyyy-mm-dd) or an Excel serial number (a date cell
 * formatted as a number). Digits already ASCII. null when empty, undefined when not a date
 * (31/02/2025 included).
 */
export function parseDate(s: string): string | null | undefined {
  const v = s.trim();
  if (!v) return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]00:00(?::00(?:\.0+)?)?Z?)?$/.exec(v);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v))) [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if (/^\d{1,5}(?:\.\d+)?$/.test(v) && Number(v) >= 1) {
    // An Excel serial: 1 is 1900-01-01 (serials up to 2958465 are year 9999).
    const dt = new Date((Math.floor(Number(v)) - EXCEL_EPOCH_DAYS) * 86_400_000);
    return iso(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
  } else return undefined;
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return undefined;
  return iso(y, mo, d);
}

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

export type TImportValues = Omit<TEmployeeValues, 'managerId' | 'badge'> & { badge: string | null };

export const valuesOf = (r: TSnapshotRow): TImportValues => ({
  empCode: r.empCode,
  domainAccount: r.domainAccount,
  fullNameEn: r.fullNameEn,
  fullNameAr: r.fullNameAr,
  email: r.email,
  mobile: r.mobile,
  badge: r.badge,
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

/** The fields a row changes on a stored person, before and after (roles compared as a set). */
export function changedFields(old: Record<string, unknown>, now: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const norm = (k: string, v: unknown) => (k === 'roles' && Array.isArray(v) ? [...(v as string[])].sort() : (v ?? null));
  for (const k of Object.keys(now))
    if (JSON.stringify(norm(k, old[k])) !== JSON.stringify(norm(k, now[k]))) {
      before[k] = old[k] ?? null;
      after[k] = now[k] ?? null;
    }
  return { before, after };
}

/** Columns whose values are numbers, IDs, phones or dates: Arabic-Indic digits read as ASCII. */
export const DIGIT_COLUMNS = new Set<TColumn>(['empCode', 'managerEmpCode', 'mobile', 'badge', 'hireDate', 'birthDate', 'endDate', 'nationalId', 'socialInsuranceNo', 'contractStart', 'contractEnd', 'priorServiceMonths']);
export const DATE_COLUMNS = ['hireDate', 'birthDate', 'endDate', 'contractStart', 'contractEnd'] as const;

export const FIELD_TO_COLUMN: Record<string, TColumn> = {
  siteId: 'site',
  departmentId: 'department',
  sectionId: 'section',
  shiftId: 'shift',
  managerId: 'managerEmpCode',
};
