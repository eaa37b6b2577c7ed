import { type AnyColumn, and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likeContains, type TLeaveListQuery } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { calendarFeeds, delegations, employees, holidays, leaveAttachments, leaveEvents, leaveLedger, leaveRequests, leaveTypes, shifts } from '../../db/schema.js';

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
  disability: employees.disability,
  active: employees.active,
  language: employees.language,
  email: employees.email,
};

/** The person's row as leave rules read it (filing locks it first with core's lockPerson). */
export async function findPerson(db: Db, id: number) {
  return (await db.select(personColumns).from(employees).where(eq(employees.id, id)).limit(1))[0];
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
    .select({ id: employees.id, hireDate: employees.hireDate, birthDate: employees.birthDate, disability: employees.disability })
    .from(employees)
    .where(inArray(employees.id, ids.length ? ids : [0]));
}

export async function shiftWorkDays(db: Db, shiftId: number): Promise<number[] | null> {
  const rows = await db.select({ workDays: shifts.workDays }).from(shifts).where(eq(shifts.id, shiftId)).limit(1);
  return rows[0]?.workDays ?? null;
}

export async function shiftExists(db: Db, shiftId: number): Promise<boolean> {
  return (await db.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, shiftId)).limit(1)).length > 0;
}

/** Holidays between two dates that apply to a site (all sites when the holiday names none). */
export function holidaysBetween(db: Db, from: string, to: string, siteId: number | null) {
  return db
    .select({ date: holidays.date, nameEn: holidays.nameEn, nameAr: holidays.nameAr, siteIds: holidays.siteIds })
    .from(holidays)
    .where(
      and(
        gte(holidays.date, from),
        lte(holidays.date, to),
        siteId === null ? sql`cardinality(${holidays.siteIds}) = 0` : sql`(cardinality(${holidays.siteIds}) = 0 or ${siteId}::int = any(${holidays.siteIds}))`,
      ),
    )
    .orderBy(asc(holidays.date));
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

// ---- Requests ----

/** Whether a person has a pending or approved request on any of these dates. */
export async function overlapping(db: Db, employeeId: number, startDate: string, endDate: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeId, employeeId),
        inArray(leaveRequests.state, ['requested', 'approved']),
        lte(leaveRequests.startDate, endDate),
        gte(leaveRequests.endDate, startDate),
        exceptId ? ne(leaveRequests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertRequest(db: Db, v: typeof leaveRequests.$inferInsert): Promise<number> {
  return (await db.insert(leaveRequests).values(v).returning({ id: leaveRequests.id }))[0].id;
}

export async function insertAttachment(db: Db, v: typeof leaveAttachments.$inferInsert): Promise<void> {
  await db.insert(leaveAttachments).values(v);
}

export async function findAttachment(db: Db, requestId: number) {
  return (await db.select().from(leaveAttachments).where(eq(leaveAttachments.requestId, requestId)).limit(1))[0];
}

export async function insertEvents(db: Db, v: (typeof leaveEvents.$inferInsert)[]): Promise<void> {
  if (v.length) await db.insert(leaveEvents).values(v);
}

export async function findRequestRow(db: Db, id: number): Promise<TLeaveRequestRow | undefined> {
  return (await db.select().from(leaveRequests).where(eq(leaveRequests.id, id)).limit(1))[0];
}

/**
 * Moves a request on only if it is still where the caller saw it: of two approvers acting at
 * once, exactly one update matches.
 */
export async function transition(
  db: Db,
  id: number,
  from: { state: string; step: string | null },
  set: Partial<typeof leaveRequests.$inferInsert>,
): Promise<TLeaveRequestRow | undefined> {
  const rows = await db
    .update(leaveRequests)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.state, from.state), from.step === null ? sql`${leaveRequests.step} is null` : eq(leaveRequests.step, from.step)))
    .returning();
  return rows[0];
}

export async function setHandoverState(db: Db, id: number, state: 'accepted' | 'declined'): Promise<TLeaveRequestRow | undefined> {
  const rows = await db
    .update(leaveRequests)
    .set({ handoverState: state, updatedAt: sql`now()` })
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.state, 'requested'), eq(leaveRequests.handoverState, 'pending')))
    .returning();
  return rows[0];
}

// ---- Reading requests for people ----

const person = (t: Record<'id' | 'empCode' | 'fullNameEn' | 'fullNameAr', AnyColumn>) => sql<[number, number, string, string] | null>`json_build_array(${t.id}, ${t.empCode}, ${t.fullNameEn}, ${t.fullNameAr})`;
const ref = (table: string, idCol: SQL, cols: string) => sql`(select json_build_array(${sql.raw(cols)}) from ${sql.raw(table)} x where x.id = ${idCol})`;

