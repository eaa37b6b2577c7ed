import { nationalIdMismatch, normalizeDigits, ROLES, ZEmployeeInputSchema, type TEmployeeImportRequest, type TEmployeeImportResponse } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { readSpreadsheet } from '../../lib/spreadsheet.js';
import * as importRepo from './employee-import-repository.js';
import type { TSnapshotRow } from './employee-import-repository.js';
import { findLoopAmong, lockReportingLines, uniqueViolation, type TEmployeeValues } from './employee-repository.js';
import { audit } from '../organisation/index.js';
import {
  columnByHeader,
  DIGIT_COLUMNS,
  FIELD_TO_COLUMN,
  CONTRACT_WORDS,
  GENDER_WORDS,
  LANGS,
  nameIndex,
  normHeader,
  parseBool,
  parseDate,
  REQUIRED_FOR_CREATE,
  valuesOf,
  type TColumn,
  type TNamed,
} from './employee-import-cells.js';
import type { Actor, Ctx } from '../../core/context.js';
import { calendarChanged } from '../../core/calendar-change.js';
import { getOrganisation, todayIn } from '../../core/organisation.js';

/** Reasons are translation keys (importErrors.*) or the shared error codes (errors.*). */
interface TRowError {
  line: number;
  field: string | null;
  reason: string;
  params?: Record<string, string | number>;
}

interface TPlannedRow {
  line: number;
  existing: TSnapshotRow | undefined;
  values: Omit<TEmployeeValues, 'managerId'>;
  /** undefined: the file has no manager column, keep the current one. */
  managerEmpCode: number | null | undefined;
}

/**
 * Checks every row against the database as it is now and against the rest of the file:
 * creates and updates (by company ID), names of units in either language, managers by company
 * ID (possibly further down the file), uniqueness and reporting loops in the final state.
 */
