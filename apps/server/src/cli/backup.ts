import { loadConfig } from '../config.js';
import { runningServer } from '../db/embedded-postgres.js';
import { consoleLog, openStore } from '../db/store.js';
import { runBackup } from '../modules/backup/index.js';

/**
 * npm run backup: one verified backup into BACKUP_DIR (./backups), now. Works while the server
 * runs (it reads a consistent snapshot beside it), with the server stopped (it starts the
 * database for the moment), and with DATABASE_URL. Exit code 1 when it failed.
 */
async function main() {
  const config = loadConfig();
  const beside = !config.DATABASE_URL && runningServer(config.DATA_DIR);
  const store = await openStore(config);
  try {
    console.log(`Backing up ${config.DATABASE_URL ? 'the database at DATABASE_URL' : `${config.DATA_DIR}${beside ? ' (the server is running: a consistent snapshot is read beside it)' : ''}`} into ${config.BACKUP_DIR}`);
    const o = await runBackup(store.database.db, store.database.pool, config, 'manual', consoleLog);
    if (o.skipped) {
      console.error('Another backup is being written right now; try again in a minute.');
      process.exitCode = 1;
      return;
    }
    if (!o.ok) {
      process.exitCode = 1;
      return;
    }
    const tables = Object.entries(o.summary!.tables).filter(([t]) => t.startsWith('public.'));
    console.log(`${config.BACKUP_DIR}/${o.file}: ${tables.length} tables, ${o.rows} rows, ${(o.bytes! / 1024).toFixed(0)} KB, read back and verified; the newest ${config.BACKUP_KEEP} are kept.`);
  } finally {
    await store.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
