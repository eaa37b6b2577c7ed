import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employeeImports, employees } from '../../db/schema.js';

/** Who may be invited, locked for this transaction (a parallel invitation of the same people waits). */
export async function lockInvitees(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: employees.id,
      empCode: employees.empCode,
      email: employees.email,
      fullNameEn: employees.fullNameEn,
      fullNameAr: employees.fullNameAr,
      language: employees.language,
      active: employees.active,
      roles: employees.roles,
      activated: sql<boolean>`exists(select 1 from credentials c where c.employee_id = ${employees.id})`,
    })
    .from(employees)
    .where(inArray(employees.id, ids))
    .orderBy(employees.id)
    .for('update', { of: employees });
}

/** The people an employee import created, or null when there is no such import. */
export async function idsOfImport(db: Db, importId: number): Promise<number[] | null> {
  const found = await db.select({ id: employeeImports.id }).from(employeeImports).where(eq(employeeImports.id, importId)).limit(1);
  if (!found[0]) return null;
  const rows = await db.select({ id: employees.id }).from(employees).where(eq(employees.importId, importId)).orderBy(employees.id);
  return rows.map((r) => r.id);
}

/** Marks people invited now, by e-mail or by slip. */
export async function markInvited(db: Db, ids: number[], via: 'email' | 'slip'): Promise<void> {
  if (ids.length === 0) return;
  await db.update(employees).set({ invitedAt: sql`now()`, invitedVia: via }).where(inArray(employees.id, ids));
}
