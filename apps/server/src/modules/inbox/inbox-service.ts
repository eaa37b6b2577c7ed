import type { TInboxCounts, TInboxDecide, TInboxDecideResult, TInboxKind, TUnifiedInbox, TUnifiedInboxItem, TUnifiedInboxQuery } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import { countIssueInbox, decideIssues, listIssueInbox } from '../attendance/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { answerHandover, decideLeave, getHandoverInbox, getInbox, inboxCount } from '../leave/index.js';
import { waitingCountsFor } from '../approval/index.js';
import { countOvertimeInbox, decideOvertime, listOvertimeInbox } from '../overtime/index.js';
import { countPermissionInbox, decidePermission, listPermissionInbox } from '../permission/index.js';
import { countSwapInbox, decideSwap, listSwapInbox } from '../shift-swap/index.js';
import { cachedToday } from '../../core/organisation.js';
import { roleKey } from '../../core/policies.js';

type TPage = { items: TUnifiedInboxItem[]; total: number };

/**
 * One kind of thing that waits on someone: how many wait on the viewer, a page of them (oldest
 * filed first, so pages of several kinds merge into one order) and the decision. Each source
 * keeps its own rules (scope, delegation, conditional updates); the one inbox only gathers.
 */
interface TSource {
  count(ctx: Ctx, actor: Actor): Promise<number>;
  list(ctx: Ctx, actor: Actor, page: number, pageSize: number): Promise<TPage>;
  decide(ctx: Ctx, actor: Actor, id: number, decision: 'approve' | 'reject', comment: string): Promise<void>;
}

const SOURCES: Record<TInboxKind, TSource> = {
  leave: {
    count: inboxCount,
    async list(ctx, actor, page, pageSize) {
      const inbox = await getInbox(ctx, actor, page, pageSize);
      return { total: inbox.total, items: inbox.items.map((leave) => ({ kind: 'leave', id: leave.request.id, waitingSince: leave.request.createdAt, leave })) };
    },
    async decide(ctx, actor, id, decision, comment) {
      await decideLeave(ctx, actor, id, decision, comment);
    },
  },
  overtime: {
    count: countOvertimeInbox,
    async list(ctx, actor, page, pageSize) {
      const inbox = await listOvertimeInbox(ctx, actor, { page, pageSize });
      return { total: inbox.total, items: inbox.items.map((overtime) => ({ kind: 'overtime', id: overtime.id, waitingSince: overtime.createdAt, overtime })) };
    },
    async decide(ctx, actor, id, decision, comment) {
      await decideOvertime(ctx, actor, id, decision, comment);
    },
  },
  permission: {
    count: countPermissionInbox,
    async list(ctx, actor, page, pageSize) {
      const inbox = await listPermissionInbox(ctx, actor, { page, pageSize });
      return { total: inbox.total, items: inbox.items.map((permission) => ({ kind: 'permission', id: permission.id, waitingSince: permission.createdAt, permission })) };
    },
    async decide(ctx, actor, id, decision, comment) {
      await decidePermission(ctx, actor, id, decision, comment);
    },
  },
  handover: {
    async count(ctx, actor) {
      return (await waitingCountsFor(ctx, actor)).get('handover') ?? 0;
    },
    async list(ctx, actor, page, pageSize) {
      const { items, total } = await getHandoverInbox(ctx, actor, page, pageSize);
      return { total, items: items.map((request) => ({ kind: 'handover', id: request.id, waitingSince: request.createdAt, request })) };
    },
    async decide(ctx, actor, id, decision, comment) {
      await answerHandover(ctx, actor, id, decision === 'approve', comment);
    },
  },
  attendance_issue: {
    async count(ctx, actor) {
      return (await countIssueInbox(ctx, actor)).count;
    },
    async list(ctx, actor, page, pageSize) {
      const inbox = await listIssueInbox(ctx, actor, { page, pageSize });
      return { total: inbox.total, items: inbox.items.map((issue) => ({ kind: 'attendance_issue', id: issue.id, waitingSince: issue.createdAt, issue })) };
    },
    async decide(ctx, actor, id, decision, comment) {
      const [r] = (await decideIssues(ctx, actor, { ids: [id], decision, comment })).results;
      if (!r.ok) throw new AppError((r.code ?? 'INTERNAL') as never);
    },
  },
  shift_swap: { count: countSwapInbox, list: listSwapInbox, decide: decideSwap },
};

