import {
  ZActivationSlipsRequestSchema,
  ZBulkInviteRequestSchema,
  ZBulkInviteResponseSchema,
  ZEmployeeDocumentInputSchema,
  ZEmployeeDocumentListSchema,
  ZEmployeeDocumentParamSchema,
  ZEmployeeImportListQuerySchema,
  ZEmployeeImportListSchema,
  ZEmployeeImportRecordSchema,
  ZEmployeeImportRequestSchema,
  ZEmployeeImportResponseSchema,
  ZEmployeeImportTemplateQuerySchema,
  ZEmployeeInputSchema,
  ZEmployeeListQuerySchema,
  ZEmployeeListResponseSchema,
  ZEmployeeSchema,
  ZIdParamSchema,
  ZJobHistorySchema,
  ZJobRowCorrectionSchema,
  ZJobRowDeletionSchema,
  ZJobRowParamSchema,
  ZMotherRecordInputSchema,
  ZMotherRecordSchema,
  ZOkSchema,
} from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import { importEmployees } from './employee-import-service.js';
import { listImports, undoImport } from './employee-import-history.js';
import { importTemplate } from './employee-import-template.js';
import { XLSX_TYPE } from '../../lib/spreadsheet.js';
import { sendCachedJson } from '../../lib/json-reply.js';
import * as employees from './employee-service.js';
import * as documents from './employee-document-service.js';
import { activationSlips, inviteMany } from './invitation-service.js';
import * as jobs from './job-history-service.js';
import * as mothers from './mother-record-service.js';

