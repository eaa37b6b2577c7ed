import { sql, type SQL } from 'drizzle-orm';
import type { TApprovalStep, TOvertimeListQuery } from '@hr/shared';
import type { Db } from '../../db/client.js';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const iso = (d: Date) => d.toISOString();

export interface TOvertimeRow {
  id: number;
  employeeId: number;
  workDate: string;
  startsAt: string | Date;
  endsAt: string | Date;
  minutes: number;
  nightMinutes: number;
  nightSource: string;
  dayKind: string;
  dayOffInstead: boolean;
  outsideAttendance: boolean;
  reason: string;
  state: string;
  /** Who takes the step it waits at (or took the last one), from the lifecycle's row. */
  approverId: number | null;
  pool: 'hr' | 'site_hr' | null;
  siteId: number | null;
  approvalState: string | null;
  /** The chain's step it waits at (null past the chain's end, when HR took over) and how often it moved up. */
  waitingStep: TApprovalStep | null;
  escalations: number;
  decidedById: number | null;
  onBehalfOfId: number | null;
  decidedAt: string | Date | null;
  decisionComment: string;
  convertedMinutes: number;
  createdAt: string | Date;
}

const columns = sql`o.id, o.employee_id as "employeeId", o.work_date::text as "workDate", o.starts_at as "startsAt", o.ends_at as "endsAt",
  o.minutes, o.night_minutes as "nightMinutes", o.night_source as "nightSource", o.day_kind as "dayKind", o.day_off_instead as "dayOffInstead", o.outside_attendance as "outsideAttendance", o.reason, o.state,
  a.approver_id as "approverId", a.pool, a.site_id as "siteId", a.state as "approvalState", a.chain -> a.step as "waitingStep", coalesce(a.escalations, 0) as "escalations", o.decided_by_id as "decidedById", o.on_behalf_of_id as "onBehalfOfId", o.decided_at as "decidedAt",
  o.decision_comment as "decisionComment", o.converted_minutes as "convertedMinutes", o.created_at as "createdAt"`;

/** The lifecycle's row of each request: who decides it. */
const approval = sql`left join approvals a on a.kind = 'overtime' and a.subject_id = o.id`;

const SORTS: Record<TOvertimeListQuery['sort'], SQL> = {
  workDate: sql`o.work_date`,
  createdAt: sql`o.created_at`,
  minutes: sql`o.minutes`,
  state: sql`o.state`,
  userId: sql`e.emp_code`,
  userName: sql`lower(e.full_name_en)`,
};

/** A page of requests matching `where` in the asked order (ties: newest id first), the total and the sums. */
export async function listRequests(db: Db, where: SQL, order: { sort: TOvertimeListQuery['sort']; dir: 'asc' | 'desc' }, page: number, pageSize: number) {
  const dir = order.dir === 'asc' ? sql`asc` : sql`desc`;
  const [rows, sums] = await Promise.all([
    db.execute(sql`select ${columns} from overtime_requests o join employees e on e.id = o.employee_id ${approval}
        where ${where} order by ${SORTS[order.sort]} ${dir}, o.starts_at ${dir}, o.id desc limit ${pageSize} offset ${page * pageSize}`),
    db.execute(sql`select count(*)::int as n, coalesce(sum(o.minutes), 0)::int as m, coalesce(sum(o.night_minutes), 0)::int as nm
        from overtime_requests o join employees e on e.id = o.employee_id where ${where}`),
  ]);
  const s = sums.rows[0] as { n: number; m: number; nm: number };
  return { rows: rows.rows as unknown as TOvertimeRow[], total: Number(s.n), totalMinutes: Number(s.m), totalNightMinutes: Number(s.nm) };
}

/** Requests by id, in the order of `ids` (a page of the inbox). */
export async function requestsByIds(db: Db, ids: readonly number[]): Promise<TOvertimeRow[]> {
  if (!ids.length) return [];
  const res = await db.execute(sql`select ${columns} from overtime_requests o ${approval} where o.id = any(${intArray(ids)}::int[])`);
  const rows = res.rows as unknown as TOvertimeRow[];
  return ids.map((id) => rows.find((r) => Number(r.id) === id)).filter((r): r is TOvertimeRow => !!r);
}

export async function findRequest(db: Db, id: number, forUpdate = false): Promise<TOvertimeRow | undefined> {
  const res = await db.execute(sql`select ${columns} from overtime_requests o ${approval} where o.id = ${id} ${forUpdate ? sql`for update of o` : sql``}`);
  return res.rows[0] as TOvertimeRow | undefined;
}

/** A person's requested and approved spans that touch [from, to) (overlap and presence checks, suggestions). */
export async function activeSpans(db: Db, employeeId: number, from: Date, to: Date) {
  const res = await db.execute(sql`select o.id, o.work_date::text as "workDate", o.starts_at as "startsAt", o.ends_at as "endsAt" from overtime_requests o
      where o.employee_id = ${employeeId} and o.state in ('requested', 'approved') and o.starts_at < ${iso(to)}::timestamptz and o.ends_at > ${iso(from)}::timestamptz
      order by o.starts_at`);
  return res.rows as { id: number; workDate: string; startsAt: string | Date; endsAt: string | Date }[];
}

/** A person's requested and approved spans of one work date. */
export async function spansOfDay(db: Db, employeeId: number, workDate: string) {
  const res = await db.execute(sql`select o.starts_at as "startsAt", o.ends_at as "endsAt" from overtime_requests o
      where o.employee_id = ${employeeId} and o.work_date = ${workDate}::date and o.state in ('requested', 'approved')`);
  return res.rows as { startsAt: string | Date; endsAt: string | Date }[];
}

