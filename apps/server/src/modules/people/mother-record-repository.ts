import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { motherRecords } from '../../db/schema.js';

const columns = { employeeId: motherRecords.employeeId, expectedDelivery: motherRecords.expectedDelivery, childBirthDate: motherRecords.childBirthDate, nursingChoice: motherRecords.nursingChoice, updatedAt: motherRecords.updatedAt };

export async function findMotherRecord(db: Db, employeeId: number) {
  return (await db.select(columns).from(motherRecords).where(eq(motherRecords.employeeId, employeeId)))[0] ?? null;
}

/** The records of these people (one query for a month's sheet). */
export async function motherRecordsOf(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db.select(columns).from(motherRecords).where(inArray(motherRecords.employeeId, [...ids]));
}

export async function saveMotherRecord(db: Db, v: { employeeId: number; expectedDelivery: string | null; childBirthDate: string | null; nursingChoice: string | null; updatedById: number }) {
  await db
    .insert(motherRecords)
    .values({ ...v, updatedAt: new Date() })
    .onConflictDoUpdate({ target: motherRecords.employeeId, set: { expectedDelivery: v.expectedDelivery, childBirthDate: v.childBirthDate, nursingChoice: v.nursingChoice, updatedById: v.updatedById, updatedAt: new Date() } });
}

/**
 * The child's birth an approved maternity leave carries (its event date, Art 54), the latest by
 * person: the birth Art 56's nursing time counts from when HR has not recorded one.
 */
export async function maternityBirths(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const res = await db.execute(sql`select r.employee_id as e, to_char(max(r.event_date), 'YYYY-MM-DD') as d
      from leave_requests r join leave_types lt on lt.id = r.leave_type_id
      where lt.code = 'maternity' and r.state = 'approved' and r.event_date is not null and r.event_date <= r.end_date
        and r.employee_id = any(${`{${ids.join(',')}}`}::int[])
      group by r.employee_id`);
  return new Map((res.rows as { e: number; d: string }[]).map((r) => [Number(r.e), r.d]));
}
