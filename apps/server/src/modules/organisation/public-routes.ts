import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPublicSettingsSchema } from '@hr/shared';
import { getOrganisation } from '../../core/organisation.js';

export default async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/public/settings',
    { schema: { tags: ['public'], summary: 'What the sign-in pages need to know', response: { 200: ZPublicSettingsSchema } } },
    async () => {
      const org = await getOrganisation(app.database.db);
      return {
        orgName: org.nameEn,
        orgNameAr: org.nameAr,
        signupAllowed: org.signupAllowed,
        defaultLanguage: org.defaultLanguage === 'ar' ? ('ar' as const) : ('en' as const),
        timeZone: org.timeZone,
      };
    },
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
