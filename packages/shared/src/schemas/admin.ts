import { z } from 'zod';

/**
 * What stands in an outbox text where a link carried a secret (reset, activation, invitation):
 * nobody reads a usable link there, HR sends the person a new one instead. The web shows it translated.
 */
export const OUTBOX_LINK_HIDDEN = '[link hidden]';

export const OUTBOX_STATUSES = ['outbox', 'queued', 'sending', 'sent', 'failed'] as const;

export const ZOutboxItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  /** The body with secret links replaced by OUTBOX_LINK_HIDDEN. */
  text: z.string(),
  linkHidden: z.boolean(),
  /** outbox: no SMTP server configured, kept unsent; queued: waiting for (another) attempt; sending; sent; failed: given up. */
  status: z.enum(OUTBOX_STATUSES),
  /** The last attempt's error. */
  error: z.string().nullable(),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TOutboxItem = z.infer<typeof ZOutboxItemSchema>;

export const ZOutboxListResponseSchema = z.object({ items: z.array(ZOutboxItemSchema), total: z.number() });
export type TOutboxListResponse = z.infer<typeof ZOutboxListResponseSchema>;

export const ZTeamMemberSchema = z.object({
  id: z.number(),
  EmpCode: z.number(),
  FullName: z.string(),
  fullNameAr: z.string(),
  email: z.string(),
  site: z.string().nullable(),
  siteAr: z.string().nullable(),
  department: z.string().nullable(),
  departmentAr: z.string().nullable(),
  section: z.string().nullable(),
  sectionAr: z.string().nullable(),
  managerEmpCode: z.number().nullable(),
});
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;

export const ZTeamListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(100).optional(),
});
export type TTeamListQuery = z.infer<typeof ZTeamListQuerySchema>;

export const ZTeamListResponseSchema = z.object({ items: z.array(ZTeamMemberSchema), total: z.number() });
export type TTeamListResponse = z.infer<typeof ZTeamListResponseSchema>;

export const ZPublicSettingsSchema = z.object({
  orgName: z.string(),
  orgNameAr: z.string(),
  signupAllowed: z.boolean(),
  defaultLanguage: z.enum(['en', 'ar']),
  timeZone: z.string(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettingsSchema>;
