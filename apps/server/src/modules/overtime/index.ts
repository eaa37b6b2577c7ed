import type { FastifyInstance } from 'fastify';
import overtimeRoutes, { hrOvertimeRoutes } from './overtime-routes.js';
// Registers overtime as a kind of the approval lifecycle.
import './overtime-approval.js';

/** The overtime module: filing, lists, suggestions, conversion (/api/overtime) and HR's settings (/api/hr/overtime-settings). */
export async function overtimeModule(app: FastifyInstance) {
  await app.register(overtimeRoutes, { prefix: '/api/overtime' });
  await app.register(hrOvertimeRoutes, { prefix: '/api/hr' });
}

export { countOvertimeInbox, decideOvertime, listOvertimeInbox } from './overtime-service.js';
