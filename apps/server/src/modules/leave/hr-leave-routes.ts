import {
  ZBalanceAdjustmentInputSchema,
  ZBalanceListSchema,
  ZBalanceQuerySchema,
  ZIdParamSchema,
  ZLawSuggestionAnswerSchema,
  ZLawSuggestionListSchema,
  ZLawSuggestionParamSchema,
  ZLeavePresetListSchema,
  ZLeavePresetParamSchema,
  ZLeaveSettingsSchema,
  ZLeaveTypeInputSchema,
  ZLeaveTypeListSchema,
  ZLeaveTypeSchema,
  ZLedgerSchema,
  ZOkSchema,
  ZOpeningBalanceImportSchema,
  ZOpeningBalanceResultSchema,
  ZOpeningBalanceTemplateQuerySchema,
} from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../core/actor.js';
import { sendCachedJson } from '../../lib/json-reply.js';
import { presentLeaveType } from './leave-type-presenter.js';
import * as svc from './leave-admin-service.js';
import * as lawSuggestions from './law-suggestion-service.js';
import { importOpeningBalances } from './opening-balance-service.js';
import { openingTemplate } from './opening-balance-template.js';
import { XLSX_TYPE } from '../../lib/spreadsheet.js';

const ZLedgerQuerySchema = ZBalanceQuerySchema.extend({ leaveTypeId: z.coerce.number().int().positive() });

const BALANCE_RULE =
  'balanceTypeId: a type with an entitlement (egypt_annual, fixed) always has its own balance (send null or its own id). ' +
  "A type without one ('none') draws on nothing (null), on another type that has its own balance, or, on update, on itself " +
  '(a balance filled only by adjustments and conversions). A type others draw on keeps its own balance. VALIDATION_FAILED on balanceTypeId otherwise.';

/**
 * HR Service → leave: leave types, leave settings, people's balances, adjustments and ledger.
 * Reads for hr, admin and site_hr (balances: people of their sites); writes for hr and admin.
 */
