import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { employees, leaveLedger, leaveRequests, leaveTypes, organisation } from '../../db/schema.js';


export type TLeaveTypeRow = typeof leaveTypes.$inferSelect;
export type TLeaveRequestRow = typeof leaveRequests.$inferSelect;

// ---- Leave types ----

export function listLeaveTypes(db: Db, opts: { activeOnly?: boolean } = {}) {
  return db
    .select()
    .from(leaveTypes)
    .where(opts.activeOnly ? eq(leaveTypes.active, true) : undefined)
    .orderBy(asc(leaveTypes.sortOrder), asc(leaveTypes.id));
}

export async function findLeaveType(db: Db, id: number): Promise<TLeaveTypeRow | undefined> {
  return (await db.select().from(leaveTypes).where(eq(leaveTypes.id, id)).limit(1))[0];
}

export async function insertLeaveType(db: Db, v: Omit<typeof leaveTypes.$inferInsert, 'id'>): Promise<TLeaveTypeRow> {
  return (await db.insert(leaveTypes).values(v).returning())[0];
}

export async function updateLeaveType(db: Db, id: number, v: Partial<typeof leaveTypes.$inferInsert>): Promise<TLeaveTypeRow | undefined> {
  return (await db.update(leaveTypes).set(v).where(eq(leaveTypes.id, id)).returning())[0];
}

export async function deleteLeaveType(db: Db, id: number): Promise<void> {
  await db.delete(leaveTypes).where(eq(leaveTypes.id, id));
}

export async function countRequestsOfType(db: Db, id: number): Promise<number> {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(leaveRequests).where(eq(leaveRequests.leaveTypeId, id)))[0].n;
}


// ---- Balances ----

const ACTIVE_STATES = sql`('requested', 'approved')`;

/** Taken (approved) and pending (requested) days per balance type and year, for one person. */
export async function balanceUsage(db: Db, employeeId: number, fromYear: number, toYear: number) {
  const rows = await db.execute<{ balanceTypeId: number; year: number; taken: number; pending: number }>(sql`
    select balance_type_id as "balanceTypeId", year,
      coalesce(sum(days) filter (where state = 'approved'), 0)::float8 as "taken",
      coalesce(sum(days) filter (where state = 'requested'), 0)::float8 as "pending"
    from leave_requests
    where employee_id = ${employeeId} and balance_type_id is not null and year between ${fromYear} and ${toYear} and state in ${ACTIVE_STATES}
    group by balance_type_id, year`);
  return rows.rows as { balanceTypeId: number; year: number; taken: number; pending: number }[];
}

/** The same for many people at once (the inbox). */
export async function balanceUsageMany(db: Db, employeeIds: number[], fromYear: number, toYear: number) {
  if (!employeeIds.length) return [];
  const rows = await db.execute(sql`
    select employee_id as "employeeId", balance_type_id as "balanceTypeId", year,
      coalesce(sum(days) filter (where state = 'approved'), 0)::float8 as "taken",
      coalesce(sum(days) filter (where state = 'requested'), 0)::float8 as "pending"
    from leave_requests
    where employee_id = any(${`{${employeeIds.join(',')}}`}::int[]) and balance_type_id is not null
      and year between ${fromYear} and ${toYear} and state in ${ACTIVE_STATES}
    group by employee_id, balance_type_id, year`);
  return rows.rows as { employeeId: number; balanceTypeId: number; year: number; taken: number; pending: number }[];
}

/** Ledger sums (adjustments, conversions) per person, balance type and year. */
export async function ledgerSums(db: Db, employeeIds: number[], fromYear: number, toYear: number) {
  if (!employeeIds.length) return [];
  const rows = await db.execute(sql`
    select employee_id as "employeeId", leave_type_id as "balanceTypeId", year, sum(days)::float8 as "days"
    from leave_ledger
    where employee_id = any(${`{${employeeIds.join(',')}}`}::int[]) and year between ${fromYear} and ${toYear}
    group by employee_id, leave_type_id, year`);
  return rows.rows as { employeeId: number; balanceTypeId: number; year: number; days: number }[];
}

