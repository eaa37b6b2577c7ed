import { MY_PENDING_LIMIT, waitingRoleOf, type TMyPending } from '@hr/shared';
import type { Ctx } from '../../core/context.js';
import { cachedToday } from '../../core/organisation.js';
import { getDirectory } from '../people/index.js';
import { approvalKind, unlistedKinds } from './approval-kinds.js';
import * as repo from './approval-repository.js';

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * A person's own requests still waiting for a decision, whatever their kind: every kind registered
 * with the lifecycle is listed by its own words (its notifications' parameters), where the requester
 * follows it, its days, and whom it waits on (and what they are to the person). A kind that belongs
 * to another request (a handover: its leave) is left out. Cached until a request or a person changes.
 */
export async function pendingOfRequester(ctx: Ctx, employeeId: number): Promise<TMyPending> {
  const day = await cachedToday(ctx);
  return ctx.reads.get(
    `my-pending|${employeeId}|${day}`,
    async () => {
      const [{ rows, total }, dir] = await Promise.all([repo.waitingOfRequester(ctx.db, employeeId, unlistedKinds(), MY_PENDING_LIMIT), getDirectory(ctx)]);
      const items = await Promise.all(
        rows.map(async (a) => {
          const k = approvalKind(a.kind);
          const [params, until] = await Promise.all([k.params(ctx.db, ctx, a.subjectId), k.until ? k.until(ctx.db, a.subjectId) : Promise.resolve(a.forDate)]);
          const p = a.approverId === null ? undefined : dir.get(a.approverId);
          return {
            kind: a.kind,
            id: a.subjectId,
            filedAt: iso(a.filedAt),
            startDate: a.forDate,
            endDate: until ?? a.forDate,
            link: k.link(a.subjectId, 'requester'),
            params,
            waitingOn: {
              person: p ? { id: p.id, EmpCode: p.empCode, FullName: p.fullNameEn, fullNameAr: p.fullNameAr } : null,
              pool: a.approverId === null ? a.pool : null,
              role: waitingRoleOf(a.kind, a),
            },
          };
        }),
      );
      return { items, total };
    },
    { topics: ['leave', 'attendance', 'overtime', 'people'] },
  );
}
