import { registerApprovalKind } from '../approval/index.js';
import { getDirectory } from '../people/index.js';
import * as repo from './permission-repository.js';
import { paramsOf } from './permission-presenter.js';

/** Hourly permissions as a kind of the approval lifecycle: their notices and what a decision changes in their own row. */
registerApprovalKind({
  kind: 'permission',
  configurable: true,
  filerDecides: true,
  entity: 'permission_request',
  notices: { waiting: 'permission_filed', approved: 'permission_approved', rejected: 'permission_rejected' },
  link: (_id, to) => (to === 'decider' ? '/inbox' : '/self/permissions'),
  async params(db, ctx, id) {
    const [r, dir] = await Promise.all([repo.findRequest(db, id), getDirectory(ctx)]);
    const p = r ? dir.get(Number(r.employeeId)) : undefined;
    return r && p ? paramsOf(p, r) : {};
  },
  settle: (db, _ctx, id, o) => repo.decideRequest(db, id, { state: o.decision, decidedById: o.decidedById, onBehalfOfId: o.onBehalfOfId, comment: o.comment }),
});
