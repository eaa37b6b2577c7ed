import { z } from 'zod';
import { V, zRequiredString, zId, zBodyId, zInstant, zMonth } from './common.js';
import { zIsoDate } from './organisation.js';
import { isSafeText, isSupportedDate, rangeTooLong } from '../rules/bounds.js';
import { ZImportRowErrorSchema } from './people.js';

export const ATTENDANCE_EVENT_TYPES = ['in', 'out'] as const;
export type TAttendanceEventType = (typeof ATTENDANCE_EVENT_TYPES)[number];
export const ATTENDANCE_SOURCES = ['web', 'device', 'import', 'manual', 'correction'] as const;
export type TAttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/** The web clock: sign in or out now, with the browser's location when the person allows it. */
export const ZClockInputSchema = z.object({
  type: z.enum(ATTENDANCE_EVENT_TYPES),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  accuracy: z.number().min(0).max(100_000).nullable().optional(),
  /**
   * A punch kept on the phone while it was offline: sent later with its original
   * instant, which the server accepts up to 72 hours old and never in the future.
   */
  offline: z.boolean().optional(),
  occurredAt: zInstant().optional(),
  /** A sign-in far outside the person's shift that day is refused (OUT_OF_SHIFT) unless this confirms it. */
  confirmOutOfShift: z.boolean().optional(),
  /**
   * A live punch the other way within a minute of the person's last web punch is refused
   * (PUNCH_QUICK_REPEAT: a second tap on the swapped button) unless this says it was meant.
   */
  confirmQuickRepeat: z.boolean().optional(),
});
export type TClockInput = z.infer<typeof ZClockInputSchema>;

/** Where the person stands today: signed in (since when) or not. */
export const ZClockStateSchema = z.object({
  signedIn: z.boolean(),
  lastEvent: z.object({ type: z.enum(ATTENDANCE_EVENT_TYPES), at: z.string() }).nullable(),
  /** The person's site has a geofence the organisation checks: the clock sends the browser's position. */
  geofence: z.boolean().optional(),
});
export type TClockState = z.infer<typeof ZClockStateSchema>;

/** The person columns every attendance list shares (the seed's userId, userName, Department, Section, in both languages). */
export const personColumns = {
  employeeId: z.number(),
  userId: z.number(),
  userName: z.string(),
  userNameAr: z.string(),
  Department: z.string().nullable(),
  DepartmentAr: z.string().nullable(),
  Section: z.string().nullable(),
  SectionAr: z.string().nullable(),
};

/** One event, with the seed's columns (eventId, userId, userName, Department, Section, eventType, eventTime). */
export const ZAttendanceEventSchema = z.object({
  eventId: z.number(),
  ...personColumns,
  eventType: z.enum(ATTENDANCE_EVENT_TYPES),
  eventTime: z.string(),
  source: z.enum(ATTENDANCE_SOURCES),
  /** A web clock-in kept on the phone offline and sent later with its original time. */
  recordedOffline: z.boolean(),
  /** A web clock-in outside the site's geofence, kept because the organisation only flags it. */
  outsideGeofence: z.boolean(),
  /** A sign-in far outside the person's shift that day, worked out from the shift when read. */
  outOfShift: z.boolean(),
});
export type TAttendanceEvent = z.infer<typeof ZAttendanceEventSchema>;

export const ATTENDANCE_SORTS = ['eventTime', 'userId', 'eventType'] as const;
export const ZAttendanceListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(ATTENDANCE_SORTS).default('eventTime'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  /** Calendar dates in the organisation's time zone; the default is this month. */
  from: zIsoDate().optional(),
  to: zIsoDate().optional(),
  employeeId: zId().optional(),
  departmentId: zId().optional(),
  sectionId: zId().optional(),
});
export type TAttendanceListQuery = z.infer<typeof ZAttendanceListQuerySchema>;
export const ZAttendanceListSchema = z.object({ items: z.array(ZAttendanceEventSchema), total: z.number(), from: z.string(), to: z.string() });
export type TAttendanceList = z.infer<typeof ZAttendanceListSchema>;

// ---- Daily status and absence ----

export const RESOLUTION_KINDS = ['confirmed', 'deducted', 'forgot_id', 'leave'] as const;
export type TResolutionKind = (typeof RESOLUTION_KINDS)[number];

