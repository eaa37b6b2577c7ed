import { z } from 'zod';
import { ID_MAX } from '../rules/bounds.js';
import { V, refineRange, zRequiredString } from './common.js';
import { zClockTime, zIsoDate } from './organisation.js';
import { clockSpanMinutes, isClockTime } from '../rules/overtime.js';
import { GENDERS } from '../rules/national-id.js';
import { APPROVER_ROLES } from './approval.js';
import { APPROVAL_FLOWS, DAY_BASES, ENTITLEMENT_RULES, HALF_DAYS, HANDOVER_STATES, LEAVE_CHANGE_KINDS, LEAVE_STATES, LEAVE_STEPS } from '../rules/leave.js';

const zId = () => z.coerce.number({ error: V.required }).int().positive(V.required).max(ID_MAX, V.invalid);
const zOptionalId = () => zId().nullable();
const zDays = () => z.coerce.number({ error: V.invalid }).int(V.invalid).min(0, V.invalid).max(366, V.invalid);

// ---- Leave types (HR) ----

export const ZLeaveTypeInputSchema = z.object({
  nameEn: zRequiredString(80),
  nameAr: zRequiredString(80),
  /** The type whose balance it draws on (itself for Annual; Annual for Casual); null: no balance. */
  balanceTypeId: zOptionalId(),
  /** When this type has its own balance: how the yearly entitlement is found. */
  entitlementRule: z.enum(ENTITLEMENT_RULES),
  /** For the 'fixed' rule: days a year. */
  yearlyDays: zDays(),
  /** At most this many days of this type a year (Casual: 6), whatever the balance; null: no cap. */
  yearlyCapDays: zDays().nullable(),
  dayBasis: z.enum(DAY_BASES),
  /** At most this many days a request; on a type counted by event, at most this many for the event's parts together (Art 57: two years, 730). */
  maxConsecutiveDays: z.coerce.number({ error: V.invalid }).int(V.invalid).min(0, V.invalid).max(730, V.invalid).nullable(),
  minNoticeDays: zDays(),
  halfDayAllowed: z.boolean(),
  /** May be taken by the hour, drawn at the organisation's hours per leave day. */
  hoursAllowed: z.boolean().default(false),
  /** An attachment is required when a request is longer than this many days (0: always); null: never. */
  attachmentOverDays: zDays().nullable(),
  approvalFlow: z.enum(APPROVAL_FLOWS),
  active: z.boolean(),
  // Who may take it, where the law says so: maternity for women, Hajj once after five years.
  /** Only people of this gender (as HR recorded it); null: anyone. */
  eligibleGender: z.enum(GENDERS, V.invalid).nullable().default(null),
  /** Months of service (from the hire date) before the leave starts; null: none needed. */
  minServiceMonths: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(600, V.invalid).nullable().default(null),
  /** How many times in a person's service (pending and approved requests); null: no limit. */
  maxTimesInService: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(50, V.invalid).nullable().default(null),
  /** Only where the organisation has at least this many active people (Art 57: 50); null: any size. */
  minWorkforce: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(100_000, V.invalid).nullable().default(null),
  /** Months at least from the first time's start to the second's (Art 57: 24); null: none. */
  minGapMonths: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(600, V.invalid).nullable().default(null),
});
export type TLeaveTypeInput = z.infer<typeof ZLeaveTypeInputSchema>;

/** GET /api/hr/leave-types/presets: the types Egyptian law and practice name, and whether each is here. */
export const ZLeavePresetListSchema = z.object({
  items: z.array(z.object({ code: z.string(), nameEn: z.string(), nameAr: z.string(), added: z.boolean() })),
});
export type TLeavePresetList = z.infer<typeof ZLeavePresetListSchema>;
export const ZLeavePresetParamSchema = z.object({ code: z.string().max(40) });