/** The columns of a request as the presenter takes them; names come from scalar subqueries for the page's rows only. */
export const requestColumns = {
  id: leaveRequests.id,
  employee: sql<[number, number, string, string]>`${ref('employees', sql`leave_requests.employee_id`, 'x.id, x.emp_code, x.full_name_en, x.full_name_ar')}`,
  employeeId: leaveRequests.employeeId,
  employeeSiteId: sql<number | null>`(select x.site_id from employees x where x.id = leave_requests.employee_id)`,
  leaveTypeId: leaveRequests.leaveTypeId,
  leaveType: sql<[number, string, string]>`${ref('leave_types', sql`leave_requests.leave_type_id`, 'x.id, x.name_en, x.name_ar')}`,
  balanceTypeId: leaveRequests.balanceTypeId,
  year: leaveRequests.year,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  halfDay: leaveRequests.halfDay,
  days: leaveRequests.days,
  state: leaveRequests.state,
  step: leaveRequests.step,
  approverId: leaveRequests.approverId,
  approver: sql<[number, number, string, string] | null>`${ref('employees', sql`leave_requests.approver_id`, 'x.id, x.emp_code, x.full_name_en, x.full_name_ar')}`,
  handoverEmployeeId: leaveRequests.handoverEmployeeId,
  handover: sql<[number, number, string, string] | null>`${ref('employees', sql`leave_requests.handover_employee_id`, 'x.id, x.emp_code, x.full_name_en, x.full_name_ar')}`,
  handoverState: leaveRequests.handoverState,
  shift: sql<[number, string, string] | null>`${ref('shifts', sql`leave_requests.shift_id`, 'x.id, x.name_en, x.name_ar')}`,
  reason: leaveRequests.reason,
  hasAttachment: sql<boolean>`exists(select 1 from leave_attachments a where a.request_id = leave_requests.id)`,
  filedById: leaveRequests.filedById,
  filedBy: sql<[number, number, string, string] | null>`${ref('employees', sql`leave_requests.filed_by_id`, 'x.id, x.emp_code, x.full_name_en, x.full_name_ar')}`,
  needsHr: leaveRequests.needsHr,
  createdAt: leaveRequests.createdAt,
  updatedAt: leaveRequests.updatedAt,
};

function selectRequests(db: Db) {
  // No join: with the person's fields in per-row subqueries, a sorted page walks an index and stops.
  return db.select(requestColumns).from(leaveRequests);
}
export type TRequestView = Awaited<ReturnType<typeof findRequest>> & object;

export async function findRequest(db: Db, id: number) {
  return (await selectRequests(db).where(eq(leaveRequests.id, id)).limit(1))[0];
}

const sorts = {
  startDate: sql`${leaveRequests.startDate}`,
  endDate: sql`${leaveRequests.endDate}`,
  countOfDays: sql`${leaveRequests.days}`,
  createdAt: sql`${leaveRequests.createdAt}`,
  updatedAt: sql`${leaveRequests.updatedAt}`,
  state: sql`${leaveRequests.state}`,
  employee: sql`(select x.emp_code from employees x where x.id = leave_requests.employee_id)`,
} as const;

function listWhere(who: SQL, q: TLeaveListQuery) {
  return and(
    who,
    q.state ? eq(leaveRequests.state, q.state) : undefined,
    q.leaveTypeId ? eq(leaveRequests.leaveTypeId, q.leaveTypeId) : undefined,
    q.from ? gte(leaveRequests.endDate, q.from) : undefined,
    q.to ? lte(leaveRequests.startDate, q.to) : undefined,
    q.employeeId ? eq(leaveRequests.employeeId, q.employeeId) : undefined,
    q.q ? sql`${leaveRequests.employeeId} in (select x.id from employees x where x.search_text like ${likeContains(q.q)})` : undefined,
  );
}

/** A page of requests: `who` limits the people (self, or a team), then filters and sort. */
export async function listRequestPage(db: Db, who: SQL, q: TLeaveListQuery, limit = q.pageSize, offset = q.page * q.pageSize) {
  const col = sorts[q.sort];
  const order = q.dir === 'asc' ? [asc(col), asc(leaveRequests.id)] : [desc(col), desc(leaveRequests.id)];
  return selectRequests(db)
    .where(listWhere(who, q))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** How many requests the same filters find (the same for every page and sort). */
export async function countRequests(db: Db, who: SQL, q: TLeaveListQuery): Promise<number> {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(leaveRequests).where(listWhere(who, q)))[0].n;
}