export const ZDayResolutionSchema = z.object({
  kind: z.enum(RESOLUTION_KINDS),
  comment: z.string(),
  byName: z.string(),
  byNameAr: z.string(),
  at: z.string(),
  leaveRequestId: z.number().nullable(),
});
export type TDayResolution = z.infer<typeof ZDayResolutionSchema>;

/** One person's day: the status from events, shift, work week, holidays, leave, issues and HR's resolution. */
export const ZAttendanceDaySchema = z.object({
  ...personColumns,
  date: z.string(),
  status: z.enum(['weekend', 'holiday', 'leave', 'present', 'incomplete', 'absent', 'issue', 'upcoming']),
  firstIn: z.string().nullable(),
  lastOut: z.string().nullable(),
  workedMinutes: z.number(),
  lateMinutes: z.number(),
  earlyLeaveMinutes: z.number(),
  /** Minutes of approved permissions that day. */
  permissionMinutes: z.number(),
  /** The first sign-in was far outside the shift: no lateness counted, flagged for HR. */
  outOfShift: z.boolean().optional(),
  /** The shift's start and end instants that day, when it is a work day of a shift: a missed punch report starts from them. */
  shiftStart: z.string().optional(),
  shiftEnd: z.string().optional(),
  /** The leave type's names when on leave (or a half day of it). */
  leaveType: z.object({ nameEn: z.string(), nameAr: z.string() }).nullable(),
  resolution: ZDayResolutionSchema.nullable(),
});
export type TAttendanceDay = z.infer<typeof ZAttendanceDaySchema>;

export const ABSENCE_SORTS = ['date', 'userId', 'userName', 'status'] as const;
export const ZAbsenceListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(ABSENCE_SORTS).default('date'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  /** Calendar dates; the default is this month up to today. */
  from: zIsoDate().optional(),
  to: zIsoDate().optional(),
  employeeId: zId().optional(),
  departmentId: zId().optional(),
  sectionId: zId().optional(),
  /** absent, incomplete and issue-reported days (any), or one of them. */
  status: z.enum(['any', 'absent', 'incomplete', 'issue']).default('any'),
  /** open: not yet resolved by HR; resolved; or all. */
  resolution: z.enum(['all', 'open', 'resolved']).default('all'),
});
export type TAbsenceListQuery = z.infer<typeof ZAbsenceListQuerySchema>;
export const ZAbsenceListSchema = z.object({ items: z.array(ZAttendanceDaySchema), total: z.number(), from: z.string(), to: z.string() });
export type TAbsenceList = z.infer<typeof ZAbsenceListSchema>;

/** HR resolves an absent or incomplete day; `leave` files an approved leave request of `leaveTypeId` for that day. */
export const ZResolveDayInputSchema = z
  .object({
    employeeId: zId(),
    date: zIsoDate(),
    // No default: each answer moves money, so HR picks one.
    kind: z.enum(RESOLUTION_KINDS, { error: V.required }),
    leaveTypeId: zId().nullable().optional(),
    comment: z.string().trim().max(500, V.tooLong).default(''),
  })
  .refine((v) => v.kind !== 'leave' || !!v.leaveTypeId, { path: ['leaveTypeId'], message: V.required })
  // A deducted day says why.
  .refine((v) => v.kind !== 'deducted' || v.comment !== '', { path: ['comment'], message: V.required });
export type TResolveDayInput = z.infer<typeof ZResolveDayInputSchema>;

/** The most days HR resolves in one go: a few pages of the absence list. */
export const BULK_RESOLUTION_MAX = 500;

/**
 * HR resolves many absent or incomplete days at once, with one answer for all: the
 * single resolution's rules apply to each day, and each is answered on its own (done or skipped
 * with the reason). The days lie within three months of each other, as the absence list does.
 */
