import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import stream from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { fsyncDir } from './embedded-postgres.js';

/**
 * The backup file: a consistent logical snapshot of every table, gzip-compressed,
 * readable without this product (`zcat file | psql` loads it into a database that has the
 * schema). Line by line:
 *
 *   -- hr-leave-tracker backup {"format":1,"createdAt":…,"migrations":[{"hash","createdAt"}…],…}
 *   COPY "public"."sites" ("id", "name_en", …) FROM stdin;
 *   <rows in COPY text format: one row a line, newlines inside values escaped>
 *   \.
 *   -- rows {"table":"public.sites","rows":2}
 *   …
 *   -- sequences {"public.sites_id_seq":[2,true],…}
 *   -- end {"tables":41,"rows":12345}
 *
 * Why not pg_dump: the npm packages of PostgreSQL ship initdb, pg_ctl and postgres only, and a
 * Debian pg_dump would be one more install step and must match the server's major version.
 * COPY's text format is PostgreSQL's own, exact for every type (docs/decisions/0002-backups.md).
 * gzip's CRC and length, the per-table row counts and the end line catch a truncated or corrupt
 * file; every backup is read back and checked before it counts.
 */

export const BACKUP_FORMAT = 1;
const MAGIC = '-- hr-leave-tracker backup ';

export class BackupError extends Error {}

export interface TBackupHeader {
  format: number;
  createdAt: string;
  /** The migrations applied to the database it came from, oldest first (drizzle's own records). */
  migrations: { hash: string; createdAt: number }[];
  server: string;
  source: 'postgres' | 'pglite';
}

export interface TBackupSummary {
  header: TBackupHeader;
  /** Rows per table, "schema.table". */
  tables: Record<string, number>;
  sequences: Record<string, [string, boolean]>;
  bytes: number;
}

/** Where a dump reads from: a PostgreSQL connection, or the PGlite folder of the previous release. */
export interface DumpSource {
  rows<T>(text: string): Promise<T[]>;
  copyOut(text: string, sink: (chunk: Buffer) => Promise<void>): Promise<void>;
  kind: TBackupHeader['source'];
}

const q = (id: string) => `"${id.replace(/"/g, '""')}"`;

/** The source's user tables and their stored columns (generated columns are computed again on load). */
export async function listTables(src: Pick<DumpSource, 'rows'>): Promise<{ schema: string; name: string; columns: string[] }[]> {
  const rows = await src.rows<{ schema: string; name: string; column: string }>(`
    select n.nspname as schema, c.relname as name, a.attname as column
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle')
     order by n.nspname, c.relname, a.attnum`);
  const tables = new Map<string, { schema: string; name: string; columns: string[] }>();
  for (const r of rows) {
    const key = `${r.schema}.${r.name}`;
    if (!tables.has(key)) tables.set(key, { schema: r.schema, name: r.name, columns: [] });
    tables.get(key)!.columns.push(r.column);
  }
  return [...tables.values()];
}

/** A pg client as a dump source; the caller holds it in one repeatable-read transaction. */
export function pgSource(client: pg.PoolClient | pg.Client): DumpSource {
  return {
    kind: 'postgres',
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    async copyOut(text, sink) {
      const stream = client.query(copyTo(text));
      for await (const chunk of stream) await sink(chunk as Buffer);
    },
  };
}

/**
 * Writes a dump of `src` to `file` (mode 0600): to a temporary name first, synced, renamed, the
 * folder synced; then read back and checked. Throws BackupError (and leaves no file) on failure.
 */
