import { z } from 'zod';

/** Why a backup was taken. */
export const BACKUP_TRIGGERS = ['first_start', 'daily', 'before_migration', 'manual', 'upgrade'] as const;

/** A backup is overdue after two days without a good one: HR's dashboard warns. */
export const BACKUP_STALE_HOURS = 48;

export const ZBackupRunSchema = z.object({
  id: z.number(),
  trigger: z.enum(BACKUP_TRIGGERS),
  startedAt: z.string(),
  finishedAt: z.string(),
  ok: z.boolean(),
  /** The file's name in the backup folder (never a path). */
  file: z.string().nullable(),
  bytes: z.number().nullable(),
  rows: z.number().nullable(),
  /** Why it failed, in English for the log; the web shows `errorCode` translated. */
  error: z.string().nullable(),
  errorCode: z.enum(['BACKUP_DIR_UNWRITABLE', 'BACKUP_DISK_FULL', 'BACKUP_FAILED']).nullable(),
});
export type TBackupRun = z.infer<typeof ZBackupRunSchema>;

export const ZBackupStatusSchema = z.object({
  /** The folder the backups go to (BACKUP_DIR), as the server sees it. */
  dir: z.string(),
  /** How many good backups are kept (BACKUP_KEEP). */
  keep: z.number(),
  last: ZBackupRunSchema.nullable(),
  lastOk: ZBackupRunSchema.nullable(),
  /** A backup is running now. */
  running: z.boolean(),
  /** No good backup, the last one failed, or the last good one is older than BACKUP_STALE_HOURS. */
  attention: z.enum(['ok', 'failed', 'stale', 'none']),
  recent: z.array(ZBackupRunSchema),
});
export type TBackupStatus = z.infer<typeof ZBackupStatusSchema>;
