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