export async function writeBackup(src: DumpSource, file: string): Promise<TBackupSummary> {
  const tmp = `${file}.partial`;
  const out = fs.createWriteStream(tmp, { mode: 0o600, flags: 'wx' });
  const gz = zlib.createGzip({ level: 6 });
  gz.pipe(out);
  const failed = new Promise<never>((_, reject) => {
    out.on('error', reject);
    gz.on('error', reject);
  });
  failed.catch(() => {});
  const write = async (chunk: string | Buffer) => {
    if (!gz.write(chunk)) await Promise.race([once(gz, 'drain'), failed]);
  };
  const tables: Record<string, number> = {};
  const sequences: Record<string, [string, boolean]> = {};
  try {
    const migrations = await src
      .rows<{ hash: string; created_at: string }>('select hash, created_at from drizzle.__drizzle_migrations order by created_at, id')
      .catch(() => [] as { hash: string; created_at: string }[]);
    const [{ version }] = await src.rows<{ version: string }>('show server_version');
    const header: TBackupHeader = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migrations: migrations.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) })),
      server: version,
      source: src.kind,
    };
    await write(`${MAGIC}${JSON.stringify(header)}\n`);
    for (const t of await listTables(src)) {
      const name = `${q(t.schema)}.${q(t.name)}`;
      const cols = t.columns.map(q).join(', ');
      await write(`COPY ${name} (${cols}) FROM stdin;\n`);
      let rows = 0;
      let last = 10;
      await src.copyOut(`COPY ${name} (${cols}) TO STDOUT`, async (chunk) => {
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
        if (chunk.length) last = chunk[chunk.length - 1];
        await write(chunk);
      });
      if (last !== 10) throw new BackupError(`COPY of ${t.schema}.${t.name} did not end with a newline`);
      await write(`\\.\n-- rows ${JSON.stringify({ table: `${t.schema}.${t.name}`, rows })}\n`);
      tables[`${t.schema}.${t.name}`] = rows;
    }
    for (const s of await src.rows<{ schema: string; name: string }>(
      `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and n.nspname in ('public', 'drizzle') order by 1, 2`,
    )) {
      const [v] = await src.rows<{ last_value: string; is_called: boolean }>(`select last_value::text as last_value, is_called from ${q(s.schema)}.${q(s.name)}`);
      sequences[`${s.schema}.${s.name}`] = [v.last_value, v.is_called];
    }
    await write(`-- sequences ${JSON.stringify(sequences)}\n`);
    const total = Object.values(tables).reduce((a, b) => a + b, 0);
    await write(`-- end ${JSON.stringify({ tables: Object.keys(tables).length, rows: total })}\n`);
    gz.end();
    await Promise.race([once(out, 'close'), failed]);
    const fd = fs.openSync(tmp, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    // Read back before it counts: the file on disk must hold what was written.
    const check = await readBackup(tmp);
    for (const [t, n] of Object.entries(tables)) {
      if (check.tables[t] !== n) throw new BackupError(`the backup read back has ${check.tables[t] ?? 0} rows of ${t} where ${n} were written`);
    }
    fs.renameSync(tmp, file);
    fsyncDir(path.dirname(file));
    return { ...check, header };
  } catch (err) {
    gz.destroy();
    out.destroy();
    fs.rmSync(tmp, { force: true });
    throw err;
  }
}

/** Lines of a gzip file, one at a time; a read error (a truncated or corrupt file) rejects. */
export class LineReader {
  private it: AsyncIterator<Buffer>;
  private input: fs.ReadStream;
  private gunzip: zlib.Gunzip;
  private decoder = new StringDecoder('utf8');
  private rest = '';
  private lines: string[] = [];
  private at = 0;
  private ended = false;
  line = 0;
  constructor(file: string) {
    this.input = fs.createReadStream(file, { highWaterMark: 1 << 20 });
    this.gunzip = zlib.createGunzip();
    // An error of either stream ends the iteration with that error.
    stream.pipeline(this.input, this.gunzip, () => {});
    this.it = this.gunzip[Symbol.asyncIterator]();
  }
  async next(): Promise<string | null> {
    while (this.at >= this.lines.length) {
      if (this.ended) {
        if (!this.rest) return null;
        const last = this.rest;
        this.rest = '';
        this.line++;
        return last;
      }
      const r = await this.it.next();
      const text = r.done ? this.rest + this.decoder.end() : this.rest + this.decoder.write(r.value);
      this.ended = !!r.done;
      this.lines = text.split('\n');
      this.rest = this.lines.pop() ?? '';
      this.at = 0;
    }
    this.line++;
    return this.lines[this.at++];
  }
  close(): void {
    this.input.destroy();
    this.gunzip.destroy();
  }
}

/** A line's JSON, or the file is damaged. */
function parse<T>(file: string, text: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw corrupt(file, `${what} is damaged`);
  }
}

