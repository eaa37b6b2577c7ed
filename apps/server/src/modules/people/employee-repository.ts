import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { likeContains, type THolidayGroupPeriod } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { employeeHrSites, employees } from '../../db/schema.js';

type TNames = [string, string] | null;

/**
 * (Drizzle may render a column unqualified, which inside `from employees m` would mean m's own:
 * the subqueries name the outer table explicitly.)
 * Names of the units and of the manager come from scalar subqueries, not joins: planning a
 * five-way join costs embedded PostgreSQL (WASM) ~4 ms a query, three times the whole query.
 */
/** The record's columns, read alike by the presenter and the audit's stored values. */
const recordColumns = {
  jobTitle: employees.jobTitle,
  gender: employees.gender,
  nationalId: employees.nationalId,
  socialInsuranceNo: employees.socialInsuranceNo,
  contractType: employees.contractType,
  contractStart: employees.contractStart,
  contractEnd: employees.contractEnd,
  shortStature: employees.shortStature,
  hazardousWork: employees.hazardousWork,
  priorServiceMonths: employees.priorServiceMonths,
};

const employeeColumns = {
  id: employees.id,
  empCode: employees.empCode,
  domainAccount: employees.domainAccount,
  fullNameEn: employees.fullNameEn,
  fullNameAr: employees.fullNameAr,
  email: employees.email,
  mobile: employees.mobile,
  badge: employees.badge,
  siteId: employees.siteId,
  site: sql<TNames>`(select json_build_array(s.name_en, s.name_ar) from sites s where s.id = employees.site_id)`,
  departmentId: employees.departmentId,
  department: sql<TNames>`(select json_build_array(d.name_en, d.name_ar) from departments d where d.id = employees.department_id)`,
  sectionId: employees.sectionId,
  section: sql<TNames>`(select json_build_array(x.name_en, x.name_ar) from sections x where x.id = employees.section_id)`,
  shiftId: employees.shiftId,
  shift: sql<TNames>`(select json_build_array(h.name_en, h.name_ar) from shifts h where h.id = employees.shift_id)`,
  managerId: employees.managerId,
  manager: sql<[number, string, string] | null>`(select json_build_array(m.emp_code, m.full_name_en, m.full_name_ar) from employees m where m.id = employees.manager_id)`,
  roles: employees.roles,
  hrSiteIds: sql<number[]>`coalesce((select json_agg(ehs.site_id order by ehs.site_id) from employee_hr_sites ehs where ehs.employee_id = employees.id), '[]'::json)`,
  hireDate: employees.hireDate,
  endDate: employees.endDate,
  ...recordColumns,
  birthDate: employees.birthDate,
  disability: employees.disability,
  language: employees.language,
  active: employees.active,
  activated: sql<boolean>`exists(select 1 from credentials c where c.employee_id = employees.id)`,
  /**
   * When and how HR last invited the person. People invited before invitations were
   * recorded hold an unused 'invite' token: they count as invited by e-mail on its date.
   */
  invitedAt: sql<Date | string | null>`coalesce(employees.invited_at, (select max(t.created_at) from auth_tokens t where t.employee_id = employees.id and t.purpose = 'invite' and t.used_at is null))`,
  invitedVia: sql<string | null>`coalesce(employees.invited_via, (select 'email' from auth_tokens t where t.employee_id = employees.id and t.purpose = 'invite' and t.used_at is null limit 1))`,
  /** Until when failed sign-ins lock the account (the presenter shows it only while it lasts). */
  lockedUntil: sql<Date | string | null>`(select c.locked_until from credentials c where c.employee_id = employees.id)`,
  updatedAt: employees.updatedAt,
  holidayGroups: employees.holidayGroups,
};

function selectEmployees(db: Db) {
  return db.select(employeeColumns).from(employees);
}

export type TEmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

/** One person, when `scope` lets the viewer see them. */
export async function findEmployee(db: Db, id: number, scope: SQL = sql`true`) {
  const rows = await selectEmployees(db).where(and(eq(employees.id, id), scope)).limit(1);
  return rows[0];
}

