import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.js';
import { type Database, HOT_AFTER, openDatabase, poolSizeFor } from './client.js';

/**
 * Transactions and single statements draw on pools of their own: a read a transaction makes
 * through the shared pool (a cache miss inside a filing) must never wait for a connection that
 * only a transaction waiting on it could give back.
 */
describe('the two pools', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const made = await openTestDatabase({ empty: true });
    drop = made.drop;
    await made.database.close();
    // As few connections as transactions below, and a short wait for one: with one pool for
    // both, the reads below would wait for ever (here: fail after 2 s).
    database = await openDatabase({ databaseUrl: made.url, poolMax: 2, connectionTimeoutMillis: 2_000 });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('a read through the pool from inside every open transaction at once gets its connection', async () => {
    let inside = 0;
    let allInside!: () => void;
    const barrier = new Promise<void>((resolve) => (allInside = resolve));
    const work = (n: number) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        if (++inside === 2) allInside();
        // Every transaction connection is taken now: each reads outside its transaction.
        await barrier;
        const [read] = (await database.db.execute<{ n: number }>(sql`select ${n}::int as n`)).rows;
        return read.n;
      });
    expect(await Promise.all([work(1), work(2)])).toEqual([1, 2]);
  });

  it('sizes both pools of every process so that all of them stay within 80 connections', () => {
    expect(poolSizeFor(1)).toBe(10);
    expect(poolSizeFor(4)).toBe(10);
    expect(poolSizeFor(8)).toBe(5);
    expect(poolSizeFor(20)).toBe(2);
    for (const n of [1, 2, 3, 4, 5, 6, 8, 12, 16, 20]) expect(2 * n * poolSizeFor(n)).toBeLessThanOrEqual(80);
  });

  it('prepares a statement with parameters once it is sent often, and never one without', async () => {
    const prepared = await database.db.transaction(async (tx) => {
      for (let i = 0; i <= HOT_AFTER; i++) {
        expect((await tx.execute<{ n: number }>(sql`select ${i}::int + 1 as n`)).rows[0].n).toBe(i + 1);
        await tx.execute(sql`select 'no parameters' as x`);
      }
      // The same connection: its prepared statements.
      const rows = (await tx.execute<{ statement: string }>(sql`select statement from pg_prepared_statements where statement like ${'select %'}`)).rows as { statement: string }[];
      return rows.map((r) => r.statement);
    });
    expect(prepared).toContain('select $1::int + 1 as n');
    expect(prepared).not.toContain("select 'no parameters' as x");
  });
});
