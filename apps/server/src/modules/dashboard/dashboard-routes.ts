import { ZMyAttendanceQuerySchema, ZMyAttendanceSchema, ZMyPendingSchema, ZTeamDashboardQuerySchema, ZTeamTodaySchema, ZTeamTrendsSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../lib/json-reply.js';
import { actorOf } from '../../core/actor.js';
import * as dashboard from './dashboard-service.js';
import { pendingOfRequester } from '../approval/index.js';

/** /api/dashboard: one round trip per widget group of the dashboards (self, team, organisation-wide for HR). */
export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['dashboard'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/me/attendance',
    { schema: { tags, security, summary: 'My month day by day (status, late minutes, worked minutes) and my overtime requests still waiting', querystring: ZMyAttendanceQuerySchema, response: { 200: ZMyAttendanceSchema } } },
    async (req, reply) => sendCachedJson(reply, await dashboard.myAttendance(ctx, actorOf(req), req.query)),
  );
  app.get(
    '/me/pending',
    {
      schema: {
        tags,
        security,
        summary: 'My own requests still waiting for a decision, of every kind (leave, changes to leave, overtime, permissions, missed punches, shift swaps), oldest first, with whom each waits on',
        response: { 200: ZMyPendingSchema },
      },
    },
    async (req, reply) => sendCachedJson(reply, await pendingOfRequester(ctx, actorOf(req).id)),
  );
  app.get(
    '/team/today',
    {
      schema: {
        tags,
        security,
        summary: "Who in the viewer's team (everyone for HR, filtered by site and department) is out today and this week, absent or late today, and what waits on the viewer",
        querystring: ZTeamDashboardQuerySchema,
        response: { 200: ZTeamTodaySchema },
      },
    },
    async (req, reply) => sendCachedJson(reply, await dashboard.teamToday(ctx, actorOf(req), req.query)),
  );
  app.get(
    '/team/trends',
    {
      schema: {
        tags,
        security,
        summary: "The team's attendance rate over the last 12 weeks and its approved overtime by month over the last 12 months",
        querystring: ZTeamDashboardQuerySchema,
        response: { 200: ZTeamTrendsSchema },
      },
    },
    async (req, reply) => sendCachedJson(reply, await dashboard.teamTrends(ctx, actorOf(req), req.query)),
  );
}
