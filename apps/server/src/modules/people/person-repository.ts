import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { compiled } from '../../db/compiled.js';
import { employees } from '../../db/schema.js';


// ---- The person and their calendar ----

/** What the leave rules need about a person. */
const personColumns = {
  id: employees.id,
  empCode: employees.empCode,
  fullNameEn: employees.fullNameEn,
  fullNameAr: employees.fullNameAr,
  siteId: employees.siteId,
  departmentId: employees.departmentId,
  shiftId: employees.shiftId,
  managerId: employees.managerId,
  hireDate: employees.hireDate,
  birthDate: employees.birthDate,
  gender: employees.gender,
  disability: employees.disability,
  shortStature: employees.shortStature,
  hazardousWork: employees.hazardousWork,
  priorServiceMonths: employees.priorServiceMonths,
  remoteArea: sql<boolean>`coalesce((select s.remote_area from sites s where s.id = ${employees.siteId}), false)`,
  /** Decree 346/2025: the holiday group periods HR set (the days off of a member's group). */
  holidayGroups: employees.holidayGroups,
  active: employees.active,
  language: employees.language,
  email: employees.email,
};

/** The person's row as leave rules read it; with `lock`, also locked for the rest of the transaction (as core's lockPerson). */
const personById = compiled((db, p) => db.select(personColumns).from(employees).where(eq(employees.id, p('id'))).limit(1));
// Locked (FOR NO KEY UPDATE, as core's lockPerson) and read in one statement: filing's first step.
const lockedPersonById = compiled((db, p) => db.select(personColumns).from(employees).where(eq(employees.id, p('id'))).limit(1).for('no key update'));

export async function findPerson(db: Db, id: number, opts: { lock?: boolean } = {}) {
  return (await (opts.lock ? lockedPersonById : personById)(db, { id }))[0];
}
export type TPerson = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** Active people who decide the HR step for a site: hr and admin everywhere, site_hr of that site. */
export async function isSiteHrOf(db: Db, viewerId: number, siteId: number | null): Promise<boolean> {
  if (siteId === null) return false;
  const rows = await db.execute(sql`select 1 from employee_hr_sites where employee_id = ${viewerId} and site_id = ${siteId} limit 1`);
  return rows.rows.length > 0;
}

export async function findPeople(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: employees.id, empCode: employees.empCode, fullNameEn: employees.fullNameEn, fullNameAr: employees.fullNameAr, language: employees.language, email: employees.email, active: employees.active, departmentId: employees.departmentId, managerId: employees.managerId, siteId: employees.siteId })
    .from(employees)
    .where(inArray(employees.id, ids));
}

/** What the entitlement rule needs about many people. */
export function findPeopleForBalance(db: Db, ids: number[]) {
  return db
    .select({
      id: employees.id,
      hireDate: employees.hireDate,
      birthDate: employees.birthDate,
      disability: employees.disability,
      shortStature: employees.shortStature,
      hazardousWork: employees.hazardousWork,
      priorServiceMonths: employees.priorServiceMonths,
      // Art 124 ¶3: the person's current site is in a remote area.
      remoteArea: sql<boolean>`coalesce((select s.remote_area from sites s where s.id = ${employees.siteId}), false)`,
    })
    .from(employees)
    .where(inArray(employees.id, ids.length ? ids : [0]));
}
