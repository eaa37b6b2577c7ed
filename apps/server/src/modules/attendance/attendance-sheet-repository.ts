import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/*
 * The monthly sheet's figures from overtime and permissions, one grouped query each for
 * everyone on the sheet. They are read here rather than through the overtime and permission
 * modules' index: those modules import the attendance module (days, shifts), and an import back
 * would be a cycle. The reports module reads the same tables the same way.
 */

/**
 * Approved overtime minutes per person and work date in the range, and the minutes of it converted
 * into leave (by date: a person who moved in the month has each part's hours on its own row).
 */
export async function approvedOvertimeMinutes(db: Db, ids: readonly number[], from: string, to: string) {
  if (!ids.length) return [];
  const res = await db.execute(sql`select employee_id as e, to_char(work_date, 'YYYY-MM-DD') as date, sum(minutes)::int as minutes, sum(converted_minutes)::int as converted
      from overtime_requests
      where state = 'approved' and work_date between ${from}::date and ${to}::date and employee_id = any(${intArray(ids)}::int[])
      group by employee_id, work_date`);
  return res.rows as { e: number; date: string; minutes: number; converted: number }[];
}

/** Minutes of approved permissions (late arrival and early leave) per person and work date in the range. */
export async function approvedPermissionMinutes(db: Db, ids: readonly number[], from: string, to: string) {
  if (!ids.length) return [];
  const res = await db.execute(sql`select employee_id as e, to_char(work_date, 'YYYY-MM-DD') as date, sum(minutes)::int as minutes
      from permission_requests
      where state = 'approved' and work_date between ${from}::date and ${to}::date and employee_id = any(${intArray(ids)}::int[])
      group by employee_id, work_date`);
  return res.rows as { e: number; date: string; minutes: number }[];
}
