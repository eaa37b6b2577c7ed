import type pg from 'pg';
import type { PgDatabase } from 'drizzle-orm/pg-core';

/**
 * The connection a Drizzle transaction's statements run on (client.ts wraps its `query` for the
 * transaction's life; deferred-writes.ts sends its one statement through it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const clientOf = (tx: PgDatabase<any, any, any>): Pick<pg.PoolClient, 'query'> => (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
