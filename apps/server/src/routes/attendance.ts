import {
  ZAttendanceListQuerySchema,
  ZAttendanceListSchema,
  ZClockInputSchema,
  ZClockStateSchema,
  ZDeviceCreatedSchema,
  ZDeviceEventsBatchSchema,
  ZDeviceEventsResultSchema,
  ZDeviceInputSchema,
  ZDeviceListSchema,
  ZIdParamSchema,
} from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../plugins/app/auth.js';
import * as attendance from '../services/attendance-service.js';

/** /api/attendance: the web clock and the attendance logs (self and team). */
export default async function attendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['attendance'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get('/clock', { schema: { tags, security, summary: 'Signed in or not, and the last event (the past 16 hours)', response: { 200: ZClockStateSchema } } }, async (req) =>
    attendance.clockState(ctx, actorOf(req)),
  );
  app.post(
    '/clock',
    { schema: { tags, security, summary: 'Sign in or out now; a sign-in while signed in (or a sign-out while not) is refused', body: ZClockInputSchema, response: { 200: ZClockStateSchema } } },
    async (req) => attendance.clock(ctx, actorOf(req), req.body),
  );
  app.get('/events', { schema: { tags, security, summary: "The viewer's events (this month by default)", querystring: ZAttendanceListQuerySchema, response: { 200: ZAttendanceListSchema } } }, async (req) =>
    attendance.listMyEvents(ctx, actorOf(req), req.query),
  );
  const exportQuery = ZAttendanceListQuerySchema.extend({ scope: z.enum(['self', 'team']).default('self'), lang: z.enum(['en', 'ar']).default('en') });
  app.get('/events.csv', { schema: { tags, security, summary: 'The same logs as CSV (UTF-8 with BOM, up to 50,000 rows)', querystring: exportQuery } }, async (req, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="attendance-${req.query.scope}.csv"`)
      .send(await attendance.exportEventsCsv(ctx, actorOf(req), req.query)),
  );
  app.get('/team-events', { schema: { tags, security, summary: "The events of the viewer's team (everyone for HR)", querystring: ZAttendanceListQuerySchema, response: { 200: ZAttendanceListSchema } } }, async (req) =>
    attendance.listTeamEvents(ctx, actorOf(req), req.query),
  );
}

/** /api/hr/devices: attendance devices and their keys (hr and admin). */
export async function hrDeviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['hr attendance devices'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.get('/devices', { schema: { tags, security, response: { 200: ZDeviceListSchema } } }, async (req) => attendance.listDevices(ctx, actorOf(req)));
  app.post('/devices', { schema: { tags, security, summary: 'Register a device: its API key is in this answer only', body: ZDeviceInputSchema, response: { 200: ZDeviceCreatedSchema } } }, async (req) =>
    attendance.createDevice(ctx, actorOf(req), req.body),
  );
  app.delete('/devices/:id', { schema: { tags, security, summary: 'Revoke a device key', params: ZIdParamSchema, response: { 200: ZDeviceListSchema } } }, async (req) =>
    attendance.revokeDevice(ctx, actorOf(req), req.params.id),
  );
}

/** /api/devices/events: what devices send, with `x-api-key: <device key>`. */
export async function deviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.post(
    '/events',
    {
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['devices'],
        summary: 'A batch of up to 10,000 events; replaying it adds nothing; unknown people come back per row',
        body: ZDeviceEventsBatchSchema,
        response: { 200: ZDeviceEventsResultSchema },
      },
    },
    async (req) => {
      const key = req.headers['x-api-key'];
      const device = await attendance.deviceForKey(ctx, Array.isArray(key) ? key[0] : key);
      return attendance.ingestDeviceEvents(ctx, device, req.body);
    },
  );
}
