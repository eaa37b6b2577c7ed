import { type TOvertimeInbox, type TOvertimeRequest } from '@hr/shared';
import { workDayWindows } from '../attendance/index.js';
import * as repo from './overtime-repository.js';
import type { Actor, Ctx } from '../../core/context.js';
import { approvalOfRow, decideApproval, decisionRight, waitingCountsFor, waitingFor } from '../approval/index.js';
import { toDate } from './overtime-access.js';
import { findOrThrow, present, viewOf } from './overtime-presenter.js';

// ---- Inbox and decisions: through the one approval lifecycle (approval module) ----

/** The overtime source of the one inbox (GET /api/inbox): requests waiting on the viewer, oldest first, each with the day's first sign-in and last sign-out. */
export async function listOvertimeInbox(ctx: Ctx, actor: Actor, q: { page: number; pageSize: number }): Promise<TOvertimeInbox> {
  const v = await viewOf(ctx, actor);
  const page = await waitingFor(ctx, v, 'overtime', q.page, q.pageSize);
  const rows = await repo.requestsByIds(ctx.db, page.rows.map((a) => a.subjectId));
  const total = page.total;
  if (!rows.length) return { items: [], total };
  const windows = await workDayWindows(ctx, v.dir, v.org.timeZone, rows);
  const edges = await repo.dayEdges(
    ctx.db,
    [...new Set(rows.map((r) => Number(r.employeeId)))],
    new Date(Math.min(...windows.map((w) => w.from.getTime()))),
    new Date(Math.max(...windows.map((w) => w.to.getTime()))),
  );
  return {
    total,
    items: rows.map((r, i) => {
      const w = windows[i];
      const day = edges.filter((e) => Number(e.e) === Number(r.employeeId) && toDate(e.at) >= w.from && toDate(e.at) < w.to);
      const firstIn = day.find((e) => e.type === 'in');
      const lastOut = [...day].reverse().find((e) => e.type === 'out' && (!firstIn || toDate(e.at) > toDate(firstIn.at)));
      const right = decisionRight(v, approvalOfRow(r));
      const delegator = right.onBehalfOf === null ? null : v.dir.get(right.onBehalfOf);
      return {
        ...present(v, r),
        asDelegateOfName: delegator?.fullNameEn ?? null,
        asDelegateOfNameAr: delegator?.fullNameAr ?? null,
        dayFirstIn: firstIn ? toDate(firstIn.at).toISOString() : null,
        dayLastOut: lastOut ? toDate(lastOut.at).toISOString() : null,
      };
    }),
  };
}

/** The one inbox's overtime count: how many wait on the viewer (the menu badge). */
export async function countOvertimeInbox(ctx: Ctx, actor: Actor): Promise<number> {
  return (await waitingCountsFor(ctx, actor)).get('overtime') ?? 0;
}

/** The one inbox's overtime decision, by the lifecycle (see decideApproval); the request as it is now. */
export async function decideOvertime(ctx: Ctx, actor: Actor, id: number, decision: 'approve' | 'reject', comment: string): Promise<TOvertimeRequest> {
  await decideApproval(ctx, actor, 'overtime', id, decision, comment);
  return present(await viewOf(ctx, actor), await findOrThrow(ctx.db, id));
}
