import { ZOutboxListResponseSchema, ZPageQuerySchema, type TOutboxItem } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listMail } from '../repositories/mail-repository.js';

export default async function hrRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin'));

  app.get(
    '/outbox',
    {
      schema: {
        tags: ['hr'],
        security: [{ bearer: [] }],
        summary: 'Mail that went to the outbox (no SMTP) or through SMTP, newest first',
        querystring: ZPageQuerySchema,
        response: { 200: ZOutboxListResponseSchema },
      },
    },
    async (req) => {
      const { items, total } = await listMail(app.database.db, req.query.page, req.query.pageSize);
      return {
        total,
        items: items.map(
          (m): TOutboxItem => ({
            id: m.id,
            to: m.toAddress,
            subject: m.subject,
            text: m.body,
            status: m.status as TOutboxItem['status'],
            error: m.error,
            createdAt: m.createdAt.toISOString(),
          }),
        ),
      };
    },
  );
}
