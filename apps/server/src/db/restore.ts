import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { BackupError, readBackup, type TBackupSummary } from './backup-file.js';
import { migrationsFolder } from './client.js';

/** Our migrations, oldest first, as drizzle records them (created_at is the journal's `when`). */
export function knownMigrations(folder = migrationsFolder()): { hash: string; createdAt: number; tag: string }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return files.map((f, i) => ({ hash: f.hash, createdAt: f.folderMillis, tag: journal.entries[i].tag }));
}

/**
 * How many of our migrations the backup's database had. Refuses a backup from a newer release
 * (a migration we do not know), so nothing is lost by loading it into an older schema.
 */
export function backupLevel(summary: Pick<TBackupSummary, 'header'>, folder = migrationsFolder()): number {
  const ours = knownMigrations(folder);
  const theirs = summary.header.migrations;
  const known = new Set(ours.map((m) => m.createdAt));
  const unknown = theirs.filter((m) => !known.has(m.createdAt));
  if (unknown.length || theirs.length > ours.length) {
    throw new BackupError(
      `This backup was made by a newer release of HR Leave Tracker (its database has ${theirs.length} migrations, this release knows ${ours.length}). ` +
        'Install that release (or a newer one) and restore with it. Nothing was changed.',
    );
  }
  for (let i = 0; i < theirs.length; i++) {
    if (theirs[i].createdAt !== ours[i].createdAt) throw new BackupError('This backup\'s migrations do not follow this release\'s. Nothing was changed.');
  }
  return theirs.length;
}

