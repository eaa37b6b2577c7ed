import { sql, type SQL } from 'drizzle-orm';
import type { TApprovalStep } from '@hr/shared';
import type { Db } from '../../db/client.js';
import { approvalEvents, approvals } from '../../db/schema.js';
import { insertLater, insertLaterReturningId } from '../../db/deferred-writes.js';
import { declareScopes } from '../../db/write-scopes.js';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export interface TApprovalRow {
  id: number;
  kind: string;
  subjectId: number;
  employeeId: number;
  state: string;
  chain: TApprovalStep[];
  scopeId: number | null;
  step: number;
  approverId: number | null;
  pool: 'hr' | 'site_hr' | null;
  siteId: number | null;
  escalateAfterDays: number | null;
  /** The day the request is for: the requester's job row then decides its approvers. */
  forDate: string | null;
  filedAt: string | Date;
  stepSince: string | Date;
}

const columns = sql`a.id, a.kind, a.subject_id as "subjectId", a.employee_id as "employeeId", a.state, a.chain, a.scope_id as "scopeId", a.step,
  a.approver_id as "approverId", a.pool, a.site_id as "siteId", a.escalate_after_days as "escalateAfterDays",
  a.for_date::text as "forDate", a.filed_at as "filedAt", a.step_since as "stepSince"`;

const normal = (r: TApprovalRow): TApprovalRow => ({
  ...r,
  id: Number(r.id),
  subjectId: Number(r.subjectId),
  employeeId: Number(r.employeeId),
  step: Number(r.step),
  approverId: r.approverId === null ? null : Number(r.approverId),
  siteId: r.siteId === null ? null : Number(r.siteId),
  scopeId: r.scopeId === null ? null : Number(r.scopeId),
});

export async function insertApproval(
  db: Db,
  v: { kind: string; subjectId: number; employeeId: number; state: string; chain: readonly TApprovalStep[]; scopeId: number | null; step: number; approverId: number | null; pool: string | null; siteId: number | null; escalateAfterDays: number | null; forDate: string | null },
): Promise<number> {
  declareScopes(db, 'approvals', scopesOfApproval(v));
  const res = await db.execute(sql`insert into approvals (kind, subject_id, employee_id, state, chain, scope_id, step, approver_id, pool, site_id, escalate_after_days, for_date)
      values (${v.kind}, ${v.subjectId}, ${v.employeeId}, ${v.state}, ${JSON.stringify(v.chain)}::jsonb, ${v.scopeId}, ${v.step}, ${v.approverId}, ${v.pool}, ${v.siteId}, ${v.escalateAfterDays}, ${v.forDate}::date)
      returning id`);
  return Number((res.rows[0] as { id: number }).id);
}

type TNewApproval = Parameters<typeof insertApproval>[1];
type TNewEvent = { step: number; action: string; actorId: number | null; toApproverId?: number | null; toPool?: string | null };

/**
 * A waiting approval and its first events, written with the transaction's other side writes in one
 * statement before it commits (deferred-writes.ts): for a filing nothing reads before then. The
 * events name the approval through its part of that statement. One insert of many events keeps
 * their order.
 */
export async function insertApprovalLater(db: Db, v: TNewApproval, events: TNewEvent[]): Promise<void> {
  declareScopes(db, 'approvals', scopesOfApproval(v));
  const approvalId = await insertLaterReturningId(db, approvals, {
    kind: v.kind,
    subjectId: v.subjectId,
    employeeId: v.employeeId,
    state: v.state,
    chain: v.chain,
    scopeId: v.scopeId,
    step: v.step,
    approverId: v.approverId,
    pool: v.pool,
    siteId: v.siteId,
    escalateAfterDays: v.escalateAfterDays,
    forDate: v.forDate,
  });
  await insertLater(db, approvalEvents, events.map((e) => ({ ...e, approvalId, toApproverId: e.toApproverId ?? null, toPool: e.toPool ?? null })));
}

/** One request's approval (its latest), locked for a decision when `forUpdate`. */
export async function findApproval(db: Db, kind: string, subjectId: number, forUpdate = false): Promise<TApprovalRow | undefined> {
  const res = await db.execute(sql`select ${columns} from approvals a where a.kind = ${kind} and a.subject_id = ${subjectId} order by a.id desc limit 1 ${forUpdate ? sql`for update` : sql``}`);
  const r = res.rows[0] as TApprovalRow | undefined;
  return r ? normal(r) : undefined;
}

