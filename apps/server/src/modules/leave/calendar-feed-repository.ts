import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarFeeds, employees } from '../../db/schema.js';


// ---- Calendar feeds ----

/** The person's feed secret of a kind, made with `make` when there is none yet. */
export async function feedToken(db: Db, employeeId: number, kind: string, make: () => string): Promise<string> {
  const read = async () =>
    (await db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(and(eq(calendarFeeds.employeeId, employeeId), eq(calendarFeeds.kind, kind))))[0]?.token;
  // Made on first use only: a read that finds one writes nothing.
  const known = await read();
  if (known) return known;
  await db.insert(calendarFeeds).values({ employeeId, kind, token: make() }).onConflictDoNothing();
  return (await read())!;
}

export async function replaceFeedToken(db: Db, employeeId: number, kind: string, token: string): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ employeeId, kind, token })
    .onConflictDoUpdate({ target: [calendarFeeds.employeeId, calendarFeeds.kind], set: { token, createdAt: sql`now()` } });
}

export async function findFeed(db: Db, token: string) {
  const rows = await db
    .select({ employeeId: calendarFeeds.employeeId, kind: calendarFeeds.kind, roles: employees.roles, language: employees.language, active: employees.active })
    .from(calendarFeeds)
    .innerJoin(employees, eq(employees.id, calendarFeeds.employeeId))
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  return rows[0];
}
