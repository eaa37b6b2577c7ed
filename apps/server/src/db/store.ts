import type { TConfig } from '../config.js';
import { type Database, openDatabase } from './client.js';
import { type EmbeddedLog, type EmbeddedServer, runningServer, startEmbeddedPostgres } from './embedded-postgres.js';
import { upgradeFromPglite } from './pglite-upgrade.js';

export const consoleLog: EmbeddedLog = { info: (m) => console.log(m), warn: (m) => console.warn(m), error: (m) => console.error(m) };

/**
 * The database for a command-line tool (npm run backup, demo:large): DATABASE_URL; else the
 * server running in DATA_DIR (the app is up: `npm run backup` works beside it); else the
 * embedded server started for the command and stopped by `close()`.
 */
export async function openStore(config: TConfig, log: EmbeddedLog = consoleLog): Promise<{ database: Database; embedded?: EmbeddedServer; close(): Promise<void> }> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
    return { database, close: () => database.close() };
  }
  const running = runningServer(config.DATA_DIR);
  if (running) {
    const database = await openDatabase({ databaseUrl: running.url, kind: 'embedded' });
    return { database, close: () => database.close() };
  }
  await upgradeFromPglite(config.DATA_DIR, log, config.BACKUP_DIR);
  const embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, log });
  const database = await openDatabase({ databaseUrl: embedded.url, kind: 'embedded' });
  return {
    database,
    embedded,
    async close() {
      await database.close();
      await embedded.stop();
    },
  };
}
