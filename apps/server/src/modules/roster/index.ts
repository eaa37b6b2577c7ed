import type { FastifyInstance } from 'fastify';
import rosterRoutes, { hrRosterRoutes } from './roster-routes.js';

/** Rosters: rotation patterns, crews, who works which shift on which day, and the roster views. */
export async function rosterModule(app: FastifyInstance) {
  await app.register(rosterRoutes, { prefix: '/api' });
  await app.register(hrRosterRoutes, { prefix: '/api/hr' });
}

export { loadRosterBook, rosterRules, RosterBook, type TShiftRuleRow } from './roster-book.js';
export { writeSwapDays } from './roster-admin-service.js';
