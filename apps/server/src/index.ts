import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { bootstrap } from './db/bootstrap.js';
import { openDatabase } from './db/client.js';
import { recoverInterruptedImports } from './modules/attendance/index.js';

/** Entry point: open the database, migrate and seed on first run, serve, shut down cleanly. */
async function main() {
  const config = loadConfig();
  // Several processes on one port against a PostgreSQL server (WEB_CONCURRENCY): this one
  // migrates and seeds once, then starts them and starts a new one when one dies.
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    if (config.DATABASE_URL) return primary(config);
    console.warn('WEB_CONCURRENCY needs DATABASE_URL: the embedded database serves from one process, so one is started.');
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database });
  try {
    // A worker of the cluster finds the database ready: its primary prepared it.
    if (cluster.isPrimary) await bootstrap(database, config, app.log);
  } catch (err) {
    app.log.error({ err }, 'could not prepare the database');
    await database.close();
    process.exit(1);
  }

  // Embedded PostgreSQL has no autovacuum: refresh the planner's statistics at start and every
  // few hours, or a table that grew since (a bulk import) gets plans made for an empty one.
  let analyzing: NodeJS.Timeout | undefined;
  if (database.kind === 'pglite') {
    const analyze = () => database.db.execute(sql`analyze`).catch((err: unknown) => app.log.warn({ err }, 'analyze failed'));
    await analyze();
    analyzing = setInterval(() => void analyze(), 4 * 3600_000).unref();
  }

  // Background jobs a dead process left running are failed with a message (issue 12, item 8).
  await recoverInterruptedImports(app.ctx).catch((err: unknown) => app.log.error({ err }, 'could not recover interrupted imports'));

  // Every process sends the mail outbox (rows claimed with SKIP LOCKED); app.close() stops it.
  app.ctx.mailer.start?.();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    clearInterval(analyzing);
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`HR Leave Tracker is ready at ${config.PUBLIC_URL} (${database.kind === 'pglite' ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'PostgreSQL server'})`);
}

/** The cluster's primary: prepares the database, forks the workers, replaces one that dies, stops them on a signal. */
async function primary(config: ReturnType<typeof loadConfig>) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  try {
    await bootstrap(database, config, log);
  } finally {
    await database.close();
  }
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 1000).unref();
  });
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const force = setTimeout(() => process.exit(1), 12_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearTimeout(force);
        process.exit(0);
      }
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
