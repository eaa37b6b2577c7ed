import type { TApprovalStep } from '@hr/shared';
import type { Ctx } from '../../core/context.js';
import { notifyPeople, withRejectReason } from '../../core/notification.js';
import type { Db } from '../../db/client.js';
import { openApproval, registerApprovalKind } from '../approval/index.js';
import { findPeople, getDirectory } from '../people/index.js';
import { rosterRules, writeSwapDays } from '../roster/index.js';
import * as repo from './shift-swap-repository.js';

/**
 * Shift swaps as two kinds of the approval lifecycle: the colleague's answer (a one-step
 * kind, like a leave handover: only the colleague, never a delegate), then the approver's decision
 * (a chain HR may choose; by default the manager). Approved, the two people's days are exchanged
 * on the roster as overrides that name the swap.
 */

/** The texts' parameters: both names, the date(s) and each side's shift as asked. */
async function swapParams(db: Db, ctx: Ctx, id: number): Promise<Record<string, string | number>> {
  const [r, dir, rules] = await Promise.all([repo.findSwap(db, id), getDirectory(ctx), rosterRules(ctx)]);
  if (!r) return {};
  const a = dir.get(r.employeeId);
  const b = dir.get(r.colleagueId);
  const shift = (ids: readonly number[], lang: 'En' | 'Ar') =>
    ids.map((s) => (s > 0 ? (rules.shifts.get(s)?.[`name${lang}`] ?? '') : lang === 'En' ? 'rest' : 'راحة')).join(' / ');
  return {
    name: a?.fullNameEn ?? '',
    nameAr: a?.fullNameAr ?? '',
    colleague: b?.fullNameEn ?? '',
    colleagueAr: b?.fullNameAr ?? '',
    date: r.otherDate ? `${r.workDate} / ${r.otherDate}` : r.workDate,
    yours: shift(r.requesterShiftIds, 'En'),
    yoursAr: shift(r.requesterShiftIds, 'Ar'),
    theirs: shift(r.colleagueShiftIds, 'En'),
    theirsAr: shift(r.colleagueShiftIds, 'Ar'),
  };
}

registerApprovalKind({
  kind: 'shift_swap_colleague',
  configurable: false,
  delegable: false,
  refuseWith: 'NOT_FOUND',
  entity: 'shift_swap',
  notices: { waiting: 'shift_swap_asked', approved: 'shift_swap_accepted_own', rejected: 'shift_swap_declined_own' },
  link: (_id, to) => (to === 'decider' ? '/inbox' : '/shift-swaps'),
  auditActions: { approveStep: 'shift_swap.accept', approve: 'shift_swap.accept', reject: 'shift_swap.decline' },
  async fixedChain(db, id): Promise<TApprovalStep[]> {
    const r = await repo.findSwap(db, id);
    return [{ approver: 'person', personId: r?.colleagueId ?? null }];
  },
  params: swapParams,
  async settle(db, ctx, id, o) {
    const r = await repo.findSwap(db, id, true);
    if (!r || r.state !== 'requested' || r.colleagueState !== 'pending') return false;
    if (o.decision === 'rejected') return repo.setSwap(db, id, { state: 'rejected', colleagueState: 'declined', decidedById: o.decidedById });
    await repo.setSwap(db, id, { colleagueState: 'accepted' });
    // Accepted: the swap now waits for its approver, filed as the requester's.
    const p = (await getDirectory(ctx)).get(r.employeeId);
    await openApproval(ctx, db, { kind: 'shift_swap', subjectId: id, employeeId: r.employeeId, filedBy: { id: r.employeeId, sessionId: 0, roles: p?.roles ?? ['employee'], ip: null }, forDate: r.workDate });
    return true;
  },
});

registerApprovalKind({
  kind: 'shift_swap',
  configurable: true,
  entity: 'shift_swap',
  notices: { waiting: 'shift_swap_filed', approved: 'shift_swap_approved', rejected: 'shift_swap_rejected' },
  link: (_id, to) => (to === 'decider' ? '/inbox' : '/shift-swaps'),
  params: swapParams,
  async settle(db, ctx, id, o) {
    const r = await repo.findSwap(db, id, true);
    if (!r || r.state !== 'requested') return false;
    if (!(await repo.setSwap(db, id, { state: o.decision, decidedById: o.decidedById }))) return false;
    const colleague = (await findPeople(db, [r.colleagueId]))[0];
    const params = await swapParams(db, ctx, id);
    // The colleague is told too, with the requester as their colleague.
    const theirs = { ...params, colleague: params.name, colleagueAr: params.nameAr };
    await notifyPeople(ctx, db, [colleague], o.decision === 'approved' ? 'shift_swap_approved' : 'shift_swap_rejected', o.decision === 'approved' ? theirs : withRejectReason(theirs, o.comment), '/shift-swaps');
    if (o.decision === 'rejected') return true;
    const dates = r.otherDate ? [r.workDate, r.otherDate] : [r.workDate];
    const day = (s: number) => (s > 0 ? s : null);
    await writeSwapDays(db, { id, actorId: o.decidedById, ip: null }, [
      ...dates.map((date, i) => ({ employeeId: r.employeeId, date, shiftId: day(r.colleagueShiftIds[i]) })),
      ...dates.map((date, i) => ({ employeeId: r.colleagueId, date, shiftId: day(r.requesterShiftIds[i]) })),
    ]);
    return { after: { dates, requester: r.colleagueShiftIds, colleague: r.requesterShiftIds } };
  },
});
