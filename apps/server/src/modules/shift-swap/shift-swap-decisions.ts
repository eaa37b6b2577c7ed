import type { TShiftSwap, TUnifiedInboxItem } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { decideApproval, deciderView, waitingCountsFor, waitingFor } from '../approval/index.js';
import { getDirectory } from '../people/index.js';
import { rosterRules } from '../roster/index.js';
import { presentSwap } from './shift-swap-service.js';
import * as repo from './shift-swap-repository.js';

const KINDS = ['shift_swap_colleague', 'shift_swap'] as const;

/** The shift-swap source of the one inbox: swaps waiting on the viewer, as the colleague asked or as the approver, oldest first. */
export async function listSwapInbox(ctx: Ctx, actor: Actor, page: number, pageSize: number): Promise<{ items: TUnifiedInboxItem[]; total: number }> {
  const v = await deciderView(ctx, actor);
  const waiting = await waitingFor(ctx, v, KINDS, page, pageSize);
  const [list, rules] = await Promise.all([repo.swapsByIds(ctx.db, waiting.rows.map((a) => a.subjectId)), rosterRules(ctx)]);
  const rows = new Map(list.map((r) => [r.id, r]));
  const items: TUnifiedInboxItem[] = [];
  for (const a of waiting.rows) {
    const r = rows.get(a.subjectId);
    if (!r) continue;
    // The shifts the swap names, whatever the shift list shows now.
    const used = new Set([...r.requesterShiftIds, ...r.colleagueShiftIds]);
    const shifts = [...rules.shifts.values()].filter((s) => used.has(s.id)).map((s) => ({ id: s.id, nameEn: s.nameEn, nameAr: s.nameAr, startTime: s.startTime, endTime: s.endTime }));
    items.push({ kind: 'shift_swap', id: r.id, waitingSince: new Date(a.filedAt).toISOString(), swap: presentSwap(v.dir, actor.id, r), step: a.kind === 'shift_swap_colleague' ? 'colleague' : 'approver', shifts });
  }
  return { items, total: waiting.total };
}

export async function countSwapInbox(ctx: Ctx, actor: Actor): Promise<number> {
  const counts = await waitingCountsFor(ctx, actor);
  return (counts.get('shift_swap_colleague') ?? 0) + (counts.get('shift_swap') ?? 0);
}

/** A decision from the inbox: the colleague's answer while it waits on them, else the approver's. */
export async function decideSwap(ctx: Ctx, actor: Actor, id: number, decision: 'approve' | 'reject', comment: string): Promise<void> {
  const r = await repo.findSwap(ctx.db, id);
  if (!r) throw new AppError('NOT_FOUND');
  const kind = r.state === 'requested' && r.colleagueState === 'pending' ? 'shift_swap_colleague' : 'shift_swap';
  // The approver says why they reject, as for every other request; the colleague need not.
  if (kind === 'shift_swap' && decision === 'reject' && !comment.trim()) throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'comment', message: 'validation.required' }] });
  await decideApproval(ctx, actor, kind, id, decision, comment);
}

/** POST /shift-swaps/:id/answer: the colleague accepts or declines; the swap as it is now. */
export async function answerSwap(ctx: Ctx, actor: Actor, id: number, accept: boolean): Promise<TShiftSwap> {
  await decideApproval(ctx, actor, 'shift_swap_colleague', id, accept ? 'approve' : 'reject', '');
  return presentSwap(await getDirectory(ctx), actor.id, (await repo.findSwap(ctx.db, id))!);
}
