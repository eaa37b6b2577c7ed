import type { FastifyInstance } from 'fastify';
import approvalRoutes from './approval-routes.js';

/** The approval lifecycle every kind of request goes through, and HR's chains (/api/hr/approval-chains). */
export async function approvalModule(app: FastifyInstance) {
  await app.register(approvalRoutes, { prefix: '/api/hr' });
}

export { escalateWaiting, sendDigests, startApprovalSweep } from './approval-sweep.js';

export { registerApprovalKind, type TApprovalKind } from './approval-kinds.js';
export {
  approvalOfRow,
  cachedDelegatorsOf,
  closeApproval,
  decideApproval,
  decisionRight,
  deciderView,
  openApproval,
  waitingCountsFor,
  waitingFor,
  type TApprovalColumns,
  type TDeciderView,
} from './approval-lifecycle.js';
export { delegatorsOf, scopesOfApproval } from './approval-repository.js';
export { setApprovalFlowChain } from './approval-chain-service.js';
export { pendingOfRequester } from './approval-requester.js';
export type { TApprovalRow } from './approval-repository.js';