function plan(
  actor: Actor,
  table: string[][],
  snapshot: TSnapshotRow[],
  units: Awaited<ReturnType<typeof importRepo.loadUnits>>,
): { rows: TPlannedRow[]; errors: TRowError[]; dataRows: number } {
  const errors: TRowError[] = [];
  // Each problem once: a check made here and again by the schema is one error.
  const err = (line: number, field: string | null, reason: string, params?: TRowError['params']) => {
    if (!errors.some((e) => e.line === line && e.field === field && e.reason === reason)) errors.push({ line, field, reason, ...(params && { params }) });
  };
  const [header = [], ...body] = table;
  const cols: (TColumn | null)[] = header.map((h) => columnByHeader.get(normHeader(h)) ?? null);
  header.forEach((h, i) => {
    if (!cols[i] && h.trim()) err(1, h.trim(), 'importErrors.unknownColumn');
  });
  const seenCols = new Set(cols.filter((c): c is TColumn => !!c));
  if (!seenCols.has('empCode')) err(1, 'empCode', 'importErrors.missingColumn');
  if (new Set(cols.filter(Boolean)).size !== cols.filter(Boolean).length) err(1, null, 'importErrors.duplicateColumn');
  const dataRows = body.filter((r) => r.some((c) => c.trim() !== '')).length;
  if (errors.length) return { rows: [], errors, dataRows };

  const byCode = new Map(snapshot.map((r) => [r.empCode, r]));
  const byId = new Map(snapshot.map((r) => [r.id, r]));
  const byEmail = new Map(snapshot.filter((r) => r.email).map((r) => [r.email!.toLowerCase(), r]));
  const byNationalId = new Map(snapshot.filter((r) => r.nationalId).map((r) => [r.nationalId!, r]));
  const lineOfNationalId = new Map<string, number>();
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
  const fileEmail = new Map<number, string>();
  if (emailCol >= 0) for (const r of body) fileEmail.set(Number(normalizeDigits((r[codeCol] ?? '').trim())), (r[emailCol] ?? '').trim().toLowerCase());
  const fileCodes = new Set(codeCol >= 0 ? body.map((r) => Number(normalizeDigits((r[codeCol] ?? '').trim()))) : []);

  body.forEach((cells, idx) => {
    const line = idx + 2;
    if (!cells.some((c) => c.trim() !== '')) return;
    const cell: Partial<Record<TColumn, string>> = {};
    cols.forEach((c, i) => {
      // IDs, phones and dates typed with Arabic-Indic digits are the same values (issue 17).
      if (c) cell[c] = DIGIT_COLUMNS.has(c) ? normalizeDigits((cells[i] ?? '').trim()) : (cells[i] ?? '').trim();
    });
    const before = errors.length;
    /** An error in a cell, with the value found there: the list names what to fix (issue 17). */
    const bad = (c: TColumn, reason: string, params?: Record<string, string | number>) => err(line, c, reason, { value: (cell[c] ?? '').slice(0, 80), ...params });
    const codeText = cell.empCode ?? '';
    // A bad company ID does not hide the row's other errors: the row is checked as a new person.
    const codeOk = /^\d{1,9}$/.test(codeText) && Number(codeText) >= 1;
    if (!codeOk) bad('empCode', codeText ? 'validation.invalid' : 'validation.required');
    const empCode = codeOk ? Number(codeText) : 0;
    if (codeOk && lineOfCode.has(empCode)) {
      bad('empCode', 'importErrors.duplicateInFile', { line: lineOfCode.get(empCode)! });
      return;
    }
    if (codeOk) lineOfCode.set(empCode, line);
    const existing = codeOk ? byCode.get(empCode) : undefined;
    if (!existing) for (const c of REQUIRED_FOR_CREATE) if (!seenCols.has(c)) err(line, c, 'validation.required');

    const v: Omit<TEmployeeValues, 'managerId'> = existing
      ? valuesOf(existing)
      : { empCode, domainAccount: null, fullNameEn: '', fullNameAr: '', email: '', mobile: null, siteId: null, departmentId: null, sectionId: null, shiftId: null, roles: ['employee'], hireDate: null, endDate: null, birthDate: null, disability: false, language: 'en', active: true,
          jobTitle: null, gender: null, nationalId: null, socialInsuranceNo: null, contractType: null, contractStart: null, contractEnd: null };
    const has = (c: TColumn) => cell[c] !== undefined;
    if (has('domainAccount')) v.domainAccount = cell.domainAccount || null;
    if (has('fullNameEn')) v.fullNameEn = cell.fullNameEn!;
    if (has('fullNameAr')) v.fullNameAr = cell.fullNameAr!;
    if (has('email')) v.email = cell.email!;
    if (has('mobile')) v.mobile = cell.mobile || null;
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
        const all = findSection(name) as (typeof units.sections)[number][];
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
    if (has('roles')) {
      const parts = cell.roles!.split(/[|;,]/).map((r) => r.trim().toLowerCase()).filter(Boolean);
      const unknown = parts.filter((r) => !(ROLES as readonly string[]).includes(r));
      if (unknown.length) bad('roles', 'importErrors.unknownValue', { value: unknown.join(', ').slice(0, 80) });
      v.roles = [...new Set(['employee', ...parts.filter((r) => !unknown.includes(r))])];
    }
    // Only an admin gives or takes the admin role, or changes an admin's record.
    if (!isAdmin && (existing?.roles.includes('admin') || v.roles.includes('admin'))) err(line, has('roles') ? 'roles' : 'empCode', 'errors.FORBIDDEN');
    if (has('jobTitle')) v.jobTitle = cell.jobTitle || null;
    if (has('nationalId')) v.nationalId = cell.nationalId || null;
    if (has('gender')) v.gender = cell.gender ? (GENDER_WORDS[cell.gender.toLowerCase()] ?? cell.gender) : null;
    // The ID against the birth date and gender, said with the row's other errors (the schema
    // checks it only when every field is valid).
    const mismatch = v.nationalId ? nationalIdMismatch(v.nationalId, { birthDate: has('birthDate') ? parseDate(cell.birthDate!) || null : v.birthDate, gender: v.gender === 'male' || v.gender === 'female' ? v.gender : null }) : null;
    if (mismatch) bad('nationalId', mismatch === 'birthDate' ? 'validation.nationalIdBirthDate' : 'validation.nationalIdGender');
    if (has('socialInsuranceNo')) v.socialInsuranceNo = cell.socialInsuranceNo || null;
    if (has('contractType')) v.contractType = cell.contractType ? (CONTRACT_WORDS[cell.contractType.toLowerCase()] ?? cell.contractType) : null;
    for (const c of ['hireDate', 'birthDate', 'endDate', 'contractStart', 'contractEnd'] as const) {
      if (!has(c)) continue;
      const d = parseDate(cell[c]!);
      if (d === undefined) bad(c, 'validation.invalid');
      else v[c] = d;
    }
    for (const c of ['disability', 'active'] as const) {
      if (!has(c) || cell[c] === '') continue;
      const b = parseBool(cell[c]!);
      if (b === undefined) bad(c, 'validation.invalid');
      else v[c] = b;
    }
    if (has('language') && cell.language) {
      const l = LANGS[cell.language.toLowerCase()];
      if (!l) bad('language', 'validation.invalid');
      else v.language = l;
    }
    let managerEmpCode: number | null | undefined;
    if (has('managerEmpCode')) {
      const m = cell.managerEmpCode!;
      if (!m) managerEmpCode = null;
      else if (!/^\d{1,9}$/.test(m)) bad('managerEmpCode', 'validation.invalid');
      else {
        managerEmpCode = Number(m);
        // Nobody with this company ID, here or in the file: said now, with the row's other errors.
        if (!byCode.has(managerEmpCode) && !fileCodes.has(managerEmpCode)) bad('managerEmpCode', 'importErrors.unknownValue');
      }
    }

    // The same field rules as the HR form.
    const parsed = ZEmployeeInputSchema.safeParse({ ...v, managerId: null, hrSiteIds: [], sendInvitation: false });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const f = String(issue.path[0] ?? '');
        if (f === 'empCode' && !codeOk) continue;
        const column = (FIELD_TO_COLUMN[f] ?? f) as TColumn;
        if (column && cell[column] !== undefined) bad(column, issue.message);
        else err(line, column || null, issue.message);
      }
    } else {
      v.email = parsed.data.email;
      v.mobile = parsed.data.mobile;
      v.domainAccount = parsed.data.domainAccount || null;
      v.fullNameEn = parsed.data.fullNameEn;
      v.fullNameAr = parsed.data.fullNameAr;
      v.jobTitle = parsed.data.jobTitle;
      v.nationalId = parsed.data.nationalId;
      v.socialInsuranceNo = parsed.data.socialInsuranceNo;
    }
    // A national ID belongs to one person: not twice in the file, nor someone else's already.
    if (parsed.success && codeOk && v.nationalId) {
      const owner = byNationalId.get(v.nationalId);
      if (lineOfNationalId.has(v.nationalId)) bad('nationalId', 'importErrors.duplicateInFile', { line: lineOfNationalId.get(v.nationalId)! });
      else if (owner && owner.empCode !== empCode) bad('nationalId', 'errors.NATIONAL_ID_TAKEN');
      lineOfNationalId.set(v.nationalId, line);
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

  // Pass 2: reporting lines in the final state (file over database), managers by company ID.
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
    if (r.managerEmpCode === r.values.empCode) err(r.line, 'managerEmpCode', 'errors.MANAGER_LOOP');
    else if (activeOf(r.managerEmpCode) === undefined) err(r.line, 'managerEmpCode', 'errors.UNKNOWN_REFERENCE');
    else if (!activeOf(r.managerEmpCode) && current !== r.managerEmpCode) err(r.line, 'managerEmpCode', 'errors.MANAGER_INACTIVE');
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
        if (row && !badManager.has(code)) err(row.line, 'managerEmpCode', 'errors.MANAGER_LOOP');
      }
    }
    for (const p of path) state.set(p, 2);
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors, dataRows };
}

