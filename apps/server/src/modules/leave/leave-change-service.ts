import { countLeaveDays, leaveChangeProblem, type TLeaveChangeInput, type TLeaveRequest } from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { today } from '../../core/organisation.js';
import type { Db } from '../../db/client.js';
import { audit, readCalendarFacts } from '../organisation/index.js';
import { openApproval } from '../approval/index.js';
import { loadRosterBook } from '../roster/index.js';
import { dayCalendar } from './leave-filing-service.js';
import * as requestRepo from './leave-request-repository.js';
import { presentRequest } from './leave-request-service.js';
import { toAnnualPlan } from './sick-leave-service.js';

/**
 * Changing approved leave. The requester asks to cancel it before it starts or
 * to end it on an earlier day, with a reason; the ask goes through the approval lifecycle (kind
 * 'leave_change', leave-approval.ts) to whoever decided the leave, or HR when nobody did. Approved, the leave is cancelled or ends on the new day with its
 * days counted again, and the balance follows, as it sums requests; rejected, it stays as it was.
 * History, audit and notifications say so each time.
 */

/** The words a notification puts in for the ask, in both languages. */
export function changeParams(kind: string, newEnd: string | null): Record<string, string> {
  if (kind === 'cancel') return { change: 'to cancel it', changeAr: 'إلغاءها' };
  if (kind === 'to_annual') return { change: 'to turn it into annual leave', changeAr: 'تحويلها إلى إجازة سنوية' };
  const d = newEnd ? `${newEnd.slice(8, 10)}/${newEnd.slice(5, 7)}/${newEnd.slice(0, 4)}` : '';
  return { change: `to end it on ${d}`, changeAr: `إنهاءها في ${d}` };
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
    // Art 131 ¶4 (rule `sickToAnnual`): sick leave only, and only when the annual balance allows the days.
    if (input.kind === 'to_annual') await toAnnualPlan(tx, r);
    if (!(await requestRepo.setChange(tx, id, { kind: input.kind, endDate, reason: input.reason }))) throw new AppError('CHANGE_PENDING');
    await requestRepo.insertEvents(tx, [{ requestId: id, actorId: actor.id, action: 'change_requested', fromState: 'approved', toState: 'approved', comment: input.reason }]);
    await audit(tx, { actorId: actor.id, action: 'leave.change.request', entity: 'leave_request', entityId: String(id), after: { kind: input.kind, endDate, reason: input.reason }, ip: actor.ip });
    await openApproval(ctx, tx, { kind: 'leave_change', subjectId: id, employeeId: r.employeeId, filedBy: actor, forDate: r.startDate });
    return presentRequest((await requestRepo.findRequest(tx, id))!);
  });
}

/** The days of the leave when it ends on `endDate`, on the calendar as the transaction sees it. */
async function daysUntil(tx: Db, r: requestRepo.TRequestView, endDate: string): Promise<number> {
  const [row] = (await requestRepo.requestsToRecount(tx, r.startDate, r.endDate, [r.employeeId])).filter((x: { id: number }) => x.id === r.id);
  if (!row) throw new AppError('ALREADY_DECIDED');
  const book = await loadRosterBook({ db: tx }, [r.employeeId], r.startDate, endDate);
  const { cal } = dayCalendar(await readCalendarFacts(tx), { ...row, id: r.employeeId }, r.startDate, endDate, book);
  return countLeaveDays({ startDate: r.startDate, endDate, halfDay: r.halfDay as 'none' | 'am' | 'pm' }, row.dayBasis === 'calendar' ? 'calendar' : 'working', cal);
}

/** The ask decided (the lifecycle's settle, in the decision's transaction): approved, the leave is cancelled or ends on the new day. */
export async function applyLeaveChange(tx: Db, r: requestRepo.TRequestView, o: { decision: 'approved' | 'rejected'; decidedById: number; onBehalfOfId: number | null; comment: string }) {
  const newEnd = r.changeEndDate;
  let toState: 'approved' | 'cancelled' = 'approved';
  let set: Parameters<typeof requestRepo.decideChange>[2] = {};
  let after: Record<string, unknown> = {};
  if (o.decision === 'approved' && r.changeKind === 'cancel') {
    toState = 'cancelled';
    set = { state: 'cancelled', decidedById: o.decidedById };
  } else if (o.decision === 'approved' && r.changeKind === 'to_annual') {
    // The balance is checked again: other leave may have used it since the ask.
    const plan = await toAnnualPlan(tx, r);
    set = plan;
    after = { leaveTypeId: plan.leaveTypeId, days: plan.days };
  } else if (o.decision === 'approved' && newEnd) {
    set = { endDate: newEnd, days: await daysUntil(tx, r, newEnd) };
    after = { endDate: newEnd, days: set.days };
  }
  if (!(await requestRepo.decideChange(tx, r.id, set))) throw new AppError('ALREADY_DECIDED');
  const action = o.decision === 'approved' ? 'change_approved' : 'change_rejected';
  await requestRepo.insertEvents(tx, [{ requestId: r.id, actorId: o.decidedById, onBehalfOfId: o.onBehalfOfId, action, fromState: 'approved', toState, comment: o.comment || null }]);
  return { before: { kind: r.changeKind, endDate: r.endDate, days: Number(r.days), state: 'approved' }, after };
}
