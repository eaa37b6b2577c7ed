import { defaultManagerRule, FALLBACK_STEP, jobRowOn, nextOpenStep, resolveChain, type TApprovalStep, type TChainDirectory, type TLineManagerRule, type TResolvedStep } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { hasRole, isHr, roleKey } from '../../core/policies.js';
import { cachedToday, today } from '../../core/organisation.js';
import { hrRecipients, notifyPeople, withRejectReason } from '../../core/notification.js';
import { audit } from '../organisation/index.js';
import { changedJobs, findPeople, getDirectory, type Directory } from '../people/index.js';
import * as repo from './approval-repository.js';
import { approvalKind } from './approval-kinds.js';
import { chainFor } from './approval-chain-store.js';

/**
 * The one approval lifecycle. A request of any kind is filed under its chain
 * (`openApproval`, inside the kind's filing transaction), waits at one step at a time on one
 * person, their delegate, or a pool (HR; site HR of the person's site), moves step by step, and
 * ends approved, rejected, or closed by its requester. Every kind's inbox rows, counts, decisions,
 * history, audit and notifications come from here; a kind brings its rules (approval-kinds.ts).
 */

/** The viewer as a decider: whose steps they take today (their own and their delegators'), HR everywhere, site HR of some sites. */
export interface TDeciderView {
  dir: Directory;
  actor: Actor;
  deciders: readonly number[];
}

/** Who has delegated their approvals to this person today, from the read cache (forgotten when a delegation changes). */
export function cachedDelegatorsOf(ctx: Pick<Ctx, 'db' | 'reads'>, delegateId: number, day: string): Promise<number[]> {
  return ctx.reads.get(`delegators|${delegateId}|${day}`, () => repo.delegatorsOf(ctx.db, delegateId, day), { topics: ['delegations'] });
}

export async function deciderView(ctx: Ctx, actor: Actor): Promise<TDeciderView> {
  const day = await cachedToday(ctx);
  const [dir, delegators] = await Promise.all([getDirectory(ctx), cachedDelegatorsOf(ctx, actor.id, day)]);
  return { dir, actor, deciders: [actor.id, ...delegators] };
}

type TWhere = Pick<repo.TApprovalRow, 'employeeId' | 'approverId' | 'pool' | 'siteId'>;

/** Whether the viewer takes the step a request is at (as whoever's delegate), whatever its state now. Never the requester's own. */
export function stepRight(v: TDeciderView, a: TWhere, delegable = true): { can: boolean; onBehalfOf: number | null } {
  const { actor, dir } = v;
  if (a.employeeId === actor.id) return { can: false, onBehalfOf: null };
  if (a.approverId !== null) {
    if (a.approverId === actor.id) return { can: true, onBehalfOf: null };
    if (delegable && v.deciders.includes(a.approverId)) return { can: true, onBehalfOf: a.approverId };
    return { can: false, onBehalfOf: null };
  }
  const mySite = hasRole(actor, 'site_hr') && a.siteId !== null && dir.hrSitesOf(actor.id).includes(a.siteId);
  if (a.pool === 'hr') return { can: isHr(actor) || mySite, onBehalfOf: null };
  if (a.pool === 'site_hr') return { can: mySite, onBehalfOf: null };
  return { can: false, onBehalfOf: null };
}

/** The lifecycle's columns a kind's list row carries (joined from approvals: approverId, pool, siteId, approvalState). */
export interface TApprovalColumns {
  employeeId: number;
  approverId: number | null;
  pool: 'hr' | 'site_hr' | null;
  siteId: number | null;
  approvalState: string | null;
}

/** The lifecycle's part of a kind's row, for decisionRight; undefined when the request never entered it. */
export const approvalOfRow = (r: TApprovalColumns) =>
  r.approvalState === null
    ? undefined
    : { state: r.approvalState, employeeId: Number(r.employeeId), approverId: r.approverId === null ? null : Number(r.approverId), pool: r.pool, siteId: r.siteId === null ? null : Number(r.siteId) };

/** May the viewer decide this request now. */
export function decisionRight(v: TDeciderView, a: (TWhere & { state: string }) | undefined, delegable = true): { can: boolean; onBehalfOf: number | null } {
  if (!a || a.state !== 'waiting') return { can: false, onBehalfOf: null };
  return stepRight(v, a, delegable);
}

/**
 * Who "the manager" is in a manager step that names no rule (LINE_MANAGER_RULE): a request filed
 * before steps named their rule keeps the meaning it was filed under; a kind HR does not configure:
 * the line manager.
 */
export const lineRuleOf = (kind: string): TLineManagerRule => defaultManagerRule(kind);

