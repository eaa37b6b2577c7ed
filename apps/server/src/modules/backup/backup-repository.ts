import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { backupRuns } from '../../db/schema.js';

export type TBackupRunRow = typeof backupRuns.$inferSelect;

export async function insertRun(db: Db, v: typeof backupRuns.$inferInsert): Promise<void> {
  await db.insert(backupRuns).values(v);
}

export async function recentRuns(db: Db, limit: number): Promise<TBackupRunRow[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id)).limit(limit);
}

export async function lastGoodRun(db: Db): Promise<TBackupRunRow | undefined> {
  return (await db.select().from(backupRuns).where(eq(backupRuns.ok, true)).orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id)).limit(1))[0];
}