const corrupt = (file: string, why: string) =>
  new BackupError(`${path.basename(file)} is not a complete backup (${why}). Nothing was changed. Use another backup file.`);

/**
 * Reads a whole backup and checks it: the header, every table's rows against its count, the
 * end line, and gzip's own checksum. With `onTable`, each table's rows are handed over as they
 * are read (the restore writes them into COPY).
 */
export async function readBackup(
  file: string,
  onTable?: (t: { table: string; copy: string }, rows: AsyncIterable<string>) => Promise<void>,
): Promise<TBackupSummary> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const bytes = fs.statSync(file).size;
  const r = new LineReader(file);
  try {
    let first: string | null;
    try {
      first = await r.next();
    } catch (err) {
      throw corrupt(file, (err as Error).message);
    }
    if (!first?.startsWith(MAGIC)) throw new BackupError(`${path.basename(file)} is not a backup of this product. Nothing was changed.`);
    const header = parse<TBackupHeader>(file, first.slice(MAGIC.length), 'its first line');
    if (header.format !== BACKUP_FORMAT) throw new BackupError(`${path.basename(file)} has backup format ${header.format}; this release reads format ${BACKUP_FORMAT}. Nothing was changed.`);
    const tables: Record<string, number> = {};
    let sequences: Record<string, [string, boolean]> | undefined;
    for (;;) {
      let line: string | null;
      try {
        line = await r.next();
      } catch (err) {
        throw corrupt(file, (err as Error).message);
      }
      if (line === null) throw corrupt(file, 'it ends before its last line');
      const copy = /^COPY "((?:[^"]|"")+)"\."((?:[^"]|"")+)" \(.*\) FROM stdin;$/.exec(line);
      if (copy) {
        const table = `${copy[1].replace(/""/g, '"')}.${copy[2].replace(/""/g, '"')}`;
        let rows = 0;
        let ended = false;
        const body = async function* () {
          for (;;) {
            const l = await r.next();
            if (l === null) return;
            if (l === '\\.') {
              ended = true;
              return;
            }
            rows++;
            yield l;
          }
        };
        try {
          if (onTable) await onTable({ table, copy: line }, body());
          else for await (const _ of body());
        } catch (err) {
          if (err instanceof BackupError) throw err;
          // Any error of zlib (a bad block, a wrong checksum: 'incorrect data check') is a corrupt file.
          if (String((err as NodeJS.ErrnoException).code ?? '').startsWith('Z_') || /unexpected end|incorrect header|incorrect data check|invalid|unknown compression|Z_/i.test((err as Error).message)) {
            throw corrupt(file, (err as Error).message);
          }
          throw err;
        }
        if (!ended) throw corrupt(file, `the rows of ${table} stop short`);
        const count = await r.next().catch((err: Error) => {
          throw corrupt(file, err.message);
        });
        const m = count?.startsWith('-- rows ') ? parse<{ table: string; rows: number }>(file, count.slice(8), `the count of ${table}`) : null;
        if (!m || m.table !== table || m.rows !== rows) throw corrupt(file, `${table} has ${rows} rows where ${m?.rows ?? '?'} were written`);
        tables[table] = rows;
        continue;
      }
      if (line.startsWith('-- sequences ')) {
        sequences = parse<Record<string, [string, boolean]>>(file, line.slice(13), 'the sequences line');
        continue;
      }
      if (line.startsWith('-- end ')) {
        const end = parse<{ tables: number; rows: number }>(file, line.slice(7), 'its last line');
        const total = Object.values(tables).reduce((a, b) => a + b, 0);
        if (end.tables !== Object.keys(tables).length || end.rows !== total || !sequences) throw corrupt(file, 'its totals do not match its rows');
        // Nothing may follow the end line, and gzip's checksum is checked at the end of the stream.
        const after = await r.next().catch((err: Error) => {
          throw corrupt(file, err.message);
        });
        if (after !== null) throw corrupt(file, 'something follows its last line');
        return { header, tables, sequences, bytes };
      }
      throw corrupt(file, `unexpected line ${r.line}`);
    }
  } finally {
    r.close();
  }
}
