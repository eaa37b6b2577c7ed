import { z } from 'zod';
import { V, zBodyId, zId, zMonth, zRequiredString, zText } from './common.js';
import { zIsoDate } from './organisation.js';
import { CONTRACT_TYPES } from './people.js';

/**
 * Payroll months and dated job data (the past stays as payroll saw it).
 *
 *   GET  /hr/payroll-months                          every closed or reopened month    -> ZPayrollMonthListSchema
 *   GET  /hr/payroll-months/{YYYY-MM}/checklist      what is still open (?siteId=)      -> ZPayrollChecklistSchema
 *   POST /hr/payroll-months/{YYYY-MM}/close          ZPayrollCloseSchema                -> ZPayrollMonthSchema (409 + checklist when items are open)
 *   POST /hr/payroll-months/{YYYY-MM}/reopen         ZPayrollReopenSchema               -> ZPayrollMonthSchema
 *   GET  /hr/payroll-months/versions/{id}/file       ?format=&lang= the file as issued
 *   GET  /hr/payroll-months/versions/{id}/changes    what differs from the version before -> ZPayrollVersionChangesSchema
 *   GET  /hr/payroll-months/late-punches             punches that arrived after their month was closed -> ZLatePunchListSchema
 *   GET  /hr/employees/{id}/job-history              a person's dated job rows          -> ZJobHistorySchema
 *   PUT  /hr/employees/{id}/job-history/{rowId}      a correction of a row (a typo)     ZJobRowCorrectionSchema
 *   DELETE /hr/employees/{id}/job-history/{rowId}    a row entered by mistake           ZJobRowDeletionSchema
 */

// ---- Closing a month ----

export const PAYROLL_MONTH_STATES = ['closing', 'closed', 'reopened'] as const;
export type TPayrollMonthState = (typeof PAYROLL_MONTH_STATES)[number];

export const ZPayrollMonthParamSchema = z.object({ month: zMonth() });
export const ZPayrollScopeQuerySchema = z.object({ siteId: zId().optional() });
export type TPayrollScopeQuery = z.infer<typeof ZPayrollScopeQuerySchema>;

/** Closing: for the organisation, or one site; with open items only when forced, with a reason. */
export const ZPayrollCloseSchema = z
  .object({
    siteId: zBodyId().optional(),
    force: z.boolean().default(false),
    reason: zText(500).default(''),
  })
  .strict()
  .refine((v) => !v.force || v.reason.trim().length > 0, { path: ['reason'], message: V.required });
export type TPayrollClose = z.infer<typeof ZPayrollCloseSchema>;

export const ZPayrollReopenSchema = z.object({ siteId: zBodyId().optional(), reason: zRequiredString(500) }).strict();
export type TPayrollReopen = z.infer<typeof ZPayrollReopenSchema>;

export const PAYROLL_CHECK_KINDS = ['waitingRequests', 'unresolvedAbsences', 'silentTerminals'] as const;
export type TPayrollCheckKind = (typeof PAYROLL_CHECK_KINDS)[number];

/** One line of the checklist: how many, a few examples, and where it is fixed. */
export const ZPayrollCheckItemSchema = z.object({
  kind: z.enum(PAYROLL_CHECK_KINDS),
  count: z.number(),
  /** Up to ten of them, each named (a request's kind and person, a person and day, a terminal). */
  examples: z.array(z.object({ label: z.string(), labelAr: z.string(), date: z.string().nullable() })),
  /** The page where they are dealt with, as an in-app path. */
  link: z.string(),
});
export type TPayrollCheckItem = z.infer<typeof ZPayrollCheckItemSchema>;

export const ZPayrollChecklistSchema = z.object({
  month: z.string(),
  siteId: z.number().nullable(),
  /** The month and scope may be closed now (ended, after go-live, not closed yet). */
  closable: z.boolean(),
  items: z.array(ZPayrollCheckItemSchema),
  /** Whether anything is still open (a close then needs `force` and a reason). */
  open: z.boolean(),
});
export type TPayrollChecklist = z.infer<typeof ZPayrollChecklistSchema>;

const personRef = z.object({ id: z.number(), empCode: z.number(), fullNameEn: z.string(), fullNameAr: z.string() }).nullable();
const unitRef = z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string() }).nullable();

