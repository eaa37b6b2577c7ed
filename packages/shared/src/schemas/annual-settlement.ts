import { z } from 'zod';
import { V, zId, zIsoDate, zText } from './common.js';
import { SETTLEMENT_DECISIONS, SETTLEMENT_STATES } from '../rules/annual-settlement.js';
import { ZReportFiltersSchema } from './reports.js';

/**
 * HR's settlement list (/api/hr/annual-settlements, Art 125): the annual days older than the law
 * allows and the balances of people whose employment ends, HR's decision per person (grant: to be
 * taken by a date; pay: the days leave the balance for payroll; refused: the worker refused in
 * writing), the payments for payroll, and the one-time move of an installation from expiry.
 */
const zPerson = z.object({ id: z.number(), EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() });

export const ZSettlementDecisionRecordSchema = z.object({
  decision: z.enum(SETTLEMENT_DECISIONS),
  days: z.number(),
  takeBy: z.string().nullable(),
  refusedOn: z.string().nullable(),
  note: z.string(),
  payrollMonth: z.string().nullable(),
  decidedAt: z.string(),
  decidedBy: zPerson.nullable(),
});
export type TSettlementDecisionRecord = z.infer<typeof ZSettlementDecisionRecordSchema>;

export const ZSettlementItemSchema = z.object({
  employee: zPerson,
  /** Grants more than three years old with days left (law rule annualSettlement). */
  dueYears: z.array(z.object({ year: z.number(), days: z.number() })),
  dueDays: z.number(),
  state: z.enum(SETTLEMENT_STATES).nullable(),
  /** The date by which granted days are to be taken (the latest 'grant'). */
  takeBy: z.string().nullable(),
  /** The last working day, when set (law rule annualEndOfService). */
  endDate: z.string().nullable(),
  /** Days owed in cash at the end of service (the balance left, less refused grants); null without an end date. */
  endOfServiceDays: z.number().nullable(),
  /** Days left of grants the worker refused in writing to take (no cash equivalent, law rule annualRefusal). */
  refusedDays: z.number(),
  last: ZSettlementDecisionRecordSchema.nullable(),
});
export type TSettlementItem = z.infer<typeof ZSettlementItemSchema>;

export const ZSettlementListSchema = z.object({
  /** The law's rule applies (no expiry from this year); null: the installation still lets days expire. */
  noExpiryFrom: z.number().nullable(),
  items: z.array(ZSettlementItemSchema),
});
export type TSettlementList = z.infer<typeof ZSettlementListSchema>;

/** One person's settlement (the person's page): their line, or none when nothing is due or owed. */
export const ZSettlementOfSchema = z.object({ item: ZSettlementItemSchema.nullable(), history: z.array(ZSettlementDecisionRecordSchema) });
export type TSettlementOf = z.infer<typeof ZSettlementOfSchema>;

export const ZSettlementDecisionInputSchema = z
  .object({
    decision: z.enum(SETTLEMENT_DECISIONS, { error: V.invalid }),
    /** 'grant': the days are to be taken by this date (today or later). */
    takeBy: zIsoDate().nullable().default(null),
    /** 'refused': the date of the worker's written refusal. */
    refusedOn: zIsoDate().nullable().default(null),
    note: zText(500).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'grant' && !v.takeBy) ctx.addIssue({ code: 'custom', path: ['takeBy'], message: V.required });
    if (v.decision === 'refused' && !v.refusedOn) ctx.addIssue({ code: 'custom', path: ['refusedOn'], message: V.required });
    if (v.decision === 'refused' && !v.note.trim()) ctx.addIssue({ code: 'custom', path: ['note'], message: V.required });
  });
export type TSettlementDecisionInput = z.infer<typeof ZSettlementDecisionInputSchema>;

export const ZSettlementPersonParamSchema = z.object({ employeeId: zId() });

/** The payments for payroll: one payroll month ('YYYY-MM'), or every month. */
export const ZSettlementExportQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, V.invalid)
    .optional(),
  lang: z.enum(['en', 'ar'], { error: V.invalid }).default('en'),
});
export type TSettlementExportQuery = z.infer<typeof ZSettlementExportQuerySchema>;

/** The move from expiry to the law's rule: the years HR may choose and what each would change. */
export const ZSettlementRuleQuerySchema = z.object({
  from: z.coerce.number({ error: V.invalid }).int(V.invalid).min(2000, V.invalid).max(2100, V.invalid).optional(),
});
export const ZSettlementRuleSchema = z.object({
  noExpiryFrom: z.number().nullable(),
  carryOverYears: z.number(),
  /** The years HR may choose: from 1 January of `from` no day expires. */
  minFrom: z.number(),
  maxFrom: z.number(),
  /** What the chosen year (or the suggestion, the latest) changes, person by person: only those it changes. */
  preview: z.object({
    from: z.number(),
    year: z.number(),
    changes: z.array(
      z.object({
        employee: zPerson,
        /** This year's annual balance as shown now, and under the law's rule from `from`. */
        remainingNow: z.number(),
        remainingAfter: z.number(),
        /** Days the old rule would let expire on the next 1 January, which the law's rule keeps. */
        keptNextYear: z.number(),
      }),
    ),
  }),
});
export type TSettlementRule = z.infer<typeof ZSettlementRuleSchema>;
export const ZSettlementRuleInputSchema = z.object({
  from: z.coerce.number({ error: V.invalid }).int(V.invalid).min(2000, V.invalid).max(2100, V.invalid),
  confirm: z.literal(true, { error: V.required }),
});
export type TSettlementRuleInput = z.infer<typeof ZSettlementRuleInputSchema>;

/** The reports page's annual-minimum report (law rule annualMinimum): the filters and a page of at most 100 people. */
export const ZAnnualMinimumQuerySchema = ZReportFiltersSchema.extend({
  page: z.coerce.number({ error: V.invalid }).int(V.invalid).min(0, V.invalid).default(0),
  pageSize: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(100, V.invalid).default(25),
});
export type TAnnualMinimumQuery = z.infer<typeof ZAnnualMinimumQuerySchema>;
export const ZAnnualMinimumReportSchema = z.object({
  year: z.number(),
  total: z.number(),
  items: z.array(
    z.object({
      employee: zPerson,
      departmentNameEn: z.string().nullable(),
      departmentNameAr: z.string().nullable(),
      hireDate: z.string().nullable(),
      required: z.number(),
      requiredRun: z.number(),
      booked: z.number(),
      longestRun: z.number(),
      short: z.boolean(),
      noRun: z.boolean(),
    }),
  ),
});
export type TAnnualMinimumReport = z.infer<typeof ZAnnualMinimumReportSchema>;
export const ZAnnualMinimumCountSchema = z.object({ year: z.number(), count: z.number() });
export type TAnnualMinimumCount = z.infer<typeof ZAnnualMinimumCountSchema>;