/**
 * What the law now says that an existing installation's leave types do not (set before Law 14/2025
 * or before the portal knew it): offered once to HR on the leave types page, never applied silently.
 * - casualDays (Art 128 ¶1): casual leave's 6 days a year become 7;
 * - hajjName (Art 130): the Hajj type's name says the visit to Jerusalem.
 */
export const LAW_SUGGESTION_IDS = ['casualDays', 'hajjName'] as const;
export type TLawSuggestionId = (typeof LAW_SUGGESTION_IDS)[number];
export const ZLawSuggestionSchema = z.object({
  id: z.enum(LAW_SUGGESTION_IDS),
  leaveTypeId: z.number(),
  /** The type's name now, as HR sees it on the page. */
  nameEn: z.string(),
  nameAr: z.string(),
  /** What it holds now, and what the law says. */
  current: z.object({ yearlyCapDays: z.number().nullish(), nameEn: z.string().optional(), nameAr: z.string().optional() }),
  proposed: z.object({ yearlyCapDays: z.number().nullish(), nameEn: z.string().optional(), nameAr: z.string().optional() }),
});
export type TLawSuggestion = z.infer<typeof ZLawSuggestionSchema>;
export const ZLawSuggestionListSchema = z.object({ items: z.array(ZLawSuggestionSchema) });
export type TLawSuggestionList = z.infer<typeof ZLawSuggestionListSchema>;
export const ZLawSuggestionParamSchema = z.object({ id: z.enum(LAW_SUGGESTION_IDS) });
/** HR's answer: apply the law's figure, or keep the type as it is (both audited, asked once). */
export const ZLawSuggestionAnswerSchema = z.object({ answer: z.enum(['apply', 'keep'], V.required) });
export type TLawSuggestionAnswer = z.infer<typeof ZLawSuggestionAnswerSchema>;

export const ZLeaveTypeSchema = ZLeaveTypeInputSchema.extend({
  id: z.number(),
  code: z.string().nullable(),
  /** 'Overtime' is the compensatory type that overtime conversions credit. */
  tracksBalance: z.boolean(),
});
export type TLeaveType = z.infer<typeof ZLeaveTypeSchema>;
export const ZLeaveTypeListSchema = z.object({ items: z.array(ZLeaveTypeSchema) });
export type TLeaveTypeList = z.infer<typeof ZLeaveTypeListSchema>;

export const ZLeaveSettingsSchema = z.object({
  /** The substitute must accept before a request can be approved. */
  handoverAcceptanceRequired: z.boolean(),
  /** Leave on days the person agreed to cover for a colleague is refused (otherwise it is filed with a warning). */
  handoverConflictBlocks: z.boolean().default(false),
  /** Unused days stay usable for this many years after the year they were granted. */
  carryOverYears: z.coerce.number().int().min(0, V.invalid).max(5, V.invalid),
});
export type TLeaveSettings = z.infer<typeof ZLeaveSettingsSchema>;

// ---- Balances ----

/** The balance a type draws on, by name. */
export const ZBalancePoolSchema = z.object({ leaveTypeId: z.number(), nameEn: z.string(), nameAr: z.string() });
/** Another type's days inside a balance's figures. */
export const ZBalanceShareSchema = ZBalancePoolSchema.extend({ taken: z.number(), pending: z.number() });
export type TBalanceShare = z.infer<typeof ZBalanceShareSchema>;

