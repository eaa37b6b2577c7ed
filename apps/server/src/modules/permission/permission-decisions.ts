import { monthBounds, type TPermissionInboxItem, type TPermissionRequest } from '@hr/shared';
import * as repo from './permission-repository.js';
import { computeDays } from '../attendance/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import type { TDirectoryEmployee } from '../people/index.js';
import { approvalOfRow, decideApproval, decisionRight, waitingCountsFor, waitingFor } from '../approval/index.js';
import { findOrThrow, present, viewOf } from './permission-presenter.js';

/** The permission source of the one inbox: oldest first, each with the day's attendance and the month's quota as it stands. */
export async function listPermissionInbox(ctx: Ctx, actor: Actor, q: { page: number; pageSize: number }): Promise<{ items: TPermissionInboxItem[]; total: number }> {
  const v = await viewOf(ctx, actor);
  const page = await waitingFor(ctx, v, 'permission', q.page, q.pageSize);
  const rows = await repo.requestsByIds(ctx.db, page.rows.map((a) => a.subjectId));
  const total = page.total;
  if (!rows.length) return { items: [], total };
  const people = [...new Set(rows.map((r) => Number(r.employeeId)))].map((id) => v.dir.get(id)).filter((p): p is TDirectoryEmployee => !!p);
  const dates = rows.map((r) => r.workDate).sort();
  const months = [...new Set(rows.map((r) => r.workDate.slice(0, 7)))];
  // One pass over the days of every person on the page, one quota query a month (at most four: the filing window).
  const [days, ...uses] = await Promise.all([
    computeDays(ctx, people, dates[0], dates[dates.length - 1]),
    ...months.map((m) => repo.monthUse(ctx.db, people.map((p) => p.id), monthBounds(m).start, monthBounds(m).end)),
  ]);
  return {
    total,
    items: rows.map((r) => {
      const day = days.find((d) => d.person.id === Number(r.employeeId) && d.date === r.workDate)?.result;
      const use = uses[months.indexOf(r.workDate.slice(0, 7))].find((u) => u.e === Number(r.employeeId) && u.typeId === Number(r.typeId));
      const right = decisionRight(v, approvalOfRow(r));
      const delegator = right.onBehalfOf === null ? null : v.dir.get(right.onBehalfOf);
      return {
        ...present(v, r),
        asDelegateOfName: delegator?.fullNameEn ?? null,
        asDelegateOfNameAr: delegator?.fullNameAr ?? null,
        dayFirstIn: day?.firstIn ? day.firstIn.toISOString() : null,
        dayLastOut: day?.lastOut ? day.lastOut.toISOString() : null,
        usedCount: use?.count ?? 0,
        usedMinutes: use?.minutes ?? 0,
      };
    }),
  };
}

/** How many wait on the viewer (the menu badge). */
export async function countPermissionInbox(ctx: Ctx, actor: Actor): Promise<number> {
  return (await waitingCountsFor(ctx, actor)).get('permission') ?? 0;
}

/** The one inbox's decision on a permission, by the lifecycle (see decideApproval); the permission as it is now. */
export async function decidePermission(ctx: Ctx, actor: Actor, id: number, decision: 'approve' | 'reject', comment: string): Promise<TPermissionRequest> {
  await decideApproval(ctx, actor, 'permission', id, decision, comment);
  return present(await viewOf(ctx, actor), await findOrThrow(ctx.db, id));
}
