import {
  ZCrewInputSchema,
  ZCrewListResponseSchema,
  ZCrewMembersInputSchema,
  ZCrewSchema,
  ZIdParamSchema,
  ZMyRosterQuerySchema,
  ZMyRosterResponseSchema,
  ZRosterAssignInputSchema,
  ZRosterOverrideDeleteSchema,
  ZRosterOverrideInputSchema,
  ZRosterQuerySchema,
  ZRosterResponseSchema,
  ZRotationPatternInputSchema,
  ZRotationPatternListResponseSchema,
  ZRotationPatternSchema,
} from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../core/actor.js';
import * as admin from './roster-admin-service.js';
import * as view from './roster-view-service.js';
import { XLSX_TYPE } from '../../lib/spreadsheet.js';

const ZCountSchema = z.object({ count: z.number() });

/** /api/team/roster and /api/me/roster: who works which shift on which day. */
export default async function rosterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['roster'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/team/roster',
    { schema: { tags, security, summary: "A week or a month of the viewer's team, a cell per person and date (supervisor, manager, site HR, HR)", querystring: ZRosterQuerySchema, response: { 200: ZRosterResponseSchema } } },
    async (req) => view.teamRoster(ctx, actorOf(req), req.query),
  );
  app.get('/team/roster.xlsx', { schema: { tags, security, summary: 'The same roster, every page, as XLSX', querystring: ZRosterQuerySchema } }, async (req, reply) => {
    const file = await view.teamRosterXlsx(ctx, actorOf(req), req.query);
    return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
  });
  app.get('/me/roster', { schema: { tags, security, summary: "The viewer's own days", querystring: ZMyRosterQuerySchema, response: { 200: ZMyRosterResponseSchema } } }, async (req) =>
    view.myRoster(ctx, actorOf(req), req.query),
  );
}

/** /api/hr: rotation patterns, crews, assignments and overrides (HR and admin; audited). */
export async function hrRosterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['hr roster'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin'));
  app.get('/rotation-patterns', { schema: { tags, security, response: { 200: ZRotationPatternListResponseSchema } } }, async () => admin.listPatterns(ctx));
  app.post('/rotation-patterns', { schema: { tags, security, body: ZRotationPatternInputSchema, response: { 201: ZRotationPatternSchema } } }, async (req, reply) =>
    reply.code(201).send(await admin.createPattern(ctx, actorOf(req), req.body)),
  );
  app.put('/rotation-patterns/:id', { schema: { tags, security, params: ZIdParamSchema, body: ZRotationPatternInputSchema, response: { 200: ZRotationPatternSchema } } }, async (req) =>
    admin.updatePattern(ctx, actorOf(req), req.params.id, req.body),
  );
  app.delete('/rotation-patterns/:id', { schema: { tags, security, params: ZIdParamSchema } }, async (req, reply) => {
    await admin.deletePattern(ctx, actorOf(req), req.params.id);
    return reply.code(204).send();
  });
  app.get('/crews', { schema: { tags, security, response: { 200: ZCrewListResponseSchema } } }, async () => admin.listCrews(ctx));
  app.post('/crews', { schema: { tags, security, body: ZCrewInputSchema, response: { 201: ZCrewSchema } } }, async (req, reply) => reply.code(201).send(await admin.createCrew(ctx, actorOf(req), req.body)));
  app.put('/crews/:id', { schema: { tags, security, params: ZIdParamSchema, body: ZCrewInputSchema, response: { 200: ZCrewSchema } } }, async (req) => admin.updateCrew(ctx, actorOf(req), req.params.id, req.body));
  app.delete('/crews/:id', { schema: { tags, security, params: ZIdParamSchema } }, async (req, reply) => {
    await admin.deleteCrew(ctx, actorOf(req), req.params.id);
    return reply.code(204).send();
  });
  app.post('/crews/members', { schema: { tags, security, summary: 'People join a crew (or leave theirs) from a date', body: ZCrewMembersInputSchema, response: { 200: ZCountSchema } } }, async (req) =>
    admin.setCrewMembers(ctx, actorOf(req), req.body),
  );
  app.post('/roster/assign', { schema: { tags, security, summary: 'A crew or people rotate on a pattern from a date', body: ZRosterAssignInputSchema, response: { 200: ZCountSchema } } }, async (req) =>
    admin.assignRoster(ctx, actorOf(req), req.body),
  );
  app.put('/roster/overrides', { schema: { tags, security, summary: "One person's day: a shift or a rest day", body: ZRosterOverrideInputSchema } }, async (req, reply) => {
    await admin.setOverride(ctx, actorOf(req), req.body);
    return reply.code(204).send();
  });
  app.delete('/roster/overrides', { schema: { tags, security, querystring: ZRosterOverrideDeleteSchema } }, async (req, reply) => {
    await admin.clearOverride(ctx, actorOf(req), req.query.employeeId, req.query.date);
    return reply.code(204).send();
  });
}
