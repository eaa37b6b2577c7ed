import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TAttendanceListQuery } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { attendanceDevices, attendanceEvents } from '../../db/schema.js';

export type TDeviceRow = typeof attendanceDevices.$inferSelect;

/** The person's latest event since an instant. */
export async function lastEventSince(db: Db, employeeId: number, since: Date) {
  const rows = await db
    .select({ type: attendanceEvents.eventType, at: attendanceEvents.occurredAt, source: attendanceEvents.source })
    .from(attendanceEvents)
    .where(and(eq(attendanceEvents.employeeId, employeeId), sql`${attendanceEvents.occurredAt} >= ${since.toISOString()}::timestamptz`))
    .orderBy(desc(attendanceEvents.occurredAt), desc(attendanceEvents.id))
    .limit(1);
  return rows[0];
}

export async function insertEvent(db: Db, v: typeof attendanceEvents.$inferInsert): Promise<number | null> {
  const rows = await db.insert(attendanceEvents).values(v).onConflictDoNothing().returning({ id: attendanceEvents.id });
  return rows[0]?.id ?? null;
}

/** Company ID → id for the people a batch names (one query). */
export async function idsByEmpCode(db: Db, codes: number[]): Promise<Map<number, number>> {
  if (!codes.length) return new Map();
  const rows = await db.execute(sql`select id, emp_code as "empCode" from employees where emp_code = any(${`{${codes.join(',')}}`}::int[])`);
  return new Map((rows.rows as { id: number; empCode: number }[]).map((r) => [Number(r.empCode), Number(r.id)]));
}

/** Badge number → id for the people a batch names by badge (one query). */
export async function idsByBadge(db: Db, badges: string[]): Promise<Map<string, number>> {
  if (!badges.length) return new Map();
  const rows = await db.execute(sql`select id, badge from employees where badge in (select json_array_elements_text(${JSON.stringify(badges)}::json))`);
  return new Map((rows.rows as { id: number; badge: string }[]).map((r) => [r.badge, Number(r.id)]));
}

/**
 * Many events in few statements (json_to_recordset, 5,000 per statement); duplicates on
 * (person, instant, type) are skipped. Returns how many were new.
 */
export async function insertEventsBulk(
  db: Db,
  rows: { employeeId: number; eventType: string; occurredAt: string; deviceStatus?: number | null }[],
  meta: { source: string; deviceId: number | null; createdById: number | null },
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 5000) {
    const part = rows.slice(i, i + 5000).map((r) => ({ e: r.employeeId, t: r.eventType, at: r.occurredAt, s: r.deviceStatus ?? null }));
    const res = await db.execute(sql`with ins as (
        insert into attendance_events (employee_id, event_type, occurred_at, source, device_id, created_by_id, device_status)
        select v.e, v.t, v.at, ${meta.source}, ${meta.deviceId}::int, ${meta.createdById}::int, v.s
        from json_to_recordset(${JSON.stringify(part)}::json) as v(e int, t text, at timestamptz, s int)
        on conflict (employee_id, occurred_at, event_type) do nothing
        returning 1
      ) select count(*)::int as n from ins`);
    inserted += Number((res.rows as { n: number }[])[0]?.n ?? 0);
  }
  return inserted;
}

// ---- Lists ----

const sorts = {
  eventTime: sql`${attendanceEvents.occurredAt}`,
  userId: sql`(select x.emp_code from employees x where x.id = attendance_events.employee_id)`,
  eventType: sql`${attendanceEvents.eventType}`,
} as const;

const columns = {
  eventId: attendanceEvents.id,
  employeeId: attendanceEvents.employeeId,
  person: sql<[number, string, string, string | null, string | null, string | null, string | null]>`(select json_build_array(x.emp_code, x.full_name_en, x.full_name_ar,
      (select d.name_en from departments d where d.id = x.department_id), (select d.name_ar from departments d where d.id = x.department_id),
      (select s.name_en from sections s where s.id = x.section_id), (select s.name_ar from sections s where s.id = x.section_id))
    from employees x where x.id = attendance_events.employee_id)`,
  eventType: attendanceEvents.eventType,
  occurredAt: attendanceEvents.occurredAt,
  source: attendanceEvents.source,
  recordedOffline: attendanceEvents.recordedOffline,
  outsideGeofence: attendanceEvents.outsideGeofence,
};

/** A page of events of `who` between two instants, with filters; and the total. */
export async function listEvents(db: Db, who: SQL, from: Date, to: Date, q: TAttendanceListQuery) {
  const where = and(
    who,
    sql`${attendanceEvents.occurredAt} >= ${from.toISOString()}::timestamptz`,
    sql`${attendanceEvents.occurredAt} < ${to.toISOString()}::timestamptz`,
    q.employeeId ? eq(attendanceEvents.employeeId, q.employeeId) : undefined,
    q.departmentId ? sql`${attendanceEvents.employeeId} in (select x.id from employees x where x.department_id = ${q.departmentId})` : undefined,
    q.sectionId ? sql`${attendanceEvents.employeeId} in (select x.id from employees x where x.section_id = ${q.sectionId})` : undefined,
  );
  const col = sorts[q.sort];
  const order = q.dir === 'asc' ? [asc(col), asc(attendanceEvents.id)] : [desc(col), desc(attendanceEvents.id)];
  const rows = await db
    .select(columns)
    .from(attendanceEvents)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(q.page * q.pageSize);
  const total = q.page === 0 && rows.length < q.pageSize ? rows.length : (await db.select({ n: sql<number>`count(*)::int` }).from(attendanceEvents).where(where))[0].n;
  return { rows, total };
}

export const eventsOf = (id: number) => eq(attendanceEvents.employeeId, id);
export const eventsAmong = (ids: number[]) => (ids.length ? sql`${attendanceEvents.employeeId} = any(${`{${ids.join(',')}}`}::int[])` : sql`false`);

// ---- Devices ----

export function listDevices(db: Db) {
  return db.select().from(attendanceDevices).orderBy(asc(attendanceDevices.id));
}

/** The new device, or undefined when its serial number is taken. */
export async function insertDevice(db: Db, v: typeof attendanceDevices.$inferInsert): Promise<TDeviceRow | undefined> {
  return (await db.insert(attendanceDevices).values(v).onConflictDoNothing().returning())[0];
}

export function lockDevice(db: Db, id: number) {
  return db.select().from(attendanceDevices).where(eq(attendanceDevices.id, id)).for('update');
}

export async function setDeviceDirection(db: Db, id: number, punchDirection: string): Promise<TDeviceRow> {
  return (await db.update(attendanceDevices).set({ punchDirection }).where(eq(attendanceDevices.id, id)).returning())[0]!;
}

export async function revokeDevice(db: Db, id: number): Promise<TDeviceRow | undefined> {
  return (
    await db
      .update(attendanceDevices)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(attendanceDevices.id, id), sql`${attendanceDevices.revokedAt} is null`))
      .returning()
  )[0];
}

export async function deviceByKeyHash(db: Db, hash: string): Promise<TDeviceRow | undefined> {
  return (await db.select().from(attendanceDevices).where(eq(attendanceDevices.keyHash, hash)).limit(1))[0];
}

export async function touchDevice(db: Db, id: number): Promise<void> {
  await db.update(attendanceDevices).set({ lastUsedAt: sql`now()` }).where(eq(attendanceDevices.id, id));
}
