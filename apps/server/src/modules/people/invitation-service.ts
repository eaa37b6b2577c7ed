import type { TActivationSlipsRequest, TBulkInviteRequest, TBulkInviteResponse } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getOrganisation } from '../../core/organisation.js';
import { issueActivationCodes, sendAccountLink } from '../auth/index.js';
import { audit } from '../organisation/index.js';
import { renderActivationSlips } from './activation-slip-pdf.js';
import * as repo from './invitation-repository.js';
import type { Db } from '../../db/client.js';

type TSkip = TBulkInviteResponse['skipped'][number];

const canWrite = (actor: Actor) => actor.roles.includes('hr') || actor.roles.includes('admin');

/** The people asked for, locked, sorted into who can be invited and who is skipped (and why). */
async function sortOut(tx: Db, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.lockInvitees(tx, unique);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const skipped: TSkip[] = [];
  const ready: typeof rows = [];
  for (const id of unique) {
    const p = byId.get(id);
    if (!p) skipped.push({ id, reason: 'not_found' });
    // Only an admin opens an admin's account (as for every other change to an admin).
    else if (p.roles.includes('admin') && !actor.roles.includes('admin')) skipped.push({ id, reason: 'forbidden' });
    else if (!p.active) skipped.push({ id, reason: 'inactive' });
    else if (p.activated) skipped.push({ id, reason: 'active' });
    else ready.push(p);
  }
  return { ready, skipped };
}

/**
 * Invites many people at once: the chosen ones, or those an import created. People with a
 * work e-mail get the invitation link through the outbox; those without are answered for slips.
 */
export async function inviteMany(ctx: Ctx, actor: Actor, input: TBulkInviteRequest): Promise<TBulkInviteResponse> {
  if (!canWrite(actor)) throw new AppError('FORBIDDEN');
  return ctx.db.transaction(async (tx) => {
    const ids = 'ids' in input ? input.ids : await repo.idsOfImport(tx, input.importId);
    if (ids === null) throw new AppError('NOT_FOUND');
    const { ready, skipped } = await sortOut(tx, actor, ids);
    const emailed = ready.filter((p) => p.email);
    for (const p of emailed) await sendAccountLink(ctx, tx, 'invite', p);
    await markInvited(tx, actor, emailed, 'email', (p) => ({ email: p.email, via: 'email', ...('importId' in input ? { importId: input.importId } : {}) }));
    return { emailed: emailed.length, needSlip: ready.filter((p) => !p.email).map((p) => p.id), skipped };
  });
}

/** People invited by e-mail or by slip: marked so (their status says how and when) and audited, each with what the audit keeps of it. */
async function markInvited<P extends { id: number }>(tx: Db, actor: Actor, people: P[], via: 'email' | 'slip', after: (p: P) => Record<string, unknown>) {
  await repo.markInvited(
    tx,
    people.map((p) => p.id),
    via,
  );
  await audit(
    tx,
    people.map((p) => ({ actorId: actor.id, action: via === 'email' ? 'employee.invite' : 'employee.slip_printed', entity: 'employee', entityId: p.id, after: after(p), ip: actor.ip })),
  );
}

/**
 * Activation slips as one PDF: a new code for each person (the earlier one stops
 * working), marked invited by slip and audited without the code, all in one transaction with the
 * rendering, so a failure issues nothing. Inactive and already active people are skipped.
 */
export async function activationSlips(
  ctx: Ctx,
  actor: Actor,
  input: TActivationSlipsRequest,
): Promise<{ pdf: Buffer; printed: number; skipped: TSkip[] }> {
  if (!canWrite(actor)) throw new AppError('FORBIDDEN');
  return ctx.db.transaction(async (tx) => {
    const { ready, skipped } = await sortOut(tx, actor, input.ids);
    if (ready.length === 0) throw new AppError('NO_SLIPS');
    const org = await getOrganisation(tx);
    const codes = await issueActivationCodes(
      tx,
      ready.map((p) => p.id),
    );
    await markInvited(tx, actor, ready, 'slip', (p) => ({ expiresAt: codes.get(p.id)!.expiresAt.toISOString() }));
    const pdf = await renderActivationSlips(
      { nameEn: org.nameEn, nameAr: org.nameAr, publicUrl: ctx.config.PUBLIC_URL, timeZone: org.timeZone },
      ready.map((p) => ({ empCode: p.empCode, fullNameEn: p.fullNameEn, fullNameAr: p.fullNameAr, ...codes.get(p.id)! })),
    );
    return { pdf, printed: ready.length, skipped };
  });
}
