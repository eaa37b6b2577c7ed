import { createHash } from 'node:crypto';
import { formatDate, localInstant, addDaysIso, type TPayrollChecklist, type TPayrollCheckItem, type TPayrollClose, type TPayrollMonth, type TPayrollReopen } from '@hr/shared';
import ar from '@hr/shared/i18n/ar';
import en from '@hr/shared/i18n/en';
import type { Db } from '../../db/client.js';
import type { Actor, Ctx } from '../../core/context.js';
import { lastDayOf } from '../../core/closed-months.js';
import { AppError } from '../../core/errors.js';
import { getOrganisation, todayIn } from '../../core/organisation.js';
import { isHr } from '../../core/policies.js';
import { adjustmentCells, nextTurn, sheetBaseName, sheetFile, sheetLines, sheetRowCells, type TSheetLine } from '../attendance/index.js';
import { audit } from '../organisation/index.js';
import { getDirectory } from '../people/index.js';
import { carriedInto } from './payroll-carry.js';
import * as repo from './payroll-repository.js';
import { monthOf } from './payroll-views.js';

const requireHr = (actor: Actor) => {
  if (!isHr(actor)) throw new AppError('FORBIDDEN');
};

/** The month and scope may be closed: ended, on or after go-live, the site known. */
async function assertClosable(db: Db, month: string) {
  const org = await getOrganisation(db);
  if (month >= todayIn(org.timeZone).slice(0, 7)) throw new AppError('MONTH_NOT_ENDED');
  if (org.trackingStart && month < org.trackingStart.slice(0, 7)) throw new AppError('MONTH_BEFORE_GO_LIVE', { params: { date: formatDate(org.trackingStart) } });
  return org;
}

const examplesOf = <T>(list: readonly T[], f: (x: T) => TPayrollCheckItem['examples'][number]) => list.slice(0, 10).map(f);

/**
 * What is still open for a month: requests of every kind waiting for days in it, absent or
 * incomplete days nobody resolved (from the month's sheet rows), and terminals not heard from
 * since the month's end plus the grace HR sets (their punches may still be on them).
 */
async function checklistFrom(ctx: Ctx, month: string, siteId: number | null, lines: readonly TSheetLine[]): Promise<TPayrollCheckItem[]> {
  const org = await getOrganisation(ctx.db);
  const from = `${month}-01`;
  const to = lastDayOf(month);
  const waiting = await repo.waitingRequests(ctx.db, from, to, siteId);
  const kindOf = (k: string, d: typeof en) => (d.inbox.kindOne as Record<string, string>)[k] ?? k;
  const absences = lines.flatMap((l) => [...l.days].filter(([, f]) => f.code === 'absent' || f.code === 'incomplete').map(([date]) => ({ p: l.person, date })));
  absences.sort((a, b) => a.date.localeCompare(b.date) || a.p.empCode - b.p.empCode);
  const heardBy = localInstant(addDaysIso(to, 1 + org.terminalGraceDays), '00:00', org.timeZone);
  const terminals = await repo.silentTerminals(ctx.db, heardBy, siteId);
  return [
    {
      kind: 'waitingRequests',
      count: waiting.count,
      examples: examplesOf(waiting.examples, (w) => ({ label: `${kindOf(w.kind, en)} · ${w.empCode} ${w.fullNameEn}`, labelAr: `${kindOf(w.kind, ar)} · ${w.empCode} ${w.fullNameAr}`, date: w.date })),
      link: '/inbox',
    },
    {
      kind: 'unresolvedAbsences',
      count: absences.length,
      examples: examplesOf(absences, (a) => ({ label: `${a.p.empCode} ${a.p.fullNameEn}`, labelAr: `${a.p.empCode} ${a.p.fullNameAr}`, date: a.date })),
      link: `/team/absent?from=${from}&to=${to}`,
    },
    {
      kind: 'silentTerminals',
      count: terminals.length,
      examples: examplesOf(terminals, (d) => ({ label: d.name, labelAr: d.name, date: null })),
      link: '/hr/attendance-devices',
    },
  ];
}

