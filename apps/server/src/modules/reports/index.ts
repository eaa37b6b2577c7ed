import type { FastifyInstance } from 'fastify';
import reportRoutes from './reports-routes.js';

/** The reports and their exports (/api/reports). */
export async function reportsModule(app: FastifyInstance) {
  await app.register(reportRoutes, { prefix: '/api/reports' });
}

