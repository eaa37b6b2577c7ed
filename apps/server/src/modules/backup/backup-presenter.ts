import { BACKUP_STALE_HOURS, type TBackupRun, type TBackupStatus } from '@hr/shared';
import type { TBackupRunRow } from './backup-repository.js';

const CODES = ['BACKUP_DIR_UNWRITABLE', 'BACKUP_DISK_FULL', 'BACKUP_FAILED'] as const;

export function presentRun(r: TBackupRunRow): TBackupRun {
  const code = r.error ? (CODES.find((c) => r.error!.startsWith(`${c}:`)) ?? 'BACKUP_FAILED') : null;
  return {
    id: r.id,
    trigger: r.trigger as TBackupRun['trigger'],
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt.toISOString(),
    ok: r.ok,
    file: r.file,
    bytes: r.bytes,
    rows: r.rows,
    error: r.error ? r.error.replace(/^[A-Z_]+: /, '') : null,
    errorCode: code,
  };
}

/** What HR's settings and dashboard show: the last attempt, the last good one, and whether to worry. */
export function presentStatus(v: { dir: string; keep: number; recent: TBackupRunRow[]; lastOk: TBackupRunRow | undefined; running: boolean; now: Date }): TBackupStatus {
  const last = v.recent[0];
  const attention: TBackupStatus['attention'] = !v.lastOk
    ? last
      ? 'failed'
      : 'none'
    : last && !last.ok
      ? 'failed'
      : v.now.getTime() - v.lastOk.finishedAt.getTime() > BACKUP_STALE_HOURS * 3_600_000
        ? 'stale'
        : 'ok';
  return {
    dir: v.dir,
    keep: v.keep,
    last: last ? presentRun(last) : null,
    lastOk: v.lastOk ? presentRun(v.lastOk) : null,
    running: v.running,
    attention,
    recent: v.recent.map(presentRun),
  };
}
