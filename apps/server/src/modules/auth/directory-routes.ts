import { ZDirectorySettingsRequestSchema, ZDirectorySettingsSchema, ZDirectoryTestRequestSchema, ZDirectoryTestResponseSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import * as svc from './directory-service.js';

const tags = ['hr-directory'];
const security = [{ bearer: [] }];

/** HR's company-directory settings and test, under /api/hr/directory: hr and admin only. */
export default async function directoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRoles('hr', 'admin'));

  app.get(
    '/directory',
    { schema: { tags, security, summary: 'The directory settings; the bind password is never answered (bindPasswordSet)', response: { 200: ZDirectorySettingsSchema } } },
    async (req) => svc.getDirectorySettings(ctx, actorOf(req)),
  );
  app.put(
    '/directory',
    {
      schema: {
        tags,
        security,
        summary: 'Saves the directory settings; an empty or omitted bindPassword keeps the stored one',
        body: ZDirectorySettingsRequestSchema,
        response: { 200: ZDirectorySettingsSchema },
      },
    },
    async (req) => svc.updateDirectorySettings(ctx, actorOf(req), req.body),
  );
  app.post(
    '/directory/test',
    {
      schema: {
        tags,
        security,
        summary: 'Binds with the saved service account, counts the entries under the base and looks one account up (5 s timeouts)',
        body: ZDirectoryTestRequestSchema,
        response: { 200: ZDirectoryTestResponseSchema },
      },
    },
    async (req) => svc.testDirectory(ctx, actorOf(req), req.body),
  );
}
