import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPublicSettingsSchema } from '@hr/shared';
import { sendCachedJson } from '../../lib/json-reply.js';
import { publicSettings } from './settings-service.js';

export default async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/public/settings',
    { schema: { tags: ['public'], summary: 'What the sign-in pages need to know', response: { 200: ZPublicSettingsSchema } } },
    // Anyone may cache it (it is the same for everybody) but must ask again each time, so a
    // change of the settings shows at once; an unchanged answer is a 304.
    async (_req, reply) => sendCachedJson(reply.header('cache-control', 'public, no-cache'), await publicSettings(app.ctx)),
  );

  app.get('/healthz', { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.kind };
    } catch (err) {
      app.log.error({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
