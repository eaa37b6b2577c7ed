import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { holidays, shifts } from '../../db/schema.js';


/** Shifts' work days and holidays, as other modules' rules read them. */
export async function shiftWorkDays(db: Db, shiftId: number): Promise<number[] | null> {
  const rows = await db.select({ workDays: shifts.workDays }).from(shifts).where(eq(shifts.id, shiftId)).limit(1);
  return rows[0]?.workDays ?? null;
}

export async function shiftExists(db: Db, shiftId: number): Promise<boolean> {
  return (await db.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, shiftId)).limit(1)).length > 0;
}

/** Holidays between two dates that apply to a site (all sites when the holiday names none). */
export function holidaysBetween(db: Db, from: string, to: string, siteId: number | null) {
  return db
    .select({ date: holidays.date, nameEn: holidays.nameEn, nameAr: holidays.nameAr, siteIds: holidays.siteIds })
    .from(holidays)
    .where(
      and(
        gte(holidays.date, from),
        lte(holidays.date, to),
        siteId === null ? sql`cardinality(${holidays.siteIds}) = 0` : sql`(cardinality(${holidays.siteIds}) = 0 or ${siteId}::int = any(${holidays.siteIds}))`,
      ),
    )
    .orderBy(asc(holidays.date));
}
