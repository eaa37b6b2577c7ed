import type { FastifyInstance } from 'fastify';
import inboxRoutes from './inbox-routes.js';

/** The one inbox of every kind (/api/inbox). */
export async function inboxModule(app: FastifyInstance) {
  await app.register(inboxRoutes, { prefix: '/api/inbox' });
}
export { inboxCounts } from './inbox-service.js';
