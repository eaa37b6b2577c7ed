import { z } from 'zod';
import { V, zBodyId } from './common.js';

/*
 * Approval chains: who decides each step of a request, per kind of request. All paths are under /api.
 *
 *   GET /hr/approval-chains           hr, admin   (none)                            -> ZApprovalChainListSchema
 *   PUT /hr/approval-chains           hr, admin   ZApprovalChainsPutSchema          -> ZApprovalChainListSchema
 *                                     replaces the chains it names; audited. Requests already waiting keep the
 *                                     chain they were filed under unless `reroute` is true.
 *   POST /hr/approval-chains/preview  hr, admin   ZApprovalPreviewInputSchema       -> ZApprovalPreviewSchema
 *                                     who would decide each step of a chain (saved or being edited) for one person, today.
 *
 * Errors (errors.<CODE>): APPROVAL_PERSON_INACTIVE (a named person who is not an active employee),
 * APPROVAL_KIND_UNKNOWN (a kind that does not take a chain, or a leave type that does not exist),
 * VALIDATION_FAILED (no steps, more than five, a 'person' step without personId), FORBIDDEN.
 */

/** The kinds of request whose approval chain HR chooses, in the order the chains page shows them. Leave has one chain per leave type. */
export const APPROVAL_CHAIN_KINDS = ['leave', 'overtime', 'permission', 'attendance_issue', 'shift_swap'] as const;
export type TApprovalChainKind = (typeof APPROVAL_CHAIN_KINDS)[number];
/**
 * Who "the manager" of a manager step is (decision 0008): 'direct', the line manager on the
 * person's record (a supervisor too); 'manager_role', the nearest person up the line who holds the
 * manager role (supervisors are passed over). Each manager step names its rule; the chains page
 * shows them as two different approvers ("Line manager", "Nearest manager").
 */
export const MANAGER_RULES = ['direct', 'manager_role'] as const;
export type TManagerRule = (typeof MANAGER_RULES)[number];
/**
 * The rule of a manager step that names none: chains saved, and requests filed, before steps named
 * their rule, and a kind's default chain. As before chains existed: for leave and attendance
 * corrections the person's own line manager (a supervisor too); for overtime and permissions, which
 * are paid or deducted, the nearest manager up the line (supervisors do not decide them).
 */
export const LINE_MANAGER_RULE: Record<TApprovalChainKind, TManagerRule> = {
  leave: 'direct',
  attendance_issue: 'direct',
  // A shift swap: the supervisor who plans the shifts.
  shift_swap: 'direct',
  overtime: 'manager_role',
  permission: 'manager_role',
};
/** Who decides one step. */
export const APPROVER_KINDS = ['manager', 'manager_of_manager', 'department_head', 'site_hr', 'hr', 'person'] as const;
export type TApproverKind = (typeof APPROVER_KINDS)[number];
export const APPROVAL_MAX_STEPS = 5;
/** Escalation after at most this many working days. */
export const APPROVAL_MAX_ESCALATE_DAYS = 60;

/** The approvers whose person follows a manager rule. */
export const isManagerStep = (approver: string): boolean => approver === 'manager' || approver === 'manager_of_manager';

/** One step of a chain: who approves it; a named person's id; a manager step's rule (none: the kind's, LINE_MANAGER_RULE). */
export interface TApprovalStep {
  approver: TApproverKind;
  personId: number | null;
  rule?: TManagerRule;
}

export const ZApprovalStepSchema = z
  .object({
    approver: z.enum(APPROVER_KINDS, { error: V.invalid }),
    personId: zBodyId().nullish(),
    rule: z.enum(MANAGER_RULES, { error: V.invalid }).nullish(),
  })
  .refine((s) => s.approver !== 'person' || s.personId != null, { path: ['personId'], message: V.required })
  .transform(
    (s): TApprovalStep => ({
      approver: s.approver,
      personId: s.approver === 'person' ? (s.personId ?? null) : null,
      ...(isManagerStep(s.approver) && s.rule ? { rule: s.rule } : {}),
    }),
  );

/** The rule of a kind's manager steps that name none (a kind HR does not configure: the line manager). */
export const defaultManagerRule = (kind: string): TManagerRule => (kind in LINE_MANAGER_RULE ? LINE_MANAGER_RULE[kind as TApprovalChainKind] : 'direct');

/** A chain with every manager step naming its rule (a step that names none takes the kind's). */
export function explicitSteps(kind: string, steps: readonly TApprovalStep[]): TApprovalStep[] {
  return steps.map((s) => (isManagerStep(s.approver) ? { ...s, rule: s.rule ?? defaultManagerRule(kind) } : s));
}

/**
 * What the screens call the approver of a step (the chains page, its preview, "Waiting for … (line
 * manager)"): the two manager rules are two different approvers.
 */
export const APPROVER_ROLES = ['line_manager', 'nearest_manager', 'line_manager_of_manager', 'nearest_manager_of_manager', 'department_head', 'site_hr', 'hr', 'person'] as const;
export type TApproverRole = (typeof APPROVER_ROLES)[number];

export function approverRoleOf(step: { approver: TApproverKind; rule?: TManagerRule | null }, kind: string): TApproverRole {
  const rule = step.rule ?? defaultManagerRule(kind);
  if (step.approver === 'manager') return rule === 'direct' ? 'line_manager' : 'nearest_manager';
  if (step.approver === 'manager_of_manager') return rule === 'direct' ? 'line_manager_of_manager' : 'nearest_manager_of_manager';
  return step.approver;
}

/**
 * Whom a waiting request waits on, by role, as a kind's list reads it from the lifecycle's row: the
 * step it waits at (`waitingStep`, null past the chain's end when HR took over), its pool, and how
 * often it moved up (then it waits on someone above the step's role: named, not called by the role).
 */