export const ZBalanceSchema = z.object({
  leaveTypeId: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  year: z.number(),
  entitled: z.number(),
  adjusted: z.number(),
  carriedOver: z.number(),
  taken: z.number(),
  pending: z.number(),
  remaining: z.number(),
  /**
   * A capped type that draws on another balance (Casual out of Annual): that balance. Its own
   * figures are the cap and this type's days; `remaining` is the smaller of the cap left and
   * what the balance it draws on has left.
   */
  drawsOn: ZBalancePoolSchema.nullish(),
  /** A balance other types draw on (Annual): their days in `taken` and `pending` (Casual 1 of Annual's taken 3). */
  includes: z.array(ZBalanceShareSchema).optional(),
  /** Art 124 ¶3: the annual entitlement holds 7 more days, and why (hazardous work, a remote area). */
  extra: z.object({ days: z.number(), reasons: z.array(z.enum(['hazardous', 'remote'])) }).nullish(),
  /** Art 125: the person's leave may not be postponed (under 18, a disability, short stature); set when days were carried into this year. */
  carriedProtected: z.enum(['minor', 'disability', 'shortStature']).nullish(),
});
export type TBalance = z.infer<typeof ZBalanceSchema>;
export const ZBalanceListSchema = z.object({ employeeId: z.number(), year: z.number(), items: z.array(ZBalanceSchema) });
export type TBalanceList = z.infer<typeof ZBalanceListSchema>;

export const ZBalanceQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
export type TBalanceQuery = z.infer<typeof ZBalanceQuerySchema>;

export const ZBalanceAdjustmentInputSchema = z.object({
  leaveTypeId: zId(),
  year: z.coerce.number({ error: V.required }).int().min(2000, V.invalid).max(2100, V.invalid),
  /** Days to add (negative to remove), in half days. */
  days: z.coerce
    .number({ error: V.required })
    .min(-366, V.invalid)
    .max(366, V.invalid)
    .refine((d) => d !== 0 && Number.isInteger(d * 2), V.invalid),
  reason: zRequiredString(500),
});
export type TBalanceAdjustmentInput = z.infer<typeof ZBalanceAdjustmentInputSchema>;

