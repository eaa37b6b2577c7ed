import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

export async function listNotifications(db: Db, employeeId: number, before: number | undefined, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.employeeId, employeeId), before ? lt(notifications.id, before) : undefined))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
}

export async function countUnread(db: Db, employeeId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.employeeId, employeeId), isNull(notifications.readAt)));
  return rows[0]?.n ?? 0;
}

export async function markRead(db: Db, employeeId: number, id?: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.employeeId, employeeId), isNull(notifications.readAt), id ? eq(notifications.id, id) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function existsForOwner(db: Db, employeeId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.employeeId, employeeId), eq(notifications.id, id)))
    .limit(1);
  return rows.length > 0;
}

export async function deleteNotifications(db: Db, employeeId: number, id?: number): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.employeeId, employeeId), id ? eq(notifications.id, id) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}
