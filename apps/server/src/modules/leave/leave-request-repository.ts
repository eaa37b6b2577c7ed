import { type AnyColumn, and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likeContains, type TApprovalStep, type THolidayGroupPeriod, type TLeaveListQuery } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { compiled } from '../../db/compiled.js';
import { insertLater, writeLater } from '../../db/deferred-writes.js';
import { employees, leaveAttachments, leaveEvents, leaveRequests } from '../../db/schema.js';

import { TLeaveRequestRow } from './leave-repository.js';
export { coveredBy, leaveAround } from './leave-cover-repository.js';

/** Leave requests: filing, transitions, and reading them for lists, inboxes and calendars. */
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

/** What a person's filing writes: every column named, so its insert is built once (compiled.ts). */
export type TFiledRequest = Required<Pick<typeof leaveRequests.$inferInsert, (typeof FILED)[number]>>;
const FILED = ['employeeId', 'leaveTypeId', 'balanceTypeId', 'year', 'startDate', 'endDate', 'halfDay', 'startTime', 'endTime', 'days', 'state', 'handoverEmployeeId', 'handoverState', 'shiftId', 'reason', 'eventDate', 'filedById'] as const;
const fileRequestQuery = compiled((db, p) =>
  db
    .insert(leaveRequests)
    .values(Object.fromEntries(FILED.map((k) => [k, p(k)])) as unknown as typeof leaveRequests.$inferInsert)
    .returning(),
);

/** A person's filing: inserts the request and returns its row (its id and times), so the filing can answer without reading it back. */
export async function fileRequest(db: Db, v: TFiledRequest): Promise<TLeaveRequestRow> {
  return (await fileRequestQuery(db, v))[0];
}

/** Inserts a request and returns its row (its id and times), so the filing can answer without reading it back. */
export async function insertRequest(db: Db, v: typeof leaveRequests.$inferInsert): Promise<TLeaveRequestRow> {
  return (await db.insert(leaveRequests).values(v).returning())[0];
}

export async function insertAttachment(db: Db, v: typeof leaveAttachments.$inferInsert): Promise<void> {
  await db.insert(leaveAttachments).values(v);
}

export async function findAttachment(db: Db, requestId: number) {
  return (await db.select().from(leaveAttachments).where(eq(leaveAttachments.requestId, requestId)).limit(1))[0];
}

export async function insertEvents(db: Db, v: (typeof leaveEvents.$inferInsert)[]): Promise<void> {
  // Read only by the request's detail page, after commit.
  await insertLater(db, leaveEvents, v);
}

export async function findRequestRow(db: Db, id: number): Promise<TLeaveRequestRow | undefined> {
  return (await db.select().from(leaveRequests).where(eq(leaveRequests.id, id)).limit(1))[0];
}

/**
 * Moves a request on only if it is still where the caller saw it: of two approvers acting at
 * once, exactly one update matches.
 */
export async function transition(db: Db, id: number, from: { state: string }, set: Partial<typeof leaveRequests.$inferInsert>): Promise<TLeaveRequestRow | undefined> {
  const rows = await db
    .update(leaveRequests)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.state, from.state)))
    .returning();
  return rows[0];
}

