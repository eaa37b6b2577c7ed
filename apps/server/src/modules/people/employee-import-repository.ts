import { asc, count, desc, eq, inArray, isNull, and, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { departments, employeeImports, employees, jobHistory, sections, sessions, shifts, sites } from '../../db/schema.js';
import { storedColumns } from './employee-repository.js';
import type { TImportValues } from './employee-import-cells.js';

/** Everyone, as the import compares against: a few thousand small rows in one query. */
export async function loadEmployeeSnapshot(db: Db) {
  return db
    .select(storedColumns)
    .from(employees);
}
export type TSnapshotRow = Awaited<ReturnType<typeof loadEmployeeSnapshot>>[number];

export async function loadUnits(db: Db) {
  const [s, d, sec, sh] = [
    await db.select({ id: sites.id, nameEn: sites.nameEn, nameAr: sites.nameAr }).from(sites).orderBy(asc(sites.id)),
    await db.select({ id: departments.id, nameEn: departments.nameEn, nameAr: departments.nameAr }).from(departments).orderBy(asc(departments.id)),
    await db
      .select({ id: sections.id, departmentId: sections.departmentId, nameEn: sections.nameEn, nameAr: sections.nameAr })
      .from(sections)
      .orderBy(asc(sections.id)),
    await db.select({ id: shifts.id, nameEn: shifts.nameEn, nameAr: shifts.nameAr }).from(shifts).orderBy(asc(shifts.id)),
  ];
  return { sites: s, departments: d, sections: sec, shifts: sh };
}

const CHUNK = 2500;
function chunks<T>(xs: T[], n = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

/**
 * The rows travel as ONE json parameter, unpacked by json_to_recordset: thousands of bound
 * parameters cost far more (Drizzle and PGlite handle each) than the insert itself.
 */
const RECORD = sql.raw(`emp_code int, domain_account text, full_name_en text, full_name_ar text, email text, mobile text, badge text, site_id int,
  department_id int, section_id int, shift_id int, roles text[], hire_date date, birth_date date, disability boolean, language text, active boolean, end_date date,
  job_title text, gender text, national_id text, social_insurance_no text, contract_type text, contract_start date, contract_end date,
  short_stature boolean, hazardous_work boolean, prior_service_months int`);
const asRecord = (r: TImportValues) => ({
  emp_code: r.empCode,
  domain_account: r.domainAccount,
  full_name_en: r.fullNameEn,
  full_name_ar: r.fullNameAr,
  email: r.email,
  mobile: r.mobile,
  badge: r.badge,
  site_id: r.siteId,
  department_id: r.departmentId,
  section_id: r.sectionId,
  shift_id: r.shiftId,
  roles: r.roles,
  hire_date: r.hireDate,
  birth_date: r.birthDate,
  disability: r.disability,
  language: r.language,
  active: r.active,
  end_date: r.endDate,
  job_title: r.jobTitle,
  gender: r.gender,
  national_id: r.nationalId,
  social_insurance_no: r.socialInsuranceNo,
  contract_type: r.contractType,
  contract_start: r.contractStart,
  contract_end: r.contractEnd,
  short_stature: r.shortStature,
  hazardous_work: r.hazardousWork,
  prior_service_months: r.priorServiceMonths,
});

/** Inserts many people, a few thousand per statement, marked as created by the import; returns company ID → id. Managers are set apart. */
export async function insertEmployees(db: Db, rows: TImportValues[], importId: number): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const part of chunks(rows)) {
    const res = await db.execute(sql`insert into employees (emp_code, domain_account, full_name_en, full_name_ar, email, mobile, badge, site_id,
        department_id, section_id, shift_id, roles, hire_date, birth_date, disability, language, active, end_date,
        job_title, gender, national_id, social_insurance_no, contract_type, contract_start, contract_end, short_stature, hazardous_work, prior_service_months, import_id)
      select emp_code, domain_account, full_name_en, full_name_ar, email, mobile, badge, site_id, department_id, section_id, shift_id, roles,
        hire_date, birth_date, disability, language, active, end_date, job_title, gender, national_id, social_insurance_no, contract_type, contract_start, contract_end,
        short_stature, hazardous_work, prior_service_months, ${importId}::int
      from json_to_recordset(${JSON.stringify(part.map(asRecord))}::json) as v(${RECORD})
      returning id, emp_code as "empCode"`);
    for (const r of res.rows as { id: number; empCode: number }[]) ids.set(Number(r.empCode), Number(r.id));
  }
  return ids;
}

