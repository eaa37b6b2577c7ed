import {
  ZCompensatoryDayListSchema,
  ZCompensatoryDayQuerySchema,
  ZCompensatoryDaySchema,
  ZCompensatoryDayUpdateSchema,
  ZCreateOvertimeSchema,
  ZIdParamSchema,
  ZOvertimeConvertAllResultSchema,
  ZOvertimeConvertResultSchema,
  ZOvertimeCreatedSchema,
  ZOvertimeListQuerySchema,
  ZOvertimeListSchema,
  ZOvertimeRequestSchema,
  ZOvertimeSettingsResponseSchema,
  ZOvertimeSettingsSchema,
  ZOvertimeSuggestionListSchema,
  ZOvertimeSuggestionQuerySchema,
  ZOvertimeTeamCsvQuerySchema,
  ZOvertimeTeamQuerySchema,
} from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import * as svc from './overtime-service.js';

/** /api/overtime: filing, own and team lists, suggestions from attendance, conversion into leave days (approvers decide through /api/inbox). */
export default async function overtimeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['overtime'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get('/', { schema: { tags, security, summary: "The viewer's overtime requests", querystring: ZOvertimeListQuerySchema, response: { 200: ZOvertimeListSchema } } }, async (req) =>
    svc.listMyOvertime(ctx, actorOf(req), req.query),
  );
  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'File overtime for a span of a work date (to <= from ends the next day); outsideAttendance warns that attendance does not cover it',
        body: ZCreateOvertimeSchema,
        response: { 201: ZOvertimeCreatedSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await svc.fileOvertime(ctx, actorOf(req), req.body)),
  );
  app.post('/:id/cancel', { schema: { tags, security, summary: 'The requester cancels, while requested', params: ZIdParamSchema, response: { 200: ZOvertimeRequestSchema } } }, async (req) =>
    svc.cancelOvertime(ctx, actorOf(req), req.params.id),
  );
  app.get(
    '/suggestions',
    { schema: { tags, security, summary: 'Spans worked beyond the shift (or on rest days and holidays) not yet requested', querystring: ZOvertimeSuggestionQuerySchema, response: { 200: ZOvertimeSuggestionListSchema } } },
    async (req) => svc.suggestMyOvertime(ctx, actorOf(req), req.query),
  );
  app.get(
    '/days-off',
    { schema: { tags, security, summary: "The viewer's days off owed for work on a rest day (Art 121) or a holiday (Art 129 ¶2)", response: { 200: ZCompensatoryDayListSchema } } },
    async (req) => svc.listMyCompensatoryDays(ctx, actorOf(req)),
  );
  app.get('/team', { schema: { tags, security, summary: "The overtime of the viewer's team (everyone for HR)", querystring: ZOvertimeTeamQuerySchema, response: { 200: ZOvertimeListSchema } } }, async (req) =>
    svc.listTeamOvertime(ctx, actorOf(req), req.query),
  );
  app.get('/team.csv', { schema: { tags, security, summary: 'The same list as CSV (UTF-8 with BOM, up to 10,000 rows)', querystring: ZOvertimeTeamCsvQuerySchema } }, async (req, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="overtime-team.csv"')
      .send(await svc.exportTeamOvertimeCsv(ctx, actorOf(req), req.query)),
  );
  app.post(
    '/:id/convert',
    { schema: { tags, security, summary: 'Convert approved, unconverted minutes into Overtime leave days (steps of 0.5)', params: ZIdParamSchema, response: { 200: ZOvertimeConvertResultSchema } } },
    async (req) => svc.convertOvertime(ctx, actorOf(req), req.params.id),
  );
  app.post(
    '/convert',
    {
      schema: {
        tags,
        security,
        summary: 'Convert the sum of all approved, unconverted minutes into Overtime leave days (steps of 0.5), drawn from the requests oldest first',
        response: { 200: ZOvertimeConvertAllResultSchema },
      },
    },
    async (req) => svc.convertAllOvertime(ctx, actorOf(req)),
  );
}

/** /api/hr/overtime-settings: premiums, the night window and conversion (hr and admin). */
export async function hrOvertimeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['hr overtime'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin'));
  app.get(
    '/overtime-settings',
    { schema: { tags, security, summary: 'The settings as saved, and the premiums below the law’s minimum (shown to HR, never changed by the portal)', response: { 200: ZOvertimeSettingsResponseSchema } } },
    async (req) => svc.getOvertimeSettings(ctx, actorOf(req)),
  );
  app.put(
    '/overtime-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Audited; other organisation settings stay as they are. A premium below the law’s minimum is refused (Arts 121, 129 ¶2)',
        body: ZOvertimeSettingsSchema,
        response: { 200: ZOvertimeSettingsResponseSchema },
      },
    },
    async (req) => svc.updateOvertimeSettings(ctx, actorOf(req), req.body),
  );
  app.get(
    '/compensatory-days',
    { schema: { tags, security, summary: 'Days off owed for work on a rest day (Art 121) or a holiday (Art 129 ¶2), everyone’s', querystring: ZCompensatoryDayQuerySchema, response: { 200: ZCompensatoryDayListSchema } } },
    async (req) => svc.listCompensatoryDays(ctx, actorOf(req), req.query),
  );
  app.put(
    '/compensatory-days/:id',
    { schema: { tags, security, summary: 'Records a day off owed as taken (on a date), not taken, or due again; audited', params: ZIdParamSchema, body: ZCompensatoryDayUpdateSchema, response: { 200: ZCompensatoryDaySchema } } },
    async (req) => svc.updateCompensatoryDay(ctx, actorOf(req), req.params.id, req.body),
  );
}