/** Scope conditions for the lists, on the requester. */
export const requesterIn = (scope: SQL) => sql`${leaveRequests.employeeId} in (select employees.id from employees where ${scope})`;
export const requesterIs = (id: number) => eq(leaveRequests.employeeId, id);
export const requesterAmong = (ids: number[]) => (ids.length ? sql`${leaveRequests.employeeId} = any(${`{${ids.join(',')}}`}::int[])` : sql`false`);
export const excludingRequester = (who: SQL, id: number) => and(who, ne(leaveRequests.employeeId, id))!;

/** Requests waiting on a viewer: their own manager step (and those of whoever delegated to them), the HR step for HR. */
/** `order`: by first day (the approvals inbox) or oldest filed first (the one inbox merges by it). */
export async function inboxRows(db: Db, opts: { approverIds: number[]; hr: 'all' | 'sites' | 'none'; viewerId: number; page: number; pageSize: number; order?: 'start' | 'filed' }) {
  const parts: SQL[] = [];
  if (opts.approverIds.length) parts.push(sql`(${leaveRequests.step} = 'manager' and ${leaveRequests.approverId} = any(${`{${opts.approverIds.join(',')}}`}::int[]))`);
  if (opts.hr === 'all') parts.push(sql`${leaveRequests.step} = 'hr'`);
  if (opts.hr === 'sites') {
    parts.push(sql`(${leaveRequests.step} = 'hr' and ${leaveRequests.employeeId} in (select x.id from employees x join employee_hr_sites h on h.site_id = x.site_id where h.employee_id = ${opts.viewerId}))`);
  }
  if (!parts.length) return { rows: [], total: 0 };
  const where = and(eq(leaveRequests.state, 'requested'), ne(leaveRequests.employeeId, opts.viewerId), or(...parts));
  const rows = await selectRequests(db)
    .where(where)
    .orderBy(...(opts.order === 'filed' ? [asc(leaveRequests.createdAt), asc(leaveRequests.id)] : [asc(leaveRequests.startDate), asc(leaveRequests.id)]))
    .limit(opts.pageSize)
    .offset(opts.page * opts.pageSize);
  return { rows, total: await pageTotal(db, where, opts.page, opts.pageSize, rows.length) };
}

/** The exact total of a page's filter, without a count query when the first page holds it all. */
async function pageTotal(db: Db, where: SQL | undefined, page: number, pageSize: number, got: number): Promise<number> {
  if (page === 0 && got < pageSize) return got;
  return (await db.select({ n: sql<number>`count(*)::int` }).from(leaveRequests).where(where))[0].n;
}

/** Pending requests that name this person as the substitute and wait for their answer, oldest filed first. */
export async function handoverRows(db: Db, viewerId: number, page: number, pageSize: number) {
  const where = and(eq(leaveRequests.handoverEmployeeId, viewerId), eq(leaveRequests.state, 'requested'), eq(leaveRequests.handoverState, 'pending'));
  const rows = await selectRequests(db)
    .where(where)
    .orderBy(asc(leaveRequests.createdAt), asc(leaveRequests.id))
    .limit(pageSize)
    .offset(page * pageSize);
  return { rows, total: await pageTotal(db, where, page, pageSize, rows.length) };
}

/** Pending and approved leave of some people between two dates (who else is out). */
export async function leaveOfPeople(db: Db, employeeIds: number[], from: string, to: string) {
  if (!employeeIds.length) return [];
  return db
    .select({ employeeId: leaveRequests.employeeId, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate, state: leaveRequests.state })
    .from(leaveRequests)
    .where(
      and(
        sql`${leaveRequests.employeeId} = any(${`{${employeeIds.join(',')}}`}::int[])`,
        inArray(leaveRequests.state, ['requested', 'approved']),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
      ),
    )
    .orderBy(asc(leaveRequests.startDate));
}

/** Which of these people have pending or approved leave on any of these dates. */
export async function onLeaveAmong(db: Db, employeeIds: number[], startDate: string, endDate: string): Promise<number[]> {
  if (!employeeIds.length) return [];
  const rows = await db
    .selectDistinct({ id: leaveRequests.employeeId })
    .from(leaveRequests)
    .where(
      and(
        inArray(leaveRequests.employeeId, employeeIds),
        inArray(leaveRequests.state, ['requested', 'approved']),
        lte(leaveRequests.startDate, endDate),
        gte(leaveRequests.endDate, startDate),
      ),
    );
  return rows.map((r) => r.id);
}

/** Whether a person is out (pending or approved leave) on any of these dates. */
export const isOnLeave = (db: Db, employeeId: number, startDate: string, endDate: string) => overlapping(db, employeeId, startDate, endDate);

