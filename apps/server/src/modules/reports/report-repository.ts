import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** A Postgres int[] literal for `= any(…)`: one parameter, whatever the number of people. */
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export type TLedgerByKind = { employeeId: number; balanceTypeId: number; year: number; adjusted: number; converted: number };

/** Ledger sums per person, balance type and year, HR adjustments and overtime conversions apart (one query for a page). */
export async function ledgerByKind(db: Db, employeeIds: readonly number[], fromYear: number, toYear: number): Promise<TLedgerByKind[]> {
  if (!employeeIds.length) return [];
  const rows = await db.execute(sql`
    select employee_id as "employeeId", leave_type_id as "balanceTypeId", year,
      coalesce(sum(days) filter (where kind <> 'conversion'), 0)::float8 as "adjusted",
      coalesce(sum(days) filter (where kind = 'conversion'), 0)::float8 as "converted"
    from leave_ledger
    where employee_id = any(${idArray(employeeIds)}::int[]) and year between ${fromYear} and ${toYear}
    group by employee_id, leave_type_id, year`);
  return rows.rows as TLedgerByKind[];
}

export type TTypeUsage = { employeeId: number; leaveTypeId: number; taken: number; pending: number };

/** Days of each type taken and asked for in a year, per person (the yearly caps such as Casual out of Annual). */
export async function typeUsageMany(db: Db, employeeIds: readonly number[], year: number): Promise<TTypeUsage[]> {
  if (!employeeIds.length) return [];
  const rows = await db.execute(sql`
    select employee_id as "employeeId", leave_type_id as "leaveTypeId",
      coalesce(sum(days) filter (where state = 'approved'), 0)::float8 as "taken",
      coalesce(sum(days) filter (where state = 'requested'), 0)::float8 as "pending"
    from leave_requests
    where employee_id = any(${idArray(employeeIds)}::int[]) and year = ${year} and state in ('requested', 'approved')
    group by employee_id, leave_type_id`);
  return rows.rows as TTypeUsage[];
}

export type TLeaveTakenCell = { employeeId: number; leaveTypeId: number; month: number; days: number };

/**
 * Approved days of a balance year per person, type and month (the month the leave starts), for
 * everyone: the report groups them by department in memory, within the viewer's scope.
 */
export async function leaveTakenCells(db: Db, year: number): Promise<TLeaveTakenCell[]> {
  const rows = await db.execute(sql`
    select employee_id as "employeeId", leave_type_id as "leaveTypeId", extract(month from start_date)::int as "month", sum(days)::float8 as "days"
    from leave_requests
    where year = ${year} and state = 'approved'
    group by employee_id, leave_type_id, extract(month from start_date)`);
  return rows.rows as TLeaveTakenCell[];
}

export type TOvertimeCell = { employeeId: number; month: number; dayKind: string; dayOffInstead: boolean; nightSource: string; minutes: number; nightMinutes: number; convertedMinutes: number };

/** Approved overtime minutes of a year per person, month of the work date, kind of day and how its night was counted (day, night and converted minutes summed). */
export async function overtimeCells(db: Db, year: number): Promise<TOvertimeCell[]> {
  const rows = await db.execute(sql`
    select employee_id as "employeeId", extract(month from work_date)::int as "month", day_kind as "dayKind", day_off_instead as "dayOffInstead", night_source as "nightSource",
      sum(minutes)::int as "minutes", sum(night_minutes)::int as "nightMinutes", sum(converted_minutes)::int as "convertedMinutes"
    from overtime_requests
    where state = 'approved' and work_date between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date
    group by employee_id, extract(month from work_date), day_kind, day_off_instead, night_source`);
  return rows.rows as TOvertimeCell[];
}

export type TPermissionCell = { employeeId: number; month: number; kind: string; count: number; minutes: number; deductedMinutes: number };

/** Approved permissions of a year per person, month of the work date and kind of type (late arrival, early leave): how many, their minutes and the deducted ones. */
export async function permissionCells(db: Db, year: number): Promise<TPermissionCell[]> {
  const rows = await db.execute(sql`
    select r.employee_id as "employeeId", extract(month from r.work_date)::int as "month", t.kind as "kind",
      count(*)::int as "count", sum(r.minutes)::int as "minutes", sum(r.deducted_minutes)::int as "deductedMinutes"
    from permission_requests r join permission_types t on t.id = r.type_id
    where r.state = 'approved' and r.work_date between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date
    group by r.employee_id, extract(month from r.work_date), t.kind`);
  return rows.rows as TPermissionCell[];
}
