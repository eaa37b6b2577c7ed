import { z } from 'zod';
import { V, zBodyId } from './common.js';
import { ZAttendanceIssueSchema } from './attendance.js';
import { ZInboxItemSchema, ZLeaveRequestSchema } from './leave.js';
import { ZOvertimeInboxItemSchema } from './overtime.js';
import { ZPermissionInboxItemSchema } from './permission.js';
import { ZInboxCountsSchema } from './shell.js';
import { ZShiftSwapSchema } from './shift-swap.js';
import { ZRosterShiftSchema } from './roster.js';

/**
 * The one inbox: everything waiting on the viewer, whatever its kind.
 *
 * GET  /api/inbox?kind&page&pageSize  → ZUnifiedInboxSchema (oldest first)
 * GET  /api/inbox/counts               → ZInboxCountsSchema (the menu badges; polled)
 * POST /api/inbox/decide               ZInboxDecideSchema → ZInboxDecideResultSchema
 */
export const INBOX_KINDS = ['leave', 'overtime', 'permission', 'handover', 'attendance_issue', 'shift_swap'] as const;
export type TInboxKind = (typeof INBOX_KINDS)[number];

export const ZUnifiedInboxQuerySchema = z.object({
  kind: z.enum([...INBOX_KINDS, 'all'], V.invalid).default('all'),
  page: z.coerce.number().int().min(0).max(1000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TUnifiedInboxQuery = z.infer<typeof ZUnifiedInboxQuerySchema>;

/** `waitingSince`: when it was filed (the list is oldest first). */
const item = <K extends TInboxKind, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ kind: z.literal(kind), id: z.number(), waitingSince: z.string(), ...shape });

export const ZUnifiedInboxItemSchema = z.discriminatedUnion('kind', [
  item('leave', { leave: ZInboxItemSchema }),
  item('overtime', { overtime: ZOvertimeInboxItemSchema }),
  item('permission', { permission: ZPermissionInboxItemSchema }),
  /** A leave request that names the viewer as the substitute, waiting for their answer. */
  item('handover', { request: ZLeaveRequestSchema }),
  item('attendance_issue', { issue: ZAttendanceIssueSchema }),
  /** A shift swap: waiting for the viewer as the colleague asked ('colleague': approve accepts) or as its approver. */
  item('shift_swap', { swap: ZShiftSwapSchema, step: z.enum(['colleague', 'approver']), shifts: z.array(ZRosterShiftSchema) }),
]);
export type TUnifiedInboxItem = z.infer<typeof ZUnifiedInboxItemSchema>;


export const ZUnifiedInboxSchema = z.object({ items: z.array(ZUnifiedInboxItemSchema), total: z.number(), counts: ZInboxCountsSchema });
export type TUnifiedInbox = z.infer<typeof ZUnifiedInboxSchema>;

/** Approve or reject items of any kind at once; for a handover, approve accepts and reject declines. */
export const ZInboxDecideSchema = z.object({
  items: z
    .array(z.object({ kind: z.enum(INBOX_KINDS), id: zBodyId() }))
    .min(1, V.required)
    .max(200, V.tooLong),
  decision: z.enum(['approve', 'reject']),
  comment: z.string().trim().max(500, V.tooLong).default(''),
})
  // A rejection says why; a substitute who declines to cover need not.
  .refine((v) => v.decision !== 'reject' || v.comment !== '' || v.items.every((i) => i.kind === 'handover' || i.kind === 'shift_swap'), { path: ['comment'], message: V.required });
export type TInboxDecide = z.infer<typeof ZInboxDecideSchema>;
export const ZInboxDecideResultSchema = z.object({
  results: z.array(z.object({ kind: z.enum(INBOX_KINDS), id: z.number(), ok: z.boolean(), code: z.string().nullable() })),
});
export type TInboxDecideResult = z.infer<typeof ZInboxDecideResultSchema>;
