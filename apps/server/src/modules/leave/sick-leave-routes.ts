import { ZIdParamSchema, ZLeaveRequestSchema, ZSickChronicInputSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import { setChronicIllness } from './sick-leave-service.js';

/** HR Service → sick leave (Art 131): a chronic illness confirmed on a sick leave. Turning sick leave into annual leave is a change the worker asks (/api/leave/requests/{id}/change, kind 'to_annual'). */
export default async function sickLeaveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin'));
  app.post(
    '/leave-requests/:id/chronic',
    {
      schema: {
        tags: ['hr-sick-leave'],
        security: [{ bearer: [] }],
        summary: 'Confirms (or withdraws) a chronic illness on a sick leave with its medical paper attached: its days are at full pay until recovery (Art 131 ¶1, Law 148/2019); audited',
        params: ZIdParamSchema,
        body: ZSickChronicInputSchema,
        response: { 200: ZLeaveRequestSchema },
      },
    },
    async (req) => setChronicIllness(ctx, actorOf(req), req.params.id, req.body),
  );
}
