import { ZInboxCountsSchema, ZInboxDecideResultSchema, ZInboxDecideSchema, ZUnifiedInboxQuerySchema, ZUnifiedInboxSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import { sendCachedJson } from '../../lib/json-reply.js';
import * as inbox from './inbox-service.js';

/** /api/inbox: everything waiting on the viewer (leave and overtime approvals, handover answers, attendance issues). */
export default async function inboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['inbox'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get('/', { schema: { tags, security, summary: 'What waits on the viewer, of every kind or one, oldest first', querystring: ZUnifiedInboxQuerySchema, response: { 200: ZUnifiedInboxSchema } } }, async (req, reply) =>
    sendCachedJson(reply, await inbox.getUnifiedInbox(ctx, actorOf(req), req.query)),
  );
  app.get('/counts', { schema: { tags, security, summary: 'How many of each kind wait on the viewer (the menu badges)', response: { 200: ZInboxCountsSchema } } }, async (req, reply) =>
    sendCachedJson(reply, await inbox.inboxCounts(ctx, actorOf(req))),
  );
  app.post(
    '/decide',
    { schema: { tags, security, summary: 'Approve or reject items of any kind (a handover: accept or decline); one result per item', body: ZInboxDecideSchema, response: { 200: ZInboxDecideResultSchema } } },
    async (req) => inbox.decideInbox(ctx, actorOf(req), req.body),
  );
}
