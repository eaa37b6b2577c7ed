import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { hijriOf } from '@hr/shared';
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
  // Kept by Hijri year (migration 0028); the start's Hijri year (1 Ramadan, or the day before in Sha'ban).
  const hijriYear = hijriOf(v.startDate).year;
  await db.delete(ramadanPeriods).where(and(eq(ramadanPeriods.year, v.year), ne(ramadanPeriods.hijriYear, hijriYear)));
  const [row] = await db
    .insert(ramadanPeriods)
    .values({ ...v, hijriYear })
    .onConflictDoUpdate({ target: ramadanPeriods.hijriYear, set: { year: v.year, startDate: v.startDate, endDate: v.endDate, updatedAt: sql`now()` } })
    .returning();
  return row;
}

export async function deleteRamadanPeriod(db: Db, year: number): Promise<TRamadanRow | undefined> {
  return (await db.delete(ramadanPeriods).where(eq(ramadanPeriods.year, year)).returning())[0];
}
