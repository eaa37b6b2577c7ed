import {
  APPROVAL_CHAIN_KINDS,
  explicitSteps,
  FALLBACK_STEP,
  nextOpenStep,
  resolveChain,
  type TApprovalChainKind,
  type TApprovalChainList,
  type TApprovalChainsPut,
  type TApprovalPreview,
  type TApprovalPreviewInput,
  type TApprovalStep,
} from '@hr/shared';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { audit } from '../organisation/index.js';
import { getDirectory, type Directory } from '../people/index.js';
import * as repo from './approval-repository.js';
import { approvalKind, configurableKinds } from './approval-kinds.js';
import { defaultStepsOf } from './approval-chain-store.js';
import { lineRuleOf, tellDeciders } from './approval-lifecycle.js';

const personRef = (dir: Directory, id: number | null) => {
  const p = id === null ? undefined : dir.get(id);
  return p ? { id: p.id, EmpCode: p.empCode, FullName: p.fullNameEn, fullNameAr: p.fullNameAr } : null;
};

/** The chains HR chooses: every configurable kind, in the page's order; leave once per active leave type. */
async function chainSlots(ctx: Ctx) {
  const kinds = configurableKinds();
  const slots: { kind: TApprovalChainKind; scope: { id: number; nameEn: string; nameAr: string } | null }[] = [];
  for (const kind of APPROVAL_CHAIN_KINDS) {
    const k = kinds.find((x) => x.kind === kind);
    if (!k) continue;
    if (k.scopes) for (const scope of await k.scopes(ctx)) slots.push({ kind, scope });
    else slots.push({ kind, scope: null });
  }
  return slots;
}

/** GET /hr/approval-chains: every chain (the kind's, else the default, where HR saved none for a leave type) and how many of its requests wait. */
export async function listApprovalChains(ctx: Ctx, rerouted = 0): Promise<TApprovalChainList> {
  const [dir, saved, waiting, slots] = await Promise.all([getDirectory(ctx), repo.listChains(ctx.db), repo.waitingPerChain(ctx.db), chainSlots(ctx)]);
  return {
    rerouted,
    items: slots.map(({ kind, scope }) => {
      const leaveTypeId = scope?.id ?? null;
      const c = saved.find((s) => s.kind === kind && s.leaveTypeId === leaveTypeId) ?? saved.find((s) => s.kind === kind && s.leaveTypeId === null);
      // Each manager step says which manager it is (decision 0008): a chain saved before steps named their rule shows the kind's.
      const steps = explicitSteps(kind, c?.steps ?? defaultStepsOf(kind));
      return {
        kind,
        leaveTypeId,
        leaveTypeName: scope?.nameEn ?? null,
        leaveTypeNameAr: scope?.nameAr ?? null,
        steps: steps.map((s) => ({ approver: s.approver, personId: s.personId, rule: s.rule ?? null, person: personRef(dir, s.personId) })),
        escalateAfterDays: c?.escalateAfterDays ?? null,
        waiting: waiting.get(`${kind}:${leaveTypeId ?? ''}`) ?? 0,
      };
    }),
  };
}

/** A named person must be an active employee; `path` names the field for the form. */
function checkPeople(dir: Directory, steps: readonly TApprovalStep[], path: string) {
  steps.forEach((s, j) => {
    if (s.approver !== 'person') return;
    const p = s.personId === null ? undefined : dir.get(s.personId);
    if (!p || !p.active) throw new AppError('APPROVAL_PERSON_INACTIVE', { fields: [{ path: `${path}.${j}.personId`, message: 'errors.APPROVAL_PERSON_INACTIVE' }] });
  });
}

/**
 * PUT /hr/approval-chains: replaces the chains it names, audited. Requests already waiting keep the
 * chain they were filed under, unless HR asks to re-route them: each then goes to the first step of
 * its new chain that someone decides and has not already approved it (HR when none), audited, and
 * its new deciders are told.
 */