export function waitingRoleOf(kind: string, a: { waitingStep: { approver: TApproverKind; rule?: TManagerRule | null } | null; pool: string | null; escalations: number }): TApproverRole | null {
  if (a.escalations > 0) return a.pool === 'hr' ? 'hr' : null;
  if (a.waitingStep) return approverRoleOf(a.waitingStep, kind);
  return a.pool === 'site_hr' ? 'site_hr' : a.pool === 'hr' ? 'hr' : null;
}

/** The step a role stands for (the chains page's choice). */
export function stepOfRole(role: TApproverRole, personId: number | null = null): TApprovalStep {
  switch (role) {
    case 'line_manager':
      return { approver: 'manager', personId: null, rule: 'direct' };
    case 'nearest_manager':
      return { approver: 'manager', personId: null, rule: 'manager_role' };
    case 'line_manager_of_manager':
      return { approver: 'manager_of_manager', personId: null, rule: 'direct' };
    case 'nearest_manager_of_manager':
      return { approver: 'manager_of_manager', personId: null, rule: 'manager_role' };
    case 'person':
      return { approver: 'person', personId };
    default:
      return { approver: role, personId: null };
  }
}

export const ZApprovalChainInputSchema = z.object({
  kind: z.enum(APPROVAL_CHAIN_KINDS, { error: V.invalid }),
  /** Leave only; null for the other kinds. */
  leaveTypeId: zBodyId().nullable().default(null),
  steps: z.array(ZApprovalStepSchema).min(1, 'validation.approvalNoSteps').max(APPROVAL_MAX_STEPS, 'validation.approvalTooManySteps'),
  /** Working days a request may wait at one step before it moves up; null: never. */
  escalateAfterDays: z.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(APPROVAL_MAX_ESCALATE_DAYS, V.invalid).nullable().default(null),
});
export type TApprovalChainInput = z.infer<typeof ZApprovalChainInputSchema>;

export const ZApprovalChainsPutSchema = z.object({
  chains: z.array(ZApprovalChainInputSchema).min(1, V.required).max(100, V.tooLong),
  /** Move requests already waiting onto the new chains (audited); otherwise they keep the chain they were filed under. */
  reroute: z.boolean().default(false),
});
export type TApprovalChainsPut = z.infer<typeof ZApprovalChainsPutSchema>;

const zPersonRef = z.object({ id: z.number(), EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() });

export const ZApprovalChainSchema = z.object({
  kind: z.enum(APPROVAL_CHAIN_KINDS),
  /** Leave: the leave type this chain is for (one item per active leave type); null for the other kinds. */
  leaveTypeId: z.number().nullable(),
  leaveTypeName: z.string().nullable(),
  leaveTypeNameAr: z.string().nullable(),
  steps: z.array(
    z.object({
      approver: z.enum(APPROVER_KINDS),
      personId: z.number().nullable(),
      /** A manager step's rule (always named in the answer); null for the other approvers. */
      rule: z.enum(MANAGER_RULES).nullable(),
      /** The named person, for the screen. */
      person: zPersonRef.nullable(),
    }),
  ),
  escalateAfterDays: z.number().nullable(),
  /** Requests of this kind (and leave type) waiting now. */
  waiting: z.number(),
});
export type TApprovalChain = z.infer<typeof ZApprovalChainSchema>;
export const ZApprovalChainListSchema = z.object({ items: z.array(ZApprovalChainSchema), rerouted: z.number() });
export type TApprovalChainList = z.infer<typeof ZApprovalChainListSchema>;

/** A chain as being edited (saved or not) and the person to try it on. */
export const ZApprovalPreviewInputSchema = z.object({
  /** The kind whose chain this is (the rule of a manager step that names none depends on it: LINE_MANAGER_RULE). */
  kind: z.enum(APPROVAL_CHAIN_KINDS, { error: V.invalid }),
  steps: z.array(ZApprovalStepSchema).min(1, 'validation.approvalNoSteps').max(APPROVAL_MAX_STEPS, 'validation.approvalTooManySteps'),
  employeeId: zBodyId(),
});
export type TApprovalPreviewInput = z.infer<typeof ZApprovalPreviewInputSchema>;

/** Each step of the chain for that person: who decides it, or why it is skipped. */
export const ZApprovalPreviewSchema = z.object({
  steps: z.array(
    z.object({
      approver: z.enum(APPROVER_KINDS),
      /** A manager step's rule (the step's own, else the kind's); null for the other approvers. */
      rule: z.enum(MANAGER_RULES).nullable(),
      /** The person who decides; null with `pool` for HR or site HR, or when skipped. */
      person: zPersonRef.nullable(),
      pool: z.enum(['hr', 'site_hr']).nullable(),
      skipped: z.enum(['missing', 'inactive', 'requester', 'repeated']).nullable(),
    }),
  ),
  /** Every step skipped: HR decides. */
  fallsToHr: z.boolean(),
});
export type TApprovalPreview = z.infer<typeof ZApprovalPreviewSchema>;

/** A kind of request in words, for notifications and the daily digest (English, Arabic). */
export const APPROVAL_KIND_WORDS: Record<string, { en: string; ar: string }> = {
  leave: { en: 'leave', ar: 'إجازة' },
  leave_change: { en: 'leave change', ar: 'تعديل إجازة' },
  overtime: { en: 'overtime', ar: 'عمل إضافي' },
  permission: { en: 'permission', ar: 'إذن' },
  attendance_issue: { en: 'attendance correction', ar: 'تصحيح حضور' },
  handover: { en: 'handover', ar: 'تسليم عمل' },
  shift_swap: { en: 'shift swap', ar: 'تبديل وردية' },
  shift_swap_colleague: { en: 'shift swap', ar: 'تبديل وردية' },
};
