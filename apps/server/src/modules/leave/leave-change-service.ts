import { countLeaveDays, leaveChangeProblem, type TLeaveChangeInput, type TLeaveRequest, type TNotificationKind } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { hrRecipients, notifyPeople } from '../../core/notification.js';
import { today } from '../../core/organisation.js';
import type { Db } from '../../db/client.js';
import { audit, readCalendarFacts } from '../organisation/index.js';
import { findPeople } from '../people/index.js';
import { dayCalendar } from './leave-filing-service.js';
import * as requestRepo from './leave-request-repository.js';
import { decidesChange, paramsOf, presentRequest } from './leave-request-service.js';

/**
 * Changing approved leave (issue 17, item 8). The requester asks to cancel it before it starts or
 * to end it on an earlier day, with a reason; the ask waits in the approver's inbox with the leave
 * (HR's, when it had no approver). Approved, the leave is cancelled or ends on the new day with its
 * days counted again, and the balance follows, as it sums requests; rejected, it stays as it was.
 * History, audit and notifications say so each time.
 */

/** The words a notification puts in for the ask, in both languages. */
function changeParams(kind: string, newEnd: string | null): Record<string, string> {
  if (kind === 'cancel') return { change: 'to cancel it', changeAr: 'إلغاءها' };
  const d = newEnd ? `${newEnd.slice(8, 10)}/${newEnd.slice(5, 7)}/${newEnd.slice(0, 4)}` : '';
  return { change: `to end it on ${d}`, changeAr: `إنهاءها في ${d}` };
}

async function tell(ctx: Ctx, tx: Db, r: requestRepo.TRequestView, to: { id: number }[] | 'approver', kind: TNotificationKind, extra: Record<string, string>) {
  const [requester] = await findPeople(tx, [r.employeeId]);
  const type = r.leaveType as [number, string, string];
  const params = { ...paramsOf(requester, { nameEn: type[1], nameAr: type[2] }, r.startDate, r.endDate, Number(r.days)), ...extra };
  const recipients = to === 'approver' ? (r.approverId !== null ? await findPeople(tx, [r.approverId]) : await hrRecipients(tx, r.employeeSiteId)) : await findPeople(tx, to.map((p) => p.id));
  await notifyPeople(ctx, tx, recipients, kind, params, `/vacations/${r.id}`);
}

/** POST /leave/requests/:id/change: the requester (or whoever filed it) asks. */
export async function requestLeaveChange(ctx: Ctx, actor: Actor, id: number, input: TLeaveChangeInput): Promise<TLeaveRequest> {
  return ctx.db.transaction(async (tx) => {
    const r = await requestRepo.findRequest(tx, id);
    if (!r || (r.employeeId !== actor.id && r.filedById !== actor.id)) throw new AppError('NOT_FOUND');
    const endDate = input.kind === 'shorten' ? input.endDate : null;
    const problem = leaveChangeProblem(
      { state: r.state as TLeaveRequest['state'], startDate: r.startDate, endDate: r.endDate, changePending: r.changeKind !== null },
      { kind: input.kind, endDate },
      await today(tx),
    );
    if (problem === 'BAD_END_DATE') throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'endDate', message: 'validation.invalid' }] });
    if (problem) throw new AppError(problem);
    if (!(await requestRepo.setChange(tx, id, { kind: input.kind, endDate, reason: input.reason }))) throw new AppError('CHANGE_PENDING');
    await requestRepo.insertEvents(tx, [{ requestId: id, actorId: actor.id, action: 'change_requested', fromState: 'approved', toState: 'approved', comment: input.reason }]);
    await audit(tx, { actorId: actor.id, action: 'leave.change.request', entity: 'leave_request', entityId: String(id), after: { kind: input.kind, endDate, reason: input.reason }, ip: actor.ip });
    await tell(ctx, tx, r, 'approver', 'leave_change_requested', changeParams(input.kind, endDate));
    return presentRequest((await requestRepo.findRequest(tx, id))!);
  });
}

/** The days of the leave when it ends on `endDate`, on the calendar as the transaction sees it. */
async function daysUntil(tx: Db, r: requestRepo.TRequestView, endDate: string): Promise<number> {
  const [row] = (await requestRepo.requestsToRecount(tx, r.startDate, r.endDate, [r.employeeId])).filter((x: { id: number }) => x.id === r.id);
  if (!row) throw new AppError('ALREADY_DECIDED');
  const { cal } = dayCalendar(await readCalendarFacts(tx), row, r.startDate, endDate);
  return countLeaveDays({ startDate: r.startDate, endDate, halfDay: r.halfDay as 'none' | 'am' | 'pm' }, row.dayBasis === 'calendar' ? 'calendar' : 'working', cal);
}

/** The approver's decision on the ask, in decideLeave's transaction (the inbox and the request's own buttons both lead here). */
export async function decideLeaveChange(ctx: Ctx, tx: Db, actor: Actor, r: requestRepo.TRequestView, decision: 'approve' | 'reject', comment: string, delegators: number[]) {
  if (!(await decidesChange(tx, actor, r, delegators))) throw new AppError('FORBIDDEN');
  const onBehalfOfId = r.approverId !== null && r.approverId !== actor.id ? r.approverId : null;
  const kind = r.changeKind!;
  const newEnd = r.changeEndDate;
  let toState: 'approved' | 'cancelled' = 'approved';
  let set: Parameters<typeof requestRepo.decideChange>[2] = {};
  let after: Record<string, unknown> = { decision, comment };
  if (decision === 'approve' && kind === 'cancel') {
    toState = 'cancelled';
    set = { state: 'cancelled', step: null, decidedById: actor.id };
  } else if (decision === 'approve' && newEnd) {
    const days = await daysUntil(tx, r, newEnd);
    set = { endDate: newEnd, days };
    after = { ...after, endDate: newEnd, days };
  }
  if (!(await requestRepo.decideChange(tx, r.id, set))) throw new AppError('ALREADY_DECIDED');
  const action = decision === 'approve' ? 'change_approved' : 'change_rejected';
  await requestRepo.insertEvents(tx, [{ requestId: r.id, actorId: actor.id, onBehalfOfId, action, fromState: 'approved', toState, comment: comment || null }]);
  await audit(tx, {
    actorId: actor.id,
    onBehalfOfId,
    action: `leave.change.${decision}`,
    entity: 'leave_request',
    entityId: String(r.id),
    before: { kind, endDate: r.endDate, days: Number(r.days), state: 'approved' },
    after,
    ip: actor.ip,
  });
  await tell(ctx, tx, r, [{ id: r.employeeId }], decision === 'approve' ? 'leave_change_approved' : 'leave_change_rejected', changeParams(kind, newEnd));
}