export interface TEmployeeValues {
  empCode: number;
  domainAccount: string | null;
  fullNameEn: string;
  fullNameAr: string;
  email: string | null;
  mobile: string | null;
  badge?: string | null;
  siteId: number | null;
  departmentId: number | null;
  sectionId: number | null;
  shiftId: number | null;
  managerId: number | null;
  roles: string[];
  hireDate: string | null;
  endDate: string | null;
  jobTitle: string | null;
  gender: string | null;
  nationalId: string | null;
  socialInsuranceNo: string | null;
  contractType: string | null;
  contractStart: string | null;
  contractEnd: string | null;
  /** Art 124: what the annual entitlement reads beside the dates (short stature, hazardous work, service before joining). */
  shortStature: boolean;
  hazardousWork: boolean;
  priorServiceMonths: number;
  birthDate: string | null;
  disability: boolean;
  language: string;
  active: boolean;
}

/** The stored values of a person, as the audit and the import compare them. */
export const storedColumns = {
    id: employees.id,
    empCode: employees.empCode,
    domainAccount: employees.domainAccount,
    fullNameEn: employees.fullNameEn,
    fullNameAr: employees.fullNameAr,
    email: employees.email,
    mobile: employees.mobile,
    badge: employees.badge,
    siteId: employees.siteId,
    departmentId: employees.departmentId,
    sectionId: employees.sectionId,
    shiftId: employees.shiftId,
    managerId: employees.managerId,
    roles: employees.roles,
    hireDate: employees.hireDate,
    endDate: employees.endDate,
    ...recordColumns,
    birthDate: employees.birthDate,
    disability: employees.disability,
    language: employees.language,
    active: employees.active,
};

/** The stored values of a person, locked for the rest of the transaction (the audit's "before"). */
export async function lockEmployee(db: Db, id: number): Promise<(TEmployeeValues & { id: number; hrSiteIds: number[] }) | undefined> {
  const rows = await db
    .select(storedColumns)
    .from(employees)
    .where(eq(employees.id, id))
    .for('update')
    .limit(1);
  if (!rows[0]) return undefined;
  const hs = await db.select({ siteId: employeeHrSites.siteId }).from(employeeHrSites).where(eq(employeeHrSites.employeeId, id)).orderBy(asc(employeeHrSites.siteId));
  return { ...rows[0], hrSiteIds: hs.map((h) => h.siteId) };
}

export async function insertEmployee(db: Db, v: TEmployeeValues): Promise<number> {
  const rows = await db.insert(employees).values(v).returning({ id: employees.id });
  return rows[0].id;
}

/** Decree 346/2025: the person's holiday group periods (locked with the row by the caller). */
export async function holidayGroupsOf(db: Db, id: number): Promise<THolidayGroupPeriod[]> {
  const rows = await db.select({ g: employees.holidayGroups }).from(employees).where(eq(employees.id, id)).limit(1);
  return rows[0]?.g ?? [];
}

export async function setHolidayGroups(db: Db, id: number, periods: THolidayGroupPeriod[]): Promise<void> {
  await db.update(employees).set({ holidayGroups: periods, updatedAt: sql`now()` }).where(eq(employees.id, id));
}

export async function updateEmployee(db: Db, id: number, v: Partial<TEmployeeValues>): Promise<void> {
  await db
    .update(employees)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(employees.id, id));
}

/** Flips the active flag only if it is not already so: of two parallel calls one changes it. */
export async function setActive(db: Db, id: number, active: boolean): Promise<boolean> {
  const rows = await db
    .update(employees)
    .set({ active, updatedAt: sql`now()` })
    .where(and(eq(employees.id, id), ne(employees.active, active)))
    .returning({ id: employees.id });
  return rows.length > 0;
}

export async function setHrSites(db: Db, employeeId: number, siteIds: number[]): Promise<void> {
  await db.delete(employeeHrSites).where(eq(employeeHrSites.employeeId, employeeId));
  if (siteIds.length) await db.insert(employeeHrSites).values(siteIds.map((siteId) => ({ employeeId, siteId })));
}

const idList = (ids: number[]) => (ids.length ? sql.join(ids.map((i) => sql`${i}::int`), sql`, `) : sql`null::int`);

