import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crews, employees, rosterAssignments, rosterOverrides, rotationPatterns, shifts, shiftVersions } from '../../db/schema.js';

/** A PostgreSQL int[] literal of ids (bound as one parameter). */
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Rosters: the only Drizzle code of the module. */

export type TPatternRow = typeof rotationPatterns.$inferSelect;
export type TCrewRow = typeof crews.$inferSelect;

export async function listPatterns(db: Db) {
  const res = await db.execute(sql`select p.id, p.name_en as "nameEn", p.name_ar as "nameAr", p.days, p.law_reason as "lawReason",
      (select count(distinct a.employee_id) from roster_assignments a where a.pattern_id = p.id)::int as "peopleCount",
      (select count(*) from crews c where c.pattern_id = p.id)::int as "crewCount"
    from rotation_patterns p order by lower(p.name_en), p.id`);
  return res.rows as { id: number; nameEn: string; nameAr: string; days: number[]; lawReason: string | null; peopleCount: number; crewCount: number }[];
}

/** Every pattern's cycle (0 = a rest day). */
export async function patternCycles(db: Db) {
  return db.select({ id: rotationPatterns.id, days: rotationPatterns.days }).from(rotationPatterns);
}

export const insertPattern = async (db: Db, v: { nameEn: string; nameAr: string; days: number[]; lawReason: string | null }) => (await db.insert(rotationPatterns).values(v).returning())[0];

export async function updatePattern(db: Db, id: number, v: { nameEn: string; nameAr: string; days: number[]; lawReason: string | null }) {
  return (await db.update(rotationPatterns).set({ ...v, updatedAt: new Date() }).where(eq(rotationPatterns.id, id)).returning())[0] ?? null;
}

/** A pattern's stored cycle and reason (for an edit), locked. */
export async function findPattern(db: Db, id: number) {
  return (await db.select({ days: rotationPatterns.days, lawReason: rotationPatterns.lawReason }).from(rotationPatterns).where(eq(rotationPatterns.id, id)).for('update'))[0] ?? null;
}

/** Whether anyone (a person's rotation or a crew) uses the pattern. */
export async function patternInUse(db: Db, id: number): Promise<boolean> {
  const res = await db.execute(sql`select exists(select 1 from roster_assignments where pattern_id = ${id}) or exists(select 1 from crews where pattern_id = ${id}) as used`);
  return (res.rows[0] as { used: boolean }).used;
}

/** Everyone who rotates on the pattern at some date. */
export async function peopleOnPattern(db: Db, id: number): Promise<number[]> {
  return (await db.selectDistinct({ e: rosterAssignments.employeeId }).from(rosterAssignments).where(eq(rosterAssignments.patternId, id))).map((r) => r.e);
}

export const deletePattern = async (db: Db, id: number) => (await db.delete(rotationPatterns).where(eq(rotationPatterns.id, id)).returning({ id: rotationPatterns.id })).length > 0;

/** The shift ids that exist, of those asked. */
export async function existingShiftIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await db.select({ id: shifts.id }).from(shifts).where(inArray(shifts.id, [...ids]))).map((r) => r.id));
}

export async function listCrews(db: Db) {
  const res = await db.execute(sql`select c.id, c.name_en as "nameEn", c.name_ar as "nameAr", c.site_id as "siteId", c.pattern_id as "patternId", c.anchor_date::text as "anchorDate",
      (select count(*) from employees e where e.crew_id = c.id and e.active)::int as "memberCount"
    from crews c order by lower(c.name_en), c.id`);
  return res.rows as { id: number; nameEn: string; nameAr: string; siteId: number | null; patternId: number | null; anchorDate: string | null; memberCount: number }[];
}

export const findCrew = async (db: Db, id: number, lock = false) => {
  const q = db.select().from(crews).where(eq(crews.id, id));
  return (await (lock ? q.for('update') : q))[0] ?? null;
};

export const insertCrew = async (db: Db, v: { nameEn: string; nameAr: string; siteId: number | null }) => (await db.insert(crews).values(v).returning())[0];

export async function updateCrew(db: Db, id: number, v: Partial<{ nameEn: string; nameAr: string; siteId: number | null; patternId: number | null; anchorDate: string | null }>) {
  return (await db.update(crews).set({ ...v, updatedAt: new Date() }).where(eq(crews.id, id)).returning())[0] ?? null;
}

export async function crewHasMembers(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: employees.id }).from(employees).where(eq(employees.crewId, id)).limit(1)).length > 0;
}

