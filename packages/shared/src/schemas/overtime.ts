import { z } from 'zod';
import { V, zRequiredString, zId } from './common.js';
import { zClockTime, zIsoDate } from './organisation.js';
import { personColumns } from './attendance.js';
import { APPROVER_ROLES } from './approval.js';
import { ZBalanceSchema } from './leave.js';
import { clockSpanMinutes, isClockTime as isClock, OVERTIME_MAX_SPAN_MINUTES } from '../rules/overtime.js';
import { premiumsBelowLaw } from '../rules/overtime-premiums.js';

/*
 * Overtime: the API contract. All paths are under /api.
 *
 *   GET  /overtime                 own list             ZOvertimeListQuerySchema     -> ZOvertimeListSchema
 *   POST /overtime                 file a request       ZCreateOvertimeSchema        -> ZOvertimeCreatedSchema (201)
 *   POST /overtime/:id/cancel      own, while requested (no body)                    -> ZOvertimeRequestSchema
 *   GET  /overtime/suggestions     own, from attendance ZOvertimeSuggestionQuerySchema -> ZOvertimeSuggestionListSchema
 *   GET  /overtime/team            team list            ZOvertimeTeamQuerySchema     -> ZOvertimeListSchema
 *   GET  /overtime/team.csv        the same as CSV      ZOvertimeTeamCsvQuerySchema  -> text/csv (UTF-8 with BOM)
 *   POST /overtime/:id/convert     requester converts approved minutes into Overtime leave days
 *                                  (no body)                                         -> ZOvertimeConvertResultSchema
 *   POST /overtime/convert         requester converts the SUM of all their approved, unconverted minutes
 *                                  (oldest first; no body)                           -> ZOvertimeConvertAllResultSchema
 *   (approving and rejecting: the one inbox, /api/inbox)
 *   GET  /hr/overtime-settings     hr only              (none)                       -> ZOvertimeSettingsSchema
 *   PUT  /hr/overtime-settings     hr only, audited     ZOvertimeSettingsSchema      -> ZOvertimeSettingsSchema
 *
 * Errors (errors.<CODE>): OVERTIME_OVERLAP, OVERTIME_DAY_LIMIT {hours}, OVERTIME_TOO_FAR_AHEAD {days},
 * OVERTIME_SPAN_TOO_LONG, OVERTIME_CONVERSION_DISABLED, OVERTIME_NOTHING_TO_CONVERT, ALREADY_DECIDED,
 * NOT_CANCELLABLE, FORBIDDEN, NOT_FOUND, VALIDATION_FAILED.
 */

export const OVERTIME_STATES = ['requested', 'approved', 'rejected', 'cancelled'] as const;
export type TOvertimeState = (typeof OVERTIME_STATES)[number];
export const OVERTIME_DAY_KINDS = ['workday', 'rest_day', 'holiday'] as const;
export type TOvertimeDayKind = (typeof OVERTIME_DAY_KINDS)[number];
export const OVERTIME_REASON_MAX = 500;
/** Planned overtime may be filed up to this many days ahead. */
export const OVERTIME_MAX_DAYS_AHEAD = 31;

/**
 * POST /overtime: a span of local time (organisation's zone) on a work date. `to` <= `from` means the span
 * ends the next day (e.g. 22:00–02:00). At most 12 hours; `from` == `to` is invalid.
 */
export const ZCreateOvertimeSchema = z
  .object({
    workDate: zIsoDate(),
    from: zClockTime(),
    to: zClockTime(),
    reason: zRequiredString(OVERTIME_REASON_MAX),
    /**
     * On an official holiday: the worker asks in writing for another day off instead of twice the
     * day's wage (Art 129 ¶2); kept on file with the request. Ignored on other days.
     */
    dayOffInstead: z.boolean().optional(),
  })
  .refine((v) => v.from !== v.to, { path: ['to'], message: V.invalid })
  // Zod runs object refinements even when a field failed: only measure valid clock times.
  .refine((v) => !isClock(v.from) || !isClock(v.to) || v.from === v.to || clockSpanMinutes(v.from, v.to) <= OVERTIME_MAX_SPAN_MINUTES, {
    path: ['to'],
    message: 'errors.OVERTIME_SPAN_TOO_LONG',
  });
export type TCreateOvertime = z.infer<typeof ZCreateOvertimeSchema>;

