import { z } from 'zod';
import { V, zRequiredString } from './common.js';
import { zIsoDate } from './organisation.js';

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
});
export type TClockInput = z.infer<typeof ZClockInputSchema>;

/** Where the person stands today: signed in (since when) or not. */
export const ZClockStateSchema = z.object({
  signedIn: z.boolean(),
  lastEvent: z.object({ type: z.enum(ATTENDANCE_EVENT_TYPES), at: z.string() }).nullable(),
});
export type TClockState = z.infer<typeof ZClockStateSchema>;

/** One event, with the seed's columns (eventId, userId, userName, Department, Section, eventType, eventTime). */
export const ZAttendanceEventSchema = z.object({
  eventId: z.number(),
  employeeId: z.number(),
  userId: z.number(),
  userName: z.string(),
  userNameAr: z.string(),
  Department: z.string().nullable(),
  DepartmentAr: z.string().nullable(),
  Section: z.string().nullable(),
  SectionAr: z.string().nullable(),
  eventType: z.enum(ATTENDANCE_EVENT_TYPES),
  eventTime: z.string(),
  source: z.enum(ATTENDANCE_SOURCES),
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
  employeeId: z.coerce.number().int().positive().optional(),
  departmentId: z.coerce.number().int().positive().optional(),
  sectionId: z.coerce.number().int().positive().optional(),
});
export type TAttendanceListQuery = z.infer<typeof ZAttendanceListQuerySchema>;
export const ZAttendanceListSchema = z.object({ items: z.array(ZAttendanceEventSchema), total: z.number(), from: z.string(), to: z.string() });
export type TAttendanceList = z.infer<typeof ZAttendanceListSchema>;

// ---- Devices ----

export const ZDeviceInputSchema = z.object({ name: zRequiredString(120), siteId: z.coerce.number().int().positive().nullable() });
export type TDeviceInput = z.infer<typeof ZDeviceInputSchema>;
export const ZDeviceSchema = z.object({
  id: z.number(),
  name: z.string(),
  siteId: z.number().nullable(),
  /** The first characters of the key, to tell keys apart; the key itself is shown once. */
  keyPrefix: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type TDevice = z.infer<typeof ZDeviceSchema>;
export const ZDeviceListSchema = z.object({ items: z.array(ZDeviceSchema) });
export type TDeviceList = z.infer<typeof ZDeviceListSchema>;
export const ZDeviceCreatedSchema = z.object({ device: ZDeviceSchema, apiKey: z.string() });
export type TDeviceCreated = z.infer<typeof ZDeviceCreatedSchema>;

/** POST /api/devices/events: up to 10,000 events; replaying a batch adds nothing. */
export const ZDeviceEventSchema = z.object({
  /** The person's company ID, as the device reads it from the card. */
  empCode: z.coerce.number({ error: V.required }).int().positive(V.invalid),
  type: z.enum(ATTENDANCE_EVENT_TYPES),
  /** An instant with its offset or Z, e.g. 2026-11-22T08:03:00+02:00. */
  instant: z.iso.datetime({ offset: true, message: V.invalid }),
});
export const ZDeviceEventsBatchSchema = z.object({ events: z.array(ZDeviceEventSchema).min(1, V.required).max(10_000, V.tooLong) });
export type TDeviceEventsBatch = z.infer<typeof ZDeviceEventsBatchSchema>;
export const ZDeviceEventsResultSchema = z.object({
  received: z.number(),
  inserted: z.number(),
  duplicates: z.number(),
  /** Rows (0-based) whose person is not known; the rest of the batch is kept. */
  unknown: z.array(z.object({ row: z.number(), reason: z.string() })),
});
export type TDeviceEventsResult = z.infer<typeof ZDeviceEventsResultSchema>;
