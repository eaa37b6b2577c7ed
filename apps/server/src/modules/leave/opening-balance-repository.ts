import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The opening balances already written for a year: days per person and balance type (one query for a file's people). */
export async function openingsOf(db: Db, ids: readonly number[], year: number) {
  if (!ids.length) return [];
  const res = await db.execute(sql`select employee_id as "employeeId", leave_type_id as "leaveTypeId", sum(days)::float8 as days
      from leave_ledger where kind = 'opening' and year = ${year} and employee_id = any(${intArray(ids)}::int[])
      group by employee_id, leave_type_id`);
  return res.rows as { employeeId: number; leaveTypeId: number; days: number }[];
}

/** Removes the opening balances of these (person, balance type) pairs in a year, before they are written again. */
export async function deleteOpenings(db: Db, pairs: readonly { employeeId: number; leaveTypeId: number }[], year: number): Promise<void> {
  if (!pairs.length) return;
  const json = JSON.stringify(pairs.map((p) => ({ e: p.employeeId, t: p.leaveTypeId })));
  await db.execute(sql`delete from leave_ledger l using jsonb_to_recordset(${json}::jsonb) as x(e int, t int)
      where l.kind = 'opening' and l.year = ${year} and l.employee_id = x.e and l.leave_type_id = x.t`);
}

/** Writes opening balances, one ledger row each (kind 'opening'), in one statement. */
export async function insertOpenings(db: Db, rows: readonly { employeeId: number; leaveTypeId: number; days: number; reason: string | null }[], year: number, actorId: number): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(rows.map((r) => ({ e: r.employeeId, t: r.leaveTypeId, d: r.days, r: r.reason })));
  await db.execute(sql`insert into leave_ledger (employee_id, leave_type_id, year, kind, days, reason, actor_id)
      select x.e, x.t, ${year}, 'opening', x.d, x.r, ${actorId} from jsonb_to_recordset(${json}::jsonb) as x(e int, t int, d numeric, r text)`);
}
