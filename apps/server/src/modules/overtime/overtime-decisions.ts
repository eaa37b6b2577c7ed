import { dayWindow, shiftOn, type TOvertimeDecision, type TOvertimeInbox, type TOvertimeRequest } from '@hr/shared';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import { allShifts } from '../attendance/index.js';
import type { TDirectoryEmployee } from '../people/index.js';
import * as repo from './overtime-repository.js';
import { audit, cachedRamadanPeriods } from '../organisation/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getDirectory, type Directory, findPeople } from '../people/index.js';
import { hasRole, isHr, roleKey } from '../../core/policies.js';
import { cachedOrganisation, todayIn } from '../../core/organisation.js';
import { notifyPeople } from '../../core/notification.js';

import { deciderIds, decisionRight, hrCovers, toDate } from './overtime-access.js';
import { TView, findOrThrow, paramsOf, present, viewOf } from './overtime-presenter.js';

// ---- Inbox and decisions ----

/** What waits on the viewer: their own approvals, their delegators' (active delegations today), and HR's (no approver) for HR. */
async function inboxWhere(ctx: Ctx, actor: Actor, v: Pick<TView, 'dir' | 'deciders'>): Promise<SQL> {
  const parts: SQL[] = [repo.approverAmong(v.deciders)];
  if (isHr(actor)) parts.push(repo.forHr(null));
  else if (hasRole(actor, 'site_hr')) parts.push(repo.forHr(v.dir.hrSitesOf(actor.id)));
  return repo.and(repo.or(...parts), repo.notOf(actor.id));
}

/** The overtime source of the one inbox (GET /api/inbox): requests waiting on the viewer, oldest first, each with the day's first sign-in and last sign-out. */
export async function listOvertimeInbox(ctx: Ctx, actor: Actor, q: { page: number; pageSize: number }): Promise<TOvertimeInbox> {
  const v = await viewOf(ctx, actor);
  const { rows, total } = await repo.inboxRequests(ctx.db, await inboxWhere(ctx, actor, v), q.page, q.pageSize);
  if (!rows.length) return { items: [], total };
  const shifts = new Map((await allShifts(ctx.db)).map((s) => [s.id, s]));
  const ramadan = await cachedRamadanPeriods(ctx);
  const windows = rows.map((r) => {
    const p = v.dir.get(Number(r.employeeId));
    return dayWindow(r.workDate, v.org.timeZone, shiftOn(p?.shiftId ? (shifts.get(p.shiftId) ?? null) : null, r.workDate, ramadan));
  });
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
      const right = decisionRight(v.dir, actor, r, v.deciders);
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

/** The one inbox's overtime count: how many wait on the viewer (the menu badge; kept until overtime, people or delegations change). */
export async function countOvertimeInbox(ctx: Ctx, actor: Actor): Promise<number> {
  const org = await cachedOrganisation(ctx);
  const day = todayIn(org.timeZone);
  return ctx.reads.get(
    `overtime-inbox-count|${roleKey(actor)}|${day}`,
    async () => {
      const [dir, deciders] = await Promise.all([getDirectory(ctx), deciderIds(ctx, actor, day)]);
      return (await repo.inboxRequests(ctx.db, await inboxWhere(ctx, actor, { dir, deciders }), 0, 1)).total;
    },
    // Delegations, not leave: filing leave does not change who decides overtime.
    { topics: ['overtime', 'people', 'delegations'] },
  );
}

/**
 * The one inbox's overtime decision: the approver (or their active delegate, recorded as on behalf of
 * the approver), or HR for requests without an approver; never one's own. The update is
 * conditional on the request still being requested: of two deciders one wins, the other gets
 * ALREADY_DECIDED. Audited; the requester is told in their language.
 */
export async function decideOvertime(ctx: Ctx, actor: Actor, id: number, d: TOvertimeDecision): Promise<TOvertimeRequest> {
  const v = await viewOf(ctx, actor);
  await ctx.db.transaction(async (tx) => {
    const r = await findOrThrow(tx, id);
    const p = v.dir.get(Number(r.employeeId));
    if (!p) throw new AppError('NOT_FOUND');
    if (r.state !== 'requested') {
      // Someone who could have decided learns it was decided; anyone else learns nothing.
      const could = Number(r.employeeId) !== actor.id && (r.approverId === null ? hrCovers(v.dir, actor, p) : v.deciders.includes(Number(r.approverId)));
      throw new AppError(could ? 'ALREADY_DECIDED' : refusal(v.dir, actor, p));
    }
    const right = decisionRight(v.dir, actor, r, v.deciders);
    if (!right.can) throw new AppError(refusal(v.dir, actor, p));
    if (!(await repo.decideRequest(tx, id, { state: d.decision, decidedById: actor.id, onBehalfOfId: right.onBehalfOf, comment: d.comment }))) throw new AppError('ALREADY_DECIDED');
    await audit(tx, {
      actorId: actor.id,
      onBehalfOfId: right.onBehalfOf,
      action: d.decision === 'approved' ? 'overtime.approve' : 'overtime.reject',
      entity: 'overtime_request',
      entityId: String(id),
      before: { state: 'requested' },
      after: { state: d.decision, comment: d.comment },
      ip: actor.ip,
    });
    const [requester] = await findPeople(tx, [p.id]);
    await notifyPeople(
      ctx,
      tx,
      [requester],
      d.decision === 'approved' ? 'overtime_approved' : 'overtime_rejected',
      paramsOf(p, { workDate: r.workDate, startsAt: toDate(r.startsAt), endsAt: toDate(r.endsAt), minutes: r.minutes }, v.org.timeZone),
      '/self/overtime',
    );
  });
  return present(await viewOf(ctx, actor), await findOrThrow(ctx.db, id));
}

/** Why someone may not decide: FORBIDDEN for their own or their team's requests, NOT_FOUND for what they cannot see. */
const refusal = (dir: Directory, actor: Actor, p: TDirectoryEmployee) => (p.id === actor.id || dir.visible(actor, 'view')(p) ? 'FORBIDDEN' : 'NOT_FOUND');
