import type { FastifyInstance } from 'fastify';
import shiftSwapRoutes from './shift-swap-routes.js';
// Registers shift swaps as kinds of the approval lifecycle.
import './shift-swap-approval.js';

/** Shift swaps: /api/shift-swaps; the approver decides in the one inbox. */
export async function shiftSwapModule(app: FastifyInstance) {
  await app.register(shiftSwapRoutes, { prefix: '/api/shift-swaps' });
}

export { countSwapInbox, decideSwap, listSwapInbox } from './shift-swap-decisions.js';