/** Updates many people in one statement per chunk (UPDATE … FROM json_to_recordset). The manager is set apart. */
export async function updateEmployees(db: Db, rows: (TImportValues & { id: number })[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db.execute(sql`update employees set
        emp_code = v.emp_code, domain_account = v.domain_account, full_name_en = v.full_name_en, full_name_ar = v.full_name_ar,
        email = v.email, mobile = v.mobile, badge = v.badge, site_id = v.site_id, department_id = v.department_id, section_id = v.section_id,
        shift_id = v.shift_id, roles = v.roles, hire_date = v.hire_date, birth_date = v.birth_date, disability = v.disability,
        language = v.language, active = v.active, end_date = v.end_date,
        job_title = v.job_title, gender = v.gender, national_id = v.national_id, social_insurance_no = v.social_insurance_no,
        contract_type = v.contract_type, contract_start = v.contract_start, contract_end = v.contract_end,
        short_stature = v.short_stature, hazardous_work = v.hazardous_work, prior_service_months = v.prior_service_months, updated_at = now()
      from json_to_recordset(${JSON.stringify(part.map((r) => ({ id: r.id, ...asRecord(r) })))}::json) as v(id int, ${RECORD})
      where employees.id = v.id`);
  }
}

/** Gives people a placeholder e-mail of their own, so the addresses they had are free to move in this transaction. */
export async function releaseEmails(db: Db, employeeIds: number[]): Promise<void> {
  for (const part of chunks(employeeIds, 10_000)) {
    await db.execute(sql`update employees set email = 'moving-' || id || '@import.invalid' where id = any(${`{${part.join(',')}}`}::int[])`);
  }
}

/** Reporting lines for many people at once (after every person of the file exists). */
export async function setManagers(db: Db, pairs: { id: number; managerId: number | null }[]): Promise<void> {
  for (const part of chunks(pairs, 10_000)) {
    await db.execute(sql`update employees set manager_id = v.m, updated_at = now()
      from json_to_recordset(${JSON.stringify(part.map((p) => ({ e: p.id, m: p.managerId })))}::json) as v(e int, m int)
      where employees.id = v.e and employees.manager_id is distinct from v.m`);
  }
}

export async function revokeSessionsOfMany(db: Db, employeeIds: number[]): Promise<void> {
  for (const part of chunks(employeeIds, 5000)) {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(inArray(sessions.employeeId, part), isNull(sessions.revokedAt)) as SQL);
  }
}

/** The history entry of an applied import. */
export async function insertImport(db: Db, v: { fileName: string; createdById: number; created: number; updated: number; unchanged: number }): Promise<number> {
  const [row] = await db.insert(employeeImports).values(v).returning({ id: employeeImports.id });
  return row.id;
}

const creator = alias(employees, 'import_creator');
const undoer = alias(employees, 'import_undoer');
const person = (e: typeof creator | typeof undoer) => ({ id: e.id, fullNameEn: e.fullNameEn, fullNameAr: e.fullNameAr });
const importColumns = {
  id: employeeImports.id,
  fileName: employeeImports.fileName,
  createdAt: employeeImports.createdAt,
  created: employeeImports.created,
  updated: employeeImports.updated,
  unchanged: employeeImports.unchanged,
  undoneAt: employeeImports.undoneAt,
  removed: employeeImports.removed,
  deactivated: employeeImports.deactivated,
  createdBy: person(creator),
  undoneBy: person(undoer),
};

/** Imports newest first, one page, with who made and who undid each (employee_imports_created_idx). */
export async function listImports(db: Db, page: number, pageSize: number) {
  const items = await db
    .select(importColumns)
    .from(employeeImports)
    .leftJoin(creator, eq(creator.id, employeeImports.createdById))
    .leftJoin(undoer, eq(undoer.id, employeeImports.undoneById))
    .orderBy(desc(employeeImports.createdAt), desc(employeeImports.id))
    .limit(pageSize)
    .offset(page * pageSize);
  const [{ n }] = await db.select({ n: count() }).from(employeeImports);
  return { items, total: Number(n) };
}
export type TImportListRow = Awaited<ReturnType<typeof listImports>>['items'][number];

