import type { FastifyInstance } from 'fastify';
import dashboardRoutes from './dashboard-routes.js';

export { warmTrends } from './dashboard-service.js';

/** The dashboards' widget groups (/api/dashboard). */
export async function dashboardModule(app: FastifyInstance) {
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
}