/**
 * The directory as the request's day sees the requester (dated job data): their line manager, site
 * and department from the job row in force on `forDate`, everyone else as today. A transfer dated
 * the 1st of next month sends a leave for that month to the new manager.
 */
export async function requesterAsOf(ctx: Pick<Ctx, 'db' | 'reads'>, dir: Directory, employeeId: number, forDate: string | null): Promise<TChainDirectory> {
  if (!forDate) return dir;
  const rows = (await changedJobs(ctx)).get(employeeId);
  const row = rows ? jobRowOn(rows, forDate) : null;
  const me = dir.get(employeeId);
  if (!row || !me) return dir;
  const then = { ...me, managerId: row.managerId, siteId: row.siteId, departmentId: row.departmentId };
  return { get: (id) => (id === employeeId ? then : dir.get(id)), siteHrOf: (site) => dir.siteHrOf(site) };
}

/** Where a request stands after `from`: the next step someone decides, HR when none ever did, or null (decided). */
function placeFrom(dir: TChainDirectory, kind: string, chain: readonly TApprovalStep[], employeeId: number, from: number): { step: number; at: TResolvedStep } | null {
  const resolved = resolveChain(dir, chain, employeeId, lineRuleOf(kind));
  const i = nextOpenStep(resolved, from);
  if (i !== null) return { step: i, at: resolved[i] };
  // Nobody in the chain can decide (no manager, everyone inactive): HR does, once; never approved by nobody.
  if (from === 0) return { step: chain.length, at: FALLBACK_STEP };
  return null;
}

const whereOf = (dir: TChainDirectory, employeeId: number, at: TResolvedStep) => ({
  approverId: at.personId,
  pool: at.pool,
  siteId: dir.get(employeeId)?.siteId ?? null,
});

/** Tells whoever takes the step now (the person, or the pool) that a request waits on them. */
export async function tellDeciders(
  ctx: Ctx,
  tx: Db,
  dir: Directory,
  a: { kind: string; subjectId: number; employeeId: number },
  w: ReturnType<typeof whereOf>,
  except: number[],
  later = false,
  known?: Record<string, string | number>,
) {
  const k = approvalKind(a.kind);
  // One approver: their language and address from the directory (no statement inside the transaction).
  const one = w.approverId === null ? undefined : dir.get(w.approverId);
  const recipients =
    one ? [one] : w.approverId !== null ? await findPeople(tx, [w.approverId]) : w.pool === 'hr' ? await hrRecipients(tx, w.siteId) : w.siteId !== null ? await findPeople(tx, [...dir.siteHrOf(w.siteId)]) : [];
  const to = recipients.filter((r) => r.id !== a.employeeId && !except.includes(r.id));
  const notice = later ? (k.notices.stepWaiting ?? k.notices.waiting) : k.notices.waiting;
  if (to.length) await notifyPeople(ctx, tx, to, notice, known ?? (await k.params(tx, ctx, a.subjectId)), k.link(a.subjectId, 'decider'));
}

/**
 * A request is filed (inside the kind's transaction, after its row is written): it goes to the first
 * step someone decides under the chain of its kind (and leave type). A step the filer decides
 * themselves (a manager filing for their team member) is approved as filed, so such a request may be
 * approved at once; `needsApproval: false` approves it at once as well. The deciders are told.
 */
