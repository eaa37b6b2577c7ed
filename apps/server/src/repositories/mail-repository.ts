import { desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

export async function insertMail(
  db: Db,
  m: { toAddress: string; subject: string; body: string; status: 'outbox' | 'sent' | 'failed'; error?: string | null },
): Promise<void> {
  await db.insert(mailOutbox).values({ ...m, sentAt: m.status === 'sent' ? sql`now()` : null });
}

export async function listMail(db: Db, page: number, pageSize: number) {
  const [items, total] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox),
  ]);
  return { items, total: total[0]?.n ?? 0 };
}