/** Who decided the first step when filed (the lifecycle's answer, kept on the request). */
export async function setFirstApprover(db: Db, id: number, approverId: number | null, opts: { later?: boolean } = {}): Promise<void> {
  // later: nothing in the transaction reads the request's approver before it commits (deferred-writes.ts).
  if (opts.later) await writeLater(db, sql`update leave_requests set approver_id = ${approverId} where id = ${id}`);
  else await db.update(leaveRequests).set({ approverId }).where(eq(leaveRequests.id, id));
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

export const person = (t: Record<'id' | 'empCode' | 'fullNameEn' | 'fullNameAr', AnyColumn>) => sql<[number, number, string, string] | null>`json_build_array(${t.id}, ${t.empCode}, ${t.fullNameEn}, ${t.fullNameAr})`;
const ref = (table: string, idCol: SQL, cols: string) => sql`(select json_build_array(${sql.raw(cols)}) from ${sql.raw(table)} x where x.id = ${idCol})`;

const APPROVER = sql`coalesce((select a.approver_id from approvals a where a.kind in ('leave', 'leave_change') and a.subject_id = leave_requests.id order by a.id desc limit 1), leave_requests.approver_id)`;

/** The columns of a request as the presenter takes them; names come from scalar subqueries for the page's rows only. */
export const requestColumns = {
  id: leaveRequests.id,
  employee: sql<[number, number, string, string]>`${ref('employees', sql`leave_requests.employee_id`, 'x.id, x.emp_code, x.full_name_en, x.full_name_ar')}`,
  employeeId: leaveRequests.employeeId,
  employeeSiteId: sql<number | null>`(select x.site_id from employees x where x.id = leave_requests.employee_id)`,
  leaveTypeId: leaveRequests.leaveTypeId,
  leaveType: sql<[number, string, string]>`${ref('leave_types', sql`leave_requests.leave_type_id`, 'x.id, x.name_en, x.name_ar')}`,
  /** The type's preset code (sick leave shows its chronic illness and may turn into annual leave, Art 131). */
  leaveTypeCode: sql<string | null>`(select x.code from leave_types x where x.id = leave_requests.leave_type_id)`,
  chronicIllness: leaveRequests.chronicIllness,
  balanceTypeId: leaveRequests.balanceTypeId,
  year: leaveRequests.year,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  halfDay: leaveRequests.halfDay,
  startTime: leaveRequests.startTime,
  endTime: leaveRequests.endTime,
  days: leaveRequests.days,
  state: leaveRequests.state,
  /**
   * The lifecycle's row: the latest approval of the request or of an ask to change it,
   * as [kind, state, approver, pool, site, the chain's step it waits at, escalations]; null for leave
   * HR recorded as approved.
   */
  approval: sql<[string, string, number | null, 'hr' | 'site_hr' | null, number | null, TApprovalStep | null, number] | null>`(select json_build_array(a.kind, a.state, a.approver_id, a.pool, a.site_id, a.chain -> a.step, a.escalations)
    from approvals a where a.kind in ('leave', 'leave_change') and a.subject_id = leave_requests.id order by a.id desc limit 1)`,
  /** Who decides the step it waits at (or decided the last one); HR's pool: null. */
  approverId: sql<number | null>`${APPROVER}`,
  approver: sql<[number, number, string, string] | null>`${ref('employees', APPROVER, 'x.id, x.emp_code, x.full_name_en, x.full_name_ar')}`,
  handoverEmployeeId: leaveRequests.handoverEmployeeId,
  handover: sql<[number, number, string, string] | null>`${ref('employees', sql`leave_requests.handover_employee_id`, 'x.id, x.emp_code, x.full_name_en, x.full_name_ar')}`,
  handoverState: leaveRequests.handoverState,
  shift: sql<[number, string, string] | null>`${ref('shifts', sql`leave_requests.shift_id`, 'x.id, x.name_en, x.name_ar')}`,
  reason: leaveRequests.reason,
  /** The event a type counted in times is for (the birth, the pilgrimage; Arts 54, 128, 130). */
  eventDate: leaveRequests.eventDate,
  hasAttachment: sql<boolean>`exists(select 1 from leave_attachments a where a.request_id = leave_requests.id)`,
  filedById: leaveRequests.filedById,
  filedBy: sql<[number, number, string, string] | null>`${ref('employees', sql`leave_requests.filed_by_id`, 'x.id, x.emp_code, x.full_name_en, x.full_name_ar')}`,
  changeKind: leaveRequests.changeKind,
  changeEndDate: leaveRequests.changeEndDate,
  changeReason: leaveRequests.changeReason,
  changeRequestedAt: leaveRequests.changeRequestedAt,
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

/** Requests by id, in the order of `ids` (a page of the inbox). */
export async function requestsByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await selectRequests(db).where(sql`${leaveRequests.id} = any(${`{${ids.join(',')}}`}::int[])`);
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is (typeof rows)[number] => !!r);
}



/** Pending and approved leave of some people between two dates (who else is out). */
export async function leaveOfPeople(db: Db, employeeIds: number[], from: string, to: string) {
  if (!employeeIds.length) return [];
  return db
    .select({ employeeId: leaveRequests.employeeId, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate, state: leaveRequests.state, startTime: leaveRequests.startTime, endTime: leaveRequests.endTime })
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


/**
 * Approved and pending leave of the people in `scope` overlapping [from, to] (team calendar, feeds):
 * only what a calendar shows (who, which type, the days, the state, the hours), none of a request's
 * other parts (its approver, substitute, attachment), so a month of a large organisation stays one
 * light query.
 */
export function absencesBetween(db: Db, who: SQL, from: string, to: string, limit = 5000) {
  return db
    .select({
      id: leaveRequests.id,
      employee: requestColumns.employee,
      leaveType: requestColumns.leaveType,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      state: leaveRequests.state,
      startTime: leaveRequests.startTime,
      endTime: leaveRequests.endTime,
    })
    .from(leaveRequests)
    .where(and(who, inArray(leaveRequests.state, ['requested', 'approved']), lte(leaveRequests.startDate, to), gte(leaveRequests.endDate, from)))
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.employeeId))
    .limit(limit);
}