/** One request as every list shows it (the attendance lists' person columns, flat). */
export const ZOvertimeRequestSchema = z.object({
  id: z.number(),
  ...personColumns,
  workDate: z.string(),
  /** Local clock times as filed, 'HH:MM'. */
  from: z.string(),
  to: z.string(),
  /** The instants of the span (ISO). */
  startsAt: z.string(),
  endsAt: z.string(),
  minutes: z.number(),
  /** Minutes of night (Art 1(12)): sunset to sunrise at the site, or the organisation's window (e.g. 19:00–07:00) where the site has no location. */
  nightMinutes: z.number(),
  /** Which of the two gave nightMinutes: 'sun' or 'window'. */
  nightSource: z.enum(['sun', 'window']),
  dayKind: z.enum(OVERTIME_DAY_KINDS),
  /** On a holiday: the worker asked in writing for another day off instead of the double wage (Art 129 ¶2). */
  dayOffInstead: z.boolean(),
  /** The span is not covered by the day's recorded attendance (or there is none). */
  outsideAttendance: z.boolean(),
  reason: z.string(),
  state: z.enum(OVERTIME_STATES),
  /** Who decides (or decided) it; null means HR. */
  approverName: z.string().nullable(),
  approverNameAr: z.string().nullable(),
  /** While it waits: what the approver is to the person (line manager, nearest manager, HR…); null when not known by a role. */
  approverRole: z.enum(APPROVER_ROLES).nullish(),
  decidedByName: z.string().nullable(),
  decidedByNameAr: z.string().nullable(),
  /** Set when the decider acted as this person's delegate. */
  onBehalfOfName: z.string().nullable(),
  onBehalfOfNameAr: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string(),
  convertedMinutes: z.number(),
  /** Approved minutes not yet converted (0 unless approved). */
  convertibleMinutes: z.number(),
  /** Leave days a conversion would add now (steps of 0.5; 0 when conversion is off). */
  convertibleDays: z.number(),
  createdAt: z.string(),
  /** What the viewer may do now. */
  canCancel: z.boolean(),
  canDecide: z.boolean(),
  canConvert: z.boolean(),
});
export type TOvertimeRequest = z.infer<typeof ZOvertimeRequestSchema>;

export const OVERTIME_SORTS = ['workDate', 'createdAt', 'minutes', 'state', 'userId', 'userName'] as const;
/** GET /overtime: own requests, paged and sorted on the server; from/to filter the work date. */
export const ZOvertimeListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(OVERTIME_SORTS).default('workDate'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  from: zIsoDate().optional(),
  to: zIsoDate().optional(),
  state: z.enum([...OVERTIME_STATES, 'all']).default('all'),
});
export type TOvertimeListQuery = z.infer<typeof ZOvertimeListQuerySchema>;

/** GET /overtime/team: the viewer's team (supervisor: direct reports, manager: subtree, hr: all, site_hr: their sites). */
export const ZOvertimeTeamQuerySchema = ZOvertimeListQuerySchema.extend({
  /** Name or company ID. */
  q: z.string().trim().max(100).optional(),
  employeeId: zId().optional(),
  departmentId: zId().optional(),
  sectionId: zId().optional(),
});
export type TOvertimeTeamQuery = z.infer<typeof ZOvertimeTeamQuerySchema>;
/** GET /overtime/team.csv: the same filters and sort (up to 10,000 rows), column titles in `lang`. */
export const ZOvertimeTeamCsvQuerySchema = ZOvertimeTeamQuerySchema.omit({ page: true, pageSize: true }).extend({
  lang: z.enum(['en', 'ar']).default('en'),
});
export type TOvertimeTeamCsvQuery = z.infer<typeof ZOvertimeTeamCsvQuerySchema>;

export const ZOvertimeListSchema = z.object({
  items: z.array(ZOvertimeRequestSchema),
  total: z.number(),
  /** Sums over all rows matching the filters (not only this page). */
  totalMinutes: z.number(),
  totalNightMinutes: z.number(),
  /** The viewer's approved, unconverted minutes over ALL their requests (not only this page or filter); 0 in the team list. */
  convertibleMinutes: z.number(),
  /** Leave days POST /overtime/convert would add now (steps of 0.5; 0 when conversion is off or in the team list). */
  convertibleDays: z.number(),
});
export type TOvertimeList = z.infer<typeof ZOvertimeListSchema>;

/** 201 answer to POST /overtime; `outsideAttendance` is the warning that the span is not covered by attendance. */
export const ZOvertimeCreatedSchema = z.object({ request: ZOvertimeRequestSchema, outsideAttendance: z.boolean() });
export type TOvertimeCreated = z.infer<typeof ZOvertimeCreatedSchema>;

