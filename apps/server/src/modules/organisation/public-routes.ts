import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPublicSettingsSchema } from '@hr/shared';
import { sendCachedJson } from '../../lib/json-reply.js';
import { publicSettings } from './settings-service.js';
import { publicLogo } from './company-service.js';
import { matches } from '../../lib/etag.js';

export default async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/public/settings',
    { schema: { tags: ['public'], summary: 'What the sign-in pages need to know', response: { 200: ZPublicSettingsSchema } } },
    // Anyone may cache it (it is the same for everybody) but must ask again each time, so a
    // change of the settings shows at once; an unchanged answer is a 304.
    async (_req, reply) => sendCachedJson(reply.header('cache-control', 'public, no-cache'), await publicSettings(app.ctx)),
  );

  // The company's logo for the sign-in page and the header: revalidated each time (an
  // unchanged one is a 304), never sniffed as anything but the image type its bytes showed.
  app.get('/api/public/logo', { schema: { tags: ['public'], summary: "The company's logo (404 when none)", querystring: z.object({ v: z.string().max(20).optional() }) } }, async (req, reply) => {
    const logo = await publicLogo(app.ctx);
    if (!logo) return reply.code(404).header('cache-control', 'no-store').send({ code: 'NOT_FOUND', message: 'No logo' });
    const etag = `"logo-${logo.logoUpdatedAt.getTime()}"`;
    reply.header('etag', etag).header('cache-control', 'public, no-cache').header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'");
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(logo.logoType).send(logo.logo);
  });

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