/** Everyone on the payroll sheet of the organisation (or of one site's parts). */
async function monthLines(ctx: Ctx, month: string, siteId: number | null) {
  const dir = await getDirectory(ctx);
  const people = dir.people.filter((p) => p.active);
  return { dir, lines: await sheetLines(ctx, people, month, siteId === null ? {} : { siteId }) };
}

/** GET …/{month}/checklist: what is open before a close (HR only). */
export async function checklistOf(ctx: Ctx, actor: Actor, month: string, siteId: number | null): Promise<TPayrollChecklist> {
  requireHr(actor);
  let closable = true;
  try {
    await assertClosable(ctx.db, month);
    if ((await repo.liveClosingsOf(ctx.db, month)).some((l) => l.siteId === siteId || l.siteId === null)) closable = false;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    closable = false;
  }
  const { lines } = await monthLines(ctx, month, siteId);
  const items = await checklistFrom(ctx, month, siteId, lines);
  return { month, siteId, closable, items, open: items.some((i) => i.count > 0) };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * Closes a month for payroll (HR only): the month is marked closing at once (so nothing changes
 * under it), the checklist is taken (open items need `force` and a reason), the sheet is computed
 * with the late changes to earlier closed months it carries, and its files (CSV and XLSX, English
 * and Arabic), rows, day facts and carried lines are stored in one transaction that marks it
 * closed. Anything that fails removes the closing mark: the month is open again, nothing half-done.
 */
export async function closeMonth(ctx: Ctx, actor: Actor, month: string, input: TPayrollClose): Promise<TPayrollMonth> {
  requireHr(actor);
  const siteId = input.siteId ?? null;
  await assertClosable(ctx.db, month);
  const id = await ctx.db.transaction(async (tx) => {
    await repo.lockPayroll(tx);
    if (siteId !== null && !(await repo.siteExists(tx, siteId))) throw new AppError('UNKNOWN_REFERENCE', { fields: [{ path: 'siteId', message: 'errors.UNKNOWN_REFERENCE' }] });
    const live = await repo.liveClosingsOf(tx, month);
    const same = live.find((l) => l.siteId === siteId || l.siteId === null);
    if (same) throw new AppError(same.state === 'closing' ? 'MONTH_CLOSING' : 'MONTH_ALREADY_CLOSED');
    const bySite = live.find((l) => l.siteId !== null);
    if (siteId === null && bySite) throw new AppError('MONTH_CLOSED_BY_SITE', { params: { site: (await repo.siteName(tx, bySite.siteId!)) ?? '' } });
    return repo.insertClosing(tx, { month, siteId, version: await repo.nextVersion(tx, month, siteId), closedById: actor.id, forced: false, forceReason: '', checklist: null });
  });
  // Marks older than this were made before the month was frozen: the sheet computed next has them.
  const startedAt = new Date(Date.now() - 10 * 60_000);
  try {
    const { dir, lines } = await monthLines(ctx, month, siteId);
    const items = await checklistFrom(ctx, month, siteId, lines);
    const open = items.some((i) => i.count > 0);
    const checklist = { month, siteId, closable: true, items, open };
    if (open && !input.force) throw new AppError('PAYROLL_CHECKLIST_OPEN', { details: checklist });
    const carry = await carriedInto(ctx, month, new Set(lines.map((l) => l.person.id)));
    const scopeName = siteId === null ? 'all' : ((await repo.siteName(ctx.db, siteId)) ?? `site-${siteId}`);
    const cells: Record<'en' | 'ar', (string | number)[][]> = { en: [], ar: [] };
    for (let i = 0; i < lines.length; i++) {
      // Other requests get a turn between slices: this is 40,000 rows at 20,000 people.
      if (i % 2_000 === 1_999) await nextTurn();
      cells.en.push(sheetRowCells('en', month, lines[i], dir));
      cells.ar.push(sheetRowCells('ar', month, lines[i], dir));
    }
    const adjustments = { en: carry.lines.map((a) => adjustmentCells('en', a)), ar: carry.lines.map((a) => adjustmentCells('ar', a)) };
    const files: { format: string; lang: string; fileName: string; content: Buffer; sha256: string }[] = [];
    for (const lang of ['en', 'ar'] as const) {
      for (const format of ['csv', 'xlsx'] as const) {
        const f = await sheetFile({ lang, format, month, baseName: sheetBaseName(month, scopeName), rows: cells[lang], adjustments: adjustments[lang] });
        const content = Buffer.isBuffer(f.body) ? f.body : Buffer.from(f.body, 'utf8');
        files.push({ format, lang, fileName: f.fileName, content, sha256: sha256(content) });
      }
    }
    const monthDays: { employeeId: number; date: string; facts: TSheetLine['days'] extends Map<string, infer F> ? F : never }[] = [];
    for (let i = 0; i < lines.length; i++) {
      if (i % 5_000 === 4_999) await nextTurn();
      for (const [date, facts] of lines[i].days) monthDays.push({ employeeId: lines[i].person.id, date, facts });
    }
    await ctx.db.transaction(async (tx) => {
      if (!(await repo.markClosed(tx, id, { forced: open, forceReason: open ? input.reason.trim() : '', checklist }))) throw new AppError('CONFLICT');
      await repo.saveFiles(tx, id, files);
      await repo.saveRows(tx, id, [
        ...lines.map((l, i) => ({ part: 'sheet', employeeId: l.person.id, siteId: l.part.job.siteId, departmentId: l.part.job.departmentId, cellsEn: cells.en[i], cellsAr: cells.ar[i] })),
        ...carry.lines.map((a, i) => ({ part: 'adjustment', employeeId: a.person.id, siteId: dir.get(a.person.id)?.siteId ?? null, departmentId: dir.get(a.person.id)?.departmentId ?? null, cellsEn: adjustments.en[i], cellsAr: adjustments.ar[i] })),
      ]);
      await repo.saveDays(tx, id, monthDays);
      await repo.saveAdjustments(tx, id, carry.lines.map((a) => ({ employeeId: a.person.id, date: a.date, before: a.before, after: a.after })));
      // The marks measured, and the month's own (it is issued whole), are forgotten.
      await repo.clearDirty(tx, carry.measured, startedAt);
      await repo.clearDirtyMonth(tx, [...new Set(lines.map((l) => l.person.id))], `${month}-01`, lastDayOf(month), startedAt);
      await audit(tx, {
        actorId: actor.id,
        action: 'payroll.close',
        entity: 'payroll_month',
        entityId: id,
        after: { month, siteId, people: new Set(lines.map((l) => l.person.id)).size, adjustments: carry.lines.length, ...(open && { forced: true, reason: input.reason.trim() }), files: files.map((f) => `${f.fileName} ${f.sha256}`) },
        ip: actor.ip,
      });
    });
  } catch (e) {
    await repo.removeClosing(ctx.db, id);
    throw e;
  }
  return monthOf(ctx, id);
}

/**
 * Reopens the latest closed version of a month and scope (HR only, with a reason): the month is
 * open again and its next close issues the next version. A later closed month of an overlapping
 * scope must be reopened first. The lines this closing carried no longer count: their days are
 * marked again, to be carried by the next close.
 */
export async function reopenMonth(ctx: Ctx, actor: Actor, month: string, input: TPayrollReopen): Promise<TPayrollMonth> {
  requireHr(actor);
  const siteId = input.siteId ?? null;
  const id = await ctx.db.transaction(async (tx) => {
    await repo.lockPayroll(tx);
    const live = (await repo.liveClosingsOf(tx, month)).find((l) => l.siteId === siteId);
    if (!live) throw new AppError('MONTH_NOT_CLOSED');
    if (live.state === 'closing') throw new AppError('MONTH_CLOSING');
    const later = await repo.laterClosed(tx, month, siteId);
    if (later) throw new AppError('LATER_MONTH_CLOSED', { params: { month: `${later.slice(5, 7)}/${later.slice(0, 4)}` } });
    if (!(await repo.markReopened(tx, live.id, { reopenedById: actor.id, reopenReason: input.reason.trim() }))) throw new AppError('CONFLICT');
    await repo.markDirty(tx, await repo.adjustmentsOf(tx, live.id));
    await audit(tx, { actorId: actor.id, action: 'payroll.reopen', entity: 'payroll_month', entityId: live.id, after: { month, siteId, version: live.version, reason: input.reason.trim() }, ip: actor.ip });
    return live.id;
  });
  return monthOf(ctx, id);
}