const ev = alias(employees, 'ev_actor');
const evFor = alias(employees, 'ev_for');
export function requestEvents(db: Db, requestId: number) {
  return db
    .select({
      id: leaveEvents.id,
      action: leaveEvents.action,
      fromState: leaveEvents.fromState,
      toState: leaveEvents.toState,
      comment: leaveEvents.comment,
      createdAt: leaveEvents.createdAt,
      actor: sql<[number, number, string, string] | null>`case when ${ev.id} is null then null else ${person(ev)} end`,
      onBehalfOf: sql<[number, number, string, string] | null>`case when ${evFor.id} is null then null else ${person(evFor)} end`,
    })
    .from(leaveEvents)
    .leftJoin(ev, eq(ev.id, leaveEvents.actorId))
    .leftJoin(evFor, eq(evFor.id, leaveEvents.onBehalfOfId))
    .where(eq(leaveEvents.requestId, requestId))
    .orderBy(asc(leaveEvents.id));
}

// ---- Delegations ----

/** Who has delegated their approvals to this person on this date. */
export async function delegatorsOf(db: Db, delegateId: number, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: delegations.delegatorId })
    .from(delegations)
    .where(and(eq(delegations.delegateId, delegateId), sql`${delegations.revokedAt} is null`, lte(delegations.startDate, today), gte(delegations.endDate, today)));
  return rows.map((r) => r.id);
}

const dDelegator = alias(employees, 'd_from');
const dDelegate = alias(employees, 'd_to');
export function listDelegations(db: Db, where: SQL) {
  return db
    .select({
      id: delegations.id,
      delegator: person(dDelegator),
      delegate: person(dDelegate),
      delegatorId: delegations.delegatorId,
      delegateId: delegations.delegateId,
      startDate: delegations.startDate,
      endDate: delegations.endDate,
      revokedAt: delegations.revokedAt,
    })
    .from(delegations)
    .innerJoin(dDelegator, eq(dDelegator.id, delegations.delegatorId))
    .innerJoin(dDelegate, eq(dDelegate.id, delegations.delegateId))
    .where(and(where, sql`${delegations.revokedAt} is null`))
    .orderBy(desc(delegations.startDate));
}
export const delegationsGivenBy = (id: number) => eq(delegations.delegatorId, id);
export const delegationsReceivedBy = (id: number) => eq(delegations.delegateId, id);

export async function delegationOverlaps(db: Db, delegatorId: number, startDate: string, endDate: string): Promise<boolean> {
  const rows = await db
    .select({ id: delegations.id })
    .from(delegations)
    .where(and(eq(delegations.delegatorId, delegatorId), sql`${delegations.revokedAt} is null`, lte(delegations.startDate, endDate), gte(delegations.endDate, startDate)))
    .limit(1);
  return rows.length > 0;
}

export async function insertDelegation(db: Db, v: typeof delegations.$inferInsert): Promise<number> {
  return (await db.insert(delegations).values(v).returning({ id: delegations.id }))[0].id;
}

export async function revokeDelegation(db: Db, id: number, delegatorId: number | null): Promise<boolean> {
  const rows = await db
    .update(delegations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(delegations.id, id), sql`${delegations.revokedAt} is null`, delegatorId === null ? undefined : eq(delegations.delegatorId, delegatorId)))
    .returning({ id: delegations.id });
  return rows.length > 0;
}

/** Approved and pending leave of the people in `scope` overlapping [from, to] (team calendar, feeds). */
export function absencesBetween(db: Db, who: SQL, from: string, to: string, limit = 5000) {
  return selectRequests(db)
    .where(and(who, inArray(leaveRequests.state, ['requested', 'approved']), lte(leaveRequests.startDate, to), gte(leaveRequests.endDate, from)))
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.employeeId))
    .limit(limit);
}

// ---- Calendar feeds ----

/** The person's feed secret of a kind, made with `make` when there is none yet. */
export async function feedToken(db: Db, employeeId: number, kind: string, make: () => string): Promise<string> {
  await db.insert(calendarFeeds).values({ employeeId, kind, token: make() }).onConflictDoNothing();
  const rows = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.employeeId, employeeId), eq(calendarFeeds.kind, kind)));
  return rows[0].token;
}

export async function replaceFeedToken(db: Db, employeeId: number, kind: string, token: string): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ employeeId, kind, token })
    .onConflictDoUpdate({ target: [calendarFeeds.employeeId, calendarFeeds.kind], set: { token, createdAt: sql`now()` } });
}

export async function findFeed(db: Db, token: string) {
  const rows = await db
    .select({ employeeId: calendarFeeds.employeeId, kind: calendarFeeds.kind, roles: employees.roles, language: employees.language, active: employees.active })
    .from(calendarFeeds)
    .innerJoin(employees, eq(employees.id, calendarFeeds.employeeId))
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  return rows[0];
}
