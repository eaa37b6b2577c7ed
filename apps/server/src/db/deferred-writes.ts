import { type Column, getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgInsertValue, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { clientOf } from './tx-client.js';

/**
 * Inserts that nothing reads before the transaction commits (audit entries, notifications, mail
 * for the outbox, a request's history) are kept until the transaction's work is done and then
 * written together as one statement: `with w0 as (insert …), w1 as (insert …) select 1`. One
 * statement costs the embedded database about as much as one of them alone, so a filing's side
 * writes cost one round trip instead of six. They are still inside the transaction: a failure
 * rolls everything back, and a rolled-back change leaves none of them. Outside a transaction (or
 * in a nested one) a write runs at once, through Drizzle.
 *
 * The rows are turned into SQL here, not by Drizzle's query builder: building a filing's side
 * writes through it (every value a parameter object checked against a dozen classes) took a seventh
 * of the server's CPU on a filing. Each row's values go through their column's own mapping to the
 * driver (JSON for jsonb, ISO text for timestamps) as Drizzle does; a missing value is the
 * column's default (its JS default function when it has one), as in Drizzle.
 */
type TPart =
  | { kind: 'rows'; table: PgTable; rows: readonly Record<string, unknown>[]; returningId: boolean }
  /** Any other statement (an update), as Drizzle's builder or its `sql` template made it. */
  | { kind: 'query'; query: SQL | { toSQL(): { sql: string; params: unknown[] } } };

const pending = new WeakMap<object, TPart[]>();
const dialect = new PgDialect();

/** Inserts `rows` into `table` when the transaction `db` ends its work, or now when `db` is not one. */
export async function insertLater<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T> | readonly PgInsertValue<T>[]): Promise<void> {
  const list = Array.isArray(rows) ? (rows as readonly Record<string, unknown>[]) : [rows as Record<string, unknown>];
  if (list.length === 0) return;
  const parts = pending.get(db);
  if (parts) parts.push({ kind: 'rows', table, rows: list, returningId: false });
  else await db.insert(table).values(list as never);
}

/** Runs an update (a Drizzle builder, or an `sql` template) when the transaction `db` ends its work, or now. */
export async function writeLater(db: Db, query: SQL | (PromiseLike<unknown> & { toSQL(): { sql: string; params: unknown[] } })): Promise<void> {
  const parts = pending.get(db);
  if (parts) parts.push({ kind: 'query', query });
  else if (is(query, SQL)) await db.execute(query);
  else await query;
}

/**
 * `insertLater` of one row whose id later deferred inserts refer to (an approval and its history):
 * answers its id as SQL to put in their values, the row of its part of the one statement
 * (`(select id from w3)`) or, when written at once, the number.
 */
export async function insertLaterReturningId<T extends PgTable & { id: PgColumn }>(db: Db, table: T, row: PgInsertValue<T>): Promise<SQL> {
  const parts = pending.get(db);
  if (!parts) {
    const [written] = (await db.insert(table).values(row as never).returning({ id: table.id })) as { id: number }[];
    return sql`${written.id}`;
  }
  parts.push({ kind: 'rows', table, rows: [row as Record<string, unknown>], returningId: true });
  return sql.raw(`(select id from w${parts.length - 1})`);
}

/** Opens the deferred list of a transaction that begins. */
export function beginDeferred(tx: Db): void {
  pending.set(tx, []);
}

/** Writes what `tx` deferred, in one statement; called after its work, before it commits. */
export async function flushDeferred(tx: Db): Promise<void> {
  const parts = pending.get(tx);
  pending.delete(tx);
  if (!parts?.length) return;
  const params: unknown[] = [];
  const texts = parts.map((p) => (p.kind === 'rows' ? insertText(p, params) : shifted(is(p.query, SQL) ? dialect.sqlToQuery(p.query) : p.query.toSQL(), params)));
  const text = texts.length === 1 ? texts[0] : `with ${texts.map((t, i) => `w${i} as (${t})`).join(', ')} select 1`;
  // Through the transaction's client as Drizzle would send it (a filing's statement is the same
  // text every time, so the client may prepare it: client.ts).
  await clientOf(tx).query({ text, values: params });
}

/** A statement compiled on its own ($1 …) with its parameters moved after `params`'s. */
function shifted(q: { sql: string; params: unknown[] }, params: unknown[]): string {
  const offset = params.length;
  params.push(...q.params);
  // Drizzle writes values only as $n parameters, never inside the text: each $n is a parameter.
  return offset ? q.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`) : q.sql;
}

interface TTableShape {
  name: string;
  columns: [key: string, column: Column][];
}
const shapes = new WeakMap<PgTable, TTableShape>();
function shapeOf(table: PgTable): TTableShape {
  let shape = shapes.get(table);
  if (!shape) shapes.set(table, (shape = { name: getTableName(table), columns: Object.entries(getTableColumns(table)) }));
  return shape;
}
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `insert into "t" ("a", "b") values ($1, default), …` for the rows of one part, its values added to `params`. */
function insertText(part: Extract<TPart, { kind: 'rows' }>, params: unknown[]): string {
  const { name, columns } = shapeOf(part.table);
  // The columns any row gives, and those a JS default fills (in the table's order).
  const used = columns.filter(([key, col]) => col.defaultFn !== undefined || (col.onUpdateFn !== undefined && !col.default) || part.rows.some((r) => r[key] !== undefined));
  const rows = part.rows.map((row) => {
    const values = used.map(([key, col]) => {
      let value = row[key];
      if (value === undefined) {
        if (col.defaultFn) value = col.defaultFn();
        else if (col.onUpdateFn && !col.default) value = col.onUpdateFn();
        else return 'default';
      }
      if (is(value, SQL)) return shifted(dialect.sqlToQuery(value), params);
      params.push(value === null ? null : col.mapToDriverValue(value));
      return `$${params.length}`;
    });
    return `(${values.join(', ')})`;
  });
  return `insert into ${quoted(name)} (${used.map(([, col]) => quoted(col.name)).join(', ')}) values ${rows.join(', ')}${part.returningId ? ' returning "id"' : ''}`;
}
