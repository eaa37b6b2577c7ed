import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export interface TIssueRow {
  id: number;
  employeeId: number;
  eventType: string;
  occurredAt: string | Date;
  workDate: string;
  reason: string;
  state: string;
  filedByName: string;
  filedByNameAr: string;
  createdAt: string | Date;
  decidedByName: string | null;
  decidedByNameAr: string | null;
  decidedAt: string | Date | null;
  decisionComment: string;
  siteId: number | null;
}

const selectIssue = sql`select i.id, i.employee_id as "employeeId", i.event_type as "eventType", i.occurred_at as "occurredAt", i.work_date::text as "workDate",
    i.reason, i.state, f.full_name_en as "filedByName", f.full_name_ar as "filedByNameAr", i.created_at as "createdAt",
    d.full_name_en as "decidedByName", d.full_name_ar as "decidedByNameAr", i.decided_at as "decidedAt", i.decision_comment as "decisionComment",
    e.site_id as "siteId"
  from attendance_issues i join employees e on e.id = i.employee_id join employees f on f.id = i.filed_by_id left join employees d on d.id = i.decided_by_id`;

/** The events of a person between two instants, oldest first. */
export async function eventsBetween(db: Db, employeeId: number, from: Date, to: Date) {
  const res = await db.execute(sql`select id, event_type as type, occurred_at as at, source from attendance_events
      where employee_id = ${employeeId} and occurred_at >= ${from.toISOString()}::timestamptz and occurred_at < ${to.toISOString()}::timestamptz
      order by occurred_at, id`);
  return res.rows as { id: number; type: string; at: string | Date; source: string }[];
}

/** The events of several people between two instants (one query for a page of issues). */
export async function eventsOfMany(db: Db, ids: readonly number[], from: Date, to: Date) {
  if (!ids.length) return [];
  const res = await db.execute(sql`select employee_id as e, event_type as type, occurred_at as at, source from attendance_events
      where employee_id = any(${intArray(ids)}::int[]) and occurred_at >= ${from.toISOString()}::timestamptz and occurred_at < ${to.toISOString()}::timestamptz
      order by occurred_at, id`);
  return res.rows as { e: number; type: string; at: string | Date; source: string }[];
}

/** Pending issues of a person on a work date. */
export async function pendingOnDay(db: Db, employeeId: number, workDate: string) {
  const res = await db.execute(sql`select id, event_type as type, occurred_at as at from attendance_issues
      where employee_id = ${employeeId} and work_date = ${workDate}::date and state = 'requested'`);
  return res.rows as { id: number; type: string; at: string | Date }[];
}

/** Files an issue; null when a pending one of that type already exists for that day (the partial unique index). */
export async function insertIssue(
  db: Db,
  v: { employeeId: number; eventType: string; occurredAt: Date; workDate: string; reason: string; filedById: number },
): Promise<number | null> {
  const res = await db.execute(sql`insert into attendance_issues (employee_id, event_type, occurred_at, work_date, reason, filed_by_id)
      values (${v.employeeId}, ${v.eventType}, ${v.occurredAt.toISOString()}::timestamptz, ${v.workDate}::date, ${v.reason}, ${v.filedById})
      on conflict (employee_id, work_date, event_type) where state = 'requested' do nothing returning id`);
  return res.rows.length ? Number((res.rows[0] as { id: number }).id) : null;
}

/** Issues by id, in the order of `ids` (a page of the inbox). */
export async function issuesByIds(db: Db, ids: readonly number[]): Promise<TIssueRow[]> {
  if (!ids.length) return [];
  const res = await db.execute(sql`${selectIssue} where i.id = any(${intArray(ids)}::int[])`);
  const rows = res.rows as unknown as TIssueRow[];
  return ids.map((id) => rows.find((r) => Number(r.id) === id)).filter((r): r is TIssueRow => !!r);
}

export async function findIssue(db: Db, id: number): Promise<TIssueRow | undefined> {
  const res = await db.execute(sql`${selectIssue} where i.id = ${id}`);
  return res.rows[0] as TIssueRow | undefined;
}

/** Locks an issue for a decision. */
export async function lockIssue(db: Db, id: number) {
  const res = await db.execute(sql`select i.id, i.state, i.employee_id as "employeeId", i.event_type as "eventType", i.occurred_at as "occurredAt",
      i.work_date::text as "workDate", e.site_id as "siteId"
    from attendance_issues i join employees e on e.id = i.employee_id where i.id = ${id} for update of i`);
  return res.rows[0] as { id: number; state: string; employeeId: number; eventType: string; occurredAt: string | Date; workDate: string; siteId: number | null } | undefined;
}

/** The decision, only if the issue is still pending (of two deciders, one wins). */
export async function decideIssue(db: Db, id: number, v: { state: 'approved' | 'rejected'; decidedById: number; comment: string; correctionEventId: number | null }): Promise<boolean> {
  const res = await db.execute(sql`update attendance_issues set state = ${v.state}, decided_by_id = ${v.decidedById}, decided_at = now(),
      decision_comment = ${v.comment}, correction_event_id = ${v.correctionEventId}
      where id = ${id} and state = 'requested' returning id`);
  return res.rows.length > 0;
}

/** The id of the event at (person, instant, type). */
export async function eventIdAt(db: Db, employeeId: number, at: Date, type: string): Promise<number | null> {
  const res = await db.execute(sql`select id from attendance_events where employee_id = ${employeeId} and occurred_at = ${at.toISOString()}::timestamptz and event_type = ${type}`);
  return res.rows.length ? Number((res.rows[0] as { id: number }).id) : null;
}

/** A page of issues matching `where` (newest first for decided lists, oldest first while pending), and the total. */
export async function listIssues(db: Db, where: SQL, page: number, pageSize: number, oldestFirst: boolean) {
  const order = oldestFirst ? sql`i.created_at asc, i.id asc` : sql`i.created_at desc, i.id desc`;
  const [rows, total] = await Promise.all([
    db.execute(sql`${selectIssue} where ${where} order by ${order} limit ${pageSize} offset ${page * pageSize}`),
    db.execute(sql`select count(*)::int as n from attendance_issues i join employees e on e.id = i.employee_id where ${where}`),
  ]);
  return { rows: rows.rows as unknown as TIssueRow[], total: Number((total.rows[0] as { n: number }).n) };
}

export const issueState = (state: string) => (state === 'all' ? sql`true` : sql`i.state = ${state}`);
export const issueOf = (employeeId: number) => sql`i.employee_id = ${employeeId}`;
/** Issues of people in these sites (site_hr). */
export const issueInSites = (siteIds: readonly number[]) => (siteIds.length ? sql`e.site_id = any(${intArray(siteIds)}::int[])` : sql`false`);
export const notOf = (employeeId: number) => sql`i.employee_id <> ${employeeId}`;
/** Every condition given (undefined ones are skipped). */
export const and = (...parts: (SQL | undefined)[]) => {
  const list = parts.filter((p): p is SQL => !!p);
  return list.length ? sql.join(list.map((p) => sql`(${p})`), sql` and `) : sql`true`;
};
