import path from 'node:path';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { serverRoot } from '../lib/paths.js';
import { beginDeferred, flushDeferred } from './deferred-writes.js';
import { clientOf } from './tx-client.js';
import { beginScopes, endScopes } from './write-scopes.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<any, typeof schema, any>;

export interface Database {
  db: Db;
  /** 'embedded': the server the app runs for itself in DATA_DIR; 'postgres': DATABASE_URL. */
  kind: 'embedded' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel. `onState(false)` when the channel is down (then messages may be lost),
   * `onState(true)` once it listens again. Returns the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onState: (up: boolean) => void): Promise<() => Promise<void>>;
  /**
   * Calls `fn` after every `db.transaction()` here commits, with the tables it wrote (null: not
   * known, forget everything): this process learns of its own writes at once, before the
   * notification arrives. Returns the function that unsubscribes.
   */
  onCommit(fn: (tables: ReadonlySet<string> | null, scopes?: ReadonlyMap<string, ReadonlySet<string>>) => void): () => void;
  /** The underlying pool, for bulk work that Drizzle would slow down (COPY). */
  pool: pg.Pool;
}

/** The migrations folder sits at the server package root, both from src/ and from dist/. */
export const migrationsFolder = (): string => path.join(serverRoot(), 'drizzle');

export interface DbOptions {
  databaseUrl: string;
  kind?: Database['kind'];
  /** Connections of each of the two pools (openDatabase). */
  poolMax?: number;
  /** How long a statement waits for a connection before it fails (10 s). */
  connectionTimeoutMillis?: number;
}

/**
 * Wraps db.transaction so that its statements run one after the other, deferred inserts are
 * written before it commits (deferred-writes.ts) and committed transactions call the listeners
 * with the tables they wrote; a write outside a
 * transaction (a single statement through the pool) calls them too.
 */
function commitHooks(db: Db, txDb: Db, pool: pg.Pool): Pick<Database, 'onCommit'> {
  const listeners = new Set<(tables: ReadonlySet<string> | null, scopes?: ReadonlyMap<string, ReadonlySet<string>>) => void>();
  const fire = (tables: ReadonlySet<string> | null, scopes?: ReadonlyMap<string, ReadonlySet<string>>) => {
    for (const fn of listeners) fn(tables, scopes);
  };
  // Transactions take their connection from a pool of their own (openDatabase says why).
  const original = txDb.transaction.bind(txDb);
  db.transaction = (async (work: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) => {
    let written: Set<string> | null = new Set<string>();
    // How many writes each table got (a statement with CTEs may hold several): write-scopes.ts.
    const writes = new Map<string, number>();
    let scopes: Map<string, ReadonlySet<string>> | undefined;
    const result = await original(async (tx) => {
      // Every statement of the transaction runs on this client: note the tables it writes.
      const client = clientOf(tx as unknown as Db) as unknown as { query: (...args: unknown[]) => unknown };
      const query = client.query;
      // One statement at a time: a service may ask several things at once (Promise.all) with the
      // transaction's client; pg would queue them anyway, warns that pg 9 will refuse it, and a
      // failed one would leave the others queued behind an aborted transaction. So they wait here
      // for the one before (what pg did, without the deprecated queue).
      let tail: Promise<unknown> = Promise.resolve();
      client.query = function (this: unknown, ...args: unknown[]) {
        if (written) written = writtenTables(args[0], written, writes);
        // A callback, or a submittable (COPY … FROM STDIN, which answers with its stream): as sent.
        const first = args[0] as { submit?: unknown } | null;
        if (typeof args[args.length - 1] === 'function' || typeof first?.submit === 'function') return query.apply(this, args);
        const run = tail.then(() => query.apply(this, args));
        tail = run.catch(() => undefined);
        return run;
      };
      try {
        beginDeferred(tx as unknown as Db);
        beginScopes(tx as unknown as Db);
        const value = await work(tx);
        await flushDeferred(tx as unknown as Db);
        scopes = endScopes(tx as unknown as Db, writes);
        return value;
      } finally {
        client.query = query;
      }
    }, config);
    fire(written, scopes);
    return result;
  }) as Db['transaction'];
  {
    // Statements inside a transaction run on a client of their own, not through pool.query.
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      const result = query(...args);
      if (WRITE.test(text) && result instanceof Promise) result.then(() => fire(writtenTables(first, new Set())), () => undefined);
      return result;
    };
  }
  return {
    onCommit(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
const WRITE = /^\s*(insert|update|delete|with|truncate)\b/i;
/** The table after INSERT INTO, UPDATE, DELETE FROM or TRUNCATE (anywhere: a CTE may write). `FOR UPDATE` yields a non-table word, which maps to no cache topic. */
const WRITTEN = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * Adds the tables a statement writes to `into` (and counts each write in `counts`); null when the
 * statement's text cannot be read (then every cache is forgotten).
 */
export function writtenTables(statement: unknown, into: Set<string>, counts?: Map<string, number>): Set<string> | null {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | undefined)?.text;
  if (typeof text !== 'string') return null;
  for (const m of text.matchAll(WRITTEN)) {
    const table = m[1].toLowerCase();
    into.add(table);
    counts?.set(table, (counts.get(table) ?? 0) + 1);
  }
  return into;
}

/**
 * Connections of each of a server process's two pools: ten, fewer when many processes share the
 * database (WEB_CONCURRENCY), so that up to 20 processes stay within 80 of its 100 connections (the
 * rest: listeners, backups, psql); more processes need a server that allows more.
 */
export const poolSizeFor = (processes: number): number => Math.max(2, Math.min(10, Math.floor(80 / (2 * processes))));

function newPool(opts: DbOptions): pg.Pool {
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10, connectionTimeoutMillis: opts.connectionTimeoutMillis ?? 10_000 });
  // An idle connection the server closes (a restart, a dropped test database) must not crash
  // the process: the pool drops it and opens a new one on the next query, which reports its
  // own errors.
  pool.on('error', () => {});
  // A connection that dies while checked out (the database killed mid-transaction) emits 'error'
  // on its client, which nobody else listens to: it must not end the process. The query in
  // flight is rejected all the same, and the request answers 503.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    nameHotStatements(client);
  });
  return pool;
}