// ---- Suggestions ----

export const OVERTIME_SUGGESTION_HINTS = ['after_shift', 'rest_day', 'holiday'] as const;
export type TOvertimeSuggestionHint = (typeof OVERTIME_SUGGESTION_HINTS)[number];
/** GET /overtime/suggestions: work dates in [from, to] (default: the last 31 days up to today; at most 62 days). */
export const ZOvertimeSuggestionQuerySchema = z
  .object({ from: zIsoDate().optional(), to: zIsoDate().optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'errors.DATES_OUT_OF_ORDER' });
export type TOvertimeSuggestionQuery = z.infer<typeof ZOvertimeSuggestionQuerySchema>;
/** A span the person worked beyond their shift (or on a rest day / holiday) and has not yet requested; fills the form. */
export const ZOvertimeSuggestionSchema = z.object({
  workDate: z.string(),
  from: z.string(),
  to: z.string(),
  minutes: z.number(),
  dayKind: z.enum(OVERTIME_DAY_KINDS),
  /** i18n hint: after the shift's end, or the whole presence on a rest day / holiday. */
  hint: z.enum(OVERTIME_SUGGESTION_HINTS),
});
export type TOvertimeSuggestion = z.infer<typeof ZOvertimeSuggestionSchema>;
export const ZOvertimeSuggestionListSchema = z.object({ items: z.array(ZOvertimeSuggestionSchema), from: z.string(), to: z.string() });
export type TOvertimeSuggestionList = z.infer<typeof ZOvertimeSuggestionListSchema>;

// ---- Inbox and decisions ----

/** One request waiting for the viewer, with the day's attendance to decide against. */
export const ZOvertimeInboxItemSchema = ZOvertimeRequestSchema.extend({
  /** Set when the viewer sees it as an active delegate of the approver. */
  asDelegateOfName: z.string().nullable(),
  asDelegateOfNameAr: z.string().nullable(),
  /** The work date's first sign-in and last sign-out (ISO), when recorded. */
  dayFirstIn: z.string().nullable(),
  dayLastOut: z.string().nullable(),
});
export type TOvertimeInboxItem = z.infer<typeof ZOvertimeInboxItemSchema>;
export const ZOvertimeInboxSchema = z.object({ items: z.array(ZOvertimeInboxItemSchema), total: z.number() });
export type TOvertimeInbox = z.infer<typeof ZOvertimeInboxSchema>;

export const OVERTIME_DECISIONS = ['approved', 'rejected'] as const;
export type TOvertimeDecisionKind = (typeof OVERTIME_DECISIONS)[number];
/** An overtime decision (taken in the one inbox, POST /api/inbox/decide). */
export const ZOvertimeDecisionSchema = z.object({
  decision: z.enum(OVERTIME_DECISIONS, { error: V.required }),
  comment: z.string().trim().max(OVERTIME_REASON_MAX, V.tooLong).default(''),
});
export type TOvertimeDecision = z.infer<typeof ZOvertimeDecisionSchema>;

// ---- Conversion into leave days ----

/** POST /overtime/:id/convert: the Overtime leave type's balance after the conversion. */
export const ZOvertimeConvertResultSchema = z.object({
  request: ZOvertimeRequestSchema,
  /** Days added by this conversion (steps of 0.5) and the minutes they used; the rest stays convertible. */
  days: z.number(),
  minutes: z.number(),
  balance: ZBalanceSchema,
});
export type TOvertimeConvertResult = z.infer<typeof ZOvertimeConvertResultSchema>;

/** POST /overtime/convert: all approved, unconverted minutes together, spread over the requests oldest first. */
export const ZOvertimeConvertAllResultSchema = z.object({
  /** Days added (steps of 0.5) and the minutes they used; the rest stays convertible. */
  days: z.number(),
  minutes: z.number(),
  /** How many requests the minutes were drawn from. */
  requests: z.number(),
  balance: ZBalanceSchema,
});
export type TOvertimeConvertAllResult = z.infer<typeof ZOvertimeConvertAllResultSchema>;

// ---- Settings (HR) ----

