import { ZApprovalChainListSchema, ZApprovalChainsPutSchema, ZApprovalPreviewInputSchema, ZApprovalPreviewSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import { listApprovalChains, previewApprovalChain, putApprovalChains } from './approval-chain-service.js';

/** /api/hr/approval-chains: the chains HR chooses per kind of request, and a preview of who decides each step for one person (hr and admin). */
export default async function approvalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin'));
  const tags = ['hr'];
  const security = [{ bearer: [] }];

  app.get(
    '/approval-chains',
    { schema: { tags, security, summary: 'Every kind of request and its approval chain', response: { 200: ZApprovalChainListSchema } } },
    async () => listApprovalChains(app.ctx),
  );

  app.put(
    '/approval-chains',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the chains named (1–5 steps each); re-route the requests waiting when asked',
        body: ZApprovalChainsPutSchema,
        response: { 200: ZApprovalChainListSchema },
      },
    },
    async (req) => putApprovalChains(app.ctx, actorOf(req), req.body),
  );

  app.post(
    '/approval-chains/preview',
    { schema: { tags, security, summary: 'Who would decide each step of a chain for one person today', body: ZApprovalPreviewInputSchema, response: { 200: ZApprovalPreviewSchema } } },
    async (req) => previewApprovalChain(app.ctx, req.body),
  );
}
