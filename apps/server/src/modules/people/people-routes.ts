import { ZPeopleSearchQuerySchema, ZPeopleSearchResponseSchema, ZSelfProfileResponseSchema, ZTeamUnitsSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import { teamUnits } from './directory-service.js';
import { searchPeople, selfProfile } from './employee-service.js';

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
  app.get(
    '/units',
    {
      schema: {
        tags: ['people'],
        security: [{ bearer: [] }],
        summary: 'The departments and sections of the people in the viewer’s team scope (team roles), for list filters',
        response: { 200: ZTeamUnitsSchema },
      },
    },
    async (req) => teamUnits(app.ctx, actorOf(req)),
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
