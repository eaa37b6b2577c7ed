import { sql, type SQL } from 'drizzle-orm';
import type { TApprovalStep, TPermissionListQuery, TPermissionTypeInput } from '@hr/shared';
import type { Db } from '../../db/client.js';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export interface TPermissionRow {
  id: number;
  employeeId: number;
  typeId: number;
  kind: string;
  typeName: string;
  typeNameAr: string;
  workDate: string;
  startTime: string;
  endTime: string;
  minutes: number;
  deductedMinutes: number;
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
  filedById: number | null;
  decidedAt: string | Date | null;
  decisionComment: string;
  createdAt: string | Date;
}

export interface TPermissionTypeRow {
  id: number;
  kind: string;
  nameEn: string;
  nameAr: string;
  maxMinutes: number;
  perMonth: number;
  minutesPerMonth: number;
  needsApproval: boolean;
  overQuota: string;
  active: boolean;
}

const columns = sql`p.id, p.employee_id as "employeeId", p.type_id as "typeId", t.kind, t.name_en as "typeName", t.name_ar as "typeNameAr",
  p.work_date::text as "workDate", p.start_time as "startTime", p.end_time as "endTime", p.minutes, p.deducted_minutes as "deductedMinutes",
  p.reason, p.state, a.approver_id as "approverId", a.pool, a.site_id as "siteId", a.state as "approvalState", a.chain -> a.step as "waitingStep", coalesce(a.escalations, 0) as "escalations", p.decided_by_id as "decidedById", p.on_behalf_of_id as "onBehalfOfId",
  p.filed_by_id as "filedById", p.decided_at as "decidedAt", p.decision_comment as "decisionComment", p.created_at as "createdAt"`;
const from = sql`permission_requests p join permission_types t on t.id = p.type_id join employees e on e.id = p.employee_id
  left join approvals a on a.kind = 'permission' and a.subject_id = p.id`;

const SORTS: Record<TPermissionListQuery['sort'], SQL> = {
  workDate: sql`p.work_date`,
  createdAt: sql`p.created_at`,
  minutes: sql`p.minutes`,
  state: sql`p.state`,
  userId: sql`e.emp_code`,
  userName: sql`lower(e.full_name_en)`,
};

/**
 * A page of permissions matching `where` in the asked order (ties: start time, newest id first), the
 * total, and the minutes approved and waiting (a rejected or cancelled permission takes no time).
 */
export async function listRequests(db: Db, where: SQL, order: Pick<TPermissionListQuery, 'sort' | 'dir'>, page: number, pageSize: number) {
  const dir = order.dir === 'asc' ? sql`asc` : sql`desc`;
  const [rows, sums] = await Promise.all([
    db.execute(sql`select ${columns} from ${from} where ${where} order by ${SORTS[order.sort]} ${dir}, p.start_time ${dir}, p.id desc limit ${pageSize} offset ${page * pageSize}`),
    db.execute(sql`select count(*)::int as n, coalesce(sum(p.minutes) filter (where p.state = 'approved'), 0)::int as m,
        coalesce(sum(p.minutes) filter (where p.state = 'requested'), 0)::int as w from ${from} where ${where}`),
  ]);
  const s = sums.rows[0] as { n: number; m: number; w: number };
  return { rows: rows.rows as unknown as TPermissionRow[], total: Number(s.n), totalMinutes: Number(s.m), pendingMinutes: Number(s.w) };
}

/** Permissions by id, in the order of `ids` (a page of the inbox). */
export async function requestsByIds(db: Db, ids: readonly number[]): Promise<TPermissionRow[]> {
  if (!ids.length) return [];
  const res = await db.execute(sql`select ${columns} from ${from} where p.id = any(${intArray(ids)}::int[])`);
  const rows = res.rows as unknown as TPermissionRow[];
  return ids.map((id) => rows.find((r) => Number(r.id) === id)).filter((r): r is TPermissionRow => !!r);
}

export async function findRequest(db: Db, id: number, forUpdate = false): Promise<TPermissionRow | undefined> {
  const res = await db.execute(sql`select ${columns} from ${from} where p.id = ${id} ${forUpdate ? sql`for update of p` : sql``}`);
  return res.rows[0] as TPermissionRow | undefined;
}

/** Requested and approved permissions of people in a month, per person and type: the quota's use. */
export async function monthUse(db: Db, employeeIds: readonly number[], monthStart: string, monthEnd: string) {
  if (!employeeIds.length) return [];
  const res = await db.execute(sql`select p.employee_id as e, p.type_id as "typeId", count(*)::int as n, coalesce(sum(p.minutes), 0)::int as m
      from permission_requests p where p.employee_id = any(${intArray(employeeIds)}::int[]) and p.state in ('requested', 'approved')
        and p.work_date between ${monthStart}::date and ${monthEnd}::date group by p.employee_id, p.type_id`);
  return (res.rows as { e: number; typeId: number; n: number; m: number }[]).map((r) => ({ e: Number(r.e), typeId: Number(r.typeId), count: Number(r.n), minutes: Number(r.m) }));
}

