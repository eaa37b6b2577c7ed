import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendanceEvents, employees, sites } from '../../db/schema.js';

/** The geofence columns of the person's site (null: no site). */
export async function siteFenceOf(db: Db, employeeId: number) {
  const rows = await db
    .select({ latitude: sites.latitude, longitude: sites.longitude, radiusMeters: sites.radiusMeters })
    .from(employees)
    .innerJoin(sites, eq(sites.id, employees.siteId))
    .where(eq(employees.id, employeeId))
    .limit(1);
  return rows[0] ?? null;
}

/** The person's latest event in [since, before]. */
export async function lastEventBetween(db: Db, employeeId: number, since: Date, before: Date) {
  const rows = await db
    .select({ type: attendanceEvents.eventType, at: attendanceEvents.occurredAt })
    .from(attendanceEvents)
    .where(
      and(
        eq(attendanceEvents.employeeId, employeeId),
        sql`${attendanceEvents.occurredAt} >= ${since.toISOString()}::timestamptz`,
        sql`${attendanceEvents.occurredAt} <= ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(sql`${attendanceEvents.occurredAt} desc`, sql`${attendanceEvents.id} desc`)
    .limit(1);
  return rows[0];
}
