import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Ramadan in a range of computed days: each person's window offset on the Ramadan dates (null:
 * the usual one, for a shift without Ramadan hours) and the Ramadan dates as day numbers since
 * 1970-01-01, both ends included.
 */
export interface TRamadanGrouping {
  offsets: readonly (number | null)[];
  days: readonly (readonly [number, number])[];
}

/**
 * First sign-in and last sign-out per person and work date, aggregated by PostgreSQL: a month of
 * 2,000 people is ~40,000 groups instead of every event. A person's work date is the local date of
 * the instant moved back by their window's start (`offsets`: the shift's start minus 4 h, 0
 * without a shift), so a night shift's sign-out after midnight belongs to the day it started.
 * Local dates come from arithmetic on epoch seconds with the zone's offsets over the range
 * (`segments`, daylight saving included) rather than a time zone lookup per event. The groups
 * come back as one JSON text of [person, local day number since 1970-01-01, first in, last out]
 * (epoch seconds): parsing one string costs far less than 40,000 result rows. On Ramadan dates a
 * shift with Ramadan hours has its own offset (`ramadan`).
 */
export async function dayAggregates(
  db: Db,
  people: { ids: readonly number[]; offsets: readonly number[]; ramadan?: TRamadanGrouping },
  from: Date,
  to: Date,
  segments: readonly { until: Date | null; offsetMinutes: number }[],
) {
  const last = segments[segments.length - 1];
  const offset =
    segments.length === 1
      ? sql`${last.offsetMinutes * 60}::int`
      : sql`case ${sql.join(
          segments.slice(0, -1).map((g) => sql`when e.occurred_at < ${g.until!.toISOString()}::timestamptz then ${g.offsetMinutes * 60}::int`),
          sql` `,
        )} else ${last.offsetMinutes * 60}::int end`;
  const local = sql`(date_part('epoch', e.occurred_at) + ${offset})`;
  let day = sql`floor((${local} - p.m * 60) / 86400)::int`;
  const r = people.ramadan;
  const withRamadan = !!r && r.days.length > 0 && r.offsets.some((o) => o !== null);
  if (withRamadan) {
    // Ramadan hours move a person's window: the work date by the Ramadan offset when
    // that date is in Ramadan, else by the usual one (`workDateOn` in @hr/shared, the same rule).
    const ramadanDay = sql`floor((${local} - p.r * 60) / 86400)::int`;
    const inRamadan = sql.join(
      r.days.map(([a, b]) => sql`${ramadanDay} between ${a}::int and ${b}::int`),
      sql` or `,
    );
    day = sql`case when p.r is not null and (${inRamadan}) then ${ramadanDay} else ${day} end`;
  }
  const ramadanOffsets = people.ids.map((_, i) => (withRamadan ? (r.offsets[i] ?? 'NULL') : 'NULL')).join(',');
  const res = await db.execute(sql`select coalesce(json_agg(json_build_array(g.e, g.d, g.fi, g.lo)), '[]')::text as j from (
        select e.employee_id as e,
          ${day} as d,
          date_part('epoch', min(e.occurred_at) filter (where e.event_type = 'in'))::bigint as fi,
          date_part('epoch', max(e.occurred_at) filter (where e.event_type = 'out'))::bigint as lo
        from attendance_events e join unnest(${intArray(people.ids)}::int[], ${intArray(people.offsets)}::int[], ${`{${ramadanOffsets}}`}::int[]) as p(id, m, r) on p.id = e.employee_id
        where e.occurred_at >= ${from.toISOString()}::timestamptz and e.occurred_at < ${to.toISOString()}::timestamptz
        group by 1, 2
      ) g`);
  return JSON.parse((res.rows[0] as { j: string }).j) as [number, number, number | null, number | null][];
}

/**
 * The first sign-in and last sign-out of each (person, window): the windows of rostered people
 *, given as epoch seconds. Each window is an index range scan on (employee_id, occurred_at).
 */
export async function windowAggregates(db: Db, w: { ids: readonly number[]; days: readonly number[]; from: readonly number[]; to: readonly number[] }) {
  if (!w.ids.length) return [];
  const res = await db.execute(sql`select coalesce(json_agg(json_build_array(g.e, g.d, g.fi, g.lo)), '[]')::text as j from (
        select w.e, w.d,
          date_part('epoch', min(e.occurred_at) filter (where e.event_type = 'in'))::bigint as fi,
          date_part('epoch', max(e.occurred_at) filter (where e.event_type = 'out'))::bigint as lo
        from unnest(${intArray(w.ids)}::int[], ${intArray(w.days)}::int[], ${`{${w.from.join(',')}}`}::float8[], ${`{${w.to.join(',')}}`}::float8[]) as w(e, d, f, t)
        join attendance_events e on e.employee_id = w.e and e.occurred_at >= to_timestamp(w.f) and e.occurred_at < to_timestamp(w.t)
        group by 1, 2
      ) g`);
  return JSON.parse((res.rows[0] as { j: string }).j) as [number, number, number | null, number | null][];
}

