import { z } from 'zod';
import { ZUserSchema } from './auth.js';
import { ZPublicSettingsSchema } from './organisation.js';

/**
 * The app shell in one round trip: who I am, the organisation's settings, the bell's
 * unread count and the inbox badges, for the first paint of every signed-in page.
 *
 * GET /api/shell → ZShellSchema (ETag; 304 when unchanged)
 */
/** How many things of each kind wait on the viewer (the menu badges; GET /api/inbox/counts too). */
export const ZInboxCountsSchema = z.object({
  leave: z.number(),
  overtime: z.number(),
  permission: z.number(),
  handover: z.number(),
  attendanceIssue: z.number(),
  /** Shift swaps waiting on the viewer: as the colleague asked, or as the approver. */
  shiftSwap: z.number(),
  total: z.number(),
});
export type TInboxCounts = z.infer<typeof ZInboxCountsSchema>;

export const ZShellSchema = z.object({
  user: ZUserSchema,
  settings: ZPublicSettingsSchema,
  unread: z.number(),
  inbox: ZInboxCountsSchema,
});
export type TShell = z.infer<typeof ZShellSchema>;
