import { z } from 'zod';
import { zId } from './common.js';

export const NOTIFICATION_KINDS = [
  'password_changed',
  'account_activated',
  'password_reset',
  'leave_submitted',
  'leave_step_hr',
  'leave_approved',
  'leave_rejected',
  'leave_cancelled',
  'leave_handover_asked',
  'leave_handover_accepted',
  'leave_handover_declined',
  'leave_handover_accepted_own',
  'leave_handover_declined_own',
  'leave_recounted',
  'leave_change_requested',
  'leave_change_approved',
  'leave_change_rejected',
  'attendance_issue_filed',
  'attendance_issue_approved',
  'attendance_issue_rejected',
  'overtime_filed',
  'permission_filed',
  'permission_approved',
  'permission_rejected',
  'overtime_approved',
  'overtime_rejected',
  'approval_escalated',
  'approval_escalated_own',
  'shift_swap_asked',
  'shift_swap_accepted_own',
  'shift_swap_declined_own',
  'shift_swap_filed',
  'shift_swap_approved',
  'shift_swap_rejected',
] as const;
export const ZNotificationKindSchema = z.enum(NOTIFICATION_KINDS);

/**
 * The parameter of a notification that carries why a request was rejected (or a handover declined):
 * the decider's comment, shown after the kind's sentence (notifications.rejectReason), in the
 * portal and in the mail.
 */
export const REJECT_REASON_PARAM = 'rejectReason';
export type TNotificationKind = z.infer<typeof ZNotificationKindSchema>;

export const ZNotificationSchema = z.object({
  id: z.number(),
  kind: ZNotificationKindSchema,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationListQuerySchema = z.object({
  before: zId().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuerySchema>;

export const ZNotificationListResponseSchema = z.object({
  items: z.array(ZNotificationSchema),
  nextBefore: z.number().nullable(),
  unread: z.number(),
});
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponseSchema>;

export const ZUnreadCountResponseSchema = z.object({ unread: z.number() });
export type TUnreadCountResponse = z.infer<typeof ZUnreadCountResponseSchema>;