export const ZBulkResolveInputSchema = z
  .object({
    items: z
      .array(z.object({ employeeId: zBodyId(), workDate: zIsoDate() }), { error: V.required })
      .min(1, V.required)
      .max(BULK_RESOLUTION_MAX, V.tooLong),
    kind: z.enum(RESOLUTION_KINDS, { error: V.required }),
    leaveTypeId: zBodyId().nullable().optional(),
    comment: z.string().trim().max(500, V.tooLong).refine(isSafeText, V.invalid).default(''),
  })
  .refine((v) => v.kind !== 'leave' || !!v.leaveTypeId, { path: ['leaveTypeId'], message: V.required })
  .refine((v) => v.kind !== 'deducted' || v.comment !== '', { path: ['comment'], message: V.required })
  .superRefine((v, c) => {
    const dates = v.items.map((i) => i.workDate).filter(isSupportedDate).sort();
    if (dates.length && rangeTooLong(dates[0], dates[dates.length - 1], 'computed')) c.addIssue({ code: 'custom', path: ['items'], message: V.rangeTooLong });
  });
export type TBulkResolveInput = z.infer<typeof ZBulkResolveInputSchema>;

/** Each day's outcome: done, or skipped with the reason's error code (translated by the client). */
export const ZBulkResolveResultSchema = z.object({
  results: z.array(z.object({ employeeId: z.number(), workDate: z.string(), ok: z.boolean(), code: z.string().nullable() })),
  resolved: z.number(),
  skipped: z.number(),
});
export type TBulkResolveResult = z.infer<typeof ZBulkResolveResultSchema>;

/** The monthly sheet of a department (or everyone in scope) for payroll. */
export const ZAttendanceSheetQuerySchema = z.object({
  month: zMonth(),
  departmentId: zId().optional(),
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
  lang: z.enum(['en', 'ar']).default('en'),
});
export type TAttendanceSheetQuery = z.infer<typeof ZAttendanceSheetQuerySchema>;

// ---- Attendance issues (missed punch) ----

export const ISSUE_STATES = ['requested', 'approved', 'rejected'] as const;
export type TIssueState = (typeof ISSUE_STATES)[number];

/** /self/attissue and /team/attissue: the missed event; `employeeId` only in the team variant. */
export const ZAttendanceIssueInputSchema = z.object({
  eventType: z.enum(ATTENDANCE_EVENT_TYPES, { error: V.required }),
  eventTime: zInstant(),
  reason: z.string().trim().max(500, V.tooLong).default(''),
  employeeId: zId().optional(),
  /** A report on a rest day, a holiday or far from the shift's hours is refused (ISSUE_OUTSIDE_SHIFT) unless this confirms it. */
  confirmOutsideShift: z.boolean().optional(),
});
export type TAttendanceIssueInput = z.infer<typeof ZAttendanceIssueInputSchema>;

export const ZAttendanceIssueSchema = z.object({
  id: z.number(),
  ...personColumns,
  eventType: z.enum(ATTENDANCE_EVENT_TYPES),
  eventTime: z.string(),
  workDate: z.string(),
  reason: z.string(),
  state: z.enum(ISSUE_STATES),
  filedByName: z.string(),
  filedByNameAr: z.string(),
  createdAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedByNameAr: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string(),
  /** The person's recorded events of that work day, oldest first. */
  dayEvents: z.array(z.object({ type: z.enum(ATTENDANCE_EVENT_TYPES), at: z.string(), source: z.enum(ATTENDANCE_SOURCES) })),
});
export type TAttendanceIssue = z.infer<typeof ZAttendanceIssueSchema>;

export const ZAttendanceIssueListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  state: z.enum(['requested', 'approved', 'rejected', 'all']).default('requested'),
  employeeId: zId().optional(),
});
export type TAttendanceIssueListQuery = z.infer<typeof ZAttendanceIssueListQuerySchema>;
export const ZAttendanceIssueListSchema = z.object({ items: z.array(ZAttendanceIssueSchema), total: z.number() });
export type TAttendanceIssueList = z.infer<typeof ZAttendanceIssueListSchema>;

export const ZIssueDecisionSchema = z.object({
  ids: z.array(zBodyId()).min(1, V.required).max(200, V.tooLong),
  decision: z.enum(['approve', 'reject']),
  comment: z.string().trim().max(500, V.tooLong).default(''),
})
  // A rejection says why.
  .refine((v) => v.decision !== 'reject' || v.comment !== '', { path: ['comment'], message: V.required });
export type TIssueDecision = z.infer<typeof ZIssueDecisionSchema>;
export const ZIssueDecisionResultSchema = z.object({
  results: z.array(z.object({ id: z.number(), ok: z.boolean(), code: z.string().nullable() })),
});
export type TIssueDecisionResult = z.infer<typeof ZIssueDecisionResultSchema>;

