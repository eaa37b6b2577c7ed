import { EMPLOYEE_IMPORT_MAX_CELL, nationalIdMismatch, normalizeDigits, normalizeMobile, parseMobile, ROLES, ZEmployeeInputSchema } from '@hr/shared';
import type { Actor } from '../../core/context.js';
import type { TSnapshotRow, loadUnits } from './employee-import-repository.js';
import {
  changedFields,
  columnOf,
  DATE_COLUMNS,
  DIGIT_COLUMNS,
  FIELD_TO_COLUMN,
  isExampleCode,
  nameIndex,
  parseBool,
  parseDate,
  readContract,
  readGender,
  readLanguage,
  readRole,
  REQUIRED_FOR_CREATE,
  valuesOf,
  type TColumn,
  type TImportValues,
  type TNamed,
} from './employee-import-cells.js';

/**
 * Reasons are translation keys (employeeImport.errors.*, importErrors.*, validation.*, errors.*);
 * params fill them, and every row's error names its person (`person`, `personAr`: company ID and
 * name as the row or the record has them).
 */
export interface TRowError {
  line: number;
  field: string | null;
  reason: string;
  params?: Record<string, string | number>;
}

export interface TPlannedRow {
  line: number;
  existing: TSnapshotRow | undefined;
  values: TImportValues;
  /** undefined: the file has no manager column, keep the current one. */
  managerEmpCode: number | null | undefined;
  /** For a stored person: the fields the row changes (empty: unchanged, nothing written). */
  change?: { before: Record<string, unknown>; after: Record<string, unknown> };
}

type TUnits = Awaited<ReturnType<typeof loadUnits>>;
const ROLE_ORDER = new Map(ROLES.map((r, i) => [r, i]));

/**
 * Checks every row against the database as it is now and against the rest of the file:
 * creates and updates (by company ID), names of units in either language, managers by company
 * ID (possibly further down the file), uniqueness and reporting loops in the final state; rows
 * that would change nothing are marked unchanged. The template's example row is left out.
 */
