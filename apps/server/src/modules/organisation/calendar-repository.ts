import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { holidays, shifts, sites } from '../../db/schema.js';

/** Shifts' work days and holidays, as other modules' rules read them. */
export async function shiftWorkDays(db: Db, shiftId: number): Promise<number[] | null> {
  const rows = await db.select({ workDays: shifts.workDays }).from(shifts).where(eq(shifts.id, shiftId)).limit(1);
  return rows[0]?.workDays ?? null;
}

/** A site's point (its geofence's centre), for the night of Art 1(12) at the site; nulls where none is set. */
export async function siteCoordinates(db: Db, siteId: number | null): Promise<{ latitude: number | null; longitude: number | null } | null> {
  if (siteId === null) return null;
  const rows = await db.select({ latitude: sites.latitude, longitude: sites.longitude }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return rows[0] ?? null;
}

export async function shiftExists(db: Db, shiftId: number): Promise<boolean> {
  return (await db.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, shiftId)).limit(1)).length > 0;
}

/**
 * The holidays between two dates, every site's, oldest first: the one holiday read of the leave
 * day counter, the computed attendance days and overtime (filing and suggestions). `holidayApplies`
 * picks a person's.
 */
export function holidaysBetween(db: Db, from: string, to: string) {
  return db
    .select({ date: holidays.date, nameEn: holidays.nameEn, nameAr: holidays.nameAr, siteIds: holidays.siteIds })
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.date));
}

/** Whether a holiday applies to a site: one that names no site applies to every site (and to people without one). */
export const holidayApplies = (h: { siteIds: readonly number[] | null }, siteId: number | null): boolean =>
  !h.siteIds?.length || (siteId !== null && h.siteIds.includes(siteId));

/** Every holiday, oldest first (a few dozen a year): what the cached calendar holds. */
export function allHolidays(db: Db) {
  return db
    .select({ date: holidays.date, nameEn: holidays.nameEn, nameAr: holidays.nameAr, siteIds: holidays.siteIds })
    .from(holidays)
    .orderBy(asc(holidays.date));
}

/** Every shift's work days, by shift id. */
export async function allShiftWorkDays(db: Db): Promise<Map<number, number[]>> {
  const rows = await db.select({ id: shifts.id, workDays: shifts.workDays }).from(shifts);
  return new Map(rows.map((r) => [r.id, r.workDays]));
}
