import type { FastifyInstance } from 'fastify';
import shellRoutes from './shell-routes.js';

/** The app shell's data in one call (/api/shell). */
export async function shellModule(app: FastifyInstance) {
  await app.register(shellRoutes, { prefix: '/api/shell' });
}