/** Approved leave overlapping the dates, with the type's names. */
export async function approvedLeave(db: Db, ids: readonly number[] | null, from: string, to: string) {
  const res = await db.execute(sql`select r.employee_id as e, r.start_date::text as s, r.end_date::text as t, r.half_day as h, r.start_time as st, r.end_time as et, lt.name_en as "nameEn", lt.name_ar as "nameAr"
      from leave_requests r join leave_types lt on lt.id = r.leave_type_id
      where r.state = 'approved' and r.start_date <= ${to}::date and r.end_date >= ${from}::date
        ${ids ? sql`and r.employee_id = any(${intArray(ids)}::int[])` : sql``}`);
  return res.rows as { e: number; s: string; t: string; h: string; st: string | null; et: string | null; nameEn: string; nameAr: string }[];
}

/** Approved permissions per person and work date: the minutes of late arrival and of early leave they cover. */
export async function approvedPermissions(db: Db, ids: readonly number[], from: string, to: string) {
  if (!ids.length) return [];
  const res = await db.execute(sql`select p.employee_id as e, p.work_date::text as d,
        coalesce(sum(p.minutes) filter (where t.kind = 'late_arrival'), 0)::int as late, coalesce(sum(p.minutes) filter (where t.kind = 'early_leave'), 0)::int as early
      from permission_requests p join permission_types t on t.id = p.type_id
      where p.state = 'approved' and p.work_date between ${from}::date and ${to}::date and p.employee_id = any(${intArray(ids)}::int[])
      group by p.employee_id, p.work_date`);
  return res.rows as { e: number; d: string; late: number; early: number }[];
}

/** Every shift's rule, with its Ramadan hours (null: the usual hours in Ramadan too). */
export async function allShifts(db: Db) {
  const res = await db.execute(sql`select id, start_time as "startTime", end_time as "endTime", grace_minutes as "graceMinutes", work_days as "workDays",
      ramadan_start_time as "ramadanStartTime", ramadan_end_time as "ramadanEndTime" from shifts`);
  return res.rows as { id: number; startTime: string; endTime: string; graceMinutes: number; workDays: number[]; ramadanStartTime: string | null; ramadanEndTime: string | null }[];
}

/** Work dates with an attendance issue waiting for HR. */
export async function pendingIssueDays(db: Db, ids: readonly number[] | null, from: string, to: string) {
  const res = await db.execute(sql`select employee_id as e, work_date::text as d from attendance_issues
      where state = 'requested' and work_date between ${from}::date and ${to}::date
        ${ids ? sql`and employee_id = any(${intArray(ids)}::int[])` : sql``}`);
  return res.rows as { e: number; d: string }[];
}

/** HR's resolutions in the dates, with who resolved them. */
export async function resolutionsIn(db: Db, ids: readonly number[] | null, from: string, to: string) {
  const res = await db.execute(sql`select r.employee_id as e, r.work_date::text as d, r.kind, r.comment, r.leave_request_id as "leaveRequestId",
        r.created_at as at, x.full_name_en as "byName", x.full_name_ar as "byNameAr"
      from attendance_resolutions r join employees x on x.id = r.resolved_by_id
      where r.work_date between ${from}::date and ${to}::date
        ${ids ? sql`and r.employee_id = any(${intArray(ids)}::int[])` : sql``}`);
  return res.rows as { e: number; d: string; kind: string; comment: string; leaveRequestId: number | null; at: string | Date; byName: string; byNameAr: string }[];
}

/** Records HR's resolution; false when the day already has one (the unique index decides between two HR users). */
export async function insertResolution(
  db: Db,
  v: { employeeId: number; workDate: string; kind: string; leaveRequestId: number | null; comment: string; resolvedById: number },
): Promise<boolean> {
  const res = await db.execute(sql`insert into attendance_resolutions (employee_id, work_date, kind, leave_request_id, comment, resolved_by_id)
      values (${v.employeeId}, ${v.workDate}::date, ${v.kind}, ${v.leaveRequestId}, ${v.comment}, ${v.resolvedById})
      on conflict (employee_id, work_date) do nothing returning id`);
  return res.rows.length > 0;
}
