import type { TBackupStatus } from '@hr/shared';
import type pg from 'pg';
import type { TConfig } from '../../config.js';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { backupRunning, takeBackup, type TBackupOutcome } from '../../db/backup.js';
import type { Db } from '../../db/client.js';
import { audit } from '../organisation/index.js';
import { presentStatus } from './backup-presenter.js';
import * as repo from './backup-repository.js';
import { startRepeating } from '../../core/repeating.js';

type TTrigger = 'first_start' | 'daily' | 'before_migration' | 'manual' | 'upgrade';
interface Log {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** Kept in the table HR reads; a failure is also logged loudly, a success quietly. */
export async function recordBackup(db: Db, trigger: TTrigger, o: TBackupOutcome, log?: Log): Promise<void> {
  if (o.skipped) return;
  if (o.ok) log?.info(`Backup ${o.file} written and verified (${o.rows} rows, ${Math.round((o.bytes ?? 0) / 1024)} KB, ${trigger})`);
  else log?.error(`Backup failed (${trigger}): ${o.error}`);
  await repo
    .insertRun(db, { trigger, startedAt: o.startedAt, finishedAt: o.finishedAt, ok: o.ok, file: o.file, bytes: o.bytes, rows: o.rows, error: o.error })
    .catch((err: unknown) => log?.warn(`could not record the backup: ${(err as Error).message}`));
}

/** Takes a backup now and records it. */
export async function runBackup(db: Db, pool: pg.Pool, config: Pick<TConfig, 'BACKUP_DIR' | 'BACKUP_KEEP'>, trigger: TTrigger, log?: Log): Promise<TBackupOutcome> {
  const o = await takeBackup(pool, { dir: config.BACKUP_DIR, keep: config.BACKUP_KEEP });
  await recordBackup(db, trigger, o, log);
  return o;
}

const DAY = 24 * 3_600_000;

/**
 * Backups nobody has to remember: one soon after the first start (no good backup yet), then one
 * whenever the last good one is a day old; a failed attempt is tried again an hour later. Runs in
 * the process that prepared the database (the cluster's primary), outside any request.
 */
export function startBackupSchedule(db: Db, pool: pg.Pool, config: Pick<TConfig, 'BACKUP_DIR' | 'BACKUP_KEEP'>, log: Log, opts: { checkEveryMs?: number; firstAfterMs?: number } = {}) {
  const tick = async () => {
    const [last] = await repo.recentRuns(db, 1);
    const good = await repo.lastGoodRun(db);
    const now = Date.now();
    if (last && !last.ok && now - last.finishedAt.getTime() < 3_600_000) return;
    if (good && now - good.finishedAt.getTime() < DAY) return;
    await runBackup(db, pool, config, good ? 'daily' : 'first_start', log);
  };
  return startRepeating(tick, {
    firstAfterMs: opts.firstAfterMs ?? 5_000,
    everyMs: opts.checkEveryMs ?? 10 * 60_000,
    onError: (err) => log.warn(`backup schedule: ${(err as Error).message}`),
  });
}

/**
 * What HR's Backups card and the dashboards' warning show. Read at most about once a second per
 * process (three queries, one of them over pg_locks): the organisation dashboard asks on every
 * load, a thousand times a second at 50 page loads in flight; a backup's start or end
 * shows within a second or two.
 */
export async function backupStatus(ctx: Ctx, pool: pg.Pool): Promise<TBackupStatus> {
  return ctx.reads.get(
    'backup-status',
    async () => {
      const [recent, lastOk, running] = await Promise.all([repo.recentRuns(ctx.db, 10), repo.lastGoodRun(ctx.db), backupRunning(pool)]);
      return presentStatus({ dir: ctx.config.BACKUP_DIR, keep: ctx.config.BACKUP_KEEP, recent, lastOk, running, now: new Date() });
    },
    { topics: [], ttlMs: 1_000 },
  );
}

/** HR's "Back up now": started in the background (it may take minutes on a large database); audited. */
export async function backupNow(ctx: Ctx, pool: pg.Pool, actor: Actor): Promise<void> {
  if (await backupRunning(pool)) throw new AppError('BACKUP_RUNNING');
  await audit(ctx.db, { actorId: actor.id, action: 'backup.requested', entity: 'backup', entityId: 0, ip: actor.ip });
  const log = { info: (m: string) => ctx.log.info(m), warn: (m: string) => ctx.log.warn(m), error: (m: string) => ctx.log.error(m) };
  void runBackup(ctx.db, pool, ctx.config, 'manual', log).catch((err: unknown) => ctx.log.error({ err }, 'backup failed'));
}
