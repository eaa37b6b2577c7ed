import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendanceDevices, deviceRecords, deviceUnmappedPunches, sites, unknownDevices } from '../../db/schema.js';
import type { TDeviceRow } from './attendance-repository.js';

/** The most unknown serial numbers kept: a flood of made-up ones replaces the stalest, never grows the table. */
export const UNKNOWN_DEVICES_MAX = 1000;

export async function deviceBySerial(db: Db, serialNumber: string): Promise<TDeviceRow | undefined> {
  return (await db.select().from(attendanceDevices).where(eq(attendanceDevices.serialNumber, serialNumber)).limit(1))[0];
}

/** The time zone of a device's site (null: the organisation's). */
export async function siteTimeZone(db: Db, siteId: number | null): Promise<string | null> {
  if (siteId === null) return null;
  return (await db.select({ tz: sites.timeZone }).from(sites).where(eq(sites.id, siteId)).limit(1))[0]?.tz ?? null;
}

/** A device was heard from: last used now (at most once a minute, so polling writes little), and its ATTLOG stamp if it sent one. */
export async function touchAdmsDevice(db: Db, id: number, stamp?: string): Promise<void> {
  if (stamp !== undefined) {
    await db.update(attendanceDevices).set({ lastUsedAt: sql`now()`, admsStamp: stamp }).where(eq(attendanceDevices.id, id));
    return;
  }
  await db
    .update(attendanceDevices)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(attendanceDevices.id, id), sql`(${attendanceDevices.lastUsedAt} is null or ${attendanceDevices.lastUsedAt} < now() - interval '1 minute')`));
}

/**
 * A serial number nobody registered (or revoked) knocked: one row per serial with the last IP,
 * first and last seen and a request count. A new row beyond UNKNOWN_DEVICES_MAX pushes out the
 * least recently seen.
 */
export async function recordUnknownDevice(db: Db, serialNumber: string, ip: string | null): Promise<void> {
  const res = await db.execute(sql`insert into unknown_devices (serial_number, ip) values (${serialNumber}, ${ip})
    on conflict (serial_number) do update set ip = excluded.ip, last_seen_at = now(), requests = least(unknown_devices.requests, 2147483646) + 1
    returning (xmax = 0) as inserted`);
  if (!(res.rows as { inserted: boolean }[])[0]?.inserted) return;
  await db.execute(sql`delete from unknown_devices where serial_number in (
    select serial_number from unknown_devices order by last_seen_at desc, serial_number offset ${UNKNOWN_DEVICES_MAX})`);
}

export function listUnknownDevices(db: Db) {
  return db.select().from(unknownDevices).orderBy(desc(unknownDevices.lastSeenAt), unknownDevices.serialNumber).limit(UNKNOWN_DEVICES_MAX);
}

/** Registering a serial: it is no longer unknown, and a revoked device that had it lets it go. */
export async function claimSerial(db: Db, serialNumber: string): Promise<void> {
  await db.delete(unknownDevices).where(eq(unknownDevices.serialNumber, serialNumber));
  await db
    .update(attendanceDevices)
    .set({ serialNumber: null })
    .where(and(eq(attendanceDevices.serialNumber, serialNumber), isNotNull(attendanceDevices.revokedAt)));
}

/** The instants of the people's punches already kept between two instants (any source): the direction of new ones counts them. */
export async function eventTimes(db: Db, employeeIds: number[], from: Date, to: Date): Promise<Map<number, Date[]>> {
  const out = new Map<number, Date[]>();
  if (!employeeIds.length) return out;
  const res = await db.execute(sql`select employee_id as "e", occurred_at as "at" from attendance_events
    where employee_id = any(${`{${employeeIds.join(',')}}`}::int[]) and occurred_at >= ${from.toISOString()}::timestamptz and occurred_at <= ${to.toISOString()}::timestamptz`);
  for (const r of res.rows as { e: number; at: string | Date }[]) {
    const list = out.get(Number(r.e)) ?? [];
    list.push(new Date(r.at));
    out.set(Number(r.e), list);
  }
  return out;
}

export interface TUnmappedInput {
  pin: string;
  occurredAt: string;
  status: number | null;
  verify: number | null;
  raw: string;
}

/** Punches for a PIN nobody has, kept (a replay adds nothing: unique on device, PIN and instant). Returns how many were new. */
export async function keepUnmapped(db: Db, deviceId: number, rows: TUnmappedInput[]): Promise<number> {
  let kept = 0;
  for (let i = 0; i < rows.length; i += 5000) {
    const part = rows.slice(i, i + 5000).map((r) => ({ p: r.pin, at: r.occurredAt, s: r.status, v: r.verify, r: r.raw }));
    const res = await db.execute(sql`with ins as (
        insert into device_unmapped_punches (device_id, pin, occurred_at, status, verify, raw)
        select ${deviceId}::int, v.p, v.at, v.s, v.v, v.r from json_to_recordset(${JSON.stringify(part)}::json) as v(p text, at timestamptz, s int, v int, r text)
        on conflict (device_id, pin, occurred_at) do nothing returning 1
      ) select count(*)::int as n from ins`);
    kept += Number((res.rows as { n: number }[])[0]?.n ?? 0);
  }
  return kept;
}

