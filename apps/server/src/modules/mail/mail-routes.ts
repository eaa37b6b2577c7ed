import { ZIdParamSchema, ZOkSchema, ZOutboxListResponseSchema, ZPageQuerySchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import { listOutbox, retryOutboxMail } from './outbox-service.js';

/** /api/hr/outbox: every mail with its delivery state, and a retry (hr and admin). */
export default async function outboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin'));
  const tags = ['hr'];
  const security = [{ bearer: [] }];

  app.get(
    '/outbox',
    {
      schema: {
        tags,
        security,
        summary: 'Every mail with its delivery state (attempts, last error, next attempt), newest first; secret links are hidden',
        querystring: ZPageQuerySchema,
        response: { 200: ZOutboxListResponseSchema },
      },
    },
    async (req) => listOutbox(app.ctx, req.query.page, req.query.pageSize),
  );

  app.post(
    '/outbox/:id/retry',
    { schema: { tags, security, summary: 'Send a failed or waiting mail now', params: ZIdParamSchema, response: { 200: ZOkSchema } } },
    async (req) => {
      await retryOutboxMail(app.ctx, actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );
}
