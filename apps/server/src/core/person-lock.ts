import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { employees } from '../db/schema.js';

/**
 * Locks the person's row (FOR NO KEY UPDATE) for the rest of the transaction, so what one person
 * files (leave, overtime, attendance issues, clock actions) goes one at a time and its checks see
 * every earlier filing. Whether the person exists and is active; undefined when there is none.
 */
export async function lockPerson(tx: Db, id: number): Promise<{ id: number; active: boolean } | undefined> {
  const rows = await tx.select({ id: employees.id, active: employees.active }).from(employees).where(eq(employees.id, id)).for('no key update').limit(1);
  return rows[0];
}
