import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { compensatoryDaysOff } from '../../db/schema.js';

/** Days off owed for work on a rest day or a holiday (Art 121, Art 129 ¶2): the only Drizzle code of them. */
export type TCompensatoryDayRow = typeof compensatoryDaysOff.$inferSelect;

/** One per approved overtime: approving twice (or a retry) adds nothing. */
export async function insertCompensatoryDay(db: Db, v: { employeeId: number; overtimeRequestId: number; kind: string; workDate: string; dueFrom: string; dueTo: string | null }): Promise<TCompensatoryDayRow | undefined> {
  return (await db.insert(compensatoryDaysOff).values(v).onConflictDoNothing({ target: compensatoryDaysOff.overtimeRequestId }).returning())[0];
}

/** A person's (employeeId) or everyone's, optionally in one state; those still due first, then the newest work date. */
export async function listCompensatoryDays(db: Db, f: { employeeId?: number; state?: string }): Promise<TCompensatoryDayRow[]> {
  const where: SQL[] = [];
  if (f.employeeId !== undefined) where.push(eq(compensatoryDaysOff.employeeId, f.employeeId));
  if (f.state) where.push(eq(compensatoryDaysOff.state, f.state));
  return db
    .select()
    .from(compensatoryDaysOff)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(eq(compensatoryDaysOff.state, 'due')), desc(compensatoryDaysOff.workDate), asc(compensatoryDaysOff.id))
    .limit(1000);
}

export async function findCompensatoryDay(db: Db, id: number): Promise<TCompensatoryDayRow | undefined> {
  return (await db.select().from(compensatoryDaysOff).where(eq(compensatoryDaysOff.id, id)).for('update'))[0];
}

export async function updateCompensatoryDay(db: Db, id: number, v: { state: string; takenOn: string | null; updatedById: number }): Promise<TCompensatoryDayRow | undefined> {
  return (await db.update(compensatoryDaysOff).set({ ...v, updatedAt: new Date() }).where(eq(compensatoryDaysOff.id, id)).returning())[0];
}
