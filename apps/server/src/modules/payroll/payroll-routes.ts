import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZLatePunchListSchema,
  ZLatePunchQuerySchema,
  ZPayrollChecklistSchema,
  ZPayrollCloseSchema,
  ZPayrollFileQuerySchema,
  ZPayrollMonthListSchema,
  ZPayrollMonthParamSchema,
  ZPayrollMonthSchema,
  ZPayrollReopenSchema,
  ZPayrollScopeQuerySchema,
  ZPayrollVersionChangesSchema,
  ZPayrollVersionParamSchema,
} from '@hr/shared';
import { actorOf } from '../../core/actor.js';
import { checklistOf, closeMonth, reopenMonth } from './payroll-close.js';
import { latePunchList, listPayrollMonths, versionChanges, versionFile } from './payroll-views.js';

/** /api/hr/payroll-months: closing a month for payroll, its versions and files, and what arrived late. HR closes and reopens; site HR reads the list. */
export default async function payrollRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['hr payroll months'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin', 'site_hr'));
  const write = { onRequest: app.requireRoles('hr', 'admin') };

  app.get('/', { schema: { tags, security, summary: 'Every closed or reopened month: state, version, who closed it and when, its files', response: { 200: ZPayrollMonthListSchema } } }, async (req) =>
    listPayrollMonths(ctx, actorOf(req)),
  );
  app.get(
    '/late-punches',
    { ...write, schema: { tags, security, summary: 'Punches that arrived after their month was closed (they enter payroll as adjustments)', querystring: ZLatePunchQuerySchema, response: { 200: ZLatePunchListSchema } } },
    async (req) => latePunchList(ctx, actorOf(req), req.query.page, req.query.pageSize),
  );
  app.get(
    '/versions/:id/file',
    { ...write, schema: { tags, security, summary: 'A closed version’s sheet as issued, byte for byte', params: ZPayrollVersionParamSchema, querystring: ZPayrollFileQuerySchema } },
    async (req, reply) => {
      const f = await versionFile(ctx, actorOf(req), req.params.id, req.query.format, req.query.lang);
      return reply.type(f.contentType).header('content-disposition', `attachment; filename="${f.fileName}"`).send(f.body);
    },
  );
  app.get(
    '/versions/:id/changes',
    { ...write, schema: { tags, security, summary: 'Per person, what differs from the version before', params: ZPayrollVersionParamSchema, response: { 200: ZPayrollVersionChangesSchema } } },
    async (req) => versionChanges(ctx, actorOf(req), req.params.id),
  );
  app.get(
    '/:month/checklist',
    { ...write, schema: { tags, security, summary: 'What is still open for a month before it is closed', params: ZPayrollMonthParamSchema, querystring: ZPayrollScopeQuerySchema, response: { 200: ZPayrollChecklistSchema } } },
    async (req) => checklistOf(ctx, actorOf(req), req.params.month, req.query.siteId ?? null),
  );
  app.post(
    '/:month/close',
    { ...write, schema: { tags, security, summary: 'Close a month for payroll (409 with the checklist when items are open and force is not set)', params: ZPayrollMonthParamSchema, body: ZPayrollCloseSchema, response: { 200: ZPayrollMonthSchema } } },
    async (req) => closeMonth(ctx, actorOf(req), req.params.month, req.body),
  );
  app.post(
    '/:month/reopen',
    { ...write, schema: { tags, security, summary: 'Reopen the latest closed version of a month, with a reason', params: ZPayrollMonthParamSchema, body: ZPayrollReopenSchema, response: { 200: ZPayrollMonthSchema } } },
    async (req) => reopenMonth(ctx, actorOf(req), req.params.month, req.body),
  );
}
