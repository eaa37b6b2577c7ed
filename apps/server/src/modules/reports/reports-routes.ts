import {
  ZBalanceReportQuerySchema,
  ZBalanceReportSchema,
  ZLeaveTakenReportSchema,
  ZOvertimeReportQuerySchema,
  ZOvertimeReportSchema,
  ZPermissionReportQuerySchema,
  ZPermissionReportSchema,
  ZReportExportSchema,
  ZReportFiltersSchema,
  ZReportOptionsSchema,
} from '@hr/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import * as permissionReports from './permission-report-service.js';
import * as reports from './report-service.js';
import * as annualMinimum from './annual-minimum-report-service.js';
import { ZAnnualMinimumCountSchema, ZAnnualMinimumQuerySchema, ZAnnualMinimumReportSchema } from '@hr/shared';

/**
 * A report file, whole, with its length: the browser shows a real progress bar while it
 * downloads (fetch + a stream reader against Content-Length), and nothing is kept on the server
 * between requests, so any process can answer.
 */
const sendFile = (reply: FastifyReply, file: reports.TReportFile) =>
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('content-length', String(file.body.length))
    .header('cache-control', 'no-store')
    .send(file.body);

/** /api/reports: balances, leave taken, overtime and hourly permissions for HR (everyone), site HR (their sites), managers and supervisors (their team). */
export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['reports'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  const balancesExport = ZBalanceReportQuerySchema.omit({ page: true, pageSize: true }).extend(ZReportExportSchema.shape);
  const leaveTakenExport = ZReportFiltersSchema.extend(ZReportExportSchema.shape);
  const overtimeExport = ZOvertimeReportQuerySchema.omit({ page: true, pageSize: true }).extend(ZReportExportSchema.shape);
  const permissionsExport = ZPermissionReportQuerySchema.omit({ page: true, pageSize: true }).extend(ZReportExportSchema.shape);

  app.get(
    '/annual-minimum',
    { schema: { tags, security, summary: 'Art 125: people who will not get 15 days this year (the year’s entitlement when smaller), six in a row, counting approved and pending leave (a page of people)', querystring: ZAnnualMinimumQuerySchema, response: { 200: ZAnnualMinimumReportSchema } } },
    async (req) => annualMinimum.annualMinimumReport(ctx, actorOf(req), req.query),
  );
  app.get(
    '/annual-minimum/count',
    { schema: { tags, security, summary: 'How many people of the viewer’s scope will not get the Art 125 minimum this year (the dashboard’s warning)', querystring: ZReportFiltersSchema.pick({ year: true }), response: { 200: ZAnnualMinimumCountSchema } } },
    async (req) => annualMinimum.annualMinimumCount(ctx, actorOf(req), req.query.year),
  );
  app.get('/options', { schema: { tags, security, summary: 'The sites and departments of the viewer’s scope, and the leave types (the filters)', response: { 200: ZReportOptionsSchema } } }, async (req) =>
    reports.reportOptions(ctx, actorOf(req)),
  );
  app.get(
    '/balances',
    { schema: { tags, security, summary: 'Leave balances by person and type for a year (a page of people)', querystring: ZBalanceReportQuerySchema, response: { 200: ZBalanceReportSchema } } },
    async (req) => reports.balanceReport(ctx, actorOf(req), req.query),
  );
  app.get('/balances/export', { schema: { tags, security, summary: 'The balances report as CSV or XLSX (every page)', querystring: balancesExport } }, async (req, reply) =>
    sendFile(reply, await reports.exportBalanceReport(ctx, actorOf(req), req.query)),
  );
  app.get(
    '/leave-taken',
    { schema: { tags, security, summary: 'Approved leave days by type, department and month of a year', querystring: ZReportFiltersSchema, response: { 200: ZLeaveTakenReportSchema } } },
    async (req) => reports.leaveTakenReport(ctx, actorOf(req), req.query),
  );
  app.get('/leave-taken/export', { schema: { tags, security, summary: 'The leave taken report as CSV or XLSX', querystring: leaveTakenExport } }, async (req, reply) =>
    sendFile(reply, await reports.exportLeaveTakenReport(ctx, actorOf(req), req.query)),
  );
  app.get(
    '/overtime',
    { schema: { tags, security, summary: 'Approved overtime by person and month: day, night, rest-day hours and premium-weighted hours', querystring: ZOvertimeReportQuerySchema, response: { 200: ZOvertimeReportSchema } } },
    async (req) => reports.overtimeReport(ctx, actorOf(req), req.query),
  );
  app.get('/overtime/export', { schema: { tags, security, summary: 'The overtime report as CSV or XLSX (every page)', querystring: overtimeExport } }, async (req, reply) =>
    sendFile(reply, await reports.exportOvertimeReport(ctx, actorOf(req), req.query)),
  );
  app.get(
    '/permissions',
    {
      schema: {
        tags,
        security,
        summary: 'Approved hourly permissions by person and month: late arrivals, early leaves, their minutes and the minutes deducted beyond the quota',
        querystring: ZPermissionReportQuerySchema,
        response: { 200: ZPermissionReportSchema },
      },
    },
    async (req) => permissionReports.permissionReport(ctx, actorOf(req), req.query),
  );
  app.get('/permissions/export', { schema: { tags, security, summary: 'The permissions report as CSV or XLSX (every page)', querystring: permissionsExport } }, async (req, reply) =>
    sendFile(reply, await permissionReports.exportPermissionReport(ctx, actorOf(req), req.query)),
  );
}
