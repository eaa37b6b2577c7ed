import type { TNotification, TNotificationKind, TNotificationListResponse } from '@hr/shared';
import type { Db } from '../../db/client.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { bellScope } from '../../core/notification.js';
import * as repo from './notification-repository.js';

type TRow = Awaited<ReturnType<typeof repo.listNotifications>>[number];
const present = (r: TRow): TNotification => ({
  id: r.id,
  kind: r.kind as TNotificationKind,
  params: r.params,
  link: r.link,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt ? r.readAt.toISOString() : null,
});

export async function listMine(db: Db, employeeId: number, before: number | undefined, limit: number): Promise<TNotificationListResponse> {
  const [rows, unread] = await Promise.all([repo.listNotifications(db, employeeId, before, limit), repo.countUnread(db, employeeId)]);
  const more = rows.length > limit;
  const items = rows.slice(0, limit).map(present);
  return { items, nextBefore: more ? items[items.length - 1].id : null, unread };
}

/** The bell's badge, from the read cache (forgotten when the person's notifications change). */
export const unreadCount = (ctx: Pick<Ctx, 'db' | 'reads'>, employeeId: number) =>
  ctx.reads.get(`unread|${employeeId}`, () => repo.countUnread(ctx.db, employeeId), { topics: ['notifications'], scopes: [bellScope(employeeId)], ttlMs: 60_000 });

/*
 * Marking read and deleting are single statements, not transactions: the database's notification
 * tells every process, and this one forgets its cached counts at once, so the next read is new.
 */
export async function markRead(ctx: Pick<Ctx, 'db' | 'reads'>, employeeId: number, id?: number): Promise<void> {
  const { db } = ctx;
  const n = await repo.markRead(db, employeeId, id);
  ctx.reads.bump('notifications');
  // Reading one that is already read is fine; one that is not yours (or gone) is a 404.
  if (id && n === 0 && !(await repo.existsForOwner(db, employeeId, id))) throw new AppError('NOT_FOUND');
}

export async function remove(ctx: Pick<Ctx, 'db' | 'reads'>, employeeId: number, id?: number): Promise<void> {
  const n = await repo.deleteNotifications(ctx.db, employeeId, id);
  ctx.reads.bump('notifications');
  if (id && n === 0) throw new AppError('NOT_FOUND');
}
