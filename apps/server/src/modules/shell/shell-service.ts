import type { TShell, TUser } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { inboxCounts } from '../inbox/index.js';
import { unreadCount } from '../notifications/index.js';
import { publicSettings } from '../organisation/index.js';

/**
 * Everything the app shell shows on every page, in one answer: the user (from the session, no
 * query), the organisation's settings, the bell's count and the inbox badges (each from the read
 * cache, so a warm shell costs no query at all).
 */
export async function getShell(ctx: Ctx, actor: Actor, user: TUser): Promise<TShell> {
  const [settings, unread, inbox] = await Promise.all([publicSettings(ctx), unreadCount(ctx, actor.id), inboxCounts(ctx, actor)]);
  return { user, settings, unread, inbox };
}
