import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { loadConfig, type TConfig } from './config.js';
import { bootstrap } from './db/bootstrap.js';
import { openDatabase, poolSizeFor } from './db/client.js';
import { DataDirError, type EmbeddedLog, type EmbeddedServer, startEmbeddedPostgres } from './db/embedded-postgres.js';
import { upgradeFromPglite } from './db/pglite-upgrade.js';
import { recoverInterruptedImports } from './modules/attendance/index.js';
import { startApprovalSweep } from './modules/approval/index.js';
import { startPayrollSweep } from './modules/payroll/index.js';
import { syncJobRecords } from './modules/people/index.js';
import { startRepeating } from './core/repeating.js';
import { warmTrends } from './modules/dashboard/index.js';
import { recordBackup, runBackup, startBackupSchedule } from './modules/backup/index.js';
import type { Database } from './db/client.js';

/** Until the app's logger exists, lines go to the console; then through pino. */
const sink: { current: EmbeddedLog } = {
  current: { info: (m) => console.log(m), warn: (m) => console.warn(m), error: (m) => console.error(m) },
};
const log: EmbeddedLog = { info: (m) => sink.current.info(m), warn: (m) => sink.current.warn(m), error: (m) => sink.current.error(m) };

/**
 * Entry point. Without DATABASE_URL the app runs its own PostgreSQL server in DATA_DIR (started
 * first, stopped last, also when the app crashes), moving a PGlite folder of the previous release
 * into it on the first start. Then: migrate (a verified backup first when there is something to
 * migrate), seed on the first run, serve, back up daily, shut down cleanly.
 */
async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, config.DATABASE_URL!, process.env.HR_EMBEDDED === '1' ? 'embedded' : 'postgres');

  let embedded: EmbeddedServer | undefined;
  if (!config.DATABASE_URL) {
    try {
      await upgradeFromPglite(config.DATA_DIR, log, config.BACKUP_DIR);
      embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, log });
    } catch (err) {
      console.error(err instanceof DataDirError ? `Cannot start: ${err.message}` : err);
      process.exit(1);
    }
  }
  const url = config.DATABASE_URL ?? embedded!.url;
  if (config.WEB_CONCURRENCY > 1) return primary(config, url, embedded);
  return serve(config, url, embedded ? 'embedded' : 'postgres', embedded);
}

/**
 * Migrates (after a verified backup when there is data to migrate: a failed backup stops the
 * start, nothing is migrated), seeds a new database, and starts the daily backups.
 */
async function prepare(database: Database, config: TConfig) {
  let before: Awaited<ReturnType<typeof runBackup>> | undefined;
  await bootstrap(database, config, log, {
    beforeMigrate: async () => {
      log.info('This release has database migrations to apply: taking a backup first');
      before = await runBackup(database.db, database.pool, config, 'before_migration');
      if (!before.ok) throw new Error(`${before.error} Nothing was migrated; fix the backup folder and start again.`);
    },
  });
  if (before) await recordBackup(database.db, 'before_migration', before, log);
  return startBackupSchedule(database.db, database.pool, config, log);
}

/** One server process: the whole app, or a worker of the cluster (its primary prepared the database). */
async function serve(config: TConfig, databaseUrl: string, kind: 'embedded' | 'postgres', embedded?: EmbeddedServer) {
  const database = await openDatabase({ databaseUrl, kind, poolMax: poolSizeFor(config.WEB_CONCURRENCY) });
  const app = await buildApp({ config, database });
  sink.current = { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) };
  let backups: { stop(): Promise<void> } | undefined;
  try {
    if (cluster.isPrimary) backups = await prepare(database, config);
  } catch (err) {
    app.log.error({ err }, 'could not prepare the database');
    await database.close();
    await embedded?.stop();
    process.exit(1);
  }

  // Background jobs a dead process left running are failed with a message.
  await recoverInterruptedImports(app.ctx).catch((err: unknown) => app.log.error({ err }, 'could not recover interrupted imports'));

  // Every process sends the mail outbox (rows claimed with SKIP LOCKED); app.close() stops it.
  app.ctx.mailer.start?.();
  // And moves on what waited too long, and sends the day's digests (each change conditional: never twice).
  const sweep = startApprovalSweep(app.ctx);
  // A closing a dead process left half-done is removed, so its month is open again.
  const payroll = startPayrollSweep(app.ctx);
  // A transfer planned for a later day: the record follows the dated job row once its day comes.
  const dated = startRepeating(() => syncJobRecords(app.ctx), { firstAfterMs: 3_000, everyMs: 5 * 60_000, onError: (err) => app.log.warn({ err }, 'could not bring records to their dated job rows') });
  // The organisation dashboard's closed weeks, computed before HR's first dashboard asks (seconds at 20,000 people).
  setTimeout(() => warmTrends(app.ctx).catch((err: unknown) => app.log.warn({ err }, 'could not compute the dashboard trends ahead')), 2_000).unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 40_000).unref();
    try {
      await backups?.stop();
      await sweep.stop();
      await payroll.stop();
      await dated.stop();
      await app.close();
      await database.close();
      await embedded?.stop();
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
  if (cluster.isPrimary) app.log.info(`HR Leave Tracker is ready at ${config.PUBLIC_URL} (${embedded ? `PostgreSQL in ${config.DATA_DIR}` : 'PostgreSQL server'})`);
}

/** The cluster's primary: prepares the database, forks the workers, replaces one that dies, stops them (and the database) on a signal. */
async function primary(config: TConfig, databaseUrl: string, embedded?: EmbeddedServer) {
  const database = await openDatabase({ databaseUrl, kind: embedded ? 'embedded' : 'postgres' });
  let backups: { stop(): Promise<void> } | undefined;
  try {
    backups = await prepare(database, config);
  } catch (err) {
    console.error('could not prepare the database', err);
    await database.close();
    await embedded?.stop();
    process.exit(1);
  }
  let stopping = false;
  const fork = () => cluster.fork({ DATABASE_URL: databaseUrl, HR_EMBEDDED: embedded ? '1' : '0' });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 1000).unref();
  });
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void backups?.stop();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const force = setTimeout(() => process.exit(1), 40_000).unref();
    const done = async () => {
      await database.close().catch(() => {});
      await embedded?.stop();
      clearTimeout(force);
      process.exit(0);
    };
    if (Object.keys(cluster.workers ?? {}).length === 0) void done();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) void done();
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
