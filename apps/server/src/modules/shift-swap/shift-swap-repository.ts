import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shiftSwaps } from '../../db/schema.js';

/** Shift swaps: the only Drizzle code of the module. */

export type TSwapRow = typeof shiftSwaps.$inferSelect;

export const findSwap = async (db: Db, id: number, lock = false): Promise<TSwapRow | null> => {
  const q = db.select().from(shiftSwaps).where(eq(shiftSwaps.id, id));
  return (await (lock ? q.for('update') : q))[0] ?? null;
};

export async function swapsByIds(db: Db, ids: readonly number[]): Promise<TSwapRow[]> {
  if (!ids.length) return [];
  return db.select().from(shiftSwaps).where(sql`${shiftSwaps.id} = any(${`{${ids.join(',')}}`}::int[])`);
}

/** The viewer's swaps, asked by them or of them, the latest first (at most 200). */
export async function swapsOf(db: Db, employeeId: number): Promise<TSwapRow[]> {
  return db
    .select()
    .from(shiftSwaps)
    .where(sql`${shiftSwaps.employeeId} = ${employeeId} or ${shiftSwaps.colleagueId} = ${employeeId}`)
    .orderBy(sql`${shiftSwaps.createdAt} desc, ${shiftSwaps.id} desc`)
    .limit(200);
}

/** Whether either person has a swap asked or approved touching any of the dates. */
export async function swapTaken(db: Db, people: readonly number[], dates: readonly string[]): Promise<boolean> {
  const p = `{${people.join(',')}}`;
  const d = `{${dates.join(',')}}`;
  const res = await db.execute(sql`select exists(select 1 from shift_swaps
      where state in ('requested', 'approved') and (employee_id = any(${p}::int[]) or colleague_id = any(${p}::int[]))
        and (work_date = any(${d}::date[]) or other_date = any(${d}::date[]))) as taken`);
  return (res.rows[0] as { taken: boolean }).taken;
}

export const insertSwap = async (db: Db, v: typeof shiftSwaps.$inferInsert) => (await db.insert(shiftSwaps).values(v).returning({ id: shiftSwaps.id }))[0].id;

/** A conditional move: only a swap still asked changes (two answers at once: one wins). */
export async function setSwap(db: Db, id: number, v: Partial<Pick<TSwapRow, 'state' | 'colleagueState' | 'decidedById'>>): Promise<boolean> {
  const res = await db
    .update(shiftSwaps)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(shiftSwaps.id, id), eq(shiftSwaps.state, 'requested')))
    .returning({ id: shiftSwaps.id });
  return res.length > 0;
}