export function plan(
  actor: Actor,
  table: string[][],
  snapshot: TSnapshotRow[],
  units: TUnits,
): { rows: TPlannedRow[]; errors: TRowError[]; notes: TRowError[]; dataRows: number } {
  const errors: TRowError[] = [];
  const notes: TRowError[] = [];
  // Each problem once: a check made here and again by the schema is one error.
  const err = (line: number, field: string | null, reason: string, params?: TRowError['params']) => {
    if (!errors.some((e) => e.line === line && e.field === field && e.reason === reason)) errors.push({ line, field, reason, ...(params && { params }) });
  };
  const [header = [], ...body] = table;
  const cols: (TColumn | null)[] = header.map((h) => columnOf(h) ?? null);
  const unknown = header.filter((h, i) => !cols[i] && h.trim()).map((h) => h.trim().slice(0, 60));
  if (unknown.length) err(1, null, 'employeeImport.errors.unknownColumns', { columns: unknown.slice(0, 20).join(', ') });
  const seenCols = new Set(cols.filter((c): c is TColumn => !!c));
  if (!seenCols.has('empCode')) err(1, 'empCode', 'employeeImport.errors.missingColumn', { column: 'empCode' });
  if (new Set(cols.filter(Boolean)).size !== cols.filter(Boolean).length) err(1, null, 'importErrors.duplicateColumn');
  const dataRows = body.filter((r) => r.some((c) => c.trim() !== '')).length;
  if (errors.length) return { rows: [], errors, notes, dataRows };

  const byCode = new Map(snapshot.map((r) => [r.empCode, r]));
  const byId = new Map(snapshot.map((r) => [r.id, r]));
  const byEmail = new Map(snapshot.filter((r) => r.email).map((r) => [r.email!.toLowerCase(), r]));
  const byNationalId = new Map(snapshot.filter((r) => r.nationalId).map((r) => [r.nationalId!, r]));
  const byBadge = new Map(snapshot.filter((r) => r.badge).map((r) => [r.badge!, r]));
  const lineOfNationalId = new Map<string, number>();
  const lineOfBadge = new Map<string, number>();
  const findSite = nameIndex(units.sites);
  const findDept = nameIndex(units.departments);
  const findSection = nameIndex(units.sections);
  const findShift = nameIndex(units.shifts);
  const isAdmin = actor.roles.includes('admin');

  const rows: TPlannedRow[] = [];
  const lineOfCode = new Map<number, number>();
  const lineOfEmail = new Map<string, number>();
  // The e-mail each company ID has in the file: an address moves freely between people of the
  // file (two people may swap theirs), it is taken only if its owner keeps it.
  const emailCol = cols.indexOf('email');
  const codeCol = cols.indexOf('empCode');
  const codeAt = (r: string[]) => Number(normalizeDigits((r[codeCol] ?? '').trim()));
  const fileEmail = new Map<number, string>();
  if (emailCol >= 0) for (const r of body) fileEmail.set(codeAt(r), (r[emailCol] ?? '').trim().toLowerCase());
  const fileCodes = new Set(body.map(codeAt));
  const personOf = new Map<number, Record<string, string>>();

  body.forEach((cells, idx) => {
    const line = idx + 2;
    if (!cells.some((c) => c.trim() !== '')) return;
    const cell: Partial<Record<TColumn, string>> = {};
    cols.forEach((c, i) => {
      // IDs, phones and dates typed with Arabic-Indic digits are the same values.
      if (c) cell[c] = DIGIT_COLUMNS.has(c) ? normalizeDigits((cells[i] ?? '').trim()) : (cells[i] ?? '').trim();
    });
    const codeText = cell.empCode ?? '';
    if (isExampleCode(codeText)) {
      notes.push({ line, field: 'empCode', reason: 'employeeImport.errors.exampleSkipped', params: { value: codeText.slice(0, 80) } });
      return;
    }
    const before = errors.length;
    // A bad company ID does not hide the row's other errors: the row is checked as a new person.
    const codeOk = /^\d{1,9}$/.test(codeText) && Number(codeText) >= 1;
    const empCode = codeOk ? Number(codeText) : 0;
    const existing = codeOk ? byCode.get(empCode) : undefined;
    // Who the row is about, for every message: the company ID and the name the row or the record has.
    const person = {
      person: `${codeText.slice(0, 12)} ${cell.fullNameEn || existing?.fullNameEn || cell.fullNameAr || ''}`.trim().slice(0, 100),
      personAr: `${codeText.slice(0, 12)} ${cell.fullNameAr || existing?.fullNameAr || cell.fullNameEn || ''}`.trim().slice(0, 100),
    };
    const rowErr = (field: string | null, reason: string, params?: Record<string, string | number>) => err(line, field, reason, { ...person, ...params });
    /** An error in a cell, with the value found there: the list names what to fix. */
    const bad = (c: TColumn, reason: string, params?: Record<string, string | number>) => rowErr(c, reason, { value: (cell[c] ?? '').slice(0, 80), ...params });
    for (const c of cols) if (c && (cell[c]?.length ?? 0) > EMPLOYEE_IMPORT_MAX_CELL) rowErr(c, 'employeeImport.errors.cellTooLong', { max: EMPLOYEE_IMPORT_MAX_CELL });
    if (errors.length > before) return;
    if (!codeOk) bad('empCode', codeText ? 'employeeImport.errors.badCode' : 'validation.required');
    if (codeOk && lineOfCode.has(empCode)) {
      bad('empCode', 'importErrors.duplicateInFile', { line: lineOfCode.get(empCode)! });
      return;
    }
    if (codeOk) {
      lineOfCode.set(empCode, line);
      personOf.set(empCode, person);
    }
    if (!existing) for (const c of REQUIRED_FOR_CREATE) if (!seenCols.has(c)) rowErr(c, 'validation.required');

    const v: TImportValues = existing
      ? valuesOf(existing)
      : { empCode, domainAccount: null, fullNameEn: '', fullNameAr: '', email: null, mobile: null, badge: null, siteId: null, departmentId: null, sectionId: null, shiftId: null, roles: ['employee'], hireDate: null, endDate: null, birthDate: null, disability: false, language: 'en', active: true,
          jobTitle: null, gender: null, nationalId: null, socialInsuranceNo: null, contractType: null, contractStart: null, contractEnd: null,
          shortStature: false, hazardousWork: false, priorServiceMonths: 0 };
    const has = (c: TColumn) => cell[c] !== undefined;
    if (has('domainAccount')) v.domainAccount = cell.domainAccount || null;
    if (has('fullNameEn')) v.fullNameEn = cell.fullNameEn!;
    if (has('fullNameAr')) v.fullNameAr = cell.fullNameAr!;
    if (has('email')) v.email = cell.email || null;
    if (has('mobile')) {
      // One rule with the form: +20, 0020, a zero Excel dropped, Arabic-Indic digits.
      v.mobile = cell.mobile ? parseMobile(cell.mobile) : null;
      if (cell.mobile && !v.mobile) bad('mobile', 'employeeImport.errors.badMobile', { value: normalizeMobile(cell.mobile).slice(0, 40) || cell.mobile.slice(0, 40) });
    }
    if (has('badge')) v.badge = cell.badge || null;
    const unit = (c: 'site' | 'department' | 'shift', find: (n: string) => TNamed[]) => {
      const name = cell[c]!;
      if (!name) return null;
      const found = find(name);
      if (found.length !== 1) bad(c, found.length ? 'importErrors.ambiguousName' : 'importErrors.unknownValue');
      return found[0]?.id ?? null;
    };
    if (has('site')) v.siteId = unit('site', findSite);
    if (has('shift')) v.shiftId = unit('shift', findShift);
    if (has('department')) v.departmentId = unit('department', findDept);
    if (has('section')) {
      const name = cell.section!;
      if (!name) v.sectionId = null;
      else {
        const all = findSection(name) as TUnits['sections'];
        const inDept = v.departmentId === null ? all : all.filter((s) => s.departmentId === v.departmentId);
        if (inDept.length === 1) {
          v.sectionId = inDept[0].id;
          v.departmentId ??= inDept[0].departmentId;
        } else if (inDept.length > 1) bad('section', 'importErrors.ambiguousName');
        else bad('section', all.length ? 'errors.SECTION_NOT_IN_DEPARTMENT' : 'importErrors.unknownValue');
      }
    } else if (has('department') && v.sectionId !== null) {
      const sec = units.sections.find((s) => s.id === v.sectionId);
      if (sec && sec.departmentId !== v.departmentId) bad('department', 'errors.SECTION_NOT_IN_DEPARTMENT');
    }
    if (has('roles') && cell.roles) {
      const parts = cell.roles.split(/[|;,،]/).map((r) => r.trim()).filter(Boolean);
      const unknownRoles = parts.filter((r) => !readRole(r));
      if (unknownRoles.length) bad('roles', 'employeeImport.errors.badRole', { value: unknownRoles.join(', ').slice(0, 80) });
      const known = parts.map(readRole).filter((r) => r !== undefined);
      v.roles = [...new Set(['employee' as const, ...known])].sort((a, b) => ROLE_ORDER.get(a)! - ROLE_ORDER.get(b)!);
    }
    // Only an admin gives or takes the admin role, or changes an admin's record.
    if (!isAdmin && (existing?.roles.includes('admin') || v.roles.includes('admin'))) rowErr(has('roles') ? 'roles' : 'empCode', 'errors.FORBIDDEN');
    if (has('jobTitle')) v.jobTitle = cell.jobTitle || null;
    if (has('nationalId')) v.nationalId = cell.nationalId || null;
    if (has('gender')) {
      v.gender = cell.gender ? (readGender(cell.gender) ?? null) : null;
      if (cell.gender && !v.gender) bad('gender', 'employeeImport.errors.badGender');
    }
    const dates: Partial<Record<(typeof DATE_COLUMNS)[number], string | null>> = {};
    for (const c of DATE_COLUMNS) {
      if (!has(c)) continue;
      const d = parseDate(cell[c]!);
      if (d === undefined) bad(c, 'employeeImport.errors.badDate');
      else v[c] = dates[c] = d;
    }
    // The ID against the birth date and gender, said with the row's other errors (the schema
    // checks it only when every field is valid).
    const mismatch = v.nationalId ? nationalIdMismatch(v.nationalId, { birthDate: has('birthDate') ? (dates.birthDate ?? null) : v.birthDate, gender: v.gender === 'male' || v.gender === 'female' ? v.gender : null }) : null;
    if (mismatch) bad('nationalId', mismatch === 'birthDate' ? 'validation.nationalIdBirthDate' : 'validation.nationalIdGender');
    if (has('socialInsuranceNo')) v.socialInsuranceNo = cell.socialInsuranceNo || null;
    if (has('contractType')) {
      v.contractType = cell.contractType ? (readContract(cell.contractType) ?? null) : null;
      if (cell.contractType && !v.contractType) bad('contractType', 'employeeImport.errors.badContract');
    }
    // Art 124: months of service before joining, a whole number (0 to 600).
    if (has('priorServiceMonths') && cell.priorServiceMonths !== '') {
      const m = cell.priorServiceMonths!;
      if (!/^\d{1,3}$/.test(m) || Number(m) > 600) bad('priorServiceMonths', 'validation.invalid');
      else v.priorServiceMonths = Number(m);
    }
    for (const c of ['disability', 'active', 'shortStature', 'hazardousWork'] as const) {
      if (!has(c) || cell[c] === '') continue;
      const b = parseBool(cell[c]!);
      if (b === undefined) bad(c, 'employeeImport.errors.badBool');
      else v[c] = b;
    }
    if (has('language') && cell.language) {
      const l = readLanguage(cell.language);
      if (!l) bad('language', 'employeeImport.errors.badLanguage');
      else v.language = l;
    }
    let managerEmpCode: number | null | undefined;
    if (has('managerEmpCode')) {
      const m = cell.managerEmpCode!;
      if (!m) managerEmpCode = null;
      else if (!/^\d{1,9}$/.test(m)) bad('managerEmpCode', 'employeeImport.errors.badManager');
      else {
        managerEmpCode = Number(m);
        // Nobody with this company ID, here or in the file: said now, with the row's other errors.
        if (!byCode.has(managerEmpCode) && !fileCodes.has(managerEmpCode)) bad('managerEmpCode', 'importErrors.unknownValue');
      }
    }

    // The same field rules as the HR form.
    const parsed = ZEmployeeInputSchema.safeParse({ ...v, mobile: v.mobile ?? '', email: v.email ?? '', managerId: null, hrSiteIds: [], sendInvitation: false });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const f = String(issue.path[0] ?? '');
        if ((f === 'empCode' && !codeOk) || (f === 'mobile' && has('mobile'))) continue;
        const column = (FIELD_TO_COLUMN[f] ?? f) as TColumn;
        if (column && cell[column] !== undefined) bad(column, issue.message);
        else rowErr(column || null, issue.message);
      }
    } else {
      v.email = parsed.data.email;
      v.domainAccount = parsed.data.domainAccount || null;
      v.fullNameEn = parsed.data.fullNameEn;
      v.fullNameAr = parsed.data.fullNameAr;
      v.jobTitle = parsed.data.jobTitle;
      v.nationalId = parsed.data.nationalId;
      v.socialInsuranceNo = parsed.data.socialInsuranceNo;
      v.badge = parsed.data.badge ?? null;
    }
    // A national ID, a badge, an e-mail belong to one person: not twice in the file, nor someone else's already.
    if (parsed.success && codeOk && v.nationalId) {
      const owner = byNationalId.get(v.nationalId);
      if (lineOfNationalId.has(v.nationalId)) bad('nationalId', 'importErrors.duplicateInFile', { line: lineOfNationalId.get(v.nationalId)! });
      else if (owner && owner.empCode !== empCode) bad('nationalId', 'errors.NATIONAL_ID_TAKEN');
      lineOfNationalId.set(v.nationalId, line);
    }
    if (codeOk && v.badge) {
      const owner = byBadge.get(v.badge);
      if (lineOfBadge.has(v.badge)) bad('badge', 'importErrors.duplicateInFile', { line: lineOfBadge.get(v.badge)! });
      else if (owner && owner.empCode !== empCode) bad('badge', 'employeeImport.errors.badgeTaken');
      lineOfBadge.set(v.badge, line);
    }
    if (parsed.success && codeOk && v.email) {
      const email = v.email.toLowerCase();
      const owner = byEmail.get(email);
      if (lineOfEmail.has(email)) bad('email', 'importErrors.duplicateInFile', { line: lineOfEmail.get(email)! });
      else if (owner && owner.empCode !== empCode && (fileEmail.get(owner.empCode) ?? owner.email?.toLowerCase()) === email) bad('email', 'errors.EMAIL_TAKEN');
      lineOfEmail.set(email, line);
    }
    if (errors.length > before || !codeOk) return;
    rows.push({ line, existing, values: v, managerEmpCode });
  });

  checkManagers(rows, snapshot, byCode, byId, (line, code, reason) => err(line, 'managerEmpCode', reason, personOf.get(code)));
  // What each stored person's row changes; nothing is written for a row that changes nothing.
  const codeById = new Map(snapshot.map((s) => [s.id, s.empCode]));
  for (const r of rows) {
    if (!r.existing) continue;
    const current = r.existing.managerId === null ? null : (codeById.get(r.existing.managerId) ?? null);
    const old = { ...valuesOf(r.existing), managerEmpCode: current };
    r.change = changedFields(old, { ...r.values, managerEmpCode: r.managerEmpCode === undefined ? current : r.managerEmpCode });
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors, notes, dataRows: dataRows - notes.length };
}

