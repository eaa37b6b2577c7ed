import { registerApprovalKind } from '../approval/index.js';
import { assertOvertimeAllowedForMother, getDirectory } from '../people/index.js';
import { cachedOrganisation } from '../../core/organisation.js';
import * as repo from './overtime-repository.js';
import { toDate } from './overtime-access.js';
import { paramsOf } from './overtime-presenter.js';
import { owedOnApproval } from './compensatory-days.js';

/**
 * Overtime as a kind of the approval lifecycle: its notices and what a decision changes
 * in its own row. Conversion of approved minutes into leave days is the requester's, later.
 */
registerApprovalKind({
  kind: 'overtime',
  configurable: true,
  entity: 'overtime_request',
  notices: { waiting: 'overtime_filed', approved: 'overtime_approved', rejected: 'overtime_rejected' },
  link: (_id, to) => (to === 'decider' ? '/inbox' : '/self/overtime'),
  async params(db, ctx, id) {
    const [r, dir, org] = await Promise.all([repo.findRequest(db, id), getDirectory(ctx), cachedOrganisation(ctx)]);
    const p = r ? dir.get(Number(r.employeeId)) : undefined;
    if (!r || !p) return {};
    return paramsOf(p, { workDate: r.workDate, startsAt: toDate(r.startsAt), endsAt: toDate(r.endsAt), minutes: r.minutes }, org.timeZone);
  },
  async settle(db, _ctx, id, o) {
    if (o.decision === 'approved') {
      // Art 54 (rule `pregnancyNoOvertime`): an approval is refused as the filing is, e.g. when HR recorded the pregnancy after it was filed.
      const r = await repo.findRequest(db, id);
      if (r) await assertOvertimeAllowedForMother(db, Number(r.employeeId), r.workDate);
    }
    const done = await repo.decideRequest(db, id, { state: o.decision, decidedById: o.decidedById, onBehalfOfId: o.onBehalfOfId, comment: o.comment });
    // Art 121 / Art 129 ¶2: approved work on a rest day (or a holiday, asked as a day off) owes a day off.
    if (done && o.decision === 'approved') await owedOnApproval(db, id);
    return done;
  },
});
