import { asc, inArray, isNull, and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { departments, employees, sections, sessions, shifts, sites } from '../../db/schema.js';
import { storedColumns, type TEmployeeValues } from './employee-repository.js';

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
const RECORD = sql.raw(`emp_code int, domain_account text, full_name_en text, full_name_ar text, email text, mobile text, site_id int,
  department_id int, section_id int, shift_id int, roles text[], hire_date date, birth_date date, disability boolean, language text, active boolean, end_date date,
  job_title text, gender text, national_id text, social_insurance_no text, contract_type text, contract_start date, contract_end date`);
const asRecord = (r: Omit<TEmployeeValues, 'managerId'>) => ({
  emp_code: r.empCode,
  domain_account: r.domainAccount,
  full_name_en: r.fullNameEn,
  full_name_ar: r.fullNameAr,
  email: r.email,
  mobile: r.mobile,
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
});

/** Inserts many people, a few thousand per statement; returns company ID → id. Managers are set apart. */
export async function insertEmployees(db: Db, rows: Omit<TEmployeeValues, 'managerId'>[]): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const part of chunks(rows)) {
    const res = await db.execute(sql`insert into employees (emp_code, domain_account, full_name_en, full_name_ar, email, mobile, site_id,
        department_id, section_id, shift_id, roles, hire_date, birth_date, disability, language, active, end_date,
        job_title, gender, national_id, social_insurance_no, contract_type, contract_start, contract_end)
      select emp_code, domain_account, full_name_en, full_name_ar, email, mobile, site_id, department_id, section_id, shift_id, roles,
        hire_date, birth_date, disability, language, active, end_date, job_title, gender, national_id, social_insurance_no, contract_type, contract_start, contract_end
      from json_to_recordset(${JSON.stringify(part.map(asRecord))}::json) as v(${RECORD})
      returning id, emp_code as "empCode"`);
    for (const r of res.rows as { id: number; empCode: number }[]) ids.set(Number(r.empCode), Number(r.id));
  }
  return ids;
}

/** Updates many people in one statement per chunk (UPDATE … FROM json_to_recordset). The manager is set apart. */
export async function updateEmployees(db: Db, rows: (Omit<TEmployeeValues, 'managerId'> & { id: number })[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db.execute(sql`update employees set
        emp_code = v.emp_code, domain_account = v.domain_account, full_name_en = v.full_name_en, full_name_ar = v.full_name_ar,
        email = v.email, mobile = v.mobile, site_id = v.site_id, department_id = v.department_id, section_id = v.section_id,
        shift_id = v.shift_id, roles = v.roles, hire_date = v.hire_date, birth_date = v.birth_date, disability = v.disability,
        language = v.language, active = v.active, end_date = v.end_date,
        job_title = v.job_title, gender = v.gender, national_id = v.national_id, social_insurance_no = v.social_insurance_no,
        contract_type = v.contract_type, contract_start = v.contract_start, contract_end = v.contract_end, updated_at = now()
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