function decode(req: TEmployeeImportRequest): Buffer {
  const buf = Buffer.from(req.contentBase64, 'base64');
  if (!buf.length) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'contentBase64', message: 'validation.invalid' }] });
  return buf;
}

const toFields = (errors: TRowError[]) => errors.slice(0, 500).map((e) => ({ path: `rows.${e.line}.${e.field ?? 'row'}`, message: e.reason }));

/**
 * Import people from a CSV or XLSX file. A dry run (apply=false) reports what would happen and
 * every bad row. Apply re-checks inside one transaction and writes all rows or none: people
 * first (multi-row inserts and UPDATE … FROM VALUES), then the reporting lines, then a loop check.
 * No invitations are sent.
 */
export async function importEmployees(ctx: Ctx, actor: Actor, req: TEmployeeImportRequest): Promise<TEmployeeImportResponse> {
  if (!actor.roles.includes('hr') && !actor.roles.includes('admin')) throw new AppError('FORBIDDEN');
  let table: string[][];
  try {
    table = await readSpreadsheet(decode(req));
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('IMPORT_INVALID', { fields: [{ path: 'rows.1.row', message: 'importErrors.unreadable' }] });
  }
  if (table.length < 2) throw new AppError('IMPORT_INVALID', { fields: [{ path: 'rows.1.row', message: 'importErrors.empty' }] });

  const check = async (db: Db) => {
    const [snapshot, units] = [await importRepo.loadEmployeeSnapshot(db), await importRepo.loadUnits(db)];
    return { ...plan(actor, table, snapshot, units), snapshot };
  };

  if (!req.apply) {
    const { rows, errors, dataRows } = await check(ctx.db);
    return { applied: false, rows: dataRows, toCreate: rows.filter((r) => !r.existing).length, toUpdate: rows.filter((r) => r.existing).length, errors };
  }

  try {
    return await ctx.db.transaction(async (tx) => {
      await lockReportingLines(tx);
      const { rows, errors, dataRows, snapshot } = await check(tx);
      if (errors.length) throw new AppError('IMPORT_INVALID', { fields: toFields(errors), params: { count: errors.length } });
      const creates = rows.filter((r) => !r.existing);
      const updates = rows.filter((r) => r.existing);
      const newIds = await importRepo.insertEmployees(tx, creates.map((r) => ({ ...r.values, managerId: null })));
      // Unique e-mails are checked row by row: addresses that move go through a placeholder first.
      await importRepo.releaseEmails(
        tx,
        updates.filter((r) => r.existing!.email?.toLowerCase() !== r.values.email?.toLowerCase()).map((r) => r.existing!.id),
      );
      await importRepo.updateEmployees(tx, updates.map((r) => ({ ...r.values, id: r.existing!.id })));
      const moved = updates.filter((r) => r.existing!.shiftId !== r.values.shiftId || r.existing!.siteId !== r.values.siteId).map((r) => r.existing!.id);
      if (moved.length) {
        // Their work days or their site's holidays changed: leave from today on is counted again.
        await calendarChanged(tx, { cause: 'person', from: todayIn((await getOrganisation(tx)).timeZone), to: '9999-12-31', employeeIds: moved, actorId: actor.id, ip: actor.ip });
      }
      const codeToId = new Map(snapshot.map((s) => [s.empCode, s.id]));
      for (const [code, id] of newIds) codeToId.set(code, id);
      const pairs = rows
        .filter((r) => r.managerEmpCode !== undefined)
        .map((r) => ({ id: codeToId.get(r.values.empCode)!, managerId: r.managerEmpCode === null ? null : codeToId.get(r.managerEmpCode!)! }));
      await importRepo.setManagers(tx, pairs);
      const allIds = rows.map((r) => codeToId.get(r.values.empCode)!);
      const looped = await findLoopAmong(tx, allIds);
      if (looped !== null) {
        const line = rows.find((r) => codeToId.get(r.values.empCode) === looped)?.line ?? 1;
        throw new AppError('IMPORT_INVALID', { fields: [{ path: `rows.${line}.managerEmpCode`, message: 'errors.MANAGER_LOOP' }] });
      }
      const deactivated = updates.filter((r) => r.existing!.active && !r.values.active).map((r) => r.existing!.id);
      await importRepo.revokeSessionsOfMany(tx, deactivated);
      await ctx.sessions.invalidateMany(tx, updates.map((r) => r.existing!.id));
      const codeById = new Map(snapshot.map((s) => [s.id, s.empCode]));
      const managerCode = (id: number | null) => (id === null ? null : (codeById.get(id) ?? null));
      const entries = rows.map((r) => {
          const id = codeToId.get(r.values.empCode)!;
          if (!r.existing) return { actorId: actor.id, action: 'employee.create', entity: 'employee', entityId: id, after: { ...r.values, managerEmpCode: r.managerEmpCode ?? null, source: 'import' }, ip: actor.ip };
          const before: Record<string, unknown> = {};
          const after: Record<string, unknown> = {};
          const old = { ...valuesOf(r.existing), managerEmpCode: managerCode(r.existing.managerId) } as Record<string, unknown>;
          const now = { ...r.values, managerEmpCode: r.managerEmpCode === undefined ? old.managerEmpCode : r.managerEmpCode } as Record<string, unknown>;
          for (const k of Object.keys(now))
            if (JSON.stringify(old[k]) !== JSON.stringify(now[k])) {
              before[k] = old[k];
              after[k] = now[k];
            }
          return { actorId: actor.id, action: 'employee.update', entity: 'employee', entityId: id, before, after: { ...after, source: 'import' }, ip: actor.ip };
        });
      for (let i = 0; i < entries.length; i += 1000) await audit(tx, entries.slice(i, i + 1000));
      return { applied: true, rows: dataRows, toCreate: creates.length, toUpdate: updates.length, errors: [] };
    });
  } catch (e) {
    const c = uniqueViolation(e);
    if (c) throw new AppError('IMPORT_INVALID', { fields: [{ path: 'rows.1.row', message: c === 'employees_email_uq' ? 'errors.EMAIL_TAKEN' : 'errors.EMP_CODE_TAKEN' }] });
    throw e;
  }
}
