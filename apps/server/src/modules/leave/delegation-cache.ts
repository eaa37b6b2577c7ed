import type { Ctx } from '../../core/context.js';
import * as delegationRepo from './delegation-repository.js';

/**
 * Who has delegated their approvals to this person today, from the read cache (topic
 * `delegations`: forgotten when a delegation changes, not when a request is filed). Reads outside
 * a transaction only; a decision reads the table under its own transaction.
 */
export function cachedDelegatorsOf(ctx: Pick<Ctx, 'db' | 'reads'>, delegateId: number, day: string): Promise<number[]> {
  return ctx.reads.get(`delegators|${delegateId}|${day}`, () => delegationRepo.delegatorsOf(ctx.db, delegateId, day), { topics: ['delegations'] });
}