/** HR Service → Employees. hr and admin read and write; site_hr reads their sites only. */
export default async function hrEmployeeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['hr employees'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin', 'site_hr'));
  const write = { onRequest: app.requireRoles('hr', 'admin') };

  app.get(
    '/',
    { schema: { tags, security, summary: 'Employees in the viewer’s HR scope: search, filters, sort, server paging', querystring: ZEmployeeListQuerySchema, response: { 200: ZEmployeeListResponseSchema } } },
    async (req, reply) => sendCachedJson(reply, await employees.listEmployees(ctx, actorOf(req), req.query)),
  );

  app.get(
    '/:id',
    { schema: { tags, security, summary: 'One employee', params: ZIdParamSchema, response: { 200: ZEmployeeSchema } } },
    async (req) => employees.getEmployee(ctx, actorOf(req), req.params.id),
  );

  // A working mother's record (Arts 54 and 56): expected delivery, the child's birth, her nursing choice.
  app.get(
    '/:id/mother-record',
    { schema: { tags, security, summary: "A mother's record: expected delivery date, child's birth date, nursing choice, and what they give (Arts 54, 56)", params: ZIdParamSchema, response: { 200: ZMotherRecordSchema } } },
    async (req) => mothers.getMotherRecord(ctx, actorOf(req), req.params.id),
  );
  app.put(
    '/:id/mother-record',
    { ...write, schema: { tags, security, summary: "Record a mother's dates and nursing choice (hr, admin; audited)", params: ZIdParamSchema, body: ZMotherRecordInputSchema, response: { 200: ZMotherRecordSchema } } },
    async (req) => mothers.saveMotherRecord(ctx, actorOf(req), req.params.id, req.body),
  );

  // Documents: the contract, a copy of the ID, others.
  app.get(
    '/:id/documents',
    { schema: { tags, security, summary: "The person's documents (without their bytes), oldest first", params: ZIdParamSchema, response: { 200: ZEmployeeDocumentListSchema } } },
    async (req) => documents.listDocuments(ctx, actorOf(req), req.params.id),
  );
  app.post(
    '/:id/documents',
    {
      ...write,
      bodyLimit: 8 * 1024 * 1024,
      schema: { tags, security, summary: 'Upload a PDF or image (at most 5 MB; DOCUMENTS_FULL at 20 a person)', params: ZIdParamSchema, body: ZEmployeeDocumentInputSchema, response: { 200: ZEmployeeDocumentListSchema } },
    },
    async (req) => documents.uploadDocument(ctx, actorOf(req), req.params.id, req.body),
  );
  app.get('/:id/documents/:documentId', { schema: { tags, security, summary: 'Download one document', params: ZEmployeeDocumentParamSchema } }, async (req, reply) => {
    const d = await documents.getDocument(ctx, actorOf(req), req.params.id, req.params.documentId);
    return reply
      .type(d.mimeType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(d.fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(d.content);
  });
  app.delete(
    '/:id/documents/:documentId',
    { ...write, schema: { tags, security, summary: 'Delete one document', params: ZEmployeeDocumentParamSchema, response: { 200: ZEmployeeDocumentListSchema } } },
    async (req) => documents.deleteDocument(ctx, actorOf(req), req.params.id, req.params.documentId),
  );

  app.post(
    '/',
    { ...write, schema: { tags, security, summary: 'Create an employee; sendInvitation e-mails an activation link', body: ZEmployeeInputSchema, response: { 200: ZEmployeeSchema } } },
    async (req) => employees.createEmployee(ctx, actorOf(req), req.body),
  );

  app.post(
    '/import',
    {
      ...write,
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary: 'Import a CSV or XLSX file: apply=false checks it (dry run), apply=true writes every row in one transaction or none',
        body: ZEmployeeImportRequestSchema,
        response: { 200: ZEmployeeImportResponseSchema },
      },
    },
    async (req) => importEmployees(ctx, actorOf(req), req.body),
  );

  // The import's template, history and undo.
  app.get(
    '/import-template.xlsx',
    { ...write, schema: { tags, security, summary: 'The XLSX import template in one language: one example row (skipped on import), drop-down lists of the structure', querystring: ZEmployeeImportTemplateQuerySchema } },
    async (req, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="employees-template-${req.query.lang}.xlsx"`)
        .header('cache-control', 'private, no-store')
        .send(await importTemplate(ctx, actorOf(req), req.query.lang)),
  );
  app.get(
    '/imports',
    { ...write, schema: { tags, security, summary: 'Applied employee imports, newest first, paginated', querystring: ZEmployeeImportListQuerySchema, response: { 200: ZEmployeeImportListSchema } } },
    async (req) => listImports(ctx, actorOf(req), req.query),
  );
  app.post(
    '/imports/:id/undo',
    {
      ...write,
      schema: { tags, security, summary: 'Undo an import: the people it created are removed if nothing refers to them yet, else deactivated; its updates stay', params: ZIdParamSchema, response: { 200: ZEmployeeImportRecordSchema } },
    },
    async (req) => undoImport(ctx, actorOf(req), req.params.id),
  );

  // Many people invited at once (e-mail where there is one), and activation slips as a PDF.
  app.post(
    '/invite',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Invite the chosen people ({ids}) or those an import created ({importId}): e-mail where there is one; needSlip lists the others',
        body: ZBulkInviteRequestSchema,
        response: { 200: ZBulkInviteResponseSchema },
      },
    },
    async (req) => inviteMany(ctx, actorOf(req), req.body),
  );
  app.post(
    '/activation-slips',
    {
      ...write,
      schema: { tags, security, summary: 'Activation slips (PDF) with new one-time codes; inactive and already active people are skipped (x-slips-skipped)', body: ZActivationSlipsRequestSchema },
    },
    async (req, reply) => {
      const r = await activationSlips(ctx, actorOf(req), req.body);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="activation-slips.pdf"')
        .header('cache-control', 'private, no-store')
        .header('x-slips-printed', String(r.printed))
        .header('x-slips-skipped', JSON.stringify(r.skipped))
        .send(r.pdf);
    },
  );

  app.put(
    '/:id',
    { ...write, schema: { tags, security, summary: 'Update an employee', params: ZIdParamSchema, body: ZEmployeeInputSchema, response: { 200: ZEmployeeSchema } } },
    async (req) => employees.updateEmployee(ctx, actorOf(req), req.params.id, req.body),
  );

  app.get(
    '/:id/job-history',
    { schema: { tags, security, summary: 'The dated job rows: site, department, section, shift, manager, title and contract from each date', params: ZIdParamSchema, response: { 200: ZJobHistorySchema } } },
    async (req) => jobs.jobHistoryOf(ctx, actorOf(req), req.params.id),
  );

  app.put(
    '/:id/job-history/:rowId',
    { ...write, schema: { tags, security, summary: 'Correct a job row entered wrong (audited, with a reason)', params: ZJobRowParamSchema, body: ZJobRowCorrectionSchema, response: { 200: ZJobHistorySchema } } },
    async (req) => jobs.correctJobRow(ctx, actorOf(req), req.params.id, req.params.rowId, req.body),
  );

  app.delete(
    '/:id/job-history/:rowId',
    { ...write, schema: { tags, security, summary: 'Remove a job row entered by mistake (audited, with a reason)', params: ZJobRowParamSchema, body: ZJobRowDeletionSchema, response: { 200: ZJobHistorySchema } } },
    async (req) => jobs.deleteJobRow(ctx, actorOf(req), req.params.id, req.params.rowId, req.body.reason),
  );

  app.post(
    '/:id/deactivate',
    { ...write, schema: { tags, security, summary: 'Deactivate: keeps history, ends sessions, leaves pickers', params: ZIdParamSchema, response: { 200: ZEmployeeSchema } } },
    async (req) => employees.setEmployeeActive(ctx, actorOf(req), req.params.id, false),
  );

  app.post(
    '/:id/activate',
    { ...write, schema: { tags, security, summary: 'Activate a deactivated employee again', params: ZIdParamSchema, response: { 200: ZEmployeeSchema } } },
    async (req) => employees.setEmployeeActive(ctx, actorOf(req), req.params.id, true),
  );

  app.post(
    '/:id/invite',
    { ...write, schema: { tags, security, summary: 'Resend the activation link (people who have not set a password yet)', params: ZIdParamSchema, response: { 200: ZOkSchema } } },
    async (req) => {
      await employees.resendInvitation(ctx, actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/:id/unlock',
    { ...write, schema: { tags, security, summary: 'Unlock an account locked by failed sign-ins', params: ZIdParamSchema, response: { 200: ZEmployeeSchema } } },
    async (req) => employees.unlockEmployee(ctx, actorOf(req), req.params.id),
  );

  app.post(
    '/:id/reset-password',
    { ...write, schema: { tags, security, summary: 'E-mail a password-reset link and end the person’s sessions', params: ZIdParamSchema, response: { 200: ZOkSchema } } },
    async (req) => {
      await employees.resetEmployeePassword(ctx, actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );
}