/** Everything an employee record points to, checked in one query. */
export async function checkReferences(
  db: Db,
  r: { siteId: number | null; hrSiteIds: number[]; departmentId: number | null; sectionId: number | null; shiftId: number | null; managerId: number | null },
) {
  const rows = await db.execute<{ site: number; hrSites: number; dept: number; sectionDept: number | null; sectionFound: number; shift: number; managerActive: boolean | null }>(sql`select
    (select count(*)::int from sites where id = ${r.siteId}::int) as "site",
    (select count(*)::int from sites where id in (${idList(r.hrSiteIds)})) as "hrSites",
    (select count(*)::int from departments where id = ${r.departmentId}::int) as "dept",
    (select count(*)::int from sections where id = ${r.sectionId}::int) as "sectionFound",
    (select department_id from sections where id = ${r.sectionId}::int) as "sectionDept",
    (select count(*)::int from shifts where id = ${r.shiftId}::int) as "shift",
    (select active from employees where id = ${r.managerId}::int) as "managerActive"`);
  return (rows.rows as { site: number; hrSites: number; dept: number; sectionDept: number | null; sectionFound: number; shift: number; managerActive: boolean | null }[])[0];
}

/**
 * Reporting-line changes take one transaction-scoped lock, so two parallel changes (A under B,
 * B under A) cannot both pass the loop check.
 */
export async function lockReportingLines(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7410031)`);
}

/** Whether putting `employeeId` under `managerId` closes a loop: one recursive walk up from the manager. */
export async function wouldLoop(db: Db, employeeId: number, managerId: number): Promise<boolean> {
  const res = await db.execute<{ loop: boolean }>(sql`with recursive up(id) as (
      select ${managerId}::int
      union
      select e.manager_id from employees e join up on e.id = up.id where e.manager_id is not null
    ) select exists(select 1 from up where id = ${employeeId}::int) as "loop"`);
  return !!(res.rows as { loop: boolean }[])[0]?.loop;
}

/** The first of `ids` that sits in a reporting loop, if any (one recursive query). */
export async function findLoopAmong(db: Db, ids: number[]): Promise<number | null> {
  if (!ids.length) return null;
  const res = await db.execute<{ id: number }>(sql`with recursive up(start, id, depth) as (
      select e.id, e.manager_id, 1 from employees e where e.id = any(${`{${ids.join(',')}}`}::int[]) and e.manager_id is not null
      union all
      select up.start, e.manager_id, up.depth + 1 from up join employees e on e.id = up.id
      where e.manager_id is not null and up.id <> up.start and up.depth < 1000
    ) select start as "id" from up where id = start limit 1`);
  return (res.rows as { id: number }[])[0]?.id ?? null;
}

/** The unique index a failed statement hit, if that was the failure (pg and PGlite alike). */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return e.constraint ?? /"([a-z_]+)"/.exec(e.message ?? '')?.[1] ?? 'unknown';
  }
  return null;
}

/** Pickers: active people in scope, by name in either language (folded) or company ID prefix. */
export async function searchPeople(db: Db, scope: SQL, q: string, limit: number) {
  const term = q.trim();
  const match = !term ? undefined : /^\d+$/.test(term) ? sql`${employees.empCode}::text like ${`${term}%`}` : sql`${employees.searchText} like ${likeContains(term)}`;
  return db
    .select({ id: employees.id, EmpCode: employees.empCode, FullName: employees.fullNameEn, fullNameAr: employees.fullNameAr })
    .from(employees)
    .where(and(scope, match))
    .orderBy(asc(employees.fullNameEn), asc(employees.id))
    .limit(limit);
}

/** The manager, their manager, … to the top: one recursive query (bounded, so bad data cannot spin). */
export async function managerChain(db: Db, employeeId: number) {
  const res = await db.execute<{ id: number; EmpCode: number; FullName: string; fullNameAr: string }>(sql`with recursive chain(id, depth) as (
      select manager_id, 1 from employees where id = ${employeeId}::int and manager_id is not null
      union all
      select e.manager_id, c.depth + 1 from chain c join employees e on e.id = c.id where e.manager_id is not null and c.depth < 50
    ) select e.id, e.emp_code as "EmpCode", e.full_name_en as "FullName", e.full_name_ar as "fullNameAr"
      from chain c join employees e on e.id = c.id order by c.depth`);
  return res.rows as { id: number; EmpCode: number; FullName: string; fullNameAr: string }[];
}
