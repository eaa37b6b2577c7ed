import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { departments, employees, sections, sessions, sites } from '../../db/schema.js';

const manager = alias(employees, 'manager');

const userColumns = {
  id: employees.id,
  empCode: employees.empCode,
  domainAccount: employees.domainAccount,
  fullNameEn: employees.fullNameEn,
  fullNameAr: employees.fullNameAr,
  email: employees.email,
  mobile: employees.mobile,
  roles: employees.roles,
  hireDate: employees.hireDate,
  language: employees.language,
  navCompact: employees.navCompact,
  hijriDates: employees.hijriDates,
  arabicDigits: employees.arabicDigits,
  approvalDigest: employees.approvalDigest,
  active: employees.active,
  siteId: sites.id,
  siteEn: sites.nameEn,
  siteAr: sites.nameAr,
  departmentId: departments.id,
  departmentEn: departments.nameEn,
  departmentAr: departments.nameAr,
  sectionId: sections.id,
  sectionEn: sections.nameEn,
  sectionAr: sections.nameAr,
  managerId: manager.id,
  managerEmpCode: manager.empCode,
  managerEn: manager.fullNameEn,
  managerAr: manager.fullNameAr,
  hrSites: sql<{ id: number; nameEn: string; nameAr: string }[]>`coalesce((
    select json_agg(json_build_object('id', hs.id, 'nameEn', hs.name_en, 'nameAr', hs.name_ar) order by hs.id)
    from employee_hr_sites ehs join sites hs on hs.id = ehs.site_id
    where ehs.employee_id = ${employees.id}), '[]'::json)`,
};



function selectUsers(db: Db, where: SQL | undefined) {
  return db
    .select(userColumns)
    .from(employees)
    .leftJoin(sites, eq(sites.id, employees.siteId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(sections, eq(sections.id, employees.sectionId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .where(where);
}

export async function findUserById(db: Db, id: number) {
  const rows = await selectUsers(db, eq(employees.id, id)).limit(1);
  return rows[0];
}
export type TUserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** The session and its user in one round trip: every authenticated request runs this. */
export async function findUserBySessionToken(db: Db, tokenHash: string) {
  const rows = await db
    .select({ ...userColumns, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .leftJoin(sites, eq(sites.id, employees.siteId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(sections, eq(sections.id, employees.sectionId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(employees.active, true),
      ),
    )
    .limit(1);
  return rows[0] as (TUserRow & { sessionId: number; lastSeenAt: Date; expiresAt: Date }) | undefined;
}

export async function updatePreferences(db: Db, id: number, prefs: { language?: string; navCompact?: boolean; hijriDates?: boolean | null; arabicDigits?: boolean | null; approvalDigest?: boolean }) {
  await db
    .update(employees)
    .set({ ...prefs, updatedAt: sql`now()` })
    .where(eq(employees.id, id));
}