export const deleteCrew = async (db: Db, id: number) => (await db.delete(crews).where(eq(crews.id, id)).returning({ id: crews.id })).length > 0;

/** The crew's members (active or not: a rotation follows whoever is in it). */
export async function crewMemberIds(db: Db, crewId: number): Promise<number[]> {
  return (await db.select({ id: employees.id }).from(employees).where(eq(employees.crewId, crewId))).map((r) => r.id);
}

/** People of these ids that exist. */
export async function existingEmployeeIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  return (await db.select({ id: employees.id }).from(employees).where(inArray(employees.id, [...ids]))).map((r) => r.id);
}

export async function setCrewOf(db: Db, ids: readonly number[], crewId: number | null) {
  if (ids.length) await db.update(employees).set({ crewId, updatedAt: new Date() }).where(inArray(employees.id, [...ids]));
}

/** Put people on a pattern from a date (replacing a row they had from that same date). */
export async function upsertAssignments(db: Db, rows: { employeeId: number; startDate: string; patternId: number | null; anchorDate: string; crewId: number | null; createdById: number }[]) {
  for (let i = 0; i < rows.length; i += 1_000) {
    const part = rows.slice(i, i + 1_000);
    await db
      .insert(rosterAssignments)
      .values(part)
      .onConflictDoUpdate({
        target: [rosterAssignments.employeeId, rosterAssignments.startDate],
        set: { patternId: sql`excluded.pattern_id`, anchorDate: sql`excluded.anchor_date`, crewId: sql`excluded.crew_id`, createdById: sql`excluded.created_by_id`, createdAt: sql`now()` },
      });
  }
}

/** Every rotation row of these people, in order of start date. */
export async function assignmentsOf(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const res = await db.execute(sql`select employee_id as e, start_date::text as s, pattern_id as p, anchor_date::text as a
    from roster_assignments where employee_id = any(${intArray(ids)}::int[]) order by employee_id, start_date`);
  return res.rows as { e: number; s: string; p: number | null; a: string }[];
}

/** Everyone with a rotation or an override on any date (the people a roster can say anything about). */
export async function rosteredIds(db: Db): Promise<number[]> {
  const res = await db.execute(sql`select employee_id as e from roster_assignments union select employee_id from roster_overrides`);
  return (res.rows as { e: number }[]).map((r) => Number(r.e));
}

/** The overrides of these people between two dates. */
export async function overridesOf(db: Db, ids: readonly number[], from: string, to: string) {
  if (!ids.length) return [];
  const res = await db.execute(sql`select employee_id as e, work_date::text as d, shift_id as s, swap_id as w from roster_overrides
    where employee_id = any(${intArray(ids)}::int[]) and work_date between ${from}::date and ${to}::date`);
  return res.rows as { e: number; d: string; s: number | null; w: number | null }[];
}

export async function upsertOverride(db: Db, v: { employeeId: number; workDate: string; shiftId: number | null; reason: string; swapId: number | null; createdById: number }) {
  await db
    .insert(rosterOverrides)
    .values(v)
    .onConflictDoUpdate({
      target: [rosterOverrides.employeeId, rosterOverrides.workDate],
      set: { shiftId: v.shiftId, reason: v.reason, swapId: v.swapId, createdById: v.createdById, createdAt: sql`now()` },
    });
}

export async function deleteOverride(db: Db, employeeId: number, workDate: string) {
  return (await db.delete(rosterOverrides).where(and(eq(rosterOverrides.employeeId, employeeId), eq(rosterOverrides.workDate, workDate))).returning({ e: rosterOverrides.employeeId })).length > 0;
}

/** Every shift's rule and names (the roster's legend and the day rules). */
export async function allShiftRules(db: Db) {
  return db.select().from(shifts).orderBy(asc(shifts.startTime), asc(shifts.id));
}

/** Every kept version of a shift (its definition up to a date), by shift and date. */
export async function allShiftVersions(db: Db) {
  return db.select().from(shiftVersions).orderBy(asc(shiftVersions.shiftId), asc(shiftVersions.validUntil));
}

/** Approved leave of whole or half days (not by the hour) overlapping the dates: the roster marks those days. */
export async function approvedDayLeave(db: Db, ids: readonly number[], from: string, to: string) {
  if (!ids.length) return [];
  const res = await db.execute(sql`select employee_id as e, start_date::text as s, end_date::text as t from leave_requests
    where state = 'approved' and start_time is null and start_date <= ${to}::date and end_date >= ${from}::date and employee_id = any(${intArray(ids)}::int[])`);
  return res.rows as { e: number; s: string; t: string }[];
}
