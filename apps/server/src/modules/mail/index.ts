import type { FastifyInstance } from 'fastify';
import outboxRoutes from './mail-routes.js';

/** The mail module: the durable outbox and its worker; HR's outbox (/api/hr/outbox). */
export async function mailModule(app: FastifyInstance) {
  await app.register(outboxRoutes, { prefix: '/api/hr' });
}

export { createMailer } from './mail-service.js';
