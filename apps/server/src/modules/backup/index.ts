import type { FastifyInstance } from 'fastify';
import backupRoutes from './backup-routes.js';

/** The backup module: the schedule, HR's view of it (/api/hr/backups), and the record of every backup. */
export async function backupModule(app: FastifyInstance) {
  await app.register(backupRoutes, { prefix: '/api/hr' });
}

export { recordBackup, runBackup, startBackupSchedule } from './backup-service.js';
