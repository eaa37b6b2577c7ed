import type { TApprovalStep } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import { getOrganisation } from '../../core/organisation.js';
import { closeApproval, registerApprovalKind } from '../approval/index.js';
import * as repo from './leave-repository.js';
import * as requestRepo from './leave-request-repository.js';
import { paramsOf, settleHandover } from './leave-request-service.js';
import { applyLeaveChange, changeParams } from './leave-change-service.js';

/**
 * Leave, and asks to change approved leave, as kinds of the approval lifecycle: their
 * notices, their own history and what a decision changes in the request. Who decides each step,
 * the inbox, audit and notifications are the lifecycle's.
 */

const paramsOfRequest = async (db: Parameters<typeof requestRepo.findRequest>[0], id: number) => {
  const r = await requestRepo.findRequest(db, id);
  if (!r) return null;
  const [, , nameEn, nameAr] = r.employee;
  const type = r.leaveType;
  return { r, params: paramsOf({ fullNameEn: nameEn, fullNameAr: nameAr }, { nameEn: type[1], nameAr: type[2] }, r.startDate, r.endDate, Number(r.days)) };
};

/** A leave's last day (the requester's list of what they wait for shows its span). */
const endDateOf = async (db: Parameters<typeof requestRepo.findRequest>[0], id: number) => (await requestRepo.findRequest(db, id))?.endDate ?? null;

registerApprovalKind({
  kind: 'leave',
  configurable: true,
  refuseWith: 'FORBIDDEN',
  entity: 'leave_request',
  notices: { waiting: 'leave_submitted', stepWaiting: 'leave_step_hr', approved: 'leave_approved', rejected: 'leave_rejected' },
  link: (id) => `/vacations/${id}`,
  auditActions: { approveStep: 'leave.approved_step', approve: 'leave.approved', reject: 'leave.rejected' },
  // Each active leave type has its own chain.
  async scopes(ctx) {
    return (await repo.listLeaveTypes(ctx.db)).filter((t) => t.active).map((t) => ({ id: t.id, nameEn: t.nameEn, nameAr: t.nameAr }));
  },
  async params(db, _ctx, id) {
    return (await paramsOfRequest(db, id))?.params ?? {};
  },
  until: endDateOf,
  async beforeDecide(db, _ctx, id, decision) {
    const r = await requestRepo.findRequest(db, id);
    if (decision === 'approve' && r && r.handoverEmployeeId !== null && r.handoverState !== 'accepted' && (await getOrganisation(db)).handoverAcceptanceRequired) {
      throw new AppError('HANDOVER_NOT_ACCEPTED');
    }
  },
  async onStep(db, id, s) {
    await requestRepo.insertEvents(db, [{ requestId: id, actorId: s.actorId, onBehalfOfId: s.onBehalfOfId, action: 'approved_step', fromState: 'requested', toState: 'requested', comment: s.comment || null }]);
  },
  async settle(db, _ctx, id, o) {
    const moved = await requestRepo.transition(db, id, { state: 'requested' }, { state: o.decision, decidedById: o.decidedById });
    if (!moved) return false;
    await requestRepo.insertEvents(db, [{ requestId: id, actorId: o.decidedById, onBehalfOfId: o.onBehalfOfId, action: o.decision, fromState: 'requested', toState: o.decision, comment: o.comment || null }]);
    // Decided without the substitute's answer (allowed when the setting does not require it): nobody waits on it any more.
    await closeApproval(db, 'handover', id, o.decidedById);
    return true;
  },
});

registerApprovalKind({
  kind: 'leave_change',
  configurable: false,
  refuseWith: 'FORBIDDEN',
  entity: 'leave_request',
  notices: { waiting: 'leave_change_requested', approved: 'leave_change_approved', rejected: 'leave_change_rejected' },
  link: (id) => `/vacations/${id}`,
  auditActions: { approveStep: 'leave.change.approve', approve: 'leave.change.approve', reject: 'leave.change.reject' },
  // The ask goes to whoever decided the leave last (their delegate too), or HR when nobody did.
  async fixedChain(db, id): Promise<TApprovalStep[]> {
    const r = await requestRepo.findRequest(db, id);
    return r?.approverId ? [{ approver: 'person', personId: r.approverId }] : [{ approver: 'hr', personId: null }];
  },
  async params(db, _ctx, id) {
    const x = await paramsOfRequest(db, id);
    return x ? { ...x.params, ...changeParams(x.r.changeKind ?? 'cancel', x.r.changeEndDate) } : {};
  },
  until: endDateOf,
  async settle(db, _ctx, id, o) {
    const r = await requestRepo.findRequest(db, id);
    if (!r || r.state !== 'approved' || r.changeKind === null) return false;
    return applyLeaveChange(db, r, o);
  },
});

registerApprovalKind({
  kind: 'handover',
  configurable: false,
  // The requester's list of what they wait for shows the leave itself.
  listedForRequester: false,
  // Only the named colleague answers, for themselves; anyone else learns nothing of it.
  delegable: false,
  refuseWith: 'NOT_FOUND',
  entity: 'leave_request',
  notices: { waiting: 'leave_handover_asked', approved: 'leave_handover_accepted_own', rejected: 'leave_handover_declined_own' },
  link: (id) => `/vacations/${id}`,
  auditActions: { approveStep: 'leave.handover.accept', approve: 'leave.handover.accept', reject: 'leave.handover.decline' },
  async fixedChain(db, id): Promise<TApprovalStep[]> {
    const r = await requestRepo.findRequest(db, id);
    return [{ approver: 'person', personId: r?.handoverEmployeeId ?? null }];
  },
  async params(db, _ctx, id) {
    const x = await paramsOfRequest(db, id);
    if (!x) return {};
    const h = x.r.handover;
    return { ...x.params, handover: h?.[2] ?? '', handoverAr: h?.[3] ?? '' };
  },
  settle: (db, ctx, id, o) => settleHandover(ctx, db, id, o),
});
