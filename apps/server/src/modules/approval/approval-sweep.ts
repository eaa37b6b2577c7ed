import { addDaysIso, APPROVAL_KIND_WORDS, isWeekend, managerAbove } from '@hr/shared';
import { approvalDigestText } from '@hr/shared/i18n/email';
import type { Ctx } from '../../core/context.js';
import { brandMail, hrRecipients, notifyPeople } from '../../core/notification.js';
import { cachedOrganisation, todayIn as todayInZone } from '../../core/organisation.js';
import { startRepeating } from '../../core/repeating.js';
import { audit, holidayApplies, holidaysBetween } from '../organisation/index.js';
import { findPeople, getDirectory, type Directory } from '../people/index.js';
import * as repo from './approval-repository.js';
import { approvalKind } from './approval-kinds.js';

/**
 * What moves on by itself: a request that waited at one step longer than its chain's
 * `escalateAfterDays` working days goes one level up (the approver's own manager, else HR), and
 * every approver with requests waiting gets one digest e-mail a day. Run by a timer in every
 * server process: each change is conditional (the step and its start as read; one digest row a
 * person a day), so two processes, or a run after a crash, never do anything twice.
 */

/** Working days (the organisation's week and holidays for the person's site) after `from` up to and including `to`. */
export async function workingDaysBetween(ctx: Ctx, from: string, to: string, siteId: number | null): Promise<number> {
  if (to <= from) return 0;
  const org = await cachedOrganisation(ctx);
  const holidays = new Set((await holidaysBetween(ctx.db, addDaysIso(from, 1), to)).filter((h) => holidayApplies(h, siteId)).map((h) => h.date));
  let n = 0;
  // Bounded: a step waits at most a few months before someone notices; a year is the cap.
  for (let d = addDaysIso(from, 1), i = 0; d <= to && i < 366; d = addDaysIso(d, 1), i++) if (!isWeekend(d, org.weekendDays) && !holidays.has(d)) n++;
  return n;
}

/** One level up from the decider of a step: a person's own active manager, site HR's pool to HR; HR is the top (null). */
function upFrom(dir: Directory, a: repo.TApprovalRow): { approverId: number | null; pool: 'hr' | 'site_hr' | null } | null {
  if (a.approverId !== null) {
    const m = managerAbove(dir, a.approverId, 'direct');
    const boss = m === null ? undefined : dir.get(m);
    return boss && boss.active && boss.id !== a.employeeId ? { approverId: boss.id, pool: null } : { approverId: null, pool: 'hr' };
  }
  return a.pool === 'site_hr' ? { approverId: null, pool: 'hr' } : null;
}

const nameOf = (dir: Directory, w: { approverId: number | null; pool: string | null }, lang: 'en' | 'ar') => {
  if (w.approverId !== null) {
    const p = dir.get(w.approverId);
    return (lang === 'ar' ? p?.fullNameAr : p?.fullNameEn) ?? '';
  }
  return w.pool === 'site_hr' ? (lang === 'ar' ? 'موارد بشرية الموقع' : 'site HR') : lang === 'ar' ? 'الموارد البشرية' : 'HR';
};

/** Moves on every request that waited too long at its step; how many moved. */
export async function escalateWaiting(ctx: Ctx, now = new Date()): Promise<number> {
  const org = await cachedOrganisation(ctx);
  const today = todayInZone(org.timeZone, now);
  const dir = await getDirectory(ctx);
  let moved = 0;
  for (const a of await repo.overdueCandidates(ctx.db, now)) {
    const since = todayInZone(org.timeZone, new Date(a.stepSince));
    const days = await workingDaysBetween(ctx, since, today, a.siteId);
    if (a.escalateAfterDays === null || days < a.escalateAfterDays) continue;
    const to = upFrom(dir, a);
    if (!to) continue;
    const ok = await ctx.db.transaction(async (tx) => {
      const w = { ...to, siteId: a.siteId };
      if (!(await repo.moveApproval(tx, a.id, a.step, { step: a.step, ...w, escalated: true }, new Date(a.stepSince)))) return false;
      await repo.insertEvent(tx, { approvalId: a.id, step: a.step, action: 'escalated', actorId: null, toApproverId: w.approverId, toPool: w.pool, comment: `${days}` });
      const k = approvalKind(a.kind);
      await audit(tx, {
        actorId: null,
        action: 'approval.escalate',
        entity: k.entity,
        entityId: String(a.subjectId),
        before: { step: a.step, approverId: a.approverId, pool: a.pool },
        after: { step: a.step, approverId: w.approverId, pool: w.pool, workingDays: days },
        ip: null,
      });
      const requester = dir.get(a.employeeId);
      const words = APPROVAL_KIND_WORDS[a.kind] ?? { en: a.kind, ar: a.kind };
      const params = {
        name: requester?.fullNameEn ?? '',
        nameAr: requester?.fullNameAr ?? '',
        kind: words.en,
        kindAr: words.ar,
        days,
        from: nameOf(dir, a, 'en'),
        fromAr: nameOf(dir, a, 'ar'),
        to: nameOf(dir, w, 'en'),
        toAr: nameOf(dir, w, 'ar'),
      };
      const deciders = w.approverId !== null ? await findPeople(tx, [w.approverId]) : await hrRecipients(tx, w.siteId);
      await notifyPeople(ctx, tx, deciders.filter((r) => r.id !== a.employeeId), 'approval_escalated', params, k.link(a.subjectId, 'decider'));
      await notifyPeople(ctx, tx, await findPeople(tx, [a.employeeId]), 'approval_escalated_own', params, k.link(a.subjectId, 'requester'));
      return true;
    });
    if (ok) moved++;
  }
  return moved;
}