export async function insertRequest(
  db: Db,
  v: {
    employeeId: number;
    workDate: string;
    startsAt: Date;
    endsAt: Date;
    minutes: number;
    nightMinutes: number;
    nightSource: string;
    dayKind: string;
    dayOffInstead: boolean;
    outsideAttendance: boolean;
    reason: string;
    filedById: number;
  },
): Promise<number> {
  const res = await db.execute(sql`insert into overtime_requests (employee_id, work_date, starts_at, ends_at, minutes, night_minutes, night_source, day_kind, day_off_instead, outside_attendance, reason, filed_by_id)
      values (${v.employeeId}, ${v.workDate}::date, ${iso(v.startsAt)}::timestamptz, ${iso(v.endsAt)}::timestamptz, ${v.minutes}, ${v.nightMinutes}, ${v.nightSource}, ${v.dayKind}, ${v.dayOffInstead},
        ${v.outsideAttendance}, ${v.reason}, ${v.filedById}) returning id`);
  return Number((res.rows[0] as { id: number }).id);
}

/** The decision, only while the request is still requested (of two deciders, one wins). */
export async function decideRequest(db: Db, id: number, v: { state: 'approved' | 'rejected'; decidedById: number; onBehalfOfId: number | null; comment: string }): Promise<boolean> {
  const res = await db.execute(sql`update overtime_requests set state = ${v.state}, decided_by_id = ${v.decidedById}, on_behalf_of_id = ${v.onBehalfOfId},
      decided_at = now(), decision_comment = ${v.comment}, updated_at = now()
      where id = ${id} and state = 'requested' returning id`);
  return res.rows.length > 0;
}

/** The requester cancels, only while requested. */
export async function cancelRequest(db: Db, id: number, employeeId: number): Promise<boolean> {
  const res = await db.execute(sql`update overtime_requests set state = 'cancelled', updated_at = now()
      where id = ${id} and employee_id = ${employeeId} and state = 'requested' returning id`);
  return res.rows.length > 0;
}

/** Adds converted minutes, only if nobody converted since `seen` was read (two clicks convert once). */
export async function addConverted(db: Db, id: number, seen: number, minutes: number): Promise<boolean> {
  const res = await db.execute(sql`update overtime_requests set converted_minutes = converted_minutes + ${minutes}, updated_at = now()
      where id = ${id} and state = 'approved' and converted_minutes = ${seen} and converted_minutes + ${minutes} <= minutes returning id`);
  return res.rows.length > 0;
}

/** A person's approved requests with minutes left to convert, oldest first (work date, id), locked for the conversion. */
export async function convertibleRequests(db: Db, employeeId: number) {
  const res = await db.execute(sql`select o.id, o.work_date::text as "workDate", o.minutes, o.converted_minutes as "convertedMinutes" from overtime_requests o
      where o.employee_id = ${employeeId} and o.state = 'approved' and o.minutes > o.converted_minutes
      order by o.work_date, o.id for update`);
  return (res.rows as { id: number; workDate: string; minutes: number; convertedMinutes: number }[]).map((r) => ({ ...r, id: Number(r.id) }));
}

/** The sum of a person's approved, unconverted minutes over all their requests. */
export async function convertibleMinutesOf(db: Db, employeeId: number): Promise<number> {
  const res = await db.execute(sql`select coalesce(sum(o.minutes - o.converted_minutes), 0)::int as m from overtime_requests o
      where o.employee_id = ${employeeId} and o.state = 'approved' and o.minutes > o.converted_minutes`);
  return Number((res.rows[0] as { m: number }).m);
}

/** The leave type whose balance conversions fill (the preset with code 'overtime'). */
export async function overtimeLeaveType(db: Db): Promise<number | null> {
  const res = await db.execute(sql`select id from leave_types where code = 'overtime' and balance_type_id = id order by id limit 1`);
  return res.rows.length ? Number((res.rows[0] as { id: number }).id) : null;
}

/** First sign-in and last sign-out of several people between instants (the inbox shows each request's day). */
export async function dayEdges(db: Db, ids: readonly number[], from: Date, to: Date) {
  if (!ids.length) return [];
  const res = await db.execute(sql`select employee_id as e, event_type as type, occurred_at as at from attendance_events
      where employee_id = any(${intArray(ids)}::int[]) and occurred_at >= ${iso(from)}::timestamptz and occurred_at < ${iso(to)}::timestamptz
      order by occurred_at, id`);
  return res.rows as { e: number; type: string; at: string | Date }[];
}

export const ofEmployee = (employeeId: number) => sql`o.employee_id = ${employeeId}`;
export const ofEmployees = (ids: readonly number[]) => (ids.length ? sql`o.employee_id = any(${intArray(ids)}::int[])` : sql`false`);
export const notOf = (employeeId: number) => sql`o.employee_id <> ${employeeId}`;
export const inState = (state: string) => (state === 'all' ? undefined : sql`o.state = ${state}`);
export const workDateFrom = (d: string | undefined) => (d ? sql`o.work_date >= ${d}::date` : undefined);
export const workDateTo = (d: string | undefined) => (d ? sql`o.work_date <= ${d}::date` : undefined);
/** Every condition given (undefined ones are skipped). */
export const and = (...parts: (SQL | undefined)[]) => {
  const list = parts.filter((p): p is SQL => !!p);
  return list.length ? sql.join(list.map((p) => sql`(${p})`), sql` and `) : sql`true`;
};
