import fs from 'node:fs';
import path from 'node:path';
import { makeDirs } from '../lib/make-dirs.js';
import { type DumpSource, writeBackup } from './backup-file.js';
import { type EmbeddedLog, fsyncDir, hasEmbeddedCluster, startEmbeddedPostgres } from './embedded-postgres.js';
import { restoreBackup } from './restore.js';

/**
 * The previous release kept its data in PGlite, with PGDATA's files straight in DATA_DIR. Our
 * cluster lives in DATA_DIR/pg, so a PG_VERSION at the top says the folder is PGlite's.
 */
export const isPgliteFolder = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION')) && !hasEmbeddedCluster(dataDir);

const today = () => new Date().toISOString().slice(0, 10);

function freeName(base: string): string {
  if (!fs.existsSync(base)) return base;
  for (let i = 2; ; i++) if (!fs.existsSync(`${base}-${i}`)) return `${base}-${i}`;
}

/** The previous release's PGlite folder as a dump source (it is opened with the PGlite it was written by). */
async function pgliteSource(dir: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite({ dataDir: dir });
  await db.waitReady;
  const source: DumpSource = {
    kind: 'pglite',
    rows: async <T>(text: string) => (await db.query<T>(text)).rows,
    async copyOut(text, sink) {
      const r = await db.query(text.replace(/ TO STDOUT$/, ` TO '/dev/blob'`));
      if (r.blob) await sink(Buffer.from(await r.blob.arrayBuffer()));
    },
  };
  return { source, close: () => db.close() };
}

/**
 * Moves a PGlite DATA_DIR of the previous release into the new store, on the first start:
 *   1. the folder is renamed DATA_DIR-pglite-<date> (kept until the user deletes it);
 *   2. it is dumped into a verified backup file in BACKUP_DIR (so the old data is also a backup);
 *   3. a new cluster is built in DATA_DIR.upgrading, the backup restored into it (every table,
 *      the sequences and the migration state; row counts compared table by table), then migrated;
 *   4. DATA_DIR.upgrading becomes DATA_DIR.
 * A crash at any step leaves the old folder and a note to resume from; the next start begins again.
 */
export async function upgradeFromPglite(dataDir: string, log: EmbeddedLog, backupDir = process.env.BACKUP_DIR ?? path.resolve('backups')): Promise<boolean> {
  const staging = `${dataDir}.upgrading`;
  const note = `${dataDir}.upgrade.json`;
  // An upgrade cut short: put the old folder back and start over.
  if (fs.existsSync(note)) {
    const { from } = JSON.parse(fs.readFileSync(note, 'utf8')) as { from: string };
    fs.rmSync(staging, { recursive: true, force: true });
    if (!fs.existsSync(dataDir) && fs.existsSync(from)) {
      log.warn(`An earlier upgrade of ${dataDir} did not finish; starting it again`);
      fs.renameSync(from, dataDir);
    }
    fs.rmSync(note, { force: true });
  }
  if (!isPgliteFolder(dataDir)) return false;

  const kept = freeName(`${dataDir}-pglite-${today()}`);
  log.warn(`${dataDir} was written by the previous release (embedded PGlite, which cannot promise a power cut loses nothing). Moving its data into PostgreSQL; the old folder is kept as ${kept}.`);
  fs.writeFileSync(note, JSON.stringify({ from: kept }), { mode: 0o600 });
  fs.renameSync(dataDir, kept);
  fsyncDir(path.dirname(dataDir));

  makeDirs(backupDir, 0o700);
  const file = path.join(backupDir, `hr-backup-${new Date().toISOString().replace(/[:.]/g, '-')}-pglite.sql.gz`);
  const old = await pgliteSource(kept);
  let summary;
  try {
    summary = await writeBackup(old.source, file);
  } finally {
    await old.close();
  }
  const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
  log.info(`Read ${rows} rows in ${Object.keys(summary.tables).length} tables from the old folder into ${file}`);

  fs.rmSync(staging, { recursive: true, force: true });
  const server = await startEmbeddedPostgres({ dataDir: staging, log });
  try {
    const result = await restoreBackup(file, server.url, (m) => log.info(m));
    for (const c of result.counts) if (c.backup !== c.restored) throw new Error(`${c.table}: ${c.restored} of ${c.backup} rows`);
    log.info(
      `Upgrade: every table compared, row for row count: ${result.counts.map((c) => `${c.table.replace(/^public\./, '')} ${c.restored}`).join(', ')}`,
    );
  } finally {
    await server.stop();
  }
  fs.renameSync(staging, dataDir);
  fsyncDir(path.dirname(dataDir));
  fs.rmSync(note, { force: true });
  log.warn(`Upgrade done: the data now lives in PostgreSQL in ${dataDir}. The old folder ${kept} is no longer used; delete it once you are satisfied.`);
  return true;
}
