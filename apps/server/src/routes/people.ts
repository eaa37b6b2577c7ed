import { ZPeopleSearchQuerySchema, ZPeopleSearchResponseSchema, ZSelfProfileResponseSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../plugins/app/auth.js';
import { searchPeople, selfProfile } from '../services/employee-service.js';

/** /api/people: employee pickers. Any signed-in user; the 'pick' scope limits whom they find. */
export async function peopleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/search',
    {
      schema: {
        tags: ['people'],
        security: [{ bearer: [] }],
        summary: 'Search-as-you-type picker: active people in the viewer’s scope (an employee finds only themselves), by name in either language or company ID prefix',
        querystring: ZPeopleSearchQuerySchema,
        response: { 200: ZPeopleSearchResponseSchema },
      },
    },
    async (req) => searchPeople(app.ctx, actorOf(req), req.query.q, req.query.limit),
  );
}

/** /api/self: the signed-in person's own record. */
export async function selfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/profile',
    {
      schema: {
        tags: ['self'],
        security: [{ bearer: [] }],
        summary: 'My profile: my record and my manager chain (manager first, then up to the top)',
        response: { 200: ZSelfProfileResponseSchema },
      },
    },
    async (req) => selfProfile(app.ctx, actorOf(req)),
  );
}
