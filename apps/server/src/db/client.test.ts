import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.js';

/** The embedded database's fair queue (issue 14): the event loop turns between queued queries. */
describe.skipIf(process.env.TEST_DB === 'postgres')('embedded database queue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database?.close());

  it('lets Node read sockets and run timers while queries wait, and keeps their order', async () => {
    const client = database.pglite!;
    const done: number[] = [];
    const queries = Array.from({ length: 200 }, (_, i) => client.query('select $1::int as n', [i]).then(() => done.push(i)));
    // Scheduled after all 200 were queued: before, it ran only once every query had finished.
    const seenByTimer = await new Promise<number>((resolve) => setImmediate(() => resolve(done.length)));
    await Promise.all(queries);
    expect(seenByTimer).toBeLessThan(5);
    expect(done).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('runs a transaction as one item, and a failed one does not stop the queue', async () => {
    const client = database.pglite!;
    await client.exec('create table q (n int)');
    const failing = client.transaction(async (tx) => {
      await tx.query('insert into q values (1)');
      throw new Error('changed my mind');
    });
    const after = client.query<{ c: number }>('select count(*)::int as c from q');
    await expect(failing).rejects.toThrow('changed my mind');
    expect((await after).rows[0].c).toBe(0);
  });
});
