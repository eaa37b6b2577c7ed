import { ZIdParamSchema, ZNotificationListQuerySchema, ZNotificationListResponseSchema, ZOkSchema, ZUnreadCountResponseSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import * as svc from './notification-service.js';

export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['notifications'];
  const security = [{ bearer: [] }];
  const ok = { ok: true as const };
  app.addHook('onRequest', app.authenticate);

  app.get('/', { schema: { tags, security, querystring: ZNotificationListQuerySchema, response: { 200: ZNotificationListResponseSchema } } }, async (req) =>
    svc.listMine(db, actorOf(req).id, req.query.before, req.query.limit),
  );
  app.get('/unread-count', { schema: { tags, security, response: { 200: ZUnreadCountResponseSchema } } }, async (req) => ({
    unread: await svc.unreadCount(app.ctx, actorOf(req).id),
  }));
  app.post('/read-all', { schema: { tags, security, response: { 200: ZOkSchema } } }, async (req) => {
    await svc.markRead(app.ctx, actorOf(req).id);
    return ok;
  });
  app.post('/:id/read', { schema: { tags, security, params: ZIdParamSchema, response: { 200: ZOkSchema } } }, async (req) => {
    await svc.markRead(app.ctx, actorOf(req).id, req.params.id);
    return ok;
  });
  app.delete('/:id', { schema: { tags, security, params: ZIdParamSchema, response: { 200: ZOkSchema } } }, async (req) => {
    await svc.remove(app.ctx, actorOf(req).id, req.params.id);
    return ok;
  });
  app.delete('/', { schema: { tags, security, response: { 200: ZOkSchema } } }, async (req) => {
    await svc.remove(app.ctx, actorOf(req).id);
    return ok;
  });
}
