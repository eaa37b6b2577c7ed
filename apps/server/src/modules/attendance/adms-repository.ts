import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendanceDevices, sites, unknownDevices } from '../../db/schema.js';
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
