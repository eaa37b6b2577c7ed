import { z } from 'zod';
import { V, zBodyId } from './common.js';

/*
 * Approval chains (issue 26): who decides each step of a request, per kind of request. All paths are under /api.
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
 * Who "the manager" is for each kind, as before chains existed: for leave and attendance corrections
 * the person's own line manager (a supervisor too); for overtime and permissions, which are paid or
 * deducted, the nearest manager up the line (supervisors do not decide them).
 */
export const LINE_MANAGER_RULE: Record<TApprovalChainKind, 'direct' | 'manager_role'> = {
  leave: 'direct',
  attendance_issue: 'direct',
  // A shift swap (issue 27): the supervisor who plans the shifts.
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

export const ZApprovalStepSchema = z
  .object({
    approver: z.enum(APPROVER_KINDS, { error: V.invalid }),
    personId: zBodyId().nullish(),
  })
  .refine((s) => s.approver !== 'person' || s.personId != null, { path: ['personId'], message: V.required })
  .transform((s) => ({ approver: s.approver, personId: s.approver === 'person' ? (s.personId ?? null) : null }));
export type TApprovalStep = z.infer<typeof ZApprovalStepSchema>;

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
  /** The kind whose chain this is (who "the manager" is depends on it: LINE_MANAGER_RULE). */
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
