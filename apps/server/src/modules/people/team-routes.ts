import { ZTeamListQuerySchema, ZTeamListResponseSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import { listDirectoryTeam } from './directory-service.js';

export default async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/members',
    {
      onRequest: [app.authenticate, app.requireRoles('supervisor', 'manager', 'site_hr', 'hr', 'admin')],
      schema: {
        tags: ['team'],
        security: [{ bearer: [] }],
        summary: "The active people in the viewer's scope, server-paged",
        querystring: ZTeamListQuerySchema,
        response: { 200: ZTeamListResponseSchema },
      },
    },
    async (req) => {
      return listDirectoryTeam(app.ctx, actorOf(req), req.query);
    },
  );
}
