import type { TNotificationKind } from '@hr/shared';
import type { Db } from '../../db/client.js';
import type { Ctx } from '../../core/context.js';

/**
 * What a kind of request brings to the one approval lifecycle (issue 26): only its own rules.
 * The lifecycle does the rest for every kind: the chain and who decides each step (with
 * delegation), the inbox's rows and counts, single and bulk decisions, history, audit and the
 * notifications and mail of filing and deciding.
 */
export interface TApprovalKind {
  /** The kind's name on every layer ('overtime', 'permission', …). */
  kind: string;
  /** The audit entity of the kind's own row ('overtime_request'). */
  entity: string;
  /** Notification kinds: a request waits on the receiver; the requester's request was approved or rejected. */
  notices: { waiting: TNotificationKind; approved: TNotificationKind; rejected: TNotificationKind };
  /** Where the notifications link: the deciders' inbox, the requester's own list. */
  links: { decider: string; requester: string };
  /** The notification texts' parameters for one request (read in the transaction that tells). */
  params(db: Db, ctx: Ctx, subjectId: number): Promise<Record<string, string | number>>;
  /**
   * The request is decided: the kind's own row changes in the same transaction (approval applies
   * what the kind applies: balances, attendance, conversions). False: the row no longer waits.
   */
  settle(db: Db, ctx: Ctx, subjectId: number, outcome: { decision: 'approved' | 'rejected'; decidedById: number; onBehalfOfId: number | null; comment: string }): Promise<boolean>;
  /** Whether an approver's delegate may decide for them (default true). */
  delegable?: boolean;
}

const KINDS = new Map<string, TApprovalKind>();

/** A kind's module registers its rules once, when it is loaded. A second registration of a name replaces the first (tests). */
export function registerApprovalKind(k: TApprovalKind): void {
  KINDS.set(k.kind, k);
}

export function approvalKind(kind: string): TApprovalKind {
  const k = KINDS.get(kind);
  if (!k) throw new Error(`approval kind not registered: ${kind}`);
  return k;
}

