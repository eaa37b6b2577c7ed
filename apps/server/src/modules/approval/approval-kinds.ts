import type { TApprovalStep, TNotificationKind } from '@hr/shared';
import type { Db } from '../../db/client.js';
import type { Ctx } from '../../core/context.js';

/**
 * What a kind of request brings to the one approval lifecycle: only its own rules.
 * The lifecycle does the rest for every kind: the chain and who decides each step (with
 * delegation), the inbox's rows and counts, single and bulk decisions, history, audit and the
 * notifications and mail of filing and deciding.
 */
export interface TApprovalKind {
  /** The kind's name on every layer ('overtime', 'permission', …). */
  kind: string;
  /** The audit entity of the kind's own row ('overtime_request'). */
  entity: string;
  /**
   * Notification kinds: a request waits on the receiver (`stepWaiting`: at a later step, after an
   * earlier one approved it); the requester's request was approved or rejected.
   */
  notices: { waiting: TNotificationKind; stepWaiting?: TNotificationKind; approved: TNotificationKind; rejected: TNotificationKind };
  /** Where a notification about one request links, for its deciders and for its requester. */
  link(subjectId: number, to: 'decider' | 'requester'): string;
  /** The audit actions of a step approved, the request approved and rejected (default `<kind>.approve_step`, `.approve`, `.reject`). */
  auditActions?: { approveStep: string; approve: string; reject: string };
  /** Refuses a decision the kind's own rules forbid now (a substitute who has not accepted yet), in the decision's transaction. */
  beforeDecide?(db: Db, ctx: Ctx, subjectId: number, decision: 'approve' | 'reject'): Promise<void>;
  /** A step was approved and the request moves on: the kind's own history (in the same transaction). */
  onStep?(db: Db, subjectId: number, step: { actorId: number; onBehalfOfId: number | null; comment: string }): Promise<void>;
  /** The notification texts' parameters for one request (read in the transaction that tells). */
  params(db: Db, ctx: Ctx, subjectId: number): Promise<Record<string, string | number>>;
  /**
   * The request is decided: the kind's own row changes in the same transaction (approval applies
   * what the kind applies: balances, attendance, conversions). False: the row no longer waits.
   */
  settle(db: Db, ctx: Ctx, subjectId: number, outcome: { decision: 'approved' | 'rejected'; decidedById: number; onBehalfOfId: number | null; comment: string }): Promise<TSettled>;
  /** A request filed by whoever decides a step (a manager filing for their team member) has that step approved as filed (default false: it waits on them). */
  filerDecides?: boolean;
  /**
   * What someone who may not decide is told, whatever they may see: FORBIDDEN (leave's contract), NOT_FOUND
   * (a handover: only the named colleague knows of it). By default FORBIDDEN for their own or their team's, NOT_FOUND otherwise.
   */
  refuseWith?: 'FORBIDDEN' | 'NOT_FOUND';
  /** Whether an approver's delegate may decide for them (default true). */
  delegable?: boolean;
  /** HR chooses this kind's chain (the chains page); otherwise its chain is fixed (`fixedChain`). */
  configurable: boolean;
  /** The chain of a kind (or leave type) HR has not chosen one for (default: the manager). */
  defaultChain?: TApprovalStep[];
  /** Leave: the kinds within the kind that each have their own chain (the active leave types). */
  scopes?(ctx: Ctx): Promise<{ id: number; nameEn: string; nameAr: string }[]>;
  /** A chain of its own rules for each request (a handover waits on the colleague it names): steps from the request. */
  fixedChain?(db: Db, subjectId: number): Promise<TApprovalStep[]>;
  /**
   * Whether the requester's list of what they wait for shows it (default true); false when the
   * request it belongs to is shown instead (a handover: its leave).
   */
  listedForRequester?: boolean;
  /** The last day a request is for, when it spans several (leave: its end date); by default its one day (`forDate`). */
  until?(db: Db, subjectId: number): Promise<string | null>;
}

/** What settling answered: false, the row no longer waits; true or what changed, for the audit entry (before and after). */
export type TSettled = boolean | { before?: Record<string, unknown>; after?: Record<string, unknown> };

const KINDS = new Map<string, TApprovalKind>();

/** A kind's module registers its rules once, when it is loaded. A second registration of a name replaces the first (tests). */
export function registerApprovalKind(k: TApprovalKind): void {
  KINDS.set(k.kind, k);
}

/** The registered kinds a requester's list of what they wait for leaves out. */
export function unlistedKinds(): string[] {
  return [...KINDS.values()].filter((k) => k.listedForRequester === false).map((k) => k.kind);
}

/** The registered kinds whose chain HR chooses. */
export function configurableKinds(): TApprovalKind[] {
  return [...KINDS.values()].filter((k) => k.configurable);
}

export function approvalKind(kind: string): TApprovalKind {
  const k = KINDS.get(kind);
  if (!k) throw new Error(`approval kind not registered: ${kind}`);
  return k;
}