/** Statements seen this often in a process are prepared once per connection (named). */
export const HOT_AFTER = 20;
/** At most this many per process: each costs every connection its parsed statement and plan. */
const MAX_NAMED = 64;
const seen = new Map<string, number>();
const named = new Map<string, string>();

/**
 * PostgreSQL parses, analyses and plans an unnamed statement every time it is sent; a named one
 * once per connection (and, after five runs, it keeps a generic plan when that costs no more). The
 * statements a process sends most (a filing's, the shell's) get a name once they have been seen
 * HOT_AFTER times, up to MAX_NAMED of them, so the set stays small whatever the traffic.
 */
function nameHotStatements(client: pg.PoolClient): void {
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as { text?: unknown; name?: unknown; values?: unknown; submit?: unknown } | null;
    // Only statements with parameters: one without goes by the simple protocol, which may carry
    // several commands (a name would send it by the extended one, which refuses them).
    const values = Array.isArray(args[1]) ? args[1] : first?.values;
    if (first && typeof first === 'object' && typeof first.text === 'string' && first.name === undefined && typeof first.submit !== 'function' && Array.isArray(values) && values.length) {
      const text = first.text;
      let name = named.get(text);
      if (!name && named.size < MAX_NAMED && text.length < 8_000) {
        const n = (seen.get(text) ?? 0) + 1;
        if (seen.size > 5_000) seen.clear();
        seen.set(text, n);
        if (n >= HOT_AFTER) named.set(text, (name = `hot${named.size}`));
      }
      if (name) args[0] = { ...first, name };
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof client.query;
}

/**
 * Two pools: single statements (reads, and writes outside a transaction) and transactions. A
 * transaction holds its connection while it waits for a row lock, and a service may read through
 * the shared cache inside one, whose miss reads through the pool: with one pool, ten filings
 * waiting on each other's person locks held every connection while the one holding the lock
 * waited for a connection to read, and every request of the server stalled until the pool's
 * connect timeout (503). A statement of the first pool never waits on a transaction's lock for
 * long (a plain read takes none), so a transaction always gets its read.
 */
export async function openDatabase(opts: DbOptions): Promise<Database> {
  const pool = newPool(opts);
  const txPool = newPool(opts);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const txDb = drizzlePg(txPool, { schema }) as unknown as Db;
  return {
    db,
    ...commitHooks(db, txDb, pool),
    kind: opts.kind ?? 'postgres',
    pool,
    migrate: async () => {
      await migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() });
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await Promise.all([pool.end(), txPool.end()]);
    },
    listen: (channel, onMessage, onState) => listenPg(opts.databaseUrl, channel, onMessage, onState),
  };
}

/** A dedicated connection that LISTENs, and reconnects (with back-off) when it drops. */
async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (up: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let delay = 250;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    const down = () => {
      if (client !== c) return;
      client = null;
      onState(false);
      c.end().catch(() => {});
      if (!stopped) timer = setTimeout(() => void connect(), (delay = Math.min(delay * 2, 10_000)));
    };
    c.on('error', down);
    c.on('end', down);
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      delay = 250;
      onState(true);
    } catch {
      down();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    onState(false);
    await c?.end().catch(() => {});
  };
}
