import type { TOutboxListResponse } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import { presentOutboxItem } from './outbox-presenter.js';
import { listMail, retryMailNow } from './mail-repository.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';

/** HR's view of the mail outbox (hr/admin, checked by the route): secret links come back hidden. */
export async function listOutbox(ctx: Ctx, page: number, pageSize: number): Promise<TOutboxListResponse> {
  const { items, total } = await listMail(ctx.db, page, pageSize);
  return { total, items: items.map(presentOutboxItem) };
}

/** "Retry now": a failed or waiting mail is due at once, and the worker is woken. */
export async function retryOutboxMail(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await retryMailNow(tx, id))) throw new AppError('NOT_FOUND');
    await audit(tx, { actorId: actor.id, action: 'mail.retry', entity: 'mail', entityId: id, ip: actor.ip });
  });
  ctx.mailer.wake?.();
}
