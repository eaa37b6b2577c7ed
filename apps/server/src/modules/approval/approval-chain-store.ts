import { explicitSteps, type TApprovalStep } from '@hr/shared';
import type { Db } from '../../db/client.js';
import type { Ctx } from '../../core/context.js';
import { listChains, type TChainRow } from './approval-repository.js';
import { approvalKind } from './approval-kinds.js';

/** A kind with no chain saved: its manager decides (HR where there is none), as before chains existed, unless the kind says otherwise. */
export const DEFAULT_STEPS: readonly TApprovalStep[] = [{ approver: 'manager', personId: null }];
export const defaultStepsOf = (kind: string): TApprovalStep[] => [...(approvalKind(kind).defaultChain ?? DEFAULT_STEPS)];

/**
 * The chain a new request of this kind (and leave type) is filed under: the leave type's own, else
 * the kind's, else the default; every manager step names its rule, so the request keeps the meaning
 * it was filed under.
 */
export async function chainFor(db: Db, kind: string, leaveTypeId: number | null, cached?: Pick<Ctx, 'reads'>): Promise<Pick<TChainRow, 'steps' | 'escalateAfterDays'>> {
  // A filing reads the chains from the read cache (a change of them bumps 'org'): one statement
  // fewer in every filing's transaction.
  const chains = cached ? await cached.reads.get('approval-chains', () => listChains(db), { topics: ['org'] }) : await listChains(db);
  const own = leaveTypeId === null ? undefined : chains.find((c) => c.kind === kind && c.leaveTypeId === leaveTypeId);
  const kindWide = chains.find((c) => c.kind === kind && c.leaveTypeId === null);
  const c = own ?? kindWide;
  return { steps: explicitSteps(kind, c ? c.steps : defaultStepsOf(kind)), escalateAfterDays: c ? c.escalateAfterDays : null };
}
