import { z } from 'zod';
import { V, zBodyId, zId, zMonth, zRequiredString, zText } from './common.js';
import { zClockTime, zIsoDate } from './organisation.js';
import { personColumns } from './attendance.js';
import { APPROVER_ROLES } from './approval.js';
import { clockSpanMinutes, isClockTime as isClock } from '../rules/overtime.js';
import { PERMISSION_KINDS, PERMISSION_MAX_MINUTES, PERMISSION_OVER_QUOTA } from '../rules/permission.js';

/*
 * Permissions (إذن): short leave by the hour. All paths are under /api.
 *
 *   GET  /permission/types          active types with their rules    -> ZPermissionTypeListSchema
 *   GET  /permission/quota?month&employeeId  what is used and left   -> ZPermissionQuotaSchema
 *   GET  /permission                own list       ZPermissionListQuerySchema -> ZPermissionListSchema
 *   POST /permission                file (self, or for a team member) ZCreatePermissionSchema -> ZPermissionRequestSchema (201)
 *   POST /permission/:id/cancel     the requester or filer, while requested or before the day (no body)
 *   GET  /permission/team           team list      ZPermissionTeamQuerySchema -> ZPermissionListSchema
 *   GET  /permission/team.csv       the same as CSV (UTF-8 with BOM)
 *   (approving and rejecting: the one inbox, /api/inbox, kind 'permission')
 *   GET  /hr/permission-types       hr: every type, active or not
 *   POST /hr/permission-types       hr, audited    ZPermissionTypeInputSchema -> ZPermissionTypeSchema (201)
 *   PUT  /hr/permission-types/:id   hr, audited    ZPermissionTypeInputSchema -> ZPermissionTypeSchema
 *
 * Errors (errors.<CODE>): PERMISSION_TOO_LONG {minutes}, PERMISSION_QUOTA_EXCEEDED {count, minutes},
 * PERMISSION_OVERLAP, PERMISSION_NOT_WORKDAY, PERMISSION_OUT_OF_WINDOW {back, ahead},
 * ALREADY_DECIDED, NOT_CANCELLABLE, FORBIDDEN, NOT_FOUND, VALIDATION_FAILED.
 */

export const PERMISSION_STATES = ['requested', 'approved', 'rejected', 'cancelled'] as const;
export type TPermissionState = (typeof PERMISSION_STATES)[number];
export const PERMISSION_REASON_MAX = 500;

const zMinutes = (max: number) => z.coerce.number({ error: V.required }).int(V.invalid).min(1, V.invalid).max(max, V.invalid);

/** HR's rules for one type. */
export const ZPermissionTypeInputSchema = z
  .object({
    kind: z.enum(PERMISSION_KINDS, { error: V.required }),
    nameEn: zRequiredString(100),
    nameAr: zRequiredString(100),
    maxMinutes: zMinutes(PERMISSION_MAX_MINUTES),
    perMonth: z.coerce.number({ error: V.required }).int(V.invalid).min(1, V.invalid).max(31, V.invalid),
    minutesPerMonth: zMinutes(31 * PERMISSION_MAX_MINUTES),
    needsApproval: z.boolean(),
    overQuota: z.enum(PERMISSION_OVER_QUOTA, { error: V.required }),
    active: z.boolean().default(true),
  })
  .refine((v) => typeof v.maxMinutes !== 'number' || typeof v.minutesPerMonth !== 'number' || v.minutesPerMonth >= v.maxMinutes, {
    path: ['minutesPerMonth'],
    message: 'errors.PERMISSION_MONTH_BELOW_ONE',
  });
export type TPermissionTypeInput = z.infer<typeof ZPermissionTypeInputSchema>;

export const ZPermissionTypeSchema = z.object({
  id: z.number(),
  kind: z.enum(PERMISSION_KINDS),
  nameEn: z.string(),
  nameAr: z.string(),
  maxMinutes: z.number(),
  perMonth: z.number(),
  minutesPerMonth: z.number(),
  needsApproval: z.boolean(),
  overQuota: z.enum(PERMISSION_OVER_QUOTA),
  active: z.boolean(),
});
export type TPermissionType = z.infer<typeof ZPermissionTypeSchema>;
export const ZPermissionTypeListSchema = z.object({ items: z.array(ZPermissionTypeSchema) });
export type TPermissionTypeList = z.infer<typeof ZPermissionTypeListSchema>;

/**
 * POST /permission: a span of local time on a work date, at most 8 hours, not crossing midnight
 * unless the shift does (to <= from means the next morning). `employeeId`: a team member (the
 * filer's team); none for oneself.
 */
