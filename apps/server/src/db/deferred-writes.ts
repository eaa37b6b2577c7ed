import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Inserts that nothing reads before the transaction commits (audit entries, notifications, mail
 * for the outbox, a request's history) are kept until the transaction's work is done and then
 * written together as one statement: `with w0 as (insert …), w1 as (insert …) select 1`. One
 * statement costs the embedded database about as much as one of them alone, so a filing's four
 * side writes cost one round trip instead of four. They are still inside the
 * transaction: a failure rolls everything back, and a rolled-back change leaves none of them.
 * Outside a transaction (or in a nested one) an insert runs at once.
 */
const pending = new WeakMap<object, SQLWrapper[]>();

/** Runs `query` when the transaction `db` ends its work, or now when `db` is not one. */
export async function insertLater(db: Db, query: SQLWrapper & PromiseLike<unknown>): Promise<void> {
  const list = pending.get(db);
  if (list) list.push(query);
  else await query;
}

/**
 * `insertLater` for an insert `… returning id` that later deferred inserts refer to (an approval and
 * its history): answers its id as SQL to put in their values, the row of its part of the one
 * statement (`(select id from w3)`) or, when written at once, the number.
 */
export async function insertLaterReturningId(db: Db, query: SQLWrapper & PromiseLike<{ id: number }[]>): Promise<SQL> {
  const list = pending.get(db);
  if (!list) return sql`${(await query)[0].id}`;
  list.push(query);
  return sql.raw(`(select id from w${list.length - 1})`);
}

/** Opens the deferred list of a transaction that begins. */
export function beginDeferred(tx: Db): void {
  pending.set(tx, []);
}

/** Writes what `tx` deferred, in one statement; called after its work, before it commits. */
export async function flushDeferred(tx: Db): Promise<void> {
  const list = pending.get(tx);
  pending.delete(tx);
  if (!list?.length) return;
  if (list.length === 1) {
    await (list[0] as unknown as PromiseLike<unknown>);
    return;
  }
  // An embedded query comes in parentheses already: `w0 as (insert …)`.
  const parts = list.map((q, i) => sql`${sql.raw(`w${i}`)} as ${q}`);
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