export const ZLedgerEntrySchema = z.object({
  date: z.string(),
  kind: z.enum(['entitlement', 'carry_over', 'adjustment', 'taken', 'pending', 'conversion', 'opening', 'settlement']),
  days: z.number(),
  reason: z.string().nullable(),
  requestId: z.number().nullable(),
  actor: z.object({ EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() }).nullable(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntrySchema>;
export const ZLedgerSchema = z.object({ balance: ZBalanceSchema, entries: z.array(ZLedgerEntrySchema) });
export type TLedger = z.infer<typeof ZLedgerSchema>;

// ---- Requests ----

export const ZAttachmentInputSchema = z.object({
  fileName: zRequiredString(200),
  mimeType: z.string().max(100),
  /** Base64, at most 5 MB of file. */
  contentBase64: z.string().min(1, V.required).max(7_000_000, V.tooLong),
});
export type TAttachmentInput = z.infer<typeof ZAttachmentInputSchema>;

/** Leave by the hour: both times or neither, on one day, not a half day, a span that is not empty. */
function refineHours(r: { startDate?: unknown; endDate?: unknown; halfDay?: unknown; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (r.from === undefined && r.to === undefined) return;
  if (r.from === undefined || r.to === undefined) ctx.addIssue({ code: 'custom', path: [r.from === undefined ? 'from' : 'to'], message: V.required });
  else if (r.startDate !== r.endDate || (r.halfDay ?? 'none') !== 'none') ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'errors.HOURS_ONE_DAY' });
  // A malformed time has its own issue already; the span is measured only between valid ones.
  else if (isClockTime(r.from) && isClockTime(r.to) && clockSpanMinutes(r.from, r.to) === 0) ctx.addIssue({ code: 'custom', path: ['to'], message: V.invalid });
}

const requestFields = {
  leaveTypeId: zId(),
  startDate: zIsoDate(),
  endDate: zIsoDate(),
  halfDay: z.enum(HALF_DAYS).default('none'),
  /** Leave by the hour: local times on its one day; both or neither. */
  from: zClockTime().optional(),
  to: zClockTime().optional(),
  handoverEmployeeId: zOptionalId(),
  shiftId: zOptionalId(),
  reason: z.string().trim().max(1000, V.tooLong).default(''),
  /** The event a type counted in times is for (the child's birth, the pilgrimage; Arts 54, 128, 130): parts of one event are one time. */
  eventDate: zIsoDate().nullable().optional(),
};

/** /self/vacrequest and /team/vacrequest (employeeId: whom it is for; omitted on self). */
export const ZLeaveRequestInputSchema = z
  .object({ ...requestFields, employeeId: zOptionalId().optional(), attachment: ZAttachmentInputSchema.nullable().optional() })
  .refine((r) => r.endDate >= r.startDate, { message: 'errors.DATES_OUT_OF_ORDER', path: ['endDate'] })
  .refine((r) => r.halfDay === 'none' || r.startDate === r.endDate, { message: 'errors.HALF_DAY_NOT_ALLOWED', path: ['halfDay'] })
  .superRefine(refineHours)
  .superRefine(refineRange('leave', { from: 'startDate', to: 'endDate' }));
export type TLeaveRequestInput = z.infer<typeof ZLeaveRequestInputSchema>;

/** The live count and balance preview the form shows while the person types. */
/** GET /api/leave/types/offered: the types a person may file (the viewer, or someone the viewer files for). */
export const ZOfferedLeaveTypesQuerySchema = z.object({ employeeId: zId().optional() });
export type TOfferedLeaveTypesQuery = z.infer<typeof ZOfferedLeaveTypesQuerySchema>;

export const ZLeaveQuoteQuerySchema = z.object({
  leaveTypeId: zId(),
  startDate: zIsoDate(),
  endDate: zIsoDate(),
  halfDay: z.enum(HALF_DAYS).default('none'),
  from: zClockTime().optional(),
  to: zClockTime().optional(),
  employeeId: zId().optional(),
  eventDate: zIsoDate().optional(),
})
  .superRefine(refineHours)
  .superRefine(refineRange('leave', { from: 'startDate', to: 'endDate' }));
export type TLeaveQuoteQuery = z.infer<typeof ZLeaveQuoteQuerySchema>;
export const ZLeaveQuoteSchema = z.object({
  days: z.number(),
  /** Rest days and holidays in the range that are not counted. */
  skipped: z.array(z.object({ date: z.string(), kind: z.enum(['rest', 'holiday']), nameEn: z.string().nullable(), nameAr: z.string().nullable() })),
  /** The balance the type draws on, after this request; null when it draws on none. */
  remainingAfter: z.number().nullable(),
  /** Which balance that is (Annual, for Casual); null when the type draws on none. */
  balanceType: ZBalancePoolSchema.nullish(),
  /** The balance is another type's (Casual's days come out of Annual). */
  sharedBalance: z.boolean().optional(),
  /** A type with a yearly cap (Casual: 6): its days left this year after this request. */
  capLeftAfter: z.number().nullish(),
  attachmentRequired: z.boolean(),
  /** Colleagues whose leave this person agreed (or is asked) to cover on some of these days. */
  covering: z.array(z.object({ employee: z.object({ id: z.number(), EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() }), startDate: z.string(), endDate: z.string() })).default([]),
  /** Art 125: this annual leave would split the year's leave of a person the law protects (why they are); the form and the approver are warned. */
  splitsProtected: z.enum(['minor', 'disability', 'shortStature']).nullish(),
  /** The type counts times in service: the event's date is asked (Arts 54, 128, 130). */
  eventDateRequired: z.boolean().optional(),
});
export type TLeaveQuote = z.infer<typeof ZLeaveQuoteSchema>;

/** A person as requests name them (also the calendar's, schemas/leave-calendar.ts). */
export const zPerson = () => z.object({ id: z.number(), EmpCode: z.number(), FullName: z.string(), fullNameAr: z.string() });

export const ZLeaveRequestSchema = z.object({
  id: z.number(),
  employee: zPerson(),
  leaveType: z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  halfDay: z.enum(HALF_DAYS),
  /** Leave by the hour: its span and minutes (countOfDays is their share of a leave day). */
  hours: z.object({ from: z.string(), to: z.string(), minutes: z.number() }).nullable().default(null),
  countOfDays: z.number(),
  /** The event it is for, on types counted in times (the child's birth, the pilgrimage). */
  eventDate: z.string().nullish(),
  state: z.enum(LEAVE_STATES),
  /** Whose decision it waits for, while requested. */
  step: z.enum(LEAVE_STEPS).nullable(),
  /** While it waits: what the approver is to the person (line manager, nearest manager, HR…); null when not known by a role. */
  approverRole: z.enum(APPROVER_ROLES).nullish(),
  approver: zPerson().nullable(),
  handover: zPerson().nullable(),
  handoverState: z.enum(HANDOVER_STATES).nullable(),
  shift: z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string() }).nullable(),
  reason: z.string(),
  hasAttachment: z.boolean(),
  filedBy: zPerson().nullable(),
  /** The requester asks to cancel or shorten this approved leave; the approver decides. */
  change: z
    .object({ kind: z.enum(LEAVE_CHANGE_KINDS), endDate: z.string().nullable(), reason: z.string(), requestedAt: z.string() })
    .nullable()
    .default(null),
  /** Sick leave only (Art 131 ¶1): HR confirmed a chronic illness on it, with its medical paper (full pay until recovery). */
  sick: z.object({ chronic: z.boolean() }).nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLeaveRequest = z.infer<typeof ZLeaveRequestSchema>;

/**
 * POST /api/leave/requests/:id/change: the requester asks to cancel approved leave before it
 * starts, or to end it on an earlier day; it waits in the approver's inbox with the leave.
 * Errors: NOT_CHANGEABLE, CHANGE_PENDING, NOT_CANCELLABLE; a bad endDate is a field error.
 */
export const ZLeaveChangeInputSchema = z
  .object({
    kind: z.enum(LEAVE_CHANGE_KINDS, V.required),
    endDate: zIsoDate().nullable().default(null),
    reason: zRequiredString(500),
  })
  .refine((v) => v.kind !== 'shorten' || !!v.endDate, { path: ['endDate'], message: V.required });
export type TLeaveChangeInput = z.infer<typeof ZLeaveChangeInputSchema>;

/** POST /hr/leave/requests/{id}/chronic: HR confirms (true) or withdraws (false) a chronic illness on sick leave (Art 131 ¶1). */
export const ZSickChronicInputSchema = z.object({ confirmed: z.boolean(V.required) }).strict();
export type TSickChronicInput = z.infer<typeof ZSickChronicInputSchema>;

export const LEAVE_SORTS = ['startDate', 'endDate', 'countOfDays', 'createdAt', 'updatedAt', 'state', 'employee'] as const;
export const ZLeaveListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(LEAVE_SORTS).default('startDate'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  state: z.enum(LEAVE_STATES).optional(),
  leaveTypeId: zId().optional(),
  /** Requests that overlap [from, to]. */
  from: zIsoDate().optional(),
  to: zIsoDate().optional(),
  employeeId: zId().optional(),
  q: z.string().trim().max(100).optional(),
});
export type TLeaveListQuery = z.infer<typeof ZLeaveListQuerySchema>;
export const ZLeaveListSchema = z.object({ items: z.array(ZLeaveRequestSchema), total: z.number() });
export type TLeaveList = z.infer<typeof ZLeaveListSchema>;

export const ZLeaveEventSchema = z.object({
  id: z.number(),
  action: z.enum(['submitted', 'approved', 'approved_step', 'rejected', 'cancelled', 'handover_accepted', 'handover_declined', 'recounted', 'change_requested', 'change_approved', 'change_rejected', 'chronic_confirmed', 'chronic_withdrawn']),
  fromState: z.enum(LEAVE_STATES).nullable(),
  toState: z.enum(LEAVE_STATES).nullable(),
  comment: z.string().nullable(),
  actor: zPerson().nullable(),
  onBehalfOf: zPerson().nullable(),
  createdAt: z.string(),
});
export type TLeaveEvent = z.infer<typeof ZLeaveEventSchema>;

export const ZLeaveDetailSchema = z.object({
  request: ZLeaveRequestSchema,
  events: z.array(ZLeaveEventSchema),
  /** What the viewer may do now. */
  can: z.object({ approve: z.boolean(), cancel: z.boolean(), answerHandover: z.boolean(), requestChange: z.boolean().default(false) }),
});
export type TLeaveDetail = z.infer<typeof ZLeaveDetailSchema>;

export const ZDecisionInputSchema = z.object({ comment: z.string().trim().max(1000, V.tooLong).default('') });
export type TDecisionInput = z.infer<typeof ZDecisionInputSchema>;
/** A rejection says why: the requester, and payroll after them, read the reason. */
export const ZRejectInputSchema = z.object({ comment: z.string().trim().min(1, V.required).max(1000, V.tooLong) });
export type TRejectInput = z.infer<typeof ZRejectInputSchema>;

export const ZHandoverAnswerInputSchema = z.object({ accept: z.boolean(), comment: z.string().trim().max(1000, V.tooLong).default('') });
export type THandoverAnswerInput = z.infer<typeof ZHandoverAnswerInputSchema>;

/** One request in the approver's inbox, with what they need to decide. */
export const ZInboxItemSchema = z.object({
  request: ZLeaveRequestSchema,
  remainingAfter: z.number().nullable(),
  /** The balance `remainingAfter` is, when it is another type's (Annual, for Casual). */
  sharedBalance: ZBalancePoolSchema.nullish(),
  /** Colleagues out on some of the same days; `hours` is set for leave by the hour (out only then). */
  othersOut: z.array(z.object({ employee: zPerson(), startDate: z.string(), endDate: z.string(), state: z.enum(LEAVE_STATES), hours: z.object({ from: z.string(), to: z.string() }).nullable().default(null) })),
  /** Set when the viewer decides as someone's delegate. */
  onBehalfOf: zPerson().nullable(),
  /** Approval waits for the substitute's acceptance. */
  blockedByHandover: z.boolean(),
  /** The requester agreed (or is asked) to cover these colleagues on some of the same days. */
  covering: z.array(z.object({ employee: zPerson(), startDate: z.string(), endDate: z.string() })).default([]),
});
export type TInboxItem = z.infer<typeof ZInboxItemSchema>;
export const ZInboxSchema = z.object({ items: z.array(ZInboxItemSchema), total: z.number() });
export type TInbox = z.infer<typeof ZInboxSchema>;

// ---- Delegation ----

export const ZDelegationInputSchema = z
  .object({ delegateId: zId(), startDate: zIsoDate(), endDate: zIsoDate() })
  .refine((d) => d.endDate >= d.startDate, { message: 'errors.DATES_OUT_OF_ORDER', path: ['endDate'] });
export type TDelegationInput = z.infer<typeof ZDelegationInputSchema>;
export const ZDelegationSchema = z.object({
  id: z.number(),
  delegator: zPerson(),
  delegate: zPerson(),
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
});
export type TDelegation = z.infer<typeof ZDelegationSchema>;
export const ZDelegationListSchema = z.object({ given: z.array(ZDelegationSchema), received: z.array(ZDelegationSchema) });
export type TDelegationList = z.infer<typeof ZDelegationListSchema>;

/** Colleagues who can cover a request: same department, active, not the requester, not on leave those days. */
export const ZHandoverCandidatesQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(15),
  employeeId: zId().optional(),
  startDate: zIsoDate().optional(),
  endDate: zIsoDate().optional(),
});
export type THandoverCandidatesQuery = z.infer<typeof ZHandoverCandidatesQuerySchema>;

/** Shift names for the request form (any signed-in user). */
export const ZShiftOptionListSchema = z.object({ items: z.array(z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string(), startTime: z.string(), endTime: z.string() })) });
export type TShiftOptionList = z.infer<typeof ZShiftOptionListSchema>;
