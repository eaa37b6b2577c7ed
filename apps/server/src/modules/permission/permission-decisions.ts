import { monthBounds, type TPermissionInboxItem, type TPermissionRequest } from '@hr/shared';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import * as repo from './permission-repository.js';
import { computeDays } from '../attendance/index.js';
import { audit } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { findPeople, getDirectory, type Directory, type TDirectoryEmployee } from '../people/index.js';
import { deciderIds, decisionRight, hrCovers } from '../overtime/index.js';
import { hasRole, isHr, roleKey } from '../../core/policies.js';
import { cachedOrganisation, todayIn } from '../../core/organisation.js';
import { notifyPeople } from '../../core/notification.js';
import { findOrThrow, paramsOf, present, viewOf, type TView } from './permission-presenter.js';

/** What waits on the viewer: their own approvals, their delegators' (active today), and HR's (no approver) for HR; never their own. */
function inboxWhere(actor: Actor, v: Pick<TView, 'dir' | 'deciders'>): SQL {
  const parts: SQL[] = [repo.approverAmong(v.deciders)];
  if (isHr(actor)) parts.push(repo.forHr(null));
  else if (hasRole(actor, 'site_hr')) parts.push(repo.forHr(v.dir.hrSitesOf(actor.id)));
  return repo.and(repo.or(...parts), repo.notOf(actor.id));
}

/** The permission source of the one inbox: oldest first, each with the day's attendance and the month's quota as it stands. */
export async function listPermissionInbox(ctx: Ctx, actor: Actor, q: { page: number; pageSize: number }): Promise<{ items: TPermissionInboxItem[]; total: number }> {
  const v = await viewOf(ctx, actor);
  const { rows, total } = await repo.inboxRequests(ctx.db, inboxWhere(actor, v), q.page, q.pageSize);
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
      const right = decisionRight(v.dir, actor, r, v.deciders);
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

/** How many wait on the viewer (the menu badge; kept until permissions, people or delegations change). */
export async function countPermissionInbox(ctx: Ctx, actor: Actor): Promise<number> {
  const org = await cachedOrganisation(ctx);
  const day = todayIn(org.timeZone);
  return ctx.reads.get(
    `permission-inbox-count|${roleKey(actor)}|${day}`,
    async () => {
      const [dir, deciders] = await Promise.all([getDirectory(ctx), deciderIds(ctx, actor, day)]);
      return (await repo.inboxRequests(ctx.db, inboxWhere(actor, { dir, deciders }), 0, 1)).total;
    },
    // Delegations, not leave: filing leave does not change who decides permissions.
    { topics: ['attendance', 'people', 'delegations'] },
  );
}

/**
 * The one inbox's decision on a permission: the approver (or their active delegate, recorded as on
 * behalf of the approver), or HR when there is no approver; never one's own. Conditional on the
 * permission still waiting: of two deciders one wins, the other gets ALREADY_DECIDED. Audited; the
 * person is told.
 */
export async function decidePermission(ctx: Ctx, actor: Actor, id: number, decision: 'approved' | 'rejected', comment: string): Promise<TPermissionRequest> {
  const v = await viewOf(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    const r = await findOrThrow(tx, id);
    const p = v.dir.get(Number(r.employeeId));
    if (!p) throw new AppError('NOT_FOUND');
    if (r.state !== 'requested') {
      const could = Number(r.employeeId) !== actor.id && (r.approverId === null ? hrCovers(v.dir, actor, p) : v.deciders.includes(Number(r.approverId)));
      throw new AppError(could ? 'ALREADY_DECIDED' : refusal(v.dir, actor, p));
    }
    const right = decisionRight(v.dir, actor, r, v.deciders);
    if (!right.can) throw new AppError(refusal(v.dir, actor, p));
    if (!(await repo.decideRequest(tx, id, { state: decision, decidedById: actor.id, onBehalfOfId: right.onBehalfOf, comment }))) throw new AppError('ALREADY_DECIDED');
    await audit(tx, {
      actorId: actor.id,
      onBehalfOfId: right.onBehalfOf,
      action: decision === 'approved' ? 'permission.approve' : 'permission.reject',
      entity: 'permission_request',
      entityId: String(id),
      before: { state: 'requested' },
      after: { state: decision, comment },
      ip: actor.ip,
    });
    const [requester] = await findPeople(tx, [p.id]);
    await notifyPeople(ctx, tx, [requester], decision === 'approved' ? 'permission_approved' : 'permission_rejected', paramsOf(p, r), '/self/permissions');
  });
  return present(await viewOf(ctx, actor), await findOrThrow(ctx.db, id));
}

/** FORBIDDEN for one's own or one's team's, NOT_FOUND for what one cannot see. */
const refusal = (dir: Directory, actor: Actor, p: TDirectoryEmployee) => (p.id === actor.id || dir.visible(actor, 'view')(p) ? 'FORBIDDEN' : 'NOT_FOUND');
