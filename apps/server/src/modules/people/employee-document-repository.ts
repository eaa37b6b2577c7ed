import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employeeDocuments } from '../../db/schema.js';

/** A person's documents without their bytes, oldest first, with who uploaded each. */
export async function listDocuments(db: Db, employeeId: number) {
  return db
    .select({
      id: employeeDocuments.id,
      kind: employeeDocuments.kind,
      fileName: employeeDocuments.fileName,
      mimeType: employeeDocuments.mimeType,
      size: employeeDocuments.size,
      createdAt: employeeDocuments.createdAt,
      uploadedBy: sql<[number, number, string, string] | null>`(select json_build_array(x.id, x.emp_code, x.full_name_en, x.full_name_ar) from employees x where x.id = ${employeeDocuments.uploadedById})`,
    })
    .from(employeeDocuments)
    .where(eq(employeeDocuments.employeeId, employeeId))
    .orderBy(asc(employeeDocuments.createdAt), asc(employeeDocuments.id));
}

export async function countDocuments(db: Db, employeeId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(employeeDocuments).where(eq(employeeDocuments.employeeId, employeeId));
  return Number(r?.n ?? 0);
}

export async function insertDocument(db: Db, v: typeof employeeDocuments.$inferInsert): Promise<number> {
  const [r] = await db.insert(employeeDocuments).values(v).returning({ id: employeeDocuments.id });
  return r.id;
}

export async function findDocument(db: Db, employeeId: number, id: number) {
  const [r] = await db
    .select()
    .from(employeeDocuments)
    .where(and(eq(employeeDocuments.id, id), eq(employeeDocuments.employeeId, employeeId)))
    .limit(1);
  return r;
}

export async function deleteDocument(db: Db, employeeId: number, id: number) {
  const [r] = await db
    .delete(employeeDocuments)
    .where(and(eq(employeeDocuments.id, id), eq(employeeDocuments.employeeId, employeeId)))
    .returning({ id: employeeDocuments.id, kind: employeeDocuments.kind, fileName: employeeDocuments.fileName });
  return r;
}