export const ZCreatePermissionSchema = z
  .object({
    typeId: zBodyId(),
    workDate: zIsoDate(),
    from: zClockTime(),
    to: zClockTime(),
    reason: zRequiredString(PERMISSION_REASON_MAX),
    employeeId: zBodyId().optional(),
  })
  .refine((v) => v.from !== v.to, { path: ['to'], message: V.invalid })
  .refine((v) => !isClock(v.from) || !isClock(v.to) || v.from === v.to || clockSpanMinutes(v.from, v.to) <= PERMISSION_MAX_MINUTES, {
    path: ['to'],
    message: 'errors.PERMISSION_SPAN_TOO_LONG',
  });
export type TCreatePermission = z.infer<typeof ZCreatePermissionSchema>;

export const ZPermissionRequestSchema = z.object({
  id: z.number(),
  ...personColumns,
  typeId: z.number(),
  kind: z.enum(PERMISSION_KINDS),
  typeName: z.string(),
  typeNameAr: z.string(),
  workDate: z.string(),
  from: z.string(),
  to: z.string(),
  minutes: z.number(),
  /** Minutes beyond the month's quota, deducted from pay (types that deduct rather than refuse). */
  deductedMinutes: z.number(),
  reason: z.string(),
  state: z.enum(PERMISSION_STATES),
  approverName: z.string().nullable(),
  approverNameAr: z.string().nullable(),
  /** While it waits: what the approver is to the person (line manager, nearest manager, HR…); null when not known by a role. */
  approverRole: z.enum(APPROVER_ROLES).nullish(),
  decidedByName: z.string().nullable(),
  decidedByNameAr: z.string().nullable(),
  onBehalfOfName: z.string().nullable(),
  onBehalfOfNameAr: z.string().nullable(),
  /** Set when someone else (a supervisor, a manager) filed it. */
  filedByName: z.string().nullable(),
  filedByNameAr: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string(),
  createdAt: z.string(),
  canCancel: z.boolean(),
  canDecide: z.boolean(),
});
export type TPermissionRequest = z.infer<typeof ZPermissionRequestSchema>;

export const PERMISSION_SORTS = ['workDate', 'createdAt', 'minutes', 'state', 'userId', 'userName'] as const;
export const ZPermissionListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(PERMISSION_SORTS).default('workDate'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  from: zIsoDate().optional(),
  to: zIsoDate().optional(),
  state: z.enum([...PERMISSION_STATES, 'all']).default('all'),
  typeId: zId().optional(),
});
export type TPermissionListQuery = z.infer<typeof ZPermissionListQuerySchema>;

export const ZPermissionTeamQuerySchema = ZPermissionListQuerySchema.extend({
  q: zText(100).optional(),
  employeeId: zId().optional(),
  departmentId: zId().optional(),
  sectionId: zId().optional(),
});
export type TPermissionTeamQuery = z.infer<typeof ZPermissionTeamQuerySchema>;
export const ZPermissionTeamCsvQuerySchema = ZPermissionTeamQuerySchema.omit({ page: true, pageSize: true }).extend({
  lang: z.enum(['en', 'ar']).default('en'),
});
export type TPermissionTeamCsvQuery = z.infer<typeof ZPermissionTeamCsvQuerySchema>;

export const ZPermissionListSchema = z.object({
  items: z.array(ZPermissionRequestSchema),
  total: z.number(),
  /** Approved minutes over every row matching the filters, not only this page (rejected and cancelled ones take no time). */
  totalMinutes: z.number(),
  /** Minutes still waiting for a decision, over the same rows. */
  pendingMinutes: z.number().default(0),
});
export type TPermissionList = z.infer<typeof ZPermissionListSchema>;

/** GET /permission/quota: each active type's month for one person (oneself, or a team member). */
export const ZPermissionQuotaQuerySchema = z.object({ month: zMonth().optional(), employeeId: zId().optional() });
export type TPermissionQuotaQuery = z.infer<typeof ZPermissionQuotaQuerySchema>;
export const ZPermissionQuotaSchema = z.object({
  month: z.string(),
  items: z.array(
    z.object({
      type: ZPermissionTypeSchema,
      /** Requested and approved this month. */
      usedCount: z.number(),
      usedMinutes: z.number(),
      leftCount: z.number(),
      leftMinutes: z.number(),
    }),
  ),
});
export type TPermissionQuota = z.infer<typeof ZPermissionQuotaSchema>;

/** One permission waiting in the one inbox, with the day's first sign-in and last sign-out. */
export const ZPermissionInboxItemSchema = ZPermissionRequestSchema.extend({
  asDelegateOfName: z.string().nullable(),
  asDelegateOfNameAr: z.string().nullable(),
  dayFirstIn: z.string().nullable(),
  dayLastOut: z.string().nullable(),
  /** The month's quota of that type, as it stands with this one counted. */
  usedCount: z.number(),
  usedMinutes: z.number(),
});
export type TPermissionInboxItem = z.infer<typeof ZPermissionInboxItemSchema>;
