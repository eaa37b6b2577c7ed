import type { Db } from './client.js';

/**
 * Whom a transaction's writes concern, as the writers say it (read-cache.ts, SCOPED_TABLES): a
 * filing's approval concerns its approver's badge, its notice the bell of the one it tells. After
 * the commit this process forgets just those people's counts, instead of everyone's. A declaration
 * counts for one write (one statement, or one part of the deferred statement); a table is scoped
 * only when every write to it that the transaction sent declared its scopes, so a write nobody
 * declared (another repository, a nested transaction) makes the commit forget the table's whole
 * family, as before. Other processes learn the same from the row triggers of migration 0043.
 */
const declared = new WeakMap<object, Map<string, { writes: number; scopes: Set<string> }>>();

/** Opens the declarations of a transaction that begins. */
export function beginScopes(tx: Db): void {
  declared.set(tx, new Map());
}

/** One write to `table` in `db` concerns only `scopes` ('<table>:…'). Outside a transaction it is not kept: the write forgets the family. */
export function declareScopes(db: Db, table: string, scopes: Iterable<string>): void {
  const tables = declared.get(db);
  if (!tables) return;
  const entry = tables.get(table) ?? { writes: 0, scopes: new Set<string>() };
  entry.writes++;
  for (const s of scopes) entry.scopes.add(s);
  tables.set(table, entry);
}

/** The scopes of each table whose every write (`writes`: those counted in the statements sent) declared them. */
export function endScopes(tx: Db, writes: ReadonlyMap<string, number>): Map<string, ReadonlySet<string>> {
  const tables = declared.get(tx);
  declared.delete(tx);
  const out = new Map<string, ReadonlySet<string>>();
  for (const [table, entry] of tables ?? []) if (writes.get(table) === entry.writes) out.set(table, entry.scopes);
  return out;
}