export async function openApproval(
  ctx: Ctx,
  tx: Db,
  input: {
    kind: string;
    subjectId: number;
    employeeId: number;
    filedBy: Actor;
    leaveTypeId?: number | null;
    needsApproval?: boolean;
    forDate?: string | null;
    /** The notice's words, when the filer has them at hand (else the kind reads them). */
    params?: Record<string, string | number>;
    /** Nothing in the filing's transaction reads the approval: a waiting one is written with its other side writes (deferred-writes.ts). */
    later?: boolean;
  },
): Promise<{ state: 'waiting' | 'approved'; approverId: number | null; pool: string | null; waitingStep: TApprovalStep | null }> {
  const people = await getDirectory(ctx);
  const forDate = input.forDate ?? null;
  // The approvers of the day the request is for (the requester's job row then).
  const dir = await requesterAsOf(ctx, people, input.employeeId, forDate);
  const k = approvalKind(input.kind);
  const scopeId = input.leaveTypeId ?? null;
  const chain = k.fixedChain ? { steps: await k.fixedChain(tx, input.subjectId), escalateAfterDays: null } : await chainFor(ctx.db, input.kind, scopeId, ctx);
  const base = { kind: input.kind, subjectId: input.subjectId, employeeId: input.employeeId, escalateAfterDays: chain.escalateAfterDays, chain: chain.steps, scopeId, forDate };
  let place = placeFrom(dir, input.kind, chain.steps, input.employeeId, 0);
  const filer: TDeciderView = { dir: people, actor: input.filedBy, deciders: [input.filedBy.id] };
  const byFiler: number[] = [];
  while (place && k.filerDecides && input.filedBy.id !== input.employeeId && stepRight(filer, { employeeId: input.employeeId, ...whereOf(dir, input.employeeId, place.at) }).can) {
    byFiler.push(place.step);
    place = placeFrom(dir, input.kind, chain.steps, input.employeeId, place.step + 1);
  }
  if (input.needsApproval === false || !place) {
    const last = byFiler.at(-1) ?? 0;
    const id = await repo.insertApproval(tx, { ...base, state: 'approved', step: last, approverId: input.needsApproval === false ? null : input.filedBy.id, pool: null, siteId: null });
    await repo.insertEvent(tx, { approvalId: id, step: last, action: 'approved', actorId: input.filedBy.id });
    if (input.needsApproval !== false && !(await k.settle(tx, ctx, input.subjectId, { decision: 'approved', decidedById: input.filedBy.id, onBehalfOfId: null, comment: '' }))) {
      throw new AppError('ALREADY_DECIDED');
    }
    return { state: 'approved', approverId: null, pool: null, waitingStep: null };
  }
  const w = whereOf(dir, input.employeeId, place.at);
  const events = [
    ...byFiler.map((s) => ({ step: s, action: 'approved_step', actorId: input.filedBy.id })),
    { step: place.step, action: 'filed', actorId: input.filedBy.id, toApproverId: w.approverId, toPool: w.pool },
  ];
  const waiting = { ...base, state: 'waiting', step: place.step, ...w };
  if (input.later) await repo.insertApprovalLater(tx, waiting, events);
  else {
    const id = await repo.insertApproval(tx, waiting);
    await repo.insertEventsLater(tx, events.map((e) => ({ ...e, approvalId: id })));
  }
  await tellDeciders(ctx, tx, people, input, w, [input.filedBy.id], false, input.params);
  return { state: 'waiting', approverId: w.approverId, pool: w.pool, waitingStep: chain.steps[place.step] ?? null };
}

/** Why someone may not decide: FORBIDDEN for their own or their team's requests, NOT_FOUND for what they cannot see. */
function refusal(v: TDeciderView, employeeId: number): 'FORBIDDEN' | 'NOT_FOUND' {
  const p = v.dir.get(employeeId);
  return employeeId === v.actor.id || (p && v.dir.visible(v.actor, 'view')(p)) ? 'FORBIDDEN' : 'NOT_FOUND';
}

/**
 * Approve or reject the step a request waits at: its approver, their active delegate (recorded as on
 * behalf of the approver), or a member of its pool; never one's own. Approval moves it to the next
 * step someone decides, or ends it (the kind applies what approval means); rejection ends it. The
 * row is locked and every change conditional, so of two deciders one wins and the other gets
 * ALREADY_DECIDED. History, audit, and the next deciders or the requester told, in one transaction.
 */
