import pg from 'pg';

export { alive, freePort } from '../db/embedded-postgres.js';

/** Waits until `check` holds (asking every 100 ms), or throws after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (await check()) return;
  throw new Error('timed out');
}

/** One query on a connection of its own. */
export async function query<T>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}