export async function putApprovalChains(ctx: Ctx, actor: Actor, input: TApprovalChainsPut): Promise<TApprovalChainList> {
  const [dir, slots] = await Promise.all([getDirectory(ctx), chainSlots(ctx)]);
  input.chains.forEach((c, i) => {
    // Each chain names a slot the page shows: a configurable kind, and for leave one of its active types.
    if (!slots.some((s) => s.kind === c.kind && (s.scope?.id ?? null) === c.leaveTypeId)) {
      throw new AppError('APPROVAL_KIND_UNKNOWN', { fields: [{ path: `chains.${i}.leaveTypeId`, message: 'errors.APPROVAL_KIND_UNKNOWN' }] });
    }
    checkPeople(dir, c.steps, `chains.${i}.steps`);
  });
  const rerouted = await ctx.db.transaction(async (tx) => {
    const before = await repo.listChains(tx);
    let moved = 0;
    for (const asked of input.chains) {
      // Saved with every manager step's rule, so the chain means what the page showed whatever the kind.
      const c = { ...asked, steps: explicitSteps(asked.kind, asked.steps) };
      const was = before.find((b) => b.kind === c.kind && b.leaveTypeId === c.leaveTypeId);
      await repo.upsertChain(tx, { kind: c.kind, leaveTypeId: c.leaveTypeId, steps: c.steps, escalateAfterDays: c.escalateAfterDays }, actor.id);
      await audit(tx, {
        actorId: actor.id,
        action: 'approval_chain.update',
        entity: 'approval_chain',
        entityId: c.leaveTypeId === null ? c.kind : `${c.kind}:${c.leaveTypeId}`,
        before: was ? { steps: was.steps, escalateAfterDays: was.escalateAfterDays } : { steps: defaultStepsOf(c.kind), escalateAfterDays: null },
        after: { steps: c.steps, escalateAfterDays: c.escalateAfterDays },
        ip: actor.ip,
      });
      if (!input.reroute) continue;
      const k = approvalKind(c.kind);
      for (const a of await repo.waitingOfChain(tx, c.kind, c.leaveTypeId)) {
        const approvedBy = await repo.approvedBy(tx, a.id);
        const resolved = resolveChain(dir, c.steps, a.employeeId, lineRuleOf(c.kind)).map((s) => (s.personId !== null && approvedBy.has(s.personId) ? { ...s, skipped: 'repeated' as const } : s));
        const i = nextOpenStep(resolved, 0);
        const at = i === null ? FALLBACK_STEP : resolved[i];
        const step = i ?? c.steps.length;
        const w = { approverId: at.personId, pool: at.pool, siteId: dir.get(a.employeeId)?.siteId ?? null };
        await repo.setChain(tx, a.id, c.steps, c.escalateAfterDays);
        await repo.forceStep(tx, a.id, { step, ...w });
        await repo.insertEvent(tx, { approvalId: a.id, step, action: 'rerouted', actorId: actor.id, toApproverId: w.approverId, toPool: w.pool });
        await audit(tx, {
          actorId: actor.id,
          action: 'approval.reroute',
          entity: k.entity,
          entityId: String(a.subjectId),
          before: { step: a.step, approverId: a.approverId, pool: a.pool },
          after: { step, approverId: w.approverId, pool: w.pool },
          ip: actor.ip,
        });
        if (w.approverId !== a.approverId || w.pool !== a.pool) await tellDeciders(ctx, tx, dir, a, w, [actor.id]);
        moved++;
      }
    }
    return moved;
  });
  return listApprovalChains(ctx, rerouted);
}

/** POST /hr/approval-chains/preview: who would decide each step for the person today, or why a step is skipped. */
export async function previewApprovalChain(ctx: Ctx, input: TApprovalPreviewInput): Promise<TApprovalPreview> {
  const dir = await getDirectory(ctx);
  const p = dir.get(input.employeeId);
  if (!p) throw new AppError('NOT_FOUND');
  const steps = explicitSteps(input.kind, input.steps);
  const resolved = resolveChain(dir, steps, p.id, lineRuleOf(input.kind));
  return {
    steps: resolved.map((r, i) => ({ approver: r.approver, rule: steps[i].rule ?? null, person: personRef(dir, r.personId), pool: r.pool, skipped: r.skipped })),
    fallsToHr: nextOpenStep(resolved, 0) === null,
  };
}

/**
 * A leave type's simple approval flow, as its chain (the leave type form's "Manager" or "Manager,
 * then HR"): written when a type is created, or when the form's flow changes; the chains page can
 * make it longer. Inside the caller's transaction.
 */
export async function setApprovalFlowChain(db: Parameters<typeof repo.upsertChain>[0], leaveTypeId: number, flow: 'manager' | 'manager_hr', actorId: number): Promise<void> {
  const manager: TApprovalStep = { approver: 'manager', personId: null, rule: 'direct' };
  const steps: TApprovalStep[] = flow === 'manager_hr' ? [manager, { approver: 'hr', personId: null }] : [manager];
  await repo.upsertChain(db, { kind: 'leave', leaveTypeId, steps, escalateAfterDays: null }, actorId);
}
