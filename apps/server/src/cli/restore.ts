import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError, readBackup } from '../db/backup-file.js';
import { fsyncDir, hasEmbeddedCluster, runningServer, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { isPgliteFolder } from '../db/pglite-upgrade.js';
import { backupLevel, databaseHasData, emptyDatabase, knownMigrations, restoreBackup, type TRestoreResult } from '../db/restore.js';
import { consoleLog } from '../db/store.js';

/**
 * npm run restore -- <file> [--force]
 * Checks the whole backup first (a truncated, corrupt or newer one changes nothing), then loads it
 * into an empty data folder (or the empty database at DATABASE_URL), migrates it forward to this
 * release, and prints the rows of every table. A folder or database that holds data is refused;
 * with --force the data folder is kept aside (DATA_DIR-replaced-<date>) and the database emptied.
 */
async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new BackupError('Which backup? npm run restore -- backups/hr-backup-….sql.gz [--force]');
  const config = loadConfig();
  const abs = path.resolve(file);

  console.log(`Checking ${abs} …`);
  const summary = await readBackup(abs);
  const level = backupLevel(summary);
  const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
  console.log(`It is complete: made ${summary.header.createdAt}, ${Object.keys(summary.tables).length} tables, ${rows} rows, ${level} of this release's ${knownMigrations().length} migrations.`);

  let result: TRestoreResult;
  if (config.DATABASE_URL) {
    if (await databaseHasData(config.DATABASE_URL)) {
      if (!force) throw new BackupError('The database at DATABASE_URL holds data. Restore into an empty database, or add --force to replace it.');
      console.log('--force: emptying the database at DATABASE_URL');
      await emptyDatabase(config.DATABASE_URL);
    }
    result = await restoreBackup(abs, config.DATABASE_URL, (m) => console.log(m));
  } else {
    const dir = config.DATA_DIR;
    if (runningServer(dir)) throw new BackupError(`The server is running on ${dir}. Stop it first (Ctrl-C), then restore.`);
    const holdsData = hasEmbeddedCluster(dir) || isPgliteFolder(dir) || (fs.existsSync(dir) && fs.readdirSync(dir).length > 0);
    let aside: string | undefined;
    if (holdsData) {
      if (!force) throw new BackupError(`${dir} holds data. Restore into an empty data folder (set DATA_DIR), or add --force: the current folder is then kept aside, not deleted.`);
      aside = `${dir}-replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dir, aside);
      fsyncDir(path.dirname(dir));
      console.log(`--force: the current data folder is kept as ${aside}`);
    }
    const server = await startEmbeddedPostgres({ dataDir: dir, log: consoleLog });
    try {
      result = await restoreBackup(abs, server.url, (m) => console.log(m));
    } catch (err) {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
      if (aside) fs.renameSync(aside, dir);
      throw err;
    }
    await server.stop();
  }
  const width = Math.max(...result.counts.map((c) => c.table.length));
  for (const c of result.counts) console.log(`  ${c.table.padEnd(width)}  ${String(c.restored).padStart(9)}`);
  console.log(
    `Restored ${result.counts.reduce((a, c) => a + c.restored, 0)} rows in ${result.counts.length} tables, every count equal to the backup's` +
      (result.migratedTo > result.level ? `; migrated from ${result.level} to ${result.migratedTo} migrations.` : '.') +
      ' Start the server with npm start.',
  );
}

main().catch((err) => {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
});