/** The PINs with punches not yet applied, per device: count, first and last instant (at most 1,000 groups). */
export function listUnmapped(db: Db) {
  return db
    .select({
      deviceId: deviceUnmappedPunches.deviceId,
      deviceName: attendanceDevices.name,
      pin: deviceUnmappedPunches.pin,
      count: sql<number>`count(*)::int`,
      first: sql<string>`min(${deviceUnmappedPunches.occurredAt})`,
      last: sql<string>`max(${deviceUnmappedPunches.occurredAt})`,
    })
    .from(deviceUnmappedPunches)
    .innerJoin(attendanceDevices, eq(attendanceDevices.id, deviceUnmappedPunches.deviceId))
    .where(isNull(deviceUnmappedPunches.appliedAt))
    .groupBy(deviceUnmappedPunches.deviceId, attendanceDevices.name, deviceUnmappedPunches.pin)
    .orderBy(sql`max(${deviceUnmappedPunches.occurredAt}) desc`, deviceUnmappedPunches.pin)
    .limit(1000);
}

/** A PIN's kept punches not yet applied, locked for this transaction (a second mapping waits, then finds none). */
export async function unappliedForPin(db: Db, pin: string) {
  return db
    .select()
    .from(deviceUnmappedPunches)
    .where(and(eq(deviceUnmappedPunches.pin, pin), isNull(deviceUnmappedPunches.appliedAt)))
    .orderBy(deviceUnmappedPunches.occurredAt, deviceUnmappedPunches.id)
    .for('update');
}

export async function markApplied(db: Db, ids: number[], employeeId: number): Promise<void> {
  if (!ids.length) return;
  await db
    .update(deviceUnmappedPunches)
    .set({ appliedAt: sql`now()`, appliedEmployeeId: employeeId })
    .where(inArray(deviceUnmappedPunches.id, ids));
}

export async function devicesByIds(db: Db, ids: number[]): Promise<TDeviceRow[]> {
  if (!ids.length) return [];
  return db.select().from(attendanceDevices).where(inArray(attendanceDevices.id, ids));
}

/** The person, locked for this transaction, and who else holds a badge. */
export async function lockPerson(db: Db, employeeId: number): Promise<{ id: number; badge: string | null } | undefined> {
  const res = await db.execute(sql`select id, badge from employees where id = ${employeeId} for update`);
  const r = (res.rows as { id: number; badge: string | null }[])[0];
  return r ? { id: Number(r.id), badge: r.badge } : undefined;
}

export async function badgeHolder(db: Db, badge: string): Promise<number | null> {
  const res = await db.execute(sql`select id from employees where badge = ${badge} limit 1`);
  const r = (res.rows as { id: number }[])[0];
  return r ? Number(r.id) : null;
}

export async function setBadge(db: Db, employeeId: number, badge: string): Promise<void> {
  await db.execute(sql`update employees set badge = ${badge} where id = ${employeeId}`);
}

export interface TDeviceRecordInput {
  kind: 'photo' | 'card' | 'door' | 'table';
  source: string;
  occurredAt: Date | null;
  pin?: string | null;
  card?: string | null;
  raw: string;
  content?: Buffer | null;
}

/** Keeps what a terminal sent that the portal does not use yet (device_records), in batches; what is already kept is not kept twice. */
export async function keepRecords(db: Db, deviceId: number, rows: readonly TDeviceRecordInput[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(deviceRecords)
      .values(rows.slice(i, i + 1000).map((r) => ({ deviceId, kind: r.kind, source: r.source, occurredAt: r.occurredAt, pin: r.pin ?? null, card: r.card ?? null, raw: r.raw, content: r.content ?? null })))
      .onConflictDoNothing();
  }
}

/** What the devices sent in the last `days` days and the portal keeps, per device and kind (HR's devices page; the index on device and time serves it). */
export async function recentRecordCounts(db: Db, days: number): Promise<{ deviceId: number; kind: string; count: number }[]> {
  return db
    .select({ deviceId: deviceRecords.deviceId, kind: deviceRecords.kind, count: sql<number>`count(*)::int` })
    .from(deviceRecords)
    .where(sql`${deviceRecords.receivedAt} > now() - make_interval(days => ${days})`)
    .groupBy(deviceRecords.deviceId, deviceRecords.kind);
}
