import { z } from 'zod';
import { V, zRequiredString } from './common.js';
import { ATTENDANCE_EVENT_TYPES, ATTENDANCE_SOURCES } from './attendance.js';
import { ZImportRowErrorSchema } from './employees.js';

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