/** A requested or approved permission of this type on that date (one of each kind a day). */
export async function sameDay(db: Db, employeeId: number, typeId: number, workDate: string): Promise<boolean> {
  const res = await db.execute(sql`select 1 from permission_requests p where p.employee_id = ${employeeId} and p.type_id = ${typeId}
      and p.work_date = ${workDate}::date and p.state in ('requested', 'approved') limit 1`);
  return res.rows.length > 0;
}

export async function insertRequest(
  db: Db,
  v: { employeeId: number; typeId: number; workDate: string; startTime: string; endTime: string; minutes: number; deductedMinutes: number; reason: string; state: string; filedById: number },
): Promise<number> {
  const decided = v.state === 'approved';
  const res = await db.execute(sql`insert into permission_requests (employee_id, type_id, work_date, start_time, end_time, minutes, deducted_minutes, reason, state, filed_by_id, decided_at)
      values (${v.employeeId}, ${v.typeId}, ${v.workDate}::date, ${v.startTime}, ${v.endTime}, ${v.minutes}, ${v.deductedMinutes}, ${v.reason}, ${v.state}, ${v.filedById},
        ${decided ? sql`now()` : sql`null`}) returning id`);
  return Number((res.rows[0] as { id: number }).id);
}

/** The decision, only while the permission is still requested (of two deciders, one wins). */
export async function decideRequest(db: Db, id: number, v: { state: 'approved' | 'rejected'; decidedById: number; onBehalfOfId: number | null; comment: string }): Promise<boolean> {
  const res = await db.execute(sql`update permission_requests set state = ${v.state}, decided_by_id = ${v.decidedById}, on_behalf_of_id = ${v.onBehalfOfId},
      decided_at = now(), decision_comment = ${v.comment}, updated_at = now() where id = ${id} and state = 'requested' returning id`);
  return res.rows.length > 0;
}

/** Cancels, only from the state it was read in (a decision in between wins). */
export async function cancelRequest(db: Db, id: number, seenState: string): Promise<boolean> {
  const res = await db.execute(sql`update permission_requests set state = 'cancelled', updated_at = now() where id = ${id} and state = ${seenState} returning id`);
  return res.rows.length > 0;
}

// ---- Types ----

const typeColumns = sql`id, kind, name_en as "nameEn", name_ar as "nameAr", max_minutes as "maxMinutes", per_month as "perMonth",
  minutes_per_month as "minutesPerMonth", needs_approval as "needsApproval", over_quota as "overQuota", active`;

export async function listTypes(db: Db, activeOnly: boolean): Promise<TPermissionTypeRow[]> {
  const res = await db.execute(sql`select ${typeColumns} from permission_types ${activeOnly ? sql`where active` : sql``} order by kind, id`);
  return res.rows as unknown as TPermissionTypeRow[];
}

export async function findType(db: Db, id: number): Promise<TPermissionTypeRow | undefined> {
  const res = await db.execute(sql`select ${typeColumns} from permission_types where id = ${id}`);
  return res.rows[0] as TPermissionTypeRow | undefined;
}

export async function insertType(db: Db, v: TPermissionTypeInput): Promise<number> {
  const res = await db.execute(sql`insert into permission_types (kind, name_en, name_ar, max_minutes, per_month, minutes_per_month, needs_approval, over_quota, active)
      values (${v.kind}, ${v.nameEn}, ${v.nameAr}, ${v.maxMinutes}, ${v.perMonth}, ${v.minutesPerMonth}, ${v.needsApproval}, ${v.overQuota}, ${v.active}) returning id`);
  return Number((res.rows[0] as { id: number }).id);
}

export async function updateType(db: Db, id: number, v: TPermissionTypeInput): Promise<boolean> {
  const res = await db.execute(sql`update permission_types set kind = ${v.kind}, name_en = ${v.nameEn}, name_ar = ${v.nameAr}, max_minutes = ${v.maxMinutes},
      per_month = ${v.perMonth}, minutes_per_month = ${v.minutesPerMonth}, needs_approval = ${v.needsApproval}, over_quota = ${v.overQuota}, active = ${v.active}
      where id = ${id} returning id`);
  return res.rows.length > 0;
}

export const ofEmployee = (employeeId: number) => sql`p.employee_id = ${employeeId}`;
export const ofEmployees = (ids: readonly number[]) => (ids.length ? sql`p.employee_id = any(${intArray(ids)}::int[])` : sql`false`);
export const notOf = (employeeId: number) => sql`p.employee_id <> ${employeeId}`;
export const inState = (state: string) => (state === 'all' ? undefined : sql`p.state = ${state}`);
export const ofType = (typeId: number | undefined) => (typeId ? sql`p.type_id = ${typeId}` : undefined);
export const workDateFrom = (d: string | undefined) => (d ? sql`p.work_date >= ${d}::date` : undefined);
export const workDateTo = (d: string | undefined) => (d ? sql`p.work_date <= ${d}::date` : undefined);
export const and = (...parts: (SQL | undefined)[]) => {
  const list = parts.filter((p): p is SQL => !!p);
  return list.length ? sql.join(list.map((p) => sql`(${p})`), sql` and `) : sql`true`;
};
