import {
  ZCreatePermissionSchema,
  ZIdParamSchema,
  ZPermissionListQuerySchema,
  ZPermissionListSchema,
  ZPermissionQuotaQuerySchema,
  ZPermissionQuotaSchema,
  ZPermissionRequestSchema,
  ZPermissionTeamCsvQuerySchema,
  ZPermissionTeamQuerySchema,
  ZPermissionTypeInputSchema,
  ZPermissionTypeListSchema,
  ZPermissionTypeSchema,
} from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import * as svc from './permission-service.js';
import * as types from './permission-types-service.js';
import { exportTeamPermissionsCsv } from './permission-export.js';

/** /api/permission: hourly permissions (إذن): types, the month's quota, filing, own and team lists (approvers decide through /api/inbox). */
export default async function permissionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['permission'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get('/types', { schema: { tags, security, summary: 'The permission types in use, with their rules', response: { 200: ZPermissionTypeListSchema } } }, async () => svc.activePermissionTypes(ctx));
  app.get(
    '/quota',
    { schema: { tags, security, summary: "A month's use and what is left, per type (oneself or a team member)", querystring: ZPermissionQuotaQuerySchema, response: { 200: ZPermissionQuotaSchema } } },
    async (req) => svc.permissionQuota(ctx, actorOf(req), req.query),
  );
  app.get('/', { schema: { tags, security, summary: "The viewer's permissions", querystring: ZPermissionListQuerySchema, response: { 200: ZPermissionListSchema } } }, async (req) =>
    svc.listMyPermissions(ctx, actorOf(req), req.query),
  );
  app.post(
    '/',
    { schema: { tags, security, summary: 'File a permission for oneself or a team member', body: ZCreatePermissionSchema, response: { 201: ZPermissionRequestSchema } } },
    async (req, reply) => reply.code(201).send(await svc.filePermission(ctx, actorOf(req), req.body)),
  );
  app.post(
    '/:id/cancel',
    { schema: { tags, security, summary: 'The person or the filer cancels, while it waits or until its day is over', params: ZIdParamSchema, response: { 200: ZPermissionRequestSchema } } },
    async (req) => svc.cancelPermission(ctx, actorOf(req), req.params.id),
  );
  app.get('/team', { schema: { tags, security, summary: "The permissions of the viewer's team (everyone for HR)", querystring: ZPermissionTeamQuerySchema, response: { 200: ZPermissionListSchema } } }, async (req) =>
    svc.listTeamPermissions(ctx, actorOf(req), req.query),
  );
  app.get('/team.csv', { schema: { tags, security, summary: 'The same list as CSV (UTF-8 with BOM, up to 10,000 rows)', querystring: ZPermissionTeamCsvQuerySchema } }, async (req, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="permissions-team.csv"')
      .send(await exportTeamPermissionsCsv(ctx, actorOf(req), req.query)),
  );
}

/** /api/hr/permission-types: HR's rules per type (hr and admin). */
export async function hrPermissionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['hr permission'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin'));
  app.get('/permission-types', { schema: { tags, security, response: { 200: ZPermissionTypeListSchema } } }, async () => types.allPermissionTypes(ctx));
  app.post('/permission-types', { schema: { tags, security, summary: 'Audited', body: ZPermissionTypeInputSchema, response: { 201: ZPermissionTypeSchema } } }, async (req, reply) =>
    reply.code(201).send(await types.addPermissionType(ctx, actorOf(req), req.body)),
  );
  app.put(
    '/permission-types/:id',
    { schema: { tags, security, summary: 'Audited; applies to permissions filed from now on', params: ZIdParamSchema, body: ZPermissionTypeInputSchema, response: { 200: ZPermissionTypeSchema } } },
    async (req) => types.updatePermissionType(ctx, actorOf(req), req.params.id, req.body),
  );
}