export const ZPayrollFileSchema = z.object({ format: z.enum(['csv', 'xlsx']), lang: z.enum(['en', 'ar']), fileName: z.string(), sha256: z.string(), bytes: z.number() });
export const ZPayrollMonthSchema = z.object({
  id: z.number(),
  month: z.string(),
  site: unitRef,
  version: z.number(),
  state: z.enum(PAYROLL_MONTH_STATES),
  closedBy: personRef,
  closedAt: z.string().nullable(),
  forced: z.boolean(),
  forceReason: z.string(),
  reopenedBy: personRef,
  reopenedAt: z.string().nullable(),
  reopenReason: z.string(),
  files: z.array(ZPayrollFileSchema),
  /** People whose rows differ from the version before (version 2 on). */
  changedPeople: z.number().nullable(),
});
export type TPayrollMonth = z.infer<typeof ZPayrollMonthSchema>;
export const ZPayrollMonthListSchema = z.object({
  items: z.array(ZPayrollMonthSchema),
  /** The first month that may be closed now for the organisation (the month after the last closed, or go-live's). */
  nextToClose: z.string().nullable(),
});
export type TPayrollMonthList = z.infer<typeof ZPayrollMonthListSchema>;

export const ZPayrollVersionParamSchema = z.object({ id: zId() });
export const ZPayrollFileQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx'), lang: z.enum(['en', 'ar']).default('en') });
export type TPayrollFileQuery = z.infer<typeof ZPayrollFileQuerySchema>;

/** What a person's figures were in one version and are in the next (only people whose rows differ). */
export const ZPayrollVersionChangesSchema = z.object({
  month: z.string(),
  fromVersion: z.number(),
  toVersion: z.number(),
  people: z.array(
    z.object({
      employee: personRef,
      days: z.array(z.object({ date: z.string(), before: z.string(), after: z.string() })),
      totals: z.array(z.object({ key: z.string(), before: z.number(), after: z.number() })),
    }),
  ),
});
export type TPayrollVersionChanges = z.infer<typeof ZPayrollVersionChangesSchema>;

/** A punch that arrived (from a terminal, an import or a decision) after its month was closed: it enters payroll as an adjustment. */
export const ZLatePunchSchema = z.object({
  id: z.number(),
  employee: personRef,
  eventType: z.enum(['in', 'out']),
  occurredAt: z.string(),
  arrivedAt: z.string(),
  source: z.string(),
  month: z.string(),
});
export const ZLatePunchListSchema = z.object({ items: z.array(ZLatePunchSchema), total: z.number() });
export type TLatePunchList = z.infer<typeof ZLatePunchListSchema>;
export const ZLatePunchQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0), pageSize: z.coerce.number().int().min(1).max(100).default(25) });

// ---- Dated job data ----

const optionalBodyId = () => zBodyId().nullable();

export const ZJobRowSchema = z.object({
  id: z.number(),
  effectiveFrom: z.string(),
  /** The last day it holds (the day before the next row), or null for the row in force from then on. */
  effectiveTo: z.string().nullable(),
  site: unitRef,
  department: unitRef,
  section: unitRef,
  shift: unitRef,
  manager: personRef,
  jobTitle: z.string().nullable(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  /** Some of its days are in a closed payroll month: its site, department, section and shift can no longer be corrected. */
  inClosedMonth: z.boolean(),
  /** The row in force today. */
  current: z.boolean(),
});
export type TJobRow = z.infer<typeof ZJobRowSchema>;
export const ZJobHistorySchema = z.object({ items: z.array(ZJobRowSchema) });
export type TJobHistory = z.infer<typeof ZJobHistorySchema>;

export const ZJobRowParamSchema = z.object({ id: zId(), rowId: zId() });

/** A correction of a row entered wrong (a typo, not a transfer): the row's values and date as they should have been, and why. */
export const ZJobRowCorrectionSchema = z
  .object({
    effectiveFrom: zIsoDate(),
    siteId: optionalBodyId(),
    departmentId: optionalBodyId(),
    sectionId: optionalBodyId(),
    shiftId: optionalBodyId(),
    managerId: optionalBodyId(),
    jobTitle: zText(100)
      .transform((s) => s.trim())
      .transform((s) => (s === '' ? null : s))
      .nullable(),
    contractType: z.enum(CONTRACT_TYPES, V.invalid).nullable(),
    reason: zRequiredString(500),
  })
  .strict();
export type TJobRowCorrection = z.infer<typeof ZJobRowCorrectionSchema>;
export type TJobRowCorrectionForm = z.input<typeof ZJobRowCorrectionSchema>;

export const ZJobRowDeletionSchema = z.object({ reason: zRequiredString(500) }).strict();
export type TJobRowDeletion = z.infer<typeof ZJobRowDeletionSchema>;