// ---- HR manual entry and correction ----

/** HR adds an event by hand (source 'manual'); the reason goes to the audit trail. */
export const ZManualEventInputSchema = z.object({
  employeeId: z.coerce.number().int().positive({ error: V.required }),
  eventType: z.enum(ATTENDANCE_EVENT_TYPES, { error: V.required }),
  eventTime: zInstant(),
  reason: zRequiredString(500),
});
export type TManualEventInput = z.infer<typeof ZManualEventInputSchema>;
/** HR corrects an event's type or instant; the before and after go to the audit trail. */
export const ZEventCorrectionSchema = z.object({
  eventType: z.enum(ATTENDANCE_EVENT_TYPES, { error: V.required }),
  eventTime: zInstant(),
  reason: zRequiredString(500),
});
export type TEventCorrection = z.infer<typeof ZEventCorrectionSchema>;
export const ZEventDeletionSchema = z.object({ reason: zRequiredString(500) });
export type TEventDeletion = z.infer<typeof ZEventDeletionSchema>;

// ---- Device-log import (HR) ----

/**
 * Device logs from a CSV or XLSX file (HR): one event a row, with a header row in English or
 * Arabic. Columns: the company ID, the event type (in/out, sign in/sign out, حضور/انصراف) and
 * the time (an ISO instant with its offset, or dd/MM/yyyy HH:mm or dd/MM/yyyy hh:mm a in the
 * organisation's time zone). Other columns are ignored, so the logs' own CSV export reads back.
 */
export const ATTENDANCE_IMPORT_COLUMNS = ['empCode', 'eventType', 'eventTime'] as const;
export type TAttendanceImportColumn = (typeof ATTENDANCE_IMPORT_COLUMNS)[number];
/** The preview lists this many row errors at most; `errorCount` has them all. */
export const ATTENDANCE_IMPORT_MAX_ERRORS = 200;

/** The file's bytes as base64: checked first (apply=false), then imported all or nothing. */
export const ZAttendanceImportRequestSchema = z.object({
  fileName: zRequiredString(200),
  contentBase64: z.string().min(1, V.required).max(100_000_000, V.tooLong),
  apply: z.boolean().default(false),
});
export type TAttendanceImportRequest = z.infer<typeof ZAttendanceImportRequestSchema>;

export const ZAttendanceImportPreviewSchema = z.object({
  /** Data rows in the file (blank lines aside). */
  rows: z.number(),
  /** Rows without an error. */
  valid: z.number(),
  /** The first ATTENDANCE_IMPORT_MAX_ERRORS errors, by line. */
  errors: z.array(ZImportRowErrorSchema),
  errorCount: z.number(),
});
export type TAttendanceImportPreview = z.infer<typeof ZAttendanceImportPreviewSchema>;

export const ATTENDANCE_IMPORT_STATES = ['running', 'done', 'failed'] as const;
export const ZAttendanceImportJobSchema = z.object({
  id: z.number(),
  state: z.enum(ATTENDANCE_IMPORT_STATES),
  total: z.number(),
  processed: z.number(),
  inserted: z.number(),
  duplicates: z.number(),
  /** An error code (errors.*) when the import failed; nothing was imported then. */
  error: z.string().nullable(),
});
export type TAttendanceImportJob = z.infer<typeof ZAttendanceImportJobSchema>;

/** The preview; with apply=true and no errors, the job that imports the file (poll GET /imports/:id). */
export const ZAttendanceImportResponseSchema = z.object({
  preview: ZAttendanceImportPreviewSchema,
  job: ZAttendanceImportJobSchema.nullable(),
});
export type TAttendanceImportResponse = z.infer<typeof ZAttendanceImportResponseSchema>;

// ---- HR manual entry and correction (the inputs are ZManualEventInputSchema and its siblings in attendance.ts) ----

/** The event as HR's add or correction left it. */
export const ZManualEventResultSchema = z.object({
  eventId: z.number(),
  employeeId: z.number(),
  eventType: z.enum(ATTENDANCE_EVENT_TYPES),
  eventTime: z.string(),
  source: z.enum(ATTENDANCE_SOURCES),
});
export type TManualEventResult = z.infer<typeof ZManualEventResultSchema>;
