import type { FastifyInstance } from 'fastify';
import overtimeRoutes, { hrOvertimeRoutes } from './overtime-routes.js';

/** The overtime module: filing, lists, suggestions, conversion (/api/overtime) and HR's settings (/api/hr/overtime-settings). */
export async function overtimeModule(app: FastifyInstance) {
  await app.register(overtimeRoutes, { prefix: '/api/overtime' });
  await app.register(hrOvertimeRoutes, { prefix: '/api/hr' });
}

export { countOvertimeInbox, decideOvertime, listOvertimeInbox } from './overtime-service.js';
/** Who decides a request by the hour (overtime, permissions): the nearest manager, their delegate, or HR. */
export { approverOf, deciderIds, decisionRight, hrCovers } from './overtime-access.js';