/** Moves a waiting request to another step or decider; conditional on the step it was seen at. */
export async function moveApproval(
  db: Db,
  id: number,
  fromStep: number,
  to: { step: number; approverId: number | null; pool: string | null; siteId: number | null; escalated?: boolean },
  /** Escalation: only if it still waits at the step since the instant read (nobody moved it meanwhile). */
  since?: Date,
): Promise<boolean> {
  const res = await db.execute(sql`update approvals set step = ${to.step}, approver_id = ${to.approverId}, pool = ${to.pool}, site_id = ${to.siteId},
      step_since = now(), updated_at = now() ${to.escalated ? sql`, escalations = escalations + 1` : sql``}
      where id = ${id} and state = 'waiting' and step = ${fromStep} ${since ? sql`and date_trunc('milliseconds', step_since) = ${since.toISOString()}::timestamptz` : sql``}`);
  return (res.rowCount ?? 0) > 0;
}

/** Ends a waiting request: 'approved', 'rejected' or 'closed'. */
export async function endApproval(db: Db, id: number, state: 'approved' | 'rejected' | 'closed'): Promise<boolean> {
  const res = await db.execute(sql`update approvals set state = ${state}, updated_at = now() where id = ${id} and state = 'waiting'`);
  return (res.rowCount ?? 0) > 0;
}

export async function insertEvent(
  db: Db,
  v: { approvalId: number; step: number; action: string; actorId: number | null; onBehalfOfId?: number | null; toApproverId?: number | null; toPool?: string | null; comment?: string },
): Promise<void> {
  await db.execute(sql`insert into approval_events (approval_id, step, action, actor_id, on_behalf_of_id, to_approver_id, to_pool, comment)
      values (${v.approvalId}, ${v.step}, ${v.action}, ${v.actorId}, ${v.onBehalfOfId ?? null}, ${v.toApproverId ?? null}, ${v.toPool ?? null}, ${v.comment ?? ''})`);
}

/**
 * Events of a request just filed, in their order, written with the transaction's other side writes
 * in one statement before it commits (nothing reads them before: deferred-writes.ts). One insert of
 * many rows keeps their order (two deferred inserts would run in no set order).
 */
export async function insertEventsLater(db: Db, v: { approvalId: number; step: number; action: string; actorId: number | null; toApproverId?: number | null; toPool?: string | null }[]): Promise<void> {
  await insertLater(db, approvalEvents, v.map((e) => ({ ...e, toApproverId: e.toApproverId ?? null, toPool: e.toPool ?? null })));
}

/** What waits on a viewer: their own steps and their delegators', the HR pool (everywhere or their sites), the site HR pool of their sites; never their own. */
export function waitingOn(v: { deciders: readonly number[]; viewerId: number; hr: boolean; hrSites: readonly number[] }): SQL {
  const parts: SQL[] = [];
  if (v.deciders.length) parts.push(sql`a.approver_id = any(${intArray(v.deciders)}::int[])`);
  if (v.hr) parts.push(sql`a.pool = 'hr'`);
  if (v.hrSites.length) parts.push(sql`(a.pool in ('hr', 'site_hr') and a.site_id = any(${intArray(v.hrSites)}::int[]))`);
  const any = parts.length ? sql.join(parts, sql` or `) : sql`false`;
  return sql`a.state = 'waiting' and a.employee_id <> ${v.viewerId} and (${any})`;
}

/**
 * Whom an approval counts as waiting on, as read-cache scopes: its approver, HR for the 'hr' pool,
 * site HR of its site for either pool (what waitingOn selects; migration 0043's
 * hr_approval_scopes says the same for other processes).
 */
export function scopesOfApproval(a: { approverId: number | null; pool: string | null; siteId: number | null }): string[] {
  const out: string[] = [];
  if (a.approverId !== null) out.push(`approvals:approver:${a.approverId}`);
  if (a.pool === 'hr') out.push('approvals:pool:hr');
  if ((a.pool === 'hr' || a.pool === 'site_hr') && a.siteId !== null) out.push(`approvals:site:${a.siteId}`);
  return out;
}

/** The scopes of every approval waitingOn(v) can select: a change outside them leaves the viewer's counts as they were. */
export function scopesOfViewer(v: { deciders: readonly number[]; hr: boolean; hrSites: readonly number[] }): string[] {
  return [...v.deciders.map((d) => `approvals:approver:${d}`), ...(v.hr ? ['approvals:pool:hr'] : []), ...v.hrSites.map((s) => `approvals:site:${s}`)];
}

