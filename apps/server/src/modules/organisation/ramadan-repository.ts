import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ramadanPeriods } from '../../db/schema.js';

export type TRamadanRow = typeof ramadanPeriods.$inferSelect;

/** Every saved Ramadan, oldest first (one row a year): what the cached calendar holds. */
export function allRamadanPeriods(db: Db): Promise<TRamadanRow[]> {
  return db.select().from(ramadanPeriods).orderBy(asc(ramadanPeriods.year));
}

export async function findRamadanPeriod(db: Db, year: number, forUpdate = false): Promise<TRamadanRow | undefined> {
  const q = db.select().from(ramadanPeriods).where(eq(ramadanPeriods.year, year));
  return (forUpdate ? await q.for('update') : await q)[0];
}

/** Saves a year's period (a new one or a change); the trigger of migration 0022 tells the read caches. */
export async function upsertRamadanPeriod(db: Db, v: { year: number; startDate: string; endDate: string }): Promise<TRamadanRow> {
  const [row] = await db
    .insert(ramadanPeriods)
    .values(v)
    .onConflictDoUpdate({ target: ramadanPeriods.year, set: { startDate: v.startDate, endDate: v.endDate, updatedAt: sql`now()` } })
    .returning();
  return row;
}

export async function deleteRamadanPeriod(db: Db, year: number): Promise<TRamadanRow | undefined> {
  return (await db.delete(ramadanPeriods).where(eq(ramadanPeriods.year, year)).returning())[0];
}