/** A copy of the migrations folder holding only the first `n`: the schema the backup was made on. */
function migrationsUpTo(n: number): string {
  const src = migrationsFolder();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(src, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, n);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join(src, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/** Tables in an order where every foreign key points at a table loaded before (a table may refer to itself). */
async function loadOrder(client: pg.ClientBase): Promise<string[]> {
  const tables = (
    await client.query<{ t: string }>(`select n.nspname || '.' || c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r','p') and n.nspname in ('public','drizzle')`)
  ).rows.map((r) => r.t);
  const deps = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const r of (
    await client.query<{ child: string; parent: string }>(`
      select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
        join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
       where k.contype = 'f'`)
  ).rows) {
    if (r.child !== r.parent) deps.get(r.child)?.add(r.parent);
  }
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (t: string) => {
    if (state.get(t) === 'done') return;
    if (state.get(t) === 'visiting') throw new Error(`foreign keys form a cycle through ${t}`);
    state.set(t, 'visiting');
    for (const d of deps.get(t) ?? []) visit(d);
    state.set(t, 'done');
    order.push(t);
  };
  [...tables].sort().forEach(visit);
  return order;
}

export interface TRestoreResult {
  summary: TBackupSummary;
  level: number;
  migratedTo: number;
  /** Rows per table in the backup and in the restored database, before later migrations ran. */
  counts: { table: string; backup: number; restored: number }[];
}

/** Whether the database at `url` holds any table of ours. */
export async function databaseHasData(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`);
    return (r.rows[0] as { n: number }).n > 0;
  } finally {
    await c.end();
  }
}

/** Empties the database at `url` (restore --force): every table, sequence and function of ours. */
export async function emptyDatabase(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
  } finally {
    await c.end();
  }
}

/**
 * Restores a backup into an empty database: checks the whole file first (a corrupt or newer one
 * changes nothing), builds the schema the backup was made on, loads every table and sequence in
 * one transaction, compares the row counts, then migrates forward to this release.
 */
export async function restoreBackup(file: string, url: string, log: (msg: string) => void = () => {}): Promise<TRestoreResult> {
  const summary = await readBackup(file);
  const level = backupLevel(summary);
  if (await databaseHasData(url)) throw new BackupError('The database is not empty. Restore into an empty data folder, or pass --force to replace what is there.');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  const tmp = migrationsUpTo(level);
  try {
    log(`Building the schema the backup was made on (${level} migrations)`);
    await migrate(drizzle(pool), { migrationsFolder: tmp });
    const client = await pool.connect();
    const counts: TRestoreResult['counts'] = [];
    try {
      await client.query('begin');
      // The rows go back as they were: triggers that derive rows from others (the payroll's marks
      // of changed days) stand aside, or a table loaded after its source would get rows twice.
      await client.query("set local hr.restoring = 'on'");
      const order = await loadOrder(client);
      // Migrations seed some tables (leave types, permission types…): the backup has those rows as they were.
      const seeded = order.filter((t) => t.startsWith('public.'));
      if (seeded.length) await client.query(`truncate ${seeded.map((t) => `"public"."${t.slice(7)}"`).join(', ')} restart identity cascade`);
      const position = new Map(order.map((t, i) => [t, i]));
      const inBackup = Object.keys(summary.tables).filter((t) => t !== 'drizzle.__drizzle_migrations');
      const missing = inBackup.filter((t) => !position.has(t));
      if (missing.length) throw new BackupError(`The backup has tables this schema does not: ${missing.join(', ')}. Nothing was changed.`);
      // The file is read once; its tables come in name order, so rows wait for their parents in
      // a temporary table only when a child comes first.
      const staged = new Map<string, string>();
      const loaded = new Set<string>();
      const ready = (t: string) => order.slice(0, position.get(t)).every((p) => loaded.has(p) || !inBackup.includes(p));
      const flush = async () => {
        for (let again = true; again; ) {
          again = false;
          for (const [t, copy] of staged) {
            if (!ready(t)) continue;
            const [schema, name] = t.split('.');
            await client.query(`insert into "${schema}"."${name}" (${columnsOf(copy)}) select ${columnsOf(copy)} from "stage_${schema}_${name}"`);
            await client.query(`drop table "stage_${schema}_${name}"`);
            staged.delete(t);
            loaded.add(t);
            again = true;
          }
        }
      };
      await readBackup(file, async ({ table, copy }, rows) => {
        const lines = async function* () {
          let batch: string[] = [];
          for await (const l of rows) {
            batch.push(l);
            if (batch.length >= 2000) {
              yield `${batch.join('\n')}\n`;
              batch = [];
            }
          }
          if (batch.length) yield `${batch.join('\n')}\n`;
        };
        if (table === 'drizzle.__drizzle_migrations') {
          for await (const _ of rows);
          return;
        }
        if (ready(table)) {
          await pipeline(Readable.from(lines()), client.query(copyFrom(copy)));
          loaded.add(table);
          await flush();
        } else {
          const [schema, name] = table.split('.');
          await client.query(`create temp table "stage_${schema}_${name}" (like "${schema}"."${name}" including defaults) on commit drop`);
          await pipeline(Readable.from(lines()), client.query(copyFrom(copy.replace(/^COPY "(?:[^"]|"")+"\."(?:[^"]|"")+"/, `COPY "stage_${schema}_${name}"`))));
          staged.set(table, copy);
        }
      });
      await flush();
      if (staged.size) throw new BackupError(`Could not load ${[...staged.keys()].join(', ')}: their parent tables are missing.`);
      for (const [seq, [value, called]] of Object.entries(summary.sequences)) {
        const [schema, name] = seq.split('.');
        if (schema === 'drizzle') continue;
        await client.query(`select setval('"${schema}"."${name}"', $1::bigint, $2)`, [value, called]);
      }
      for (const t of inBackup) {
        const [schema, name] = t.split('.');
        const n = Number((await client.query(`select count(*) as n from "${schema}"."${name}"`)).rows[0].n);
        counts.push({ table: t, backup: summary.tables[t], restored: n });
      }
      const wrong = counts.filter((c) => c.backup !== c.restored);
      if (wrong.length) throw new BackupError(`Row counts differ after loading: ${wrong.map((c) => `${c.table} ${c.restored}/${c.backup}`).join(', ')}. Nothing was changed.`);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
    const all = knownMigrations().length;
    if (all > level) log(`Migrating from ${level} to ${all} migrations`);
    await migrate(drizzle(pool), { migrationsFolder: migrationsFolder() });
    return { summary, level, migratedTo: all, counts };
  } catch (err) {
    // The database was empty: it is left empty again.
    await pool.end().catch(() => {});
    await emptyDatabase(url).catch(() => {});
    throw err;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    await pool.end().catch(() => {});
  }
}

const columnsOf = (copy: string) => /\((.*)\) FROM stdin;$/.exec(copy)![1];