/** Days of one type a person has taken or asked for in a year (yearly caps). */
export async function typeDaysInYear(db: Db, employeeId: number, leaveTypeId: number, year: number): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select coalesce(sum(days), 0)::float8 as n from leave_requests
    where employee_id = ${employeeId} and leave_type_id = ${leaveTypeId} and year = ${year} and state in ${ACTIVE_STATES}`);
  return Number((rows.rows as { n: number }[])[0]?.n ?? 0);
}

/**
 * A person's active requests of a type, with the event each is for and its first day, oldest
 * first: the times in service count events (law rule timesInService; timesInService() in @hr/shared).
 */
export async function timesRequests(db: Db, employeeId: number, leaveTypeId: number): Promise<{ eventDate: string | null; startDate: string; days: number }[]> {
  const rows = await db.execute(sql`select event_date::text as "eventDate", start_date::text as "startDate", days::float8 as days from leave_requests
    where employee_id = ${employeeId} and leave_type_id = ${leaveTypeId} and state in ${ACTIVE_STATES} order by start_date, id`);
  return rows.rows as { eventDate: string | null; startDate: string; days: number }[];
}

/** A person's times in service of each type (the types with a times-in-service condition), in one query: distinct events, and each request without one. */
export async function timesTakenByType(db: Db, employeeId: number, leaveTypeIds: number[]): Promise<Map<number, { times: number; firstStart: string | null }>> {
  if (!leaveTypeIds.length) return new Map();
  const rows = await db.execute<{ t: number; n: number; f: string | null }>(sql`select leave_type_id as t,
      (count(distinct event_date) + count(*) filter (where event_date is null))::int as n, min(start_date)::text as f
    from leave_requests
    where employee_id = ${employeeId} and leave_type_id in ${leaveTypeIds} and state in ${ACTIVE_STATES} group by leave_type_id`);
  return new Map((rows.rows as { t: number; n: number; f: string | null }[]).map((r) => [Number(r.t), { times: Number(r.n), firstStart: r.f }]));
}

/** Active people in the organisation (Art 57's 50 workers). */
export async function activeWorkforce(db: Db): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from employees where active`);
  return Number((rows.rows as { n: number }[])[0]?.n ?? 0);
}

export async function typeDaysInYearByType(db: Db, employeeId: number, year: number) {
  const rows = await db.execute(sql`select leave_type_id as "leaveTypeId",
      coalesce(sum(days) filter (where state = 'approved'), 0)::float8 as "taken",
      coalesce(sum(days) filter (where state = 'requested'), 0)::float8 as "pending"
    from leave_requests where employee_id = ${employeeId} and year = ${year} and state in ${ACTIVE_STATES} group by leave_type_id`);
  return rows.rows as { leaveTypeId: number; taken: number; pending: number }[];
}

export async function insertLedger(db: Db, v: typeof leaveLedger.$inferInsert): Promise<void> {
  await db.insert(leaveLedger).values(v);
}

const actor = alias(employees, 'ledger_actor');
export function ledgerEntries(db: Db, employeeId: number, balanceTypeId: number, year: number) {
  return db
    .select({
      createdAt: leaveLedger.createdAt,
      kind: leaveLedger.kind,
      days: leaveLedger.days,
      reason: leaveLedger.reason,
      actorEmpCode: actor.empCode,
      actorNameEn: actor.fullNameEn,
      actorNameAr: actor.fullNameAr,
    })
    .from(leaveLedger)
    .leftJoin(actor, eq(actor.id, leaveLedger.actorId))
    .where(and(eq(leaveLedger.employeeId, employeeId), eq(leaveLedger.leaveTypeId, balanceTypeId), eq(leaveLedger.year, year)))
    .orderBy(asc(leaveLedger.id));
}

export function requestsOnBalance(db: Db, employeeId: number, balanceTypeId: number, year: number) {
  return db
    .select({ id: leaveRequests.id, state: leaveRequests.state, days: leaveRequests.days, startDate: leaveRequests.startDate, updatedAt: leaveRequests.updatedAt })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeId, employeeId),
        eq(leaveRequests.balanceTypeId, balanceTypeId),
        eq(leaveRequests.year, year),
        inArray(leaveRequests.state, ['requested', 'approved']),
      ),
    )
    .orderBy(asc(leaveRequests.startDate));
}

/** The labour-law suggestions HR answered (organisation.law_suggestions): id → 'applied' | 'kept'. */
export async function answeredLawSuggestions(db: Db, opts: { forUpdate?: boolean } = {}): Promise<Record<string, string>> {
  const q = db.select({ s: organisation.lawSuggestions }).from(organisation).where(eq(organisation.id, 1));
  const rows = opts.forUpdate ? await q.for('update') : await q;
  return rows[0]?.s ?? {};
}

export async function saveLawSuggestionAnswers(db: Db, answers: Record<string, string>): Promise<void> {
  await db.update(organisation).set({ lawSuggestions: answers }).where(eq(organisation.id, 1));
}
