import {
  ZAbsenceListQuerySchema,
  ZAbsenceListSchema,
  ZAttendanceDaySchema,
  ZAttendanceIssueInputSchema,
  ZAttendanceIssueListQuerySchema,
  ZAttendanceIssueListSchema,
  ZAttendanceIssueSchema,
  ZAttendanceSheetQuerySchema,
  ZResolveDayInputSchema,
  ZBulkResolveInputSchema,
  ZBulkResolveResultSchema,
  ZAttendanceListQuerySchema,
  ZAttendanceListSchema,
  ZClockInputSchema,
  ZClockStateSchema,
  ZDeviceCreatedSchema,
  ZDeviceEventsBatchSchema,
  ZDeviceEventsResultSchema,
  ZDeviceInputSchema,
  ZDeviceListSchema,
  ZDeviceDirectionInputSchema,
  ZDeviceSchema,
  ZMapPinInputSchema,
  ZMapPinResultSchema,
  ZUnmappedPinListSchema,
  ZIdParamSchema,
  ZUnknownDeviceListSchema,
} from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/json-reply.js';
import { actorOf } from '../../core/actor.js';
import * as admsService from './adms-service.js';
import * as unmapped from './adms-unmapped-service.js';
import * as days from './attendance-day-service.js';
import * as resolutions from './attendance-resolution-service.js';
import * as issues from './attendance-issue-service.js';
import * as attendance from './attendance-service.js';
import * as clock from './attendance-clock-service.js';
import { attendanceSheet } from './attendance-sheet-service.js';

/** /api/attendance: the web clock and the attendance logs (self and team). */
export default async function attendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['attendance'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get('/clock', { schema: { tags, security, summary: 'Signed in or not, and the last event (the past 16 hours)', response: { 200: ZClockStateSchema } } }, async (req) =>
    clock.clockState(ctx, actorOf(req)),
  );
  app.post(
    '/clock',
    { schema: { tags, security, summary: 'Sign in or out now (or, offline: true, at occurredAt up to 72 h ago); a sign-in while signed in (or a sign-out while not) is refused; the site geofence per the organisation mode', body: ZClockInputSchema, response: { 200: ZClockStateSchema } } },
    async (req) => clock.clock(ctx, actorOf(req), req.body),
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

  // Daily status and absence
  app.get('/absences', { schema: { tags, security, summary: "The viewer's absent and incomplete days (this month to today by default)", querystring: ZAbsenceListQuerySchema, response: { 200: ZAbsenceListSchema } } }, async (req) =>
    days.listMyAbsences(ctx, actorOf(req), req.query),
  );
  app.get(
    '/team-absences',
    { schema: { tags, security, summary: "The absent and incomplete days of the viewer's team (everyone for HR)", querystring: ZAbsenceListQuerySchema, response: { 200: ZAbsenceListSchema } } },
    async (req, reply) => sendCachedJson(reply, await days.listTeamAbsences(ctx, actorOf(req), req.query)),
  );
  app.post(
    '/resolutions',
    { schema: { tags, security, summary: 'HR resolves an absent or incomplete day (confirmed, deducted, forgot ID, or converted into leave)', body: ZResolveDayInputSchema, response: { 200: ZAttendanceDaySchema } } },
    async (req) => resolutions.resolveDay(ctx, actorOf(req), req.body),
  );
  app.post(
    '/resolutions/bulk',
    {
      schema: {
        tags,
        security,
        summary: 'HR resolves many absent or incomplete days at once (up to 500, within three months); each day is done or skipped with the reason',
        body: ZBulkResolveInputSchema,
        response: { 200: ZBulkResolveResultSchema },
      },
    },
    async (req) => resolutions.bulkResolveDays(ctx, actorOf(req), req.body),
  );
  app.get('/sheet', { schema: { tags, security, summary: 'The monthly attendance sheet of a department for payroll (CSV or XLSX)', querystring: ZAttendanceSheetQuerySchema } }, async (req, reply) => {
    const file = await attendanceSheet(ctx, actorOf(req), req.query);
    return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
  });

  // Attendance issues (missed punch)
  app.post(
    '/issues',
    { schema: { tags, security, summary: 'Report a missed sign-in or sign-out (for oneself, or for a team member)', body: ZAttendanceIssueInputSchema, response: { 200: ZAttendanceIssueSchema } } },
    async (req) => issues.fileIssue(ctx, actorOf(req), req.body),
  );
  app.get('/issues', { schema: { tags, security, summary: "The viewer's reported issues", querystring: ZAttendanceIssueListQuerySchema, response: { 200: ZAttendanceIssueListSchema } } }, async (req) =>
    issues.listMyIssues(ctx, actorOf(req), req.query),
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
  app.post('/devices', { schema: { tags, security, summary: 'Register a device: the API key of a key device is in this answer only; an ADMS device is known by its serial number', body: ZDeviceInputSchema, response: { 200: ZDeviceCreatedSchema } } }, async (req) =>
    attendance.createDevice(ctx, actorOf(req), req.body),
  );
  app.get('/devices/unknown', { schema: { tags, security, summary: 'ADMS serial numbers that knocked without being registered (or after being revoked)', response: { 200: ZUnknownDeviceListSchema } } }, async (req) =>
    admsService.listUnknownDevices(ctx, actorOf(req)),
  );
  app.patch('/devices/:id/direction', { schema: { tags, security, summary: "How the device's punches get their direction: the terminal's status, alternating, or first in and last out", params: ZIdParamSchema, body: ZDeviceDirectionInputSchema, response: { 200: ZDeviceSchema } } }, async (req) =>
    attendance.setDeviceDirection(ctx, actorOf(req), req.params.id, req.body),
  );
  app.get('/devices/unmapped', { schema: { tags, security, summary: 'Punches terminals sent for PINs nobody has, per device and PIN (not yet applied)', response: { 200: ZUnmappedPinListSchema } } }, async (req) =>
    unmapped.listUnmapped(ctx, actorOf(req)),
  );
  app.post('/devices/unmapped/map', { schema: { tags, security, summary: "Give a PIN to a person as their badge; the punches kept for it are applied once", body: ZMapPinInputSchema, response: { 200: ZMapPinResultSchema } } }, async (req) =>
    unmapped.mapPin(ctx, actorOf(req), req.body),
  );
  app.delete('/devices/:id', { schema: { tags, security, summary: 'Revoke a device key', params: ZIdParamSchema, response: { 200: ZDeviceListSchema } } }, async (req) =>
    attendance.revokeDevice(ctx, actorOf(req), req.params.id),
  );
}

/** /api/devices/events: what devices send, with `x-api-key: <device key>`. */
export async function deviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // The device key is checked before the body is read or validated: a caller without a key
  // learns nothing about the batch format and costs no parsing.
  const devices = new WeakMap<object, Awaited<ReturnType<typeof attendance.deviceForKey>>>();
  app.post(
    '/events',
    {
      onRequest: async (req) => {
        const key = req.headers['x-api-key'];
        devices.set(req, await attendance.deviceForKey(ctx, Array.isArray(key) ? key[0] : key));
      },
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['devices'],
        summary: 'A batch of up to 10,000 events; replaying it adds nothing; unknown people come back per row',
        body: ZDeviceEventsBatchSchema,
        response: { 200: ZDeviceEventsResultSchema },
      },
    },
    async (req) => attendance.ingestDeviceEvents(ctx, devices.get(req)!, req.body),
  );
}
