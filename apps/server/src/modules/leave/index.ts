import type { FastifyInstance } from 'fastify';
import hrLeaveRoutes from './hr-leave-routes.js';
import leaveRoutes, { calendarFeedRoutes } from './leave-routes.js';

/** The leave module: requests, balances, approvals, delegation (/api/leave), calendar feeds (/api/calendar), HR's leave types and ledger (/api/hr). */
export async function leaveModule(app: FastifyInstance) {
  await app.register(leaveRoutes, { prefix: '/api/leave' });
  await app.register(calendarFeedRoutes, { prefix: '/api/calendar' });
  await app.register(hrLeaveRoutes, { prefix: '/api/hr' });
}

export { answerHandover, presentRequest } from './leave-request-service.js';
export { prepareLeaveForDay } from './leave-filing-service.js';
export { balanceUsageMany, findLeaveType, insertLedger, listLeaveTypes } from './leave-repository.js';
export { delegatorsOf } from './delegation-repository.js';
export { handoverRows } from './leave-request-repository.js';
export type { TLeaveTypeRow } from './leave-repository.js';
export { decideLeave, getInbox, inboxCount } from './leave-approval-service.js';
export { balanceFrom, balanceOf, balanceSettings, cappedBalance } from './leave-balance-service.js';
export type { TBalanceSettings } from './leave-balance-service.js';
