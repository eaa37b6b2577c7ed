import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { clientOf } from './tx-client.js';

type TPrepared<R> = { execute(values: Record<string, unknown>): Promise<R> };
let count = 0;

/**
 * A statement that a request sends often (a filing's lock, its overlap check, its insert), built
 * by Drizzle once per connection with placeholders and then only run with values. Building a
 * query through Drizzle's query builder on every call (every column and value checked against a
 * dozen classes) was a sixth of the server's CPU on a filing. Drizzle's prepared query keeps the
 * text, the parameters and the row mapping; it belongs to the connection it was made on (a
 * transaction's, or the pool), and a connection outlives its transactions, so one is kept per
 * connection. Its name makes PostgreSQL parse and plan it once per connection too. `build` must
 * give the same statement every time: everything that varies is a placeholder.
 */
export function compiled<R>(build: (db: Db, p: (name: string) => Placeholder) => { prepare(name: string): TPrepared<R> }): (db: Db, values: Record<string, unknown>) => Promise<R> {
  const name = `compiled${count++}`;
  const byConnection = new WeakMap<object, TPrepared<R>>();
  return (db, values) => {
    const connection = clientOf(db);
    let prepared = byConnection.get(connection);
    if (!prepared) byConnection.set(connection, (prepared = build(db, (n) => sql.placeholder(n)).prepare(name)));
    return prepared.execute(values);
  };
}
