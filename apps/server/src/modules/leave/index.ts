import type { FastifyInstance } from 'fastify';
import { onCalendarChange } from '../../core/calendar-change.js';
import { recountLeave } from './leave-recount-service.js';
import hrLeaveRoutes from './hr-leave-routes.js';
import sickLeaveRoutes from './sick-leave-routes.js';
import hrAnnualSettlementRoutes from './hr-annual-settlement-routes.js';
import leaveRoutes, { calendarFeedRoutes } from './leave-routes.js';
// Registers leave and asks to change it as kinds of the approval lifecycle.
import './leave-approval.js';

/** The leave module: requests, balances, approvals, delegation (/api/leave), calendar feeds (/api/calendar), HR's leave types and ledger (/api/hr). */
export async function leaveModule(app: FastifyInstance) {
  // Holidays, the work week and shifts belong to modules the leave module depends on: they tell
  // it through the kernel, inside their own transaction, and pending and approved leave is counted again.
  const { ctx } = app;
  const stop = onCalendarChange(async (tx, change) => {
    await recountLeave(ctx, tx, change);
  });
  app.addHook('onClose', async () => stop());
  await app.register(leaveRoutes, { prefix: '/api/leave' });
  await app.register(calendarFeedRoutes, { prefix: '/api/calendar' });
  await app.register(hrLeaveRoutes, { prefix: '/api/hr' });
  await app.register(sickLeaveRoutes, { prefix: '/api/hr' });
  await app.register(hrAnnualSettlementRoutes, { prefix: '/api/hr/annual-settlements' });
}

export { answerHandover, presentRequest } from './leave-request-service.js';
export { prepareLeaveForDay } from './leave-filing-service.js';
export { balanceUsageMany, findLeaveType, insertLedger, listLeaveTypes } from './leave-repository.js';
export type { TLeaveTypeRow } from './leave-repository.js';
export { decideLeave, getHandoverInbox, getInbox, inboxCount } from './leave-approval-service.js';
export { balanceFrom, balanceHistoryFrom, balanceOf, balanceSettings, balanceShares, cappedBalance, poolOf } from './leave-balance-service.js';
export type { TBalanceSettings } from './leave-balance-service.js';
export { annualMinimumOf } from './annual-settlement-service.js';