// ---- Recount (holidays, work week or shifts changed) ----

/**
 * Pending and approved requests overlapping a date range (of some people), locked for update,
 * with what their day count needs: the person's site and shift, the type's day basis and names.
 */
export async function requestsToRecount(db: Db, from: string, to: string, employeeIds?: readonly number[]) {
  const rows = await db.execute<{
    id: number;
    employeeId: number;
    startDate: string;
    endDate: string;
    halfDay: string;
    startTime: string | null;
    endTime: string | null;
    days: string | number;
    state: string;
    siteId: number | null;
    shiftId: number | null;
    holidayGroups: THolidayGroupPeriod[];
    dayBasis: string;
    typeEn: string;
    typeAr: string;
    fullNameEn: string;
    fullNameAr: string;
    email: string;
    language: string;
    active: boolean;
  }>(sql`select r.id, r.employee_id as "employeeId", r.start_date::text as "startDate", r.end_date::text as "endDate", r.half_day as "halfDay",
      r.start_time as "startTime", r.end_time as "endTime", r.days, r.state, e.site_id as "siteId", e.shift_id as "shiftId", e.holiday_groups as "holidayGroups", t.day_basis as "dayBasis", t.name_en as "typeEn", t.name_ar as "typeAr",
      e.full_name_en as "fullNameEn", e.full_name_ar as "fullNameAr", e.email, e.language, e.active
    from leave_requests r join employees e on e.id = r.employee_id join leave_types t on t.id = r.leave_type_id
    where r.state in ('requested', 'approved') and r.start_date <= ${to}::date and r.end_date >= ${from}::date
      ${employeeIds ? sql`and r.employee_id = any(${sql.raw(`'{${employeeIds.map(Number).join(',')}}'`)}::int[])` : sql``}
    order by r.id
    for update of r`);
  return rows.rows.map((r: (typeof rows.rows)[number]) => ({ ...r, days: Number(r.days) }));
}

/** New day counts, in one statement. */
export async function setDays(db: Db, changes: readonly { id: number; days: number }[]): Promise<void> {
  if (!changes.length) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}::int, ${c.days}::numeric)`),
    sql`, `,
  );
  await db.execute(sql`update leave_requests r set days = v.days, updated_at = now() from (values ${values}) as v(id, days) where r.id = v.id`);
}

/** The requester's ask to cancel or shorten approved leave, kept only while it is approved and asks nothing yet. */
/** Sick leave's chronic illness as HR confirmed it ('confirmed') or withdrew it (null), Art 131 ¶1. */
export async function setChronicIllness(db: Db, id: number, value: 'confirmed' | null): Promise<void> {
  await db.update(leaveRequests).set({ chronicIllness: value, updatedAt: sql`now()` }).where(eq(leaveRequests.id, id));
}

export async function setChange(db: Db, id: number, change: { kind: string; endDate: string | null; reason: string }): Promise<boolean> {
  const rows = await db
    .update(leaveRequests)
    .set({ changeKind: change.kind, changeEndDate: change.endDate, changeReason: change.reason, changeRequestedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.state, 'approved'), isNull(leaveRequests.changeKind)))
    .returning({ id: leaveRequests.id });
  return rows.length > 0;
}

/**
 * Decides an asked change: `set` (cancelled, or the new end and count, or nothing) with the ask
 * cleared, only while the leave is approved and still asks it; of two deciders one succeeds.
 */
export async function decideChange(db: Db, id: number, set: Partial<typeof leaveRequests.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(leaveRequests)
    .set({ ...set, changeKind: null, changeEndDate: null, changeReason: null, changeRequestedAt: null, updatedAt: sql`now()` })
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.state, 'approved'), isNotNull(leaveRequests.changeKind)))
    .returning({ id: leaveRequests.id });
  return rows.length > 0;
}