/** A page of what waits (oldest filed first) and the total. */
export async function waitingPage(db: Db, where: SQL, kinds: readonly string[], page: number, pageSize: number) {
  const ofKinds = sql`a.kind = any(${`{${kinds.join(',')}}`}::text[])`;
  const [rows, total] = await Promise.all([
    pageSize > 0
      ? db.execute(sql`select ${columns} from approvals a where ${where} and ${ofKinds} order by a.filed_at asc, a.id asc limit ${pageSize} offset ${page * pageSize}`)
      : Promise.resolve({ rows: [] }),
    db.execute(sql`select count(*)::int as n from approvals a where ${where} and ${ofKinds}`),
  ]);
  return { rows: (rows.rows as unknown as TApprovalRow[]).map(normal), total: Number((total.rows[0] as { n: number }).n) };
}

/** How many wait on the viewer, per kind. */
export async function waitingCounts(db: Db, where: SQL): Promise<Map<string, number>> {
  const res = await db.execute(sql`select a.kind, count(*)::int as n from approvals a where ${where} group by a.kind`);
  return new Map((res.rows as { kind: string; n: number }[]).map((r) => [r.kind, Number(r.n)]));
}

/** The requests of a chain (kind and leave type) still waiting, locked, for re-routing after the chain changed. */
export async function waitingOfChain(db: Db, kind: string, scopeId: number | null): Promise<TApprovalRow[]> {
  const scope = scopeId === null ? sql`a.scope_id is null` : sql`a.scope_id = ${scopeId}`;
  const res = await db.execute(sql`select ${columns} from approvals a where a.state = 'waiting' and a.kind = ${kind} and ${scope} order by a.id for update`);
  return (res.rows as unknown as TApprovalRow[]).map(normal);
}

/** Who approved a step of this request so far (themselves, or the approver a delegate acted for). */
export async function approvedBy(db: Db, approvalId: number): Promise<Set<number>> {
  const res = await db.execute(sql`select coalesce(on_behalf_of_id, actor_id) as id from approval_events where approval_id = ${approvalId} and action = 'approved_step'`);
  return new Set((res.rows as { id: number | null }[]).filter((r) => r.id !== null).map((r) => Number(r.id)));
}

/** Re-routing: the request waits at this step now, whatever step it was at (the row is locked). */
export async function forceStep(db: Db, id: number, to: { step: number; approverId: number | null; pool: string | null; siteId: number | null }): Promise<void> {
  await db.execute(sql`update approvals set step = ${to.step}, approver_id = ${to.approverId}, pool = ${to.pool}, site_id = ${to.siteId}, step_since = now(), updated_at = now()
      where id = ${id} and state = 'waiting'`);
}

export async function setChain(db: Db, id: number, chain: readonly TApprovalStep[], escalateAfterDays: number | null): Promise<void> {
  await db.execute(sql`update approvals set chain = ${JSON.stringify(chain)}::jsonb, escalate_after_days = ${escalateAfterDays}, updated_at = now() where id = ${id}`);
}

/** How many wait, per chain: keyed `kind:scopeId` ('overtime:', 'leave:3'). */
export async function waitingPerChain(db: Db): Promise<Map<string, number>> {
  const res = await db.execute(sql`select a.kind, a.scope_id as "scopeId", count(*)::int as n from approvals a where a.state = 'waiting' group by a.kind, a.scope_id`);
  return new Map((res.rows as { kind: string; scopeId: number | null; n: number }[]).map((r) => [`${r.kind}:${r.scopeId ?? ''}`, Number(r.n)]));
}

// ---- Chains ----

export interface TChainRow {
  kind: string;
  leaveTypeId: number | null;
  steps: TApprovalStep[];
  escalateAfterDays: number | null;
}

export async function listChains(db: Db): Promise<TChainRow[]> {
  const res = await db.execute(sql`select kind, leave_type_id as "leaveTypeId", steps, escalate_after_days as "escalateAfterDays" from approval_chains order by kind, leave_type_id nulls first`);
  return (res.rows as unknown as TChainRow[]).map((r) => ({ ...r, leaveTypeId: r.leaveTypeId === null ? null : Number(r.leaveTypeId) }));
}

export async function upsertChain(db: Db, c: TChainRow, actorId: number): Promise<void> {
  await db.execute(sql`insert into approval_chains (kind, leave_type_id, steps, escalate_after_days, updated_by_id)
      values (${c.kind}, ${c.leaveTypeId}, ${JSON.stringify(c.steps)}::jsonb, ${c.escalateAfterDays}, ${actorId})
      on conflict (kind, coalesce(leave_type_id, 0)) do update set steps = excluded.steps, escalate_after_days = excluded.escalate_after_days,
        updated_by_id = excluded.updated_by_id, updated_at = now()`);
}