export async function importById(db: Db, id: number) {
  const rows = await db
    .select(importColumns)
    .from(employeeImports)
    .leftJoin(creator, eq(creator.id, employeeImports.createdById))
    .leftJoin(undoer, eq(undoer.id, employeeImports.undoneById))
    .where(eq(employeeImports.id, id));
  return rows[0];
}

/** The import's row, locked until the transaction ends: two undos of one import wait for each other. */
export async function lockImport(db: Db, id: number) {
  const rows = await db.select({ id: employeeImports.id, fileName: employeeImports.fileName, undoneAt: employeeImports.undoneAt }).from(employeeImports).where(eq(employeeImports.id, id)).for('update');
  return rows[0];
}

/** The people an import created, locked. */
export async function lockCreatedBy(db: Db, importId: number) {
  return db
    .select({ id: employees.id, empCode: employees.empCode, active: employees.active, invitedAt: employees.invitedAt })
    .from(employees)
    .where(eq(employees.importId, importId))
    .orderBy(asc(employees.id))
    .for('update');
}

/**
 * Which of `ids` anything refers to: every foreign key to employees in the database (leave,
 * attendance, ledger, documents, sessions, credentials, tokens, HR sites, audit actors…, and
 * tables added later), read from the catalog. Reporting lines (employees.manager_id) are left to
 * referencedAsManager, which knows who else goes; a person's own job history goes with them.
 */
export async function referencedByOthers(db: Db, ids: number[]): Promise<Set<number>> {
  const out = new Set<number>();
  if (!ids.length) return out;
  const fks = (
    await db.execute(sql`select format('%I.%I', n.nspname, cl.relname) as tbl, format('%I', a.attname) as col
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_namespace n on n.oid = cl.relnamespace
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'employees'::regclass and array_length(c.conkey, 1) = 1
        and not (cl.relname in ('employees', 'job_history') and a.attname = 'manager_id')
        and not (cl.relname = 'job_history' and a.attname = 'employee_id')
      order by 1, 2`)
  ).rows as { tbl: string; col: string }[];
  if (!fks.length) return out;
  const list = `{${ids.join(',')}}`;
  const parts = fks.map((f) => sql`select ${sql.raw(f.col)} as id from ${sql.raw(f.tbl)} where ${sql.raw(f.col)} = any(${list}::int[])`);
  const res = await db.execute(sql`select distinct id from (${sql.join(parts, sql` union all `)}) refs`);
  for (const r of res.rows as { id: number }[]) out.add(Number(r.id));
  return out;
}

/** Which of `ids` manage someone who is not among `ids`, now or in a row of their job history. */
export async function referencedAsManager(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const list = `{${ids.join(',')}}`;
  const res = await db.execute(sql`select manager_id as id from employees where manager_id = any(${list}::int[]) and not (id = any(${list}::int[]))
    union select manager_id from job_history where manager_id = any(${list}::int[]) and not (employee_id = any(${list}::int[]))`);
  return new Set((res.rows as { id: number }[]).map((r) => Number(r.id)));
}

/** Deletes people nothing refers to; reporting lines among them go first. */
export async function deleteEmployees(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.update(employees).set({ managerId: null }).where(inArray(employees.id, ids));
  await db.delete(jobHistory).where(inArray(jobHistory.employeeId, ids));
  await db.delete(employees).where(inArray(employees.id, ids));
}

export async function deactivateEmployees(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.update(employees).set({ active: false, updatedAt: sql`now()` }).where(and(inArray(employees.id, ids), eq(employees.active, true)) as SQL);
}

export async function markUndone(db: Db, id: number, v: { undoneById: number; removed: number; deactivated: number }): Promise<void> {
  await db.update(employeeImports).set({ ...v, undoneAt: sql`now()` }).where(eq(employeeImports.id, id));
}
