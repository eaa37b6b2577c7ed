import { ZBackupStatusSchema, ZOkSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import { backupNow, backupStatus } from './backup-service.js';

/** /api/hr/backups: the backups' state for HR's settings and dashboard, and "Back up now" (hr and admin). */
export default async function backupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin'));
  const tags = ['hr'];
  const security = [{ bearer: [] }];

  app.get(
    '/backups',
    { schema: { tags, security, summary: 'The backup folder, the last attempt and the last good backup, and whether HR should act', response: { 200: ZBackupStatusSchema } } },
    async () => backupStatus(app.ctx, app.database.pool),
  );

  app.post(
    '/backups',
    { schema: { tags, security, summary: 'Take a backup now, in the background (BACKUP_RUNNING while one is being written)', response: { 202: ZOkSchema } } },
    async (req, reply) => {
      await backupNow(app.ctx, app.database.pool, actorOf(req));
      return reply.code(202).send({ ok: true as const });
    },
  );
}
