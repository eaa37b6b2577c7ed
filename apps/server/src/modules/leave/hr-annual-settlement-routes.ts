import {
  ZSettlementDecisionInputSchema,
  ZSettlementExportQuerySchema,
  ZSettlementListSchema,
  ZSettlementOfSchema,
  ZSettlementPersonParamSchema,
  ZSettlementRuleInputSchema,
  ZSettlementRuleQuerySchema,
  ZSettlementRuleSchema,
} from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import * as svc from './annual-settlement-service.js';

/**
 * HR Service → leave balances → settlement (Art 125): /api/hr/annual-settlements. Reads for hr,
 * admin and site_hr (their sites); decisions and the move to the law's rule for hr and admin.
 */
export default async function hrAnnualSettlementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['hr-annual-settlements'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin', 'site_hr'));
  const hrOnly = app.requireRoles('hr', 'admin');
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') await hrOnly(req, reply);
  });

  app.get(
    '/',
    { schema: { tags, security, summary: 'Art 125: people with annual days granted more than three years ago and unused, or owed in cash at the end of service', response: { 200: ZSettlementListSchema } } },
    async (req) => svc.listSettlements(ctx, actorOf(req)),
  );
  app.get(
    '/rule',
    { schema: { tags, security, summary: 'Whether annual days still expire, and what moving to the law’s rule (no expiry from 1 January of `from`) would change, person by person', querystring: ZSettlementRuleQuerySchema, response: { 200: ZSettlementRuleSchema } } },
    async (req) => svc.settlementRule(ctx, actorOf(req), req.query.from),
  );
  app.post(
    '/rule',
    { schema: { tags, security, summary: 'Moves the installation from expiry to the law’s rule, once (SETTLEMENT_RULE_SET after); audited with what it changed', body: ZSettlementRuleInputSchema, response: { 200: ZSettlementRuleSchema } } },
    async (req) => svc.applySettlementRule(ctx, actorOf(req), req.body),
  );
  app.get(
    '/payments.csv',
    { schema: { tags, security, summary: 'The days paid for payroll (one payroll month or all): a closed month’s list never changes', querystring: ZSettlementExportQuerySchema } },
    async (req, reply) => {
      const file = await svc.paymentsCsv(ctx, actorOf(req), req.query.month, req.query.lang);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.fileName}"`).header('cache-control', 'no-store').send(file.body);
    },
  );
  app.get(
    '/:employeeId',
    { schema: { tags, security, summary: 'One person’s settlement line and every decision about them', params: ZSettlementPersonParamSchema, response: { 200: ZSettlementOfSchema } } },
    async (req) => svc.settlementOf(ctx, actorOf(req), req.params.employeeId),
  );
  app.post(
    '/:employeeId',
    {
      schema: {
        tags,
        security,
        summary: 'HR’s decision on the person’s due days: grant (to be taken by a date), pay (for payroll; with an end date, the final settlement), or the worker’s written refusal. NOTHING_TO_SETTLE when none is due',
        params: ZSettlementPersonParamSchema,
        body: ZSettlementDecisionInputSchema,
        response: { 200: ZSettlementOfSchema },
      },
    },
    async (req) => svc.decideSettlement(ctx, actorOf(req), req.params.employeeId, req.body),
  );
}
