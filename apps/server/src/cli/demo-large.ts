import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { bootstrap } from '../db/bootstrap.js';
import { openStore } from '../db/store.js';
import { largeDemoSteps } from '../db/demo-large-steps.js';

/**
 * npm run demo:large -- --employees 2000 [--requests 50000] [--events 1000000] [--data-dir ./data-large]
 * Fills a FRESH database (DATA_DIR, or DATABASE_URL) with a large organisation on top of the
 * regular demo accounts: the steps of largeDemoSteps, each timed. Without --requests, a year of
 * leave per person. Refuses a database that already holds more than the regular demo.
 */
async function main() {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const count = Number(arg('employees') ?? 2000);
  if (!Number.isInteger(count) || count < 20 || count > 200_000) throw new Error('--employees must be a whole number from 20 to 200000');
  const requests = arg('requests') === undefined ? undefined : Number(arg('requests'));
  if (requests !== undefined && (!Number.isInteger(requests) || requests < 0 || requests > 2_000_000)) throw new Error('--requests must be a whole number from 0 to 2000000');
  const events = Number(arg('events') ?? 0);
  if (!Number.isInteger(events) || events < 0 || events > 20_000_000) throw new Error('--events must be a whole number from 0 to 20000000');
  const env = { ...process.env, ...(arg('data-dir') ? { DATA_DIR: arg('data-dir') } : {}), DEMO_DATA: 'on' };
  const config = loadConfig(env);
  const store = await openStore(config);
  const { database } = store;
  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  try {
    await bootstrap(database, config, log);
    const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from employees`)).rows as { n: number }[];
    if (n > 50) throw new Error(`this database already has ${n} employees: use a fresh DATA_DIR or database`);
    const started = Date.now();
    for (const step of largeDemoSteps({ employees: count, requests, events })) {
      const t = Date.now();
      console.log(`${await step.run(database)} in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
    }
    const t = Date.now();
    await database.db.execute(sql`analyze`);
    console.log(`Analyzed in ${((Date.now() - t) / 1000).toFixed(1)} s; ${((Date.now() - started) / 1000).toFixed(1)} s in all.`);
    console.log(config.DATABASE_URL ? 'Database: DATABASE_URL' : `Data dir: ${config.DATA_DIR}`);
  } finally {
    await store.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