export async function decideApproval(ctx: Ctx, actor: Actor, kind: string, subjectId: number, decision: 'approve' | 'reject', comment: string): Promise<void> {
  const k = approvalKind(kind);
  const dir = await getDirectory(ctx);
  await ctx.db.transaction(async (tx) => {
    const a = await repo.findApproval(tx, kind, subjectId, true);
    if (!a) throw new AppError('NOT_FOUND');
    const v: TDeciderView = { dir, actor, deciders: [actor.id, ...(await repo.delegatorsOf(tx, actor.id, await today(tx)))] };
    const right = stepRight(v, a, k.delegable !== false);
    const refuse = () => new AppError(k.refuseWith ?? refusal(v, a.employeeId));
    if (a.state !== 'waiting') throw right.can ? new AppError('ALREADY_DECIDED') : refuse();
    if (!right.can) throw refuse();
    await k.beforeDecide?.(tx, ctx, subjectId, decision);
    const actions = k.auditActions ?? { approveStep: `${kind}.approve_step`, approve: `${kind}.approve`, reject: `${kind}.reject` };
    const then = await requesterAsOf(ctx, dir, a.employeeId, a.forDate);
    const next = decision === 'approve' ? placeFrom(then, kind, a.chain, a.employeeId, a.step + 1) : null;
    const entityId = String(subjectId);
    if (next) {
      const w = whereOf(then, a.employeeId, next.at);
      if (!(await repo.moveApproval(tx, a.id, a.step, { step: next.step, ...w }))) throw new AppError('ALREADY_DECIDED');
      await repo.insertEvent(tx, { approvalId: a.id, step: a.step, action: 'approved_step', actorId: actor.id, onBehalfOfId: right.onBehalfOf, toApproverId: w.approverId, toPool: w.pool, comment });
      await k.onStep?.(tx, subjectId, { actorId: actor.id, onBehalfOfId: right.onBehalfOf, comment });
      await audit(tx, {
        actorId: actor.id,
        onBehalfOfId: right.onBehalfOf,
        action: actions.approveStep,
        entity: k.entity,
        entityId,
        before: { state: 'requested', step: a.step },
        after: { state: 'requested', step: next.step, approverId: w.approverId, pool: w.pool, comment },
        ip: actor.ip,
      });
      await tellDeciders(ctx, tx, dir, a, w, [actor.id], true);
      return;
    }
    const state = decision === 'approve' ? 'approved' : 'rejected';
    // The texts are made before the kind's row changes (an ask to change leave is cleared as it is decided).
    const params = await k.params(tx, ctx, subjectId);
    const settled = await k.settle(tx, ctx, subjectId, { decision: state, decidedById: actor.id, onBehalfOfId: right.onBehalfOf, comment });
    if (!settled) throw new AppError('ALREADY_DECIDED');
    const details = typeof settled === 'object' ? settled : {};
    if (!(await repo.endApproval(tx, a.id, state))) throw new AppError('ALREADY_DECIDED');
    await repo.insertEvent(tx, { approvalId: a.id, step: a.step, action: state, actorId: actor.id, onBehalfOfId: right.onBehalfOf, comment });
    await audit(tx, {
      actorId: actor.id,
      onBehalfOfId: right.onBehalfOf,
      action: decision === 'approve' ? actions.approve : actions.reject,
      entity: k.entity,
      entityId,
      before: { state: 'requested', ...details.before },
      after: { state, comment, ...details.after },
      ip: actor.ip,
    });
    const [requester] = await findPeople(tx, [a.employeeId]);
    // A rejection tells the requester why, when the decider wrote it (every kind goes through here).
    const told = state === 'rejected' ? withRejectReason(params, comment) : params;
    await notifyPeople(ctx, tx, [requester], state === 'approved' ? k.notices.approved : k.notices.rejected, told, k.link(subjectId, 'requester'));
  });
}

/** The requester withdrew a request (inside the kind's cancelling transaction): it waits on nobody any more. */
export async function closeApproval(tx: Db, kind: string, subjectId: number, actorId: number): Promise<void> {
  const a = await repo.findApproval(tx, kind, subjectId, true);
  if (!a || a.state !== 'waiting') return;
  await repo.endApproval(tx, a.id, 'closed');
  await repo.insertEvent(tx, { approvalId: a.id, step: a.step, action: 'closed', actorId });
}

const whereFor = (v: TDeciderView) =>
  repo.waitingOn({ deciders: v.deciders, viewerId: v.actor.id, hr: isHr(v.actor), hrSites: hasRole(v.actor, 'site_hr') ? v.dir.hrSitesOf(v.actor.id) : [] });

/** A page of the requests of some kinds waiting on the viewer, oldest filed first. */
export async function waitingFor(ctx: Ctx, v: TDeciderView, kinds: string | readonly string[], page: number, pageSize: number) {
  return repo.waitingPage(ctx.db, whereFor(v), typeof kinds === 'string' ? [kinds] : kinds, page, pageSize);
}

/**
 * How many of each kind wait on the viewer (the menu badges, in every page's shell): one grouped
 * query, cached until an approval that may wait on the viewer changes (its scopes: another
 * person's filing does not make everyone count again), or delegations or people change. It needs
 * the people directory only for site HR (their sites), so the first page of a large organisation
 * does not wait for it.
 */
export async function waitingCountsFor(ctx: Ctx, actor: Actor): Promise<Map<string, number>> {
  const day = await cachedToday(ctx);
  const delegators = await cachedDelegatorsOf(ctx, actor.id, day);
  const hrSites = hasRole(actor, 'site_hr') ? (await getDirectory(ctx)).hrSitesOf(actor.id) : [];
  const viewer = { deciders: [actor.id, ...delegators], viewerId: actor.id, hr: isHr(actor), hrSites };
  return ctx.reads.get(`approval-counts|${roleKey(actor)}|${day}`, () => repo.waitingCounts(ctx.db, repo.waitingOn(viewer)), {
    topics: ['approvalCounts', 'people', 'delegations'],
    scopes: repo.scopesOfViewer(viewer),
  });
}
