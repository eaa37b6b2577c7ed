import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** A person's overtime requests still waiting for a decision, oldest work date first. */
export async function pendingOvertimeOf(db: Db, employeeId: number) {
  const res = await db.execute(sql`select id, work_date::text as "workDate", minutes from overtime_requests
      where employee_id = ${employeeId} and state = 'requested' order by work_date, id limit 20`);
  return (res.rows as { id: number; workDate: string; minutes: number }[]).map((r) => ({ id: Number(r.id), workDate: String(r.workDate), minutes: Number(r.minutes) }));
}

/**
 * What waits on the viewer besides the leave inbox, in one round trip: overtime requests waiting
 * on them (HR also takes those with no approver), and the requests of their people still waiting
 * on the substitute's answer (`ids` null: everyone).
 */
export async function pendingCounts(db: Db, v: { viewerId: number; hr: boolean; ids: readonly number[] | null }) {
  const res = await db.execute(sql`select
      (select count(*) from approvals where kind = 'overtime' and state = 'waiting' and employee_id <> ${v.viewerId}
        and (approver_id = ${v.viewerId} ${v.hr ? sql`or pool = 'hr'` : sql``}))::int as overtime,
      (select count(*) from leave_requests where state = 'requested' and handover_state = 'pending'
        ${v.ids ? sql`and employee_id = any(${intArray(v.ids)}::int[])` : sql``})::int as handovers`);
  const row = res.rows[0] as { overtime: number; handovers: number };
  return { overtime: Number(row.overtime), handovers: Number(row.handovers) };
}

/**
 * Approved overtime per person and month from `from` (a first of month) on: [person, months since
 * `from`, minutes, requests], as one JSON text (a year of 2,000 people is at most 24,000 groups).
 */
export async function approvedOvertimeByMonth(db: Db, from: string, to: string) {
  const res = await db.execute(sql`select coalesce(json_agg(json_build_array(g.e, g.m, g.minutes, g.n)), '[]')::text as j from (
        select employee_id as e,
          ((extract(year from work_date) - extract(year from ${from}::date)) * 12 + extract(month from work_date) - extract(month from ${from}::date))::int as m,
          sum(minutes)::int as minutes, count(*)::int as n
        from overtime_requests
        where state = 'approved' and work_date >= ${from}::date and work_date <= ${to}::date
        group by 1, 2
      ) g`);
  return JSON.parse((res.rows[0] as { j: string }).j) as [number, number, number, number][];
}