// ---- Delegation (read side; the leave module keeps the delegations' own pages) ----

/** Who has delegated their approvals to this person on `day` (active, not revoked). */
export async function delegatorsOf(db: Db, delegateId: number, day: string): Promise<number[]> {
  const res = await db.execute(sql`select delegator_id as id from delegations
      where delegate_id = ${delegateId} and revoked_at is null and start_date <= ${day}::date and end_date >= ${day}::date`);
  return (res.rows as { id: number }[]).map((r) => Number(r.id));
}

// ---- What moves on by itself ----

/** Waiting requests whose chain escalates and that have waited at least that many calendar days (working days are counted after). */
export async function overdueCandidates(db: Db, now: Date): Promise<TApprovalRow[]> {
  const res = await db.execute(sql`select ${columns} from approvals a
      where a.state = 'waiting' and a.escalate_after_days is not null
        and a.step_since <= ${now.toISOString()}::timestamptz - make_interval(days => a.escalate_after_days)
      order by a.step_since limit 500`);
  return (res.rows as unknown as TApprovalRow[]).map(normal);
}

/** Every waiting request, lightly: who decides it and when it was filed (the digest). */
export async function allWaiting(db: Db) {
  const res = await db.execute(sql`select a.kind, a.employee_id as "employeeId", a.approver_id as "approverId", a.pool, a.site_id as "siteId", a.filed_at as "filedAt"
      from approvals a where a.state = 'waiting'`);
  return (res.rows as { kind: string; employeeId: number; approverId: number | null; pool: string | null; siteId: number | null; filedAt: string | Date }[]).map((r) => ({
    ...r,
    employeeId: Number(r.employeeId),
    approverId: r.approverId === null ? null : Number(r.approverId),
    siteId: r.siteId === null ? null : Number(r.siteId),
  }));
}

/** Of these people, those who get today's digest: active, with an e-mail, the digest on, not yet sent today. */
export async function digestRecipients(db: Db, ids: readonly number[], day: string) {
  if (!ids.length) return [];
  const res = await db.execute(sql`select e.id, e.email, e.language, e.full_name_en as "fullNameEn", e.full_name_ar as "fullNameAr" from employees e
      where e.id = any(${intArray(ids)}::int[]) and e.active and e.approval_digest and e.email is not null
        and not exists (select 1 from approval_digests d where d.employee_id = e.id and d.day = ${day}::date)
      order by e.id`);
  return (res.rows as { id: number; email: string; language: string; fullNameEn: string; fullNameAr: string }[]).map((r) => ({ ...r, id: Number(r.id) }));
}

/** Today's digest of a person, once: false when another process (or an earlier run) wrote it. */
export async function claimDigest(db: Db, employeeId: number, day: string, waiting: number): Promise<boolean> {
  const res = await db.execute(sql`insert into approval_digests (employee_id, day, waiting) values (${employeeId}, ${day}::date, ${waiting}) on conflict do nothing`);
  return (res.rowCount ?? 0) > 0;
}

/** One of a requester's own requests waiting for a decision: where it waits and whom on. */
export interface TRequesterWaitingRow {
  kind: string;
  subjectId: number;
  filedAt: string | Date;
  forDate: string | null;
  waitingStep: TApprovalStep | null;
  approverId: number | null;
  pool: 'hr' | 'site_hr' | null;
  escalations: number;
}

/**
 * A requester's own requests waiting for a decision, of every kind but `except`, oldest filed first
 * (at most `limit`), and how many there are. Read through the partial index of waiting requests.
 */
export async function waitingOfRequester(db: Db, employeeId: number, except: readonly string[], limit: number): Promise<{ rows: TRequesterWaitingRow[]; total: number }> {
  const where = sql`a.state = 'waiting' and a.employee_id = ${employeeId} and not (a.kind = any(${`{${except.join(',')}}`}::text[]))`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select a.kind, a.subject_id as "subjectId", a.filed_at as "filedAt", a.for_date::text as "forDate", a.chain -> a.step as "waitingStep",
        a.approver_id as "approverId", a.pool, a.escalations from approvals a where ${where} order by a.filed_at, a.id limit ${limit}`),
    db.execute(sql`select count(*)::int as n from approvals a where ${where}`),
  ]);
  return {
    rows: (rows.rows as unknown as TRequesterWaitingRow[]).map((r) => ({ ...r, subjectId: Number(r.subjectId), approverId: r.approverId === null ? null : Number(r.approverId), escalations: Number(r.escalations) })),
    total: Number((count.rows[0] as { n: number }).n),
  };
}
