import fs from 'node:fs';
import path from 'node:path';
import { makeDirs } from '../lib/make-dirs.js';
import type pg from 'pg';
import { BackupError, pgSource, writeBackup, type TBackupSummary } from './backup-file.js';

export const BACKUP_FILE = /^hr-backup-.+\.sql\.gz$/;
/** pg_try_advisory_lock(BACKUP_LOCK, 1): one backup at a time, across processes and `npm run backup`. */
export const BACKUP_LOCK = 0x4852424b;

export type TBackupErrorCode = 'BACKUP_DIR_UNWRITABLE' | 'BACKUP_DISK_FULL' | 'BACKUP_FAILED';

export interface TBackupOutcome {
  ok: boolean;
  startedAt: Date;
  finishedAt: Date;
  file: string | null;
  bytes: number | null;
  rows: number | null;
  summary?: TBackupSummary;
  /** "CODE: message", for the log and HR's settings. */
  error: string | null;
  /** Another backup held the lock: nothing was written. */
  skipped?: boolean;
}

/** A file-system failure in words an operator can act on. */
export function describeBackupError(err: unknown, dir: string): { code: TBackupErrorCode; message: string } {
  const e = err as NodeJS.ErrnoException;
  if (e?.code === 'ENOSPC' || e?.code === 'EDQUOT') return { code: 'BACKUP_DISK_FULL', message: `The disk of the backup folder ${dir} is full. Free some space or set BACKUP_DIR to another disk.` };
  if (['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOENT'].includes(e?.code ?? '')) {
    return { code: 'BACKUP_DIR_UNWRITABLE', message: `The backup folder ${dir} cannot be written (${e.code}). Check that it exists and this user may write it, or set BACKUP_DIR.` };
  }
  return { code: 'BACKUP_FAILED', message: err instanceof BackupError ? err.message : `The backup failed: ${(err as Error)?.message ?? String(err)}` };
}

const stamp = (d: Date) => d.toISOString().replace(/[:.]/g, '-');

/**
 * One consistent backup of the database behind `pool` into `dir`: a repeatable-read snapshot,
 * written, synced, read back and checked (backup-file.ts); then the oldest beyond `keep` go.
 * Never throws: the outcome says what happened.
 */
export async function takeBackup(pool: pg.Pool, opts: { dir: string; keep: number; label?: string }): Promise<TBackupOutcome> {
  const startedAt = new Date();
  const failed = (err: unknown): TBackupOutcome => {
    const d = describeBackupError(err, opts.dir);
    return { ok: false, startedAt, finishedAt: new Date(), file: null, bytes: null, rows: null, error: `${d.code}: ${d.message}` };
  };
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    return failed(err);
  }
  try {
    const got = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, 1) as ok', [BACKUP_LOCK]);
    if (!got.rows[0].ok) return { ok: false, skipped: true, startedAt, finishedAt: new Date(), file: null, bytes: null, rows: null, error: null };
    try {
      makeDirs(opts.dir, 0o700);
      const file = path.join(opts.dir, `hr-backup-${stamp(startedAt)}${opts.label ? `-${opts.label}` : ''}.sql.gz`);
      await client.query('begin isolation level repeatable read read only');
      let summary: TBackupSummary;
      try {
        summary = await writeBackup(pgSource(client), file);
      } finally {
        await client.query('rollback').catch(() => {});
      }
      prune(opts.dir, opts.keep);
      const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
      return { ok: true, startedAt, finishedAt: new Date(), file: path.basename(file), bytes: summary.bytes, rows, summary, error: null };
    } finally {
      await client.query('select pg_advisory_unlock($1, 1)', [BACKUP_LOCK]).catch(() => {});
    }
  } catch (err) {
    return failed(err);
  } finally {
    client.release();
  }
}

/** Keeps the newest `keep` backups; removes files a crash left half-written. */
function prune(dir: string, keep: number): void {
  const files = fs
    .readdirSync(dir)
    .filter((f) => BACKUP_FILE.test(f))
    .map((f) => ({ f, t: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t || (a.f < b.f ? 1 : -1));
  for (const { f } of files.slice(keep)) fs.rmSync(path.join(dir, f), { force: true });
  for (const f of fs.readdirSync(dir)) {
    if (f.endsWith('.sql.gz.partial') && Date.now() - fs.statSync(path.join(dir, f)).mtimeMs > 3_600_000) fs.rmSync(path.join(dir, f), { force: true });
  }
}

/** Whether a backup holds the lock now (any process). */
export async function backupRunning(pool: pg.Pool): Promise<boolean> {
  const r = await pool.query<{ n: number }>(`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = $1 and objid = 1 and granted`, [BACKUP_LOCK]);
  return r.rows[0].n > 0;
}