/** Who decides what waits now: each person with their counts per kind and the oldest filing (a pool counts for each of its members). */
async function waitingByDecider(ctx: Ctx, dir: Directory) {
  const rows = await repo.allWaiting(ctx.db);
  const hr = dir.people.filter((p) => p.active && (p.roles.includes('hr') || p.roles.includes('admin'))).map((p) => p.id);
  const by = new Map<number, { counts: Map<string, number>; oldest: Date }>();
  const add = (id: number, r: (typeof rows)[number]) => {
    if (id === r.employeeId) return;
    const e = by.get(id) ?? { counts: new Map<string, number>(), oldest: new Date(r.filedAt) };
    e.counts.set(r.kind, (e.counts.get(r.kind) ?? 0) + 1);
    if (new Date(r.filedAt) < e.oldest) e.oldest = new Date(r.filedAt);
    by.set(id, e);
  };
  for (const r of rows) {
    if (r.approverId !== null) add(r.approverId, r);
    else {
      const site = r.siteId === null ? [] : dir.siteHrOf(r.siteId);
      for (const id of r.pool === 'hr' ? [...hr, ...site] : site) add(id, r);
    }
  }
  return by;
}

/**
 * The daily digest: from 07:00 in the organisation's zone, each active approver with requests
 * waiting, an e-mail address and the digest on (My account) gets one e-mail in their language.
 * The day's row is written with the mail, in one transaction: sent once a day, never lost.
 */
export async function sendDigests(ctx: Ctx, now = new Date()): Promise<number> {
  const org = await cachedOrganisation(ctx);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: org.timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
  if (hour < 7) return 0;
  const today = todayInZone(org.timeZone, now);
  const dir = await getDirectory(ctx);
  const by = await waitingByDecider(ctx, dir);
  if (!by.size) return 0;
  const people = await repo.digestRecipients(ctx.db, [...by.keys()], today);
  let sent = 0;
  for (const p of people) {
    const e = by.get(p.id)!;
    const lang = p.language === 'ar' ? 'ar' : 'en';
    const counts = [...e.counts].map(([kind, n]) => ({ kind: (APPROVAL_KIND_WORDS[kind] ?? { en: kind, ar: kind })[lang], n }));
    const waiting = [...e.counts.values()].reduce((a, b) => a + b, 0);
    const oldestDays = Math.max(0, Math.floor((now.getTime() - e.oldest.getTime()) / 86_400_000));
    const text = approvalDigestText(lang, {
      name: lang === 'ar' ? p.fullNameAr : p.fullNameEn,
      counts,
      oldestDays,
      link: `${ctx.config.PUBLIC_URL}/inbox`,
      accountLink: `${ctx.config.PUBLIC_URL}/self/account`,
    });
    const done = await ctx.db.transaction(async (tx) => {
      if (!(await repo.claimDigest(tx, p.id, today, waiting))) return false;
      await ctx.mailer.send(tx, brandMail(org, lang, { to: p.email, subject: text.subject, body: text.body }));
      return true;
    });
    if (done) sent++;
  }
  return sent;
}

/** Starts the timer of this process: a sweep soon after start, then every `everyMs`; stop() waits for the sweep in flight. */
export function startApprovalSweep(ctx: Ctx, opts: { everyMs?: number; firstAfterMs?: number } = {}) {
  return startRepeating(async () => {
    await escalateWaiting(ctx);
    await sendDigests(ctx);
  }, { firstAfterMs: opts.firstAfterMs ?? 60_000, everyMs: opts.everyMs ?? 10 * 60_000, onError: (err) => ctx.log.warn(`approval sweep: ${(err as Error).message}`) });
}
