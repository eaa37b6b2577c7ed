import { registerApprovalKind } from '../approval/index.js';
import { getDirectory } from '../people/index.js';
import { cachedOrganisation } from '../../core/organisation.js';
import * as repo from './attendance-issue-repository.js';
import { paramsOf, settleIssue } from './attendance-issue-service.js';

/** A missed punch the person reports, as a kind of the approval lifecycle: HR of the person's site decides unless HR chose another chain. */
registerApprovalKind({
  kind: 'attendance_issue',
  configurable: true,
  // Someone who may not decide hears FORBIDDEN whatever they may see, as before the lifecycle.
  refuseWith: 'FORBIDDEN',
  defaultChain: [{ approver: 'hr', personId: null }],
  entity: 'attendance_issue',
  notices: { waiting: 'attendance_issue_filed', approved: 'attendance_issue_approved', rejected: 'attendance_issue_rejected' },
  link: (_id, to) => (to === 'decider' ? '/inbox' : '/self/attlogs'),
  auditActions: { approveStep: 'attendance.issue.approve_step', approve: 'attendance.issue.approve', reject: 'attendance.issue.reject' },
  async params(db, ctx, id) {
    const [r, dir, org] = await Promise.all([repo.findIssue(db, id), getDirectory(ctx), cachedOrganisation(ctx)]);
    const p = r ? dir.get(Number(r.employeeId)) : undefined;
    return r && p ? paramsOf(p, r.eventType as 'in' | 'out', new Date(r.occurredAt), org.timeZone) : {};
  },
  settle: (db, _ctx, id, o) => settleIssue(db, id, o),
});