/** Pass 2: reporting lines in the final state (file over database), managers by company ID, and loops. */
function checkManagers(
  rows: TPlannedRow[],
  snapshot: TSnapshotRow[],
  byCode: Map<number, TSnapshotRow>,
  byId: Map<number, TSnapshotRow>,
  err: (line: number, code: number, reason: string) => void,
): void {
  const finalRow = new Map(rows.map((r) => [r.values.empCode, r]));
  const activeOf = (code: number) => finalRow.get(code)?.values.active ?? byCode.get(code)?.active;
  const managerOf = new Map<number, number | null>();
  for (const r of snapshot) managerOf.set(r.empCode, r.managerId === null ? null : (byId.get(r.managerId)?.empCode ?? null));
  const badManager = new Set<number>();
  for (const r of rows) {
    if (r.managerEmpCode === undefined) {
      if (!r.existing) managerOf.set(r.values.empCode, null);
      continue;
    }
    managerOf.set(r.values.empCode, r.managerEmpCode);
    if (r.managerEmpCode === null) continue;
    const current = r.existing?.managerId ? byId.get(r.existing.managerId)?.empCode : undefined;
    if (r.managerEmpCode === r.values.empCode) err(r.line, r.values.empCode, 'errors.MANAGER_LOOP');
    else if (activeOf(r.managerEmpCode) === undefined) err(r.line, r.values.empCode, 'errors.UNKNOWN_REFERENCE');
    else if (!activeOf(r.managerEmpCode) && current !== r.managerEmpCode) err(r.line, r.values.empCode, 'errors.MANAGER_INACTIVE');
    else continue;
    badManager.add(r.values.empCode);
    managerOf.set(r.values.empCode, null);
  }
  // Loops: walk up from each imported person; colouring keeps it linear in the number of people.
  const state = new Map<number, 1 | 2>();
  for (const r of rows) {
    const path: number[] = [];
    let c: number | null | undefined = r.values.empCode;
    while (c !== null && c !== undefined && !state.has(c)) {
      state.set(c, 1);
      path.push(c);
      c = managerOf.get(c);
    }
    if (c !== null && c !== undefined && state.get(c) === 1) {
      for (const code of path.slice(path.indexOf(c))) {
        const row = finalRow.get(code);
        if (row && !badManager.has(code)) err(row.line, code, 'errors.MANAGER_LOOP');
      }
    }
    for (const p of path) state.set(p, 2);
  }
}
