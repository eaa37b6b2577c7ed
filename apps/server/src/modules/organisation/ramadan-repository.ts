import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ramadanPeriods } from '../../db/schema.js';

export type TRamadanRow = typeof ramadanPeriods.$inferSelect;

/** Every saved Ramadan, oldest first (one row a Hijri year): what the cached calendar holds. */
export function allRamadanPeriods(db: Db): Promise<TRamadanRow[]> {
  return db.select().from(ramadanPeriods).orderBy(asc(ramadanPeriods.startDate));
}

export async function findRamadanPeriod(db: Db, hijriYear: number, forUpdate = false): Promise<TRamadanRow | undefined> {
  const q = db.select().from(ramadanPeriods).where(eq(ramadanPeriods.hijriYear, hijriYear));
  return (forUpdate ? await q.for('update') : await q)[0];
}

/**
 * Saves a Hijri year's period (a new one or a change; `year` is the Gregorian year it starts in).
 * The trigger of migration 0022 tells the read caches.
 */
export async function upsertRamadanPeriod(db: Db, v: { hijriYear: number; startDate: string; endDate: string }): Promise<TRamadanRow> {
  const year = Number(v.startDate.slice(0, 4));
  const [row] = await db
    .insert(ramadanPeriods)
    .values({ ...v, year })
    .onConflictDoUpdate({ target: ramadanPeriods.hijriYear, set: { year, startDate: v.startDate, endDate: v.endDate, updatedAt: sql`now()` } })
    .returning();
  return row;
}

export async function deleteRamadanPeriod(db: Db, hijriYear: number): Promise<TRamadanRow | undefined> {
  return (await db.delete(ramadanPeriods).where(eq(ramadanPeriods.hijriYear, hijriYear)).returning())[0];
}