const KINDS = Object.keys(SOURCES) as TInboxKind[];

/** The menu badges: how many of each kind wait on the viewer. */
export async function inboxCounts(ctx: Ctx, actor: Actor): Promise<TInboxCounts> {
  // Everyone's browser asks every 20 seconds: every source counts from the one cached grouped count
  // of what waits on the viewer (waitingCountsFor), kept until an approval of theirs changes.
  const [leave, overtime, permission, handover, attendanceIssue, shiftSwap] = await Promise.all(KINDS.map((k) => SOURCES[k].count(ctx, actor)));
  return { leave, overtime, permission, handover, attendanceIssue, shiftSwap, total: leave + overtime + permission + handover + attendanceIssue + shiftSwap };
}

/**
 * A page of the one inbox. One kind: that source's page. All kinds: the first (page + 1) ×
 * pageSize of every source, merged oldest filed first, and the page cut from that; every
 * source is ordered the same way, so the merge is exact.
 */
export async function getUnifiedInbox(ctx: Ctx, actor: Actor, q: TUnifiedInboxQuery): Promise<TUnifiedInbox> {
  // One cached answer per viewer and page: the same object while nothing it read changes, so the
  // route sends it (or a 304) without serialising it again.
  const day = await cachedToday(ctx);
  return ctx.reads.get(`inbox-page|${roleKey(actor)}|${day}|${q.kind}|${q.page}|${q.pageSize}`, () => loadUnifiedInbox(ctx, actor, q), {
    topics: ['leave', 'overtime', 'attendance', 'people'],
  });
}

async function loadUnifiedInbox(ctx: Ctx, actor: Actor, q: TUnifiedInboxQuery): Promise<TUnifiedInbox> {
  const countsP = inboxCounts(ctx, actor);
  if (q.kind !== 'all') {
    const one = await SOURCES[q.kind].list(ctx, actor, q.page, q.pageSize);
    return { ...one, counts: await countsP };
  }
  const counts = await countsP;
  const need = (q.page + 1) * q.pageSize;
  const pages = await Promise.all(
    KINDS.map((k) => (countOf(counts, k) > 0 ? SOURCES[k].list(ctx, actor, 0, Math.min(need, 1000)) : Promise.resolve({ items: [], total: 0 }))),
  );
  const merged = pages
    .flatMap((p) => p.items)
    .sort((a, b) => (a.waitingSince < b.waitingSince ? -1 : a.waitingSince > b.waitingSince ? 1 : KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || a.id - b.id));
  return { items: merged.slice(q.page * q.pageSize, need), total: pages.reduce((n, p) => n + p.total, 0), counts };
}

const countOf = (c: TInboxCounts, k: TInboxKind) => (k === 'attendance_issue' ? c.attendanceIssue : k === 'shift_swap' ? c.shiftSwap : c[k]);

/** Several items of any kinds at once: each through its own source, in its own transaction, each with its result. */
export async function decideInbox(ctx: Ctx, actor: Actor, input: TInboxDecide): Promise<TInboxDecideResult> {
  const results: TInboxDecideResult['results'] = [];
  const seen = new Set<string>();
  for (const { kind, id } of input.items) {
    if (seen.has(`${kind}:${id}`)) continue;
    seen.add(`${kind}:${id}`);
    try {
      await SOURCES[kind].decide(ctx, actor, id, input.decision, input.comment);
      results.push({ kind, id, ok: true, code: null });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      results.push({ kind, id, ok: false, code: e.code });
    }
  }
  return { results };
}
