import { ZIdParamSchema, ZShiftSwapPreviewQuerySchema, ZShiftSwapPreviewSchema, ZShiftSwapAnswerSchema, ZShiftSwapInputSchema, ZShiftSwapListResponseSchema, ZShiftSwapSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../core/actor.js';
import { answerSwap } from './shift-swap-decisions.js';
import * as svc from './shift-swap-service.js';

const ZColleaguesSchema = z.object({ items: z.array(z.object({ id: z.number(), FullName: z.string(), fullNameAr: z.string(), EmpCode: z.number() })) });

/** /api/shift-swaps: ask a colleague to swap a day, answer, cancel. The approver decides in /api/inbox. */
export default async function shiftSwapRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['shift swap'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.get('/', { schema: { tags, security, summary: "The viewer's swaps, asked by them or of them", response: { 200: ZShiftSwapListResponseSchema } } }, async (req) => svc.listMySwaps(ctx, actorOf(req)));
  app.get('/colleagues', { schema: { tags, security, summary: 'Whom the viewer may ask: their crew and department', response: { 200: ZColleaguesSchema } } }, async (req) => svc.swapColleagues(ctx, actorOf(req)));
  app.get(
    '/preview',
    { schema: { tags, security, summary: "Both people's days on the date(s) and what asking would be refused with", querystring: ZShiftSwapPreviewQuerySchema, response: { 200: ZShiftSwapPreviewSchema } } },
    async (req) => svc.previewSwap(ctx, actorOf(req), req.query),
  );
  app.post('/', { schema: { tags, security, summary: 'Ask a colleague to swap a day (or two)', body: ZShiftSwapInputSchema, response: { 201: ZShiftSwapSchema } } }, async (req, reply) =>
    reply.code(201).send(await svc.askSwap(ctx, actorOf(req), req.body)),
  );
  app.post('/:id/answer', { schema: { tags, security, summary: 'The colleague accepts or declines', params: ZIdParamSchema, body: ZShiftSwapAnswerSchema, response: { 200: ZShiftSwapSchema } } }, async (req) =>
    answerSwap(ctx, actorOf(req), req.params.id, req.body.accept),
  );
  app.post('/:id/cancel', { schema: { tags, security, summary: 'The requester withdraws it while it is not decided', params: ZIdParamSchema, response: { 200: ZShiftSwapSchema } } }, async (req) =>
    svc.cancelSwap(ctx, actorOf(req), req.params.id),
  );
}