export default async function hrLeaveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin', 'site_hr'));
  // Writes are for hr and admin: refused before the body is even validated.
  const hrOnly = app.requireRoles('hr', 'admin');
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') await hrOnly(req, reply);
  });

  {
    const tags = ['hr-leave-types'];
    app.get(
      '/leave-types',
      { schema: { tags, security, summary: 'Every leave type, inactive ones included, in menu order', response: { 200: ZLeaveTypeListSchema } } },
      async (req, reply) => sendCachedJson(reply, await svc.listTypes(ctx, actorOf(req))),
    );
    app.post(
      '/leave-types',
      { schema: { tags, security, summary: `Adds a leave type. ${BALANCE_RULE}`, body: ZLeaveTypeInputSchema, response: { 200: ZLeaveTypeSchema } } },
      async (req) => presentLeaveType(await svc.createType(ctx, actorOf(req), req.body)),
    );
    app.get(
      '/leave-types/presets',
      { schema: { tags, security, summary: 'The leave types Egyptian law and practice name (maternity, Hajj, unpaid, bereavement, exam), and whether each is here', response: { 200: ZLeavePresetListSchema } } },
      async (req) => svc.listPresets(ctx, actorOf(req)),
    );
    app.post(
      '/leave-types/presets/:code',
      { schema: { tags, security, summary: 'Switches a preset on: a leave type with its rules, once (PRESET_ADDED after)', params: ZLeavePresetParamSchema, response: { 200: ZLeaveTypeSchema } } },
      async (req) => presentLeaveType(await svc.addPreset(ctx, actorOf(req), req.params.code)),
    );
    app.get(
      '/leave-types/law-suggestions',
      {
        schema: {
          tags,
          security,
          summary: 'What Law 14/2025 now says that this installation\'s leave types do not (casual leave\'s 7 days, Art 128 ¶1; the Hajj type\'s name, Art 130): asked once',
          response: { 200: ZLawSuggestionListSchema },
        },
      },
      async (req) => lawSuggestions.listLawSuggestions(ctx, actorOf(req)),
    );
    app.post(
      '/leave-types/law-suggestions/:id',
      {
        schema: {
          tags,
          security,
          summary: 'HR answers a suggestion: apply (the type changes) or keep; both audited, never asked again (NOT_FOUND when not offered)',
          params: ZLawSuggestionParamSchema,
          body: ZLawSuggestionAnswerSchema,
          response: { 200: ZLawSuggestionListSchema },
        },
      },
      async (req) => lawSuggestions.answerLawSuggestion(ctx, actorOf(req), req.params.id, req.body),
    );
    app.put(
      '/leave-types/:id',
      { schema: { tags, security, summary: `Changes a leave type's rules. ${BALANCE_RULE}`, params: ZIdParamSchema, body: ZLeaveTypeInputSchema, response: { 200: ZLeaveTypeSchema } } },
      async (req) => presentLeaveType(await svc.updateType(ctx, actorOf(req), req.params.id, req.body)),
    );
    app.delete(
      '/leave-types/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Refused with LEAVE_TYPE_IN_USE {count} while requests use it, other types draw on its balance or its balance has ledger rows',
          params: ZIdParamSchema,
          response: { 200: ZOkSchema },
        },
      },
      async (req) => {
        await svc.deleteType(ctx, actorOf(req), req.params.id);
        return { ok: true as const };
      },
    );
  }

  {
    const tags = ['hr-leave-settings'];
    app.get('/leave-settings', { schema: { tags, security, summary: 'Handover acceptance and carry-over years', response: { 200: ZLeaveSettingsSchema } } }, async (req) =>
      svc.getLeaveSettings(ctx, actorOf(req)),
    );
    app.put('/leave-settings', { schema: { tags, security, body: ZLeaveSettingsSchema, response: { 200: ZLeaveSettingsSchema } } }, async (req) =>
      svc.updateLeaveSettings(ctx, actorOf(req), req.body),
    );
  }

  {
    const tags = ['hr-leave-balances'];
    app.get(
      '/employees/:id/balances',
      {
        schema: {
          tags,
          security,
          summary: "A person's balances in a year (default: this year): one per type with its own balance and one per capped type",
          params: ZIdParamSchema,
          querystring: ZBalanceQuerySchema,
          response: { 200: ZBalanceListSchema },
        },
      },
      async (req, reply) => sendCachedJson(reply, await svc.listBalances(ctx, actorOf(req), req.params.id, req.query.year)),
    );
    app.post(
      '/employees/:id/balance-adjustments',
      {
        schema: {
          tags,
          security,
          summary: 'Adds (or removes, with negative days) days to a balance of a type with its own balance; returns the balances of that year',
          params: ZIdParamSchema,
          body: ZBalanceAdjustmentInputSchema,
          response: { 200: ZBalanceListSchema },
        },
      },
      async (req) => svc.adjustBalance(ctx, actorOf(req), req.params.id, req.body),
    );
    // Opening balances for a mid-year start: a file checked, then applied in one transaction.
    app.post(
      '/leave-balances/opening',
      {
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          tags,
          security,
          summary:
            "Opening balances from CSV or XLSX (company ID, leave type, taken this year or remaining, note): apply=false answers each row's balance now, opening entry and balance after, and every error, writing nothing; apply=true writes a file without errors in one transaction, each opening entry replacing the year's earlier one",
          body: ZOpeningBalanceImportSchema,
          response: { 200: ZOpeningBalanceResultSchema },
        },
      },
      async (req) => importOpeningBalances(ctx, actorOf(req), req.body),
    );
    app.get(
      '/leave-balances/opening-template.xlsx',
      { schema: { tags, security, summary: 'The opening balances XLSX template in one language, with a drop-down list of leave types (hr, admin)', querystring: ZOpeningBalanceTemplateQuerySchema } },
      async (req, reply) =>
        reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="opening-balances-${req.query.lang}.xlsx"`)
          .header('cache-control', 'private, no-store')
          .send(await openingTemplate(ctx, actorOf(req), req.query.lang)),
    );
    app.get(
      '/employees/:id/ledger',
      {
        schema: {
          tags,
          security,
          summary: "A balance's entries in a year, by date: entitlement, carry-over, adjustments, taken and pending requests (a type that draws on another shows that balance)",
          params: ZIdParamSchema,
          querystring: ZLedgerQuerySchema,
          response: { 200: ZLedgerSchema },
        },
      },
      async (req) => svc.ledger(ctx, actorOf(req), req.params.id, req.query.leaveTypeId, req.query.year),
    );
  }
}
