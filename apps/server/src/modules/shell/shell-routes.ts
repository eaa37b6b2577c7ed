import { ZShellSchema } from '@hr/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import { jsonOf } from '../../lib/json-reply.js';
import { getShell } from './shell-service.js';

/** /api/shell: the app shell's data in one round trip. */
export default async function shellRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    { schema: { tags: ['shell'], security: [{ bearer: [] }], summary: 'Who I am, the organisation’s settings, the unread count and the inbox badges, at once', response: { 200: ZShellSchema } } },
    async (req, reply) => {
      const session = req.session!;
      const shell = await getShell(ctx, actorOf(req), session.user);
      // Each part's JSON is made once (the user's per cached session, the rest per cached value).
      session.userJson ??= JSON.stringify(session.user);
      const body = `{"user":${session.userJson},"settings":${jsonOf(shell.settings)},"unread":${Number(shell.unread)},"inbox":${jsonOf(shell.inbox)}}`;
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
}