const zPremium = () => z.coerce.number({ error: V.required }).min(1, V.invalid).max(10, V.invalid);
const ZOvertimeSettingsFields = z.object({
  premiumDay: zPremium(),
  premiumNight: zPremium(),
  premiumRestDay: zPremium(),
  /** Hours on an official holiday (Art 129 ¶2: 3× at least). */
  premiumHoliday: zPremium(),
  nightStart: zClockTime(),
  nightEnd: zClockTime(),
  conversionEnabled: z.boolean(),
  /** Overtime hours that make one leave day. */
  hoursPerDay: z.coerce.number({ error: V.required }).min(1, V.invalid).max(24, V.invalid),
});
/** Each premium's field and the message that cites its article when it is below the law's minimum. */
const PREMIUM_FIELDS = {
  day: ['premiumDay', 'validation.premiumBelowLawDay'],
  night: ['premiumNight', 'validation.premiumBelowLawNight'],
  restDay: ['premiumRestDay', 'validation.premiumBelowLawRestDay'],
  holiday: ['premiumHoliday', 'validation.premiumBelowLawHoliday'],
} as const;
/**
 * PUT /hr/overtime-settings and HR's form: premiums (×), the night window (may cross midnight; used
 * where a site has no location, Art 1(12)), and conversion. A premium below the law's minimum is
 * refused, its message citing the article (Arts 121, 129 ¶2).
 */
export const ZOvertimeSettingsSchema = ZOvertimeSettingsFields.refine((s) => s.nightStart !== s.nightEnd, { path: ['nightEnd'], message: V.invalid }).superRefine((s, ctx) => {
  for (const below of premiumsBelowLaw({ day: s.premiumDay, night: s.premiumNight, restDay: s.premiumRestDay, holiday: s.premiumHoliday })) {
    const [field, message] = PREMIUM_FIELDS[below.premium];
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});
export type TOvertimeSettings = z.infer<typeof ZOvertimeSettingsSchema>;
/** A premium set below the law's minimum: shown to HR with the minimum, never changed by the portal. */
export const ZPremiumBelowLawSchema = z.object({ premium: z.enum(['day', 'night', 'restDay', 'holiday']), value: z.number(), minimum: z.number(), article: z.number() });
export type TPremiumBelowLaw = z.infer<typeof ZPremiumBelowLawSchema>;
/** GET /hr/overtime-settings: the settings as saved (an older one may be below the law) and those below it. */
export const ZOvertimeSettingsResponseSchema = ZOvertimeSettingsFields.extend({ belowLaw: z.array(ZPremiumBelowLawSchema) });
export type TOvertimeSettingsResponse = z.infer<typeof ZOvertimeSettingsResponseSchema>;

// ---- Days off owed for work on a day off (Art 121, Art 129 ¶2) ----

export const COMPENSATORY_DAY_KINDS = ['rest_day', 'holiday'] as const;
export const COMPENSATORY_DAY_STATES = ['due', 'taken', 'not_taken'] as const;
/**
 * A day off owed: after approved work on the weekly rest day, a replacement rest day in the following
 * week (Art 121); after approved work on an official holiday that the worker asked in writing to be
 * given as a day off (Art 129 ¶2). The worker and HR see it; HR records whether it was taken.
 */
export const ZCompensatoryDaySchema = z.object({
  id: z.number(),
  ...personColumns,
  overtimeRequestId: z.number(),
  kind: z.enum(COMPENSATORY_DAY_KINDS),
  workDate: z.string(),
  dueFrom: z.string(),
  /** Null: the law sets no end (a holiday's day off). */
  dueTo: z.string().nullable(),
  state: z.enum(COMPENSATORY_DAY_STATES),
  takenOn: z.string().nullable(),
});
export type TCompensatoryDay = z.infer<typeof ZCompensatoryDaySchema>;
export const ZCompensatoryDayListSchema = z.object({ items: z.array(ZCompensatoryDaySchema) });
export type TCompensatoryDayList = z.infer<typeof ZCompensatoryDayListSchema>;
/** GET /hr/compensatory-days: every person's (HR), optionally only those still due. */
export const ZCompensatoryDayQuerySchema = z.object({ state: z.enum(COMPENSATORY_DAY_STATES).optional() });
/** PUT /hr/compensatory-days/:id: HR records it taken (on a date on or after the day it became due) or not taken, or due again. */
export const ZCompensatoryDayUpdateSchema = z
  .object({ state: z.enum(COMPENSATORY_DAY_STATES), takenOn: zIsoDate().nullish() })
  .refine((v) => v.state !== 'taken' || !!v.takenOn, { path: ['takenOn'], message: V.required });
export type TCompensatoryDayUpdate = z.infer<typeof ZCompensatoryDayUpdateSchema>;
