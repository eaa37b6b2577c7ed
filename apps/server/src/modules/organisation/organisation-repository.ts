import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { auditLog, departments, employeeHrSites, employees, holidays, organisation, sections, shifts, sites } from '../../db/schema.js';
import type { TOrganisationRow } from '../../core/organisation.js';

export async function upsertOrganisation(db: Db, values: Omit<TOrganisationRow, 'id' | 'updatedAt'>): Promise<TOrganisationRow> {
  const [row] = await db
    .insert(organisation)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: organisation.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/** The SQLSTATE of a PostgreSQL error, through Drizzle's wrapper (`cause`) or not. */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Structure: sites, departments, sections. Counts are of active people (for display); the delete
// checks count everyone, active or not, since their rows still reference the unit.

/** An integer[] literal for `= any(...)` and `&&`; empty is fine. */
const intArray = (ids: readonly number[]) => sql`ARRAY[${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)}]::integer[]`;

/** Active people, optionally only those of some sites (site_hr). */
const activeCount = (column: SQL, siteIds: number[] | null) =>
  siteIds === null
    ? sql<number>`(select count(*)::int from employees e where e.active and ${column})`
    : sql<number>`(select count(*)::int from employees e where e.active and ${column} and e.site_id = any(${intArray(siteIds)}))`;

export async function listSites(db: Db, siteIds: number[] | null) {
  return db
    .select({ ...siteColumns, employeeCount: activeCount(sql`e.site_id = sites.id`, siteIds) })
    .from(sites)
    .where(siteIds === null ? undefined : sql`${sites.id} = any(${intArray(siteIds)})`)
    .orderBy(asc(sites.id));
}

export async function listDepartments(db: Db, siteIds: number[] | null) {
  return db
    .select({
      id: departments.id,
      nameEn: departments.nameEn,
      nameAr: departments.nameAr,
      employeeCount: activeCount(sql`e.department_id = departments.id`, siteIds),
    })
    .from(departments)
    .orderBy(asc(departments.id));
}

export async function listSections(db: Db, siteIds: number[] | null) {
  return db
    .select({
      id: sections.id,
      departmentId: sections.departmentId,
      nameEn: sections.nameEn,
      nameAr: sections.nameAr,
      employeeCount: activeCount(sql`e.section_id = sections.id`, siteIds),
    })
    .from(sections)
    .orderBy(asc(sections.id));
}

/** The sites a site_hr person looks after. */
export async function hrSiteIds(db: Db, employeeId: number): Promise<number[]> {
  const rows = await db.select({ id: employeeHrSites.siteId }).from(employeeHrSites).where(eq(employeeHrSites.employeeId, employeeId)).orderBy(asc(employeeHrSites.siteId));
  return rows.map((r) => r.id);
}

/** The people whose session shows the unit's name: its members (and a site's site_hr people). */
export async function employeeIdsOfUnit(db: Db, kind: 'site' | 'department' | 'section', id: number): Promise<number[]> {
  const where =
    kind === 'site'
      ? sql`${employees.siteId} = ${id} or ${employees.id} in (select employee_id from employee_hr_sites where site_id = ${id})`
      : kind === 'department'
        ? eq(employees.departmentId, id)
        : eq(employees.sectionId, id);
  const rows = await db.select({ id: employees.id }).from(employees).where(where);
  return rows.map((r) => r.id);
}

export type TUnitRow = { id: number; nameEn: string; nameAr: string };
export type TSectionRow = TUnitRow & { departmentId: number };

const unitColumns = <T extends typeof sites | typeof departments>(t: T) => ({ id: t.id, nameEn: t.nameEn, nameAr: t.nameAr });
/** A site's names and its optional geofence. */
const siteColumns = { id: sites.id, nameEn: sites.nameEn, nameAr: sites.nameAr, latitude: sites.latitude, longitude: sites.longitude, radiusMeters: sites.radiusMeters, timeZone: sites.timeZone, remoteArea: sites.remoteArea };
type TSiteValues = { nameEn: string; nameAr: string; latitude?: number | null; longitude?: number | null; radiusMeters?: number | null; timeZone?: string | null; remoteArea?: boolean };
const sectionColumns = { id: sections.id, departmentId: sections.departmentId, nameEn: sections.nameEn, nameAr: sections.nameAr };

export async function findSite(db: Db, id: number, forUpdate = false): Promise<TUnitRow | undefined> {
  const q = db.select(siteColumns).from(sites).where(eq(sites.id, id));
  return (forUpdate ? await q.for('update') : await q)[0];
}
export async function insertSite(db: Db, v: TSiteValues): Promise<TUnitRow> {
  return (await db.insert(sites).values(v).returning(siteColumns))[0];
}
export async function updateSite(db: Db, id: number, v: TSiteValues): Promise<TUnitRow | undefined> {
  return (await db.update(sites).set(v).where(eq(sites.id, id)).returning(siteColumns))[0];
}
export async function deleteSite(db: Db, id: number): Promise<void> {
  await db.delete(sites).where(eq(sites.id, id));
}
/** Everyone whose record or site_hr assignment references the site. */
export async function countPeopleOfSite(db: Db, id: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .where(sql`${employees.siteId} = ${id} or ${employees.id} in (select employee_id from employee_hr_sites where site_id = ${id})`);
  return r?.n ?? 0;
}

export async function findDepartment(db: Db, id: number, forUpdate = false): Promise<TUnitRow | undefined> {
  const q = db.select(unitColumns(departments)).from(departments).where(eq(departments.id, id));
  return (forUpdate ? await q.for('update') : await q)[0];
}
export async function insertDepartment(db: Db, v: { nameEn: string; nameAr: string }): Promise<TUnitRow> {
  return (await db.insert(departments).values(v).returning(unitColumns(departments)))[0];
}
export async function updateDepartment(db: Db, id: number, v: { nameEn: string; nameAr: string }): Promise<TUnitRow | undefined> {
  return (await db.update(departments).set(v).where(eq(departments.id, id)).returning(unitColumns(departments)))[0];
}
/** Deletes the department and its sections; returns the sections deleted. */
export async function deleteDepartment(db: Db, id: number): Promise<TSectionRow[]> {
  const gone = await db.delete(sections).where(eq(sections.departmentId, id)).returning(sectionColumns);
  await db.delete(departments).where(eq(departments.id, id));
  return gone;
}
/** Everyone in the department, directly or through one of its sections. */
export async function countPeopleOfDepartment(db: Db, id: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .where(sql`${employees.departmentId} = ${id} or ${employees.sectionId} in (select id from sections where department_id = ${id})`);
  return r?.n ?? 0;
}

export async function findSection(db: Db, id: number, forUpdate = false): Promise<TSectionRow | undefined> {
  const q = db.select(sectionColumns).from(sections).where(eq(sections.id, id));
  return (forUpdate ? await q.for('update') : await q)[0];
}
export async function sectionsOfDepartment(db: Db, departmentId: number, forUpdate = false): Promise<TSectionRow[]> {
  const q = db.select(sectionColumns).from(sections).where(eq(sections.departmentId, departmentId)).orderBy(asc(sections.id));
  return forUpdate ? q.for('update') : q;
}
export async function insertSection(db: Db, v: { departmentId: number; nameEn: string; nameAr: string }): Promise<TSectionRow> {
  return (await db.insert(sections).values(v).returning(sectionColumns))[0];
}
export async function updateSection(db: Db, id: number, v: { departmentId: number; nameEn: string; nameAr: string }): Promise<TSectionRow | undefined> {
  return (await db.update(sections).set(v).where(eq(sections.id, id)).returning(sectionColumns))[0];
}
export async function deleteSection(db: Db, id: number): Promise<void> {
  await db.delete(sections).where(eq(sections.id, id));
}
export async function countPeopleOfSection(db: Db, id: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(employees).where(eq(employees.sectionId, id));
  return r?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Shifts

export type TShiftRow = Omit<typeof shifts.$inferSelect, 'createdAt'>;
const shiftColumns = {
  id: shifts.id,
  nameEn: shifts.nameEn,
  nameAr: shifts.nameAr,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
  graceMinutes: shifts.graceMinutes,
  workDays: shifts.workDays,
  ramadanStartTime: shifts.ramadanStartTime,
  ramadanEndTime: shifts.ramadanEndTime,
  breaks: shifts.breaks,
  lawReason: shifts.lawReason,
};
type TShiftValues = Omit<TShiftRow, 'id'>;

export async function listShifts(db: Db) {
  return db
    .select({ ...shiftColumns, employeeCount: sql<number>`(select count(*)::int from employees e where e.active and e.shift_id = shifts.id)` })
    .from(shifts)
    .orderBy(asc(shifts.id));
}
export async function findShift(db: Db, id: number, forUpdate = false): Promise<TShiftRow | undefined> {
  const q = db.select(shiftColumns).from(shifts).where(eq(shifts.id, id));
  return (forUpdate ? await q.for('update') : await q)[0];
}
export async function insertShifts(db: Db, values: TShiftValues[]): Promise<TShiftRow[]> {
  if (values.length === 0) return [];
  return db.insert(shifts).values(values).returning(shiftColumns);
}
export async function updateShift(db: Db, id: number, v: TShiftValues): Promise<TShiftRow | undefined> {
  return (await db.update(shifts).set(v).where(eq(shifts.id, id)).returning(shiftColumns))[0];
}
/**
 * Keeps a shift's definition as it is for the days up to `until` (the last closed payroll day),
 * unless a version already covers them: the first edit after a close keeps the hours paid on.
 */
export async function keepShiftVersion(db: Db, s: TShiftRow, until: string): Promise<void> {
  await db.execute(sql`insert into shift_versions (shift_id, valid_until, start_time, end_time, grace_minutes, work_days, ramadan_start_time, ramadan_end_time, breaks)
    select ${s.id}, ${until}::date, ${s.startTime}, ${s.endTime}, ${s.graceMinutes}, ${`{${s.workDays.join(',')}}`}::int[], ${s.ramadanStartTime}, ${s.ramadanEndTime}, ${JSON.stringify(s.breaks ?? [])}::jsonb
    where not exists (select 1 from shift_versions v where v.shift_id = ${s.id} and v.valid_until >= ${until}::date)`);
}
export async function deleteShift(db: Db, id: number): Promise<void> {
  await db.delete(shifts).where(eq(shifts.id, id));
}
/** Whether a shift appears in a rotation pattern's cycle or a roster override: it may not be deleted then. */
export async function shiftInRoster(db: Db, shiftId: number): Promise<boolean> {
  const res = await db.execute(sql`select exists(select 1 from rotation_patterns where ${shiftId} = any(days)) or exists(select 1 from roster_overrides where shift_id = ${shiftId}) as used`);
  return (res.rows[0] as { used: boolean }).used;
}
export async function countPeopleOnShift(db: Db, id: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(employees).where(eq(employees.shiftId, id));
  return r?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Holidays

export type THolidayRow = Omit<typeof holidays.$inferSelect, 'createdAt'>;
const holidayColumns = { id: holidays.id, date: holidays.date, nameEn: holidays.nameEn, nameAr: holidays.nameAr, siteIds: holidays.siteIds, estimated: holidays.estimated, legalDate: holidays.legalDate };
type THolidayValues = Omit<THolidayRow, 'id' | 'estimated' | 'legalDate'> & { estimated?: boolean; legalDate?: string | null };

/** A year's holidays by date; with `siteIds`, only those for every site or one of these. */
export async function listHolidays(db: Db, year: number, siteIds: number[] | null): Promise<THolidayRow[]> {
  const where = [gte(holidays.date, `${year}-01-01`), lt(holidays.date, `${year + 1}-01-01`)];
  if (siteIds !== null) {
    where.push(
      sql`(cardinality(${holidays.siteIds}) = 0 or ${holidays.siteIds} && ${intArray(siteIds)})`,
    );
  }
  return db
    .select(holidayColumns)
    .from(holidays)
    .where(and(...where))
    .orderBy(asc(holidays.date));
}
export async function findHoliday(db: Db, id: number, forUpdate = false): Promise<THolidayRow | undefined> {
  const q = db.select(holidayColumns).from(holidays).where(eq(holidays.id, id));
  return (forUpdate ? await q.for('update') : await q)[0];
}
/** Inserts the holidays whose date is free (one holiday per date); returns those inserted. */
export async function insertHolidays(db: Db, values: THolidayValues[]): Promise<THolidayRow[]> {
  if (values.length === 0) return [];
  return db.insert(holidays).values(values).onConflictDoNothing({ target: holidays.date }).returning(holidayColumns);
}
export async function updateHoliday(db: Db, id: number, v: THolidayValues): Promise<THolidayRow | undefined> {
  return (await db.update(holidays).set(v).where(eq(holidays.id, id)).returning(holidayColumns))[0];
}
export async function deleteHoliday(db: Db, id: number): Promise<void> {
  await db.delete(holidays).where(eq(holidays.id, id));
}
/** Holidays that name a site, locked: the site is about to be deleted. */
export async function holidaysOfSite(db: Db, siteId: number): Promise<THolidayRow[]> {
  return db
    .select(holidayColumns)
    .from(holidays)
    .where(sql`${siteId} = any(${holidays.siteIds})`)
    .for('update');
}
export async function deleteHolidays(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(holidays).where(inArray(holidays.id, ids));
}
export async function removeSiteFromHolidays(db: Db, siteId: number): Promise<void> {
  await db.update(holidays).set({ siteIds: sql`array_remove(${holidays.siteIds}, ${siteId})` }).where(sql`${siteId} = any(${holidays.siteIds})`);
}
/** Which of these site ids exist, locked against deletion until the transaction ends. */
export async function existingSiteIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: sites.id }).from(sites).where(inArray(sites.id, ids)).for('share');
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Audit log

const actor = alias(employees, 'actor');
const onBehalf = alias(employees, 'on_behalf');

export interface TAuditFilter {
  actorEmpCode?: number;
  entity?: string;
  /** Instants: the start of the first day and the start of the day after the last, in the org time zone. */
  fromInstant?: Date;
  toInstant?: Date;
  page: number;
  pageSize: number;
}

/** Newest first, with the actors' names joined (one query for the page, one for the total). */
export async function listAudit(db: Db, f: TAuditFilter) {
  const where: SQL[] = [];
  if (f.actorEmpCode !== undefined) where.push(sql`${auditLog.actorId} = (select id from employees where emp_code = ${f.actorEmpCode})`);
  if (f.entity) where.push(eq(auditLog.entity, f.entity));
  if (f.fromInstant) where.push(gte(auditLog.createdAt, f.fromInstant));
  if (f.toInstant) where.push(lt(auditLog.createdAt, f.toInstant));
  const cond = where.length ? and(...where) : undefined;
  const [items, total] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        ip: auditLog.ip,
        actorId: actor.id,
        actorEmpCode: actor.empCode,
        actorEn: actor.fullNameEn,
        actorAr: actor.fullNameAr,
        onBehalfId: onBehalf.id,
        onBehalfEmpCode: onBehalf.empCode,
        onBehalfEn: onBehalf.fullNameEn,
        onBehalfAr: onBehalf.fullNameAr,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(onBehalf, eq(onBehalf.id, auditLog.onBehalfOfId))
      .where(cond)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(f.pageSize)
      .offset(f.page * f.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(cond),
  ]);
  return { items, total: total[0]?.n ?? 0 };
}
export type TAuditRow = Awaited<ReturnType<typeof listAudit>>['items'][number];
