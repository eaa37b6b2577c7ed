import {
  ZAttendanceImportJobSchema,
  ZAttendanceImportRequestSchema,
  ZAttendanceImportResponseSchema,
  ZEventCorrectionSchema,
  ZEventDeletionSchema,
  ZIdParamSchema,
  ZManualEventInputSchema,
  ZManualEventResultSchema,
  ZOkSchema,
} from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import * as admin from './attendance-admin-service.js';
import { importAttendance, importJob } from './attendance-import-service.js';

/** /api/hr/attendance: device-log imports, and events added, corrected or deleted by hand (hr and admin). */
export default async function hrAttendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['hr attendance'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin'));

  app.post(
    '/imports',
    {
      // A million events as CSV is about 40 MB, 55 MB as base64.
      bodyLimit: 110 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary: 'Device logs from CSV or XLSX: apply=false (or any row error) answers the preview and writes nothing; apply=true starts the import (all or nothing) and answers its job',
        body: ZAttendanceImportRequestSchema,
        response: { 200: ZAttendanceImportResponseSchema },
      },
    },
    async (req) => importAttendance(ctx, actorOf(req), req.body),
  );
  app.get('/imports/:id', { schema: { tags, security, summary: "An import's progress", params: ZIdParamSchema, response: { 200: ZAttendanceImportJobSchema } } }, async (req) =>
    importJob(ctx, actorOf(req), req.params.id),
  );

  app.post(
    '/events',
    { schema: { tags, security, summary: "Add an event by hand; the same person, instant and type again is EVENT_EXISTS", body: ZManualEventInputSchema, response: { 200: ZManualEventResultSchema } } },
    async (req) => admin.addEvent(ctx, actorOf(req), req.body),
  );
  app.patch(
    '/events/:id',
    { schema: { tags, security, summary: "Correct an event's type or time (audited with the reason)", params: ZIdParamSchema, body: ZEventCorrectionSchema, response: { 200: ZManualEventResultSchema } } },
    async (req) => admin.correctEvent(ctx, actorOf(req), req.params.id, req.body),
  );
  app.delete(
    '/events/:id',
    { schema: { tags, security, summary: 'Delete an event (audited with the reason)', params: ZIdParamSchema, body: ZEventDeletionSchema, response: { 200: ZOkSchema } } },
    async (req) => {
      await admin.deleteEvent(ctx, actorOf(req), req.params.id, req.body);
      return { ok: true as const };
    },
  );
}
