import {
  annualMinimum,
  computeBalance,
  endOfServiceDays,
  LAW_FIRST_JANUARY,
  latestFor,
  lotsOf,
  payrollMonthFor,
  settlementDue,
  settlementState,
  type TAnnualMinimum,
  type TBalanceLot,
  type TBalanceYear,
  type TEntitlementPerson,
  type TSettlementDecisionInput,
  type TSettlementDecisionRecord,
  type TSettlementDecisionRow,
  type TSettlementItem,
  type TSettlementList,
  type TSettlementOf,
  type TSettlementRule,
  type TSettlementRuleInput,
  personGroupDays,
} from '@hr/shared';
import type { Actor, Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { csvCell } from '../../core/csv.js';
import { loadClosedDays } from '../../core/closed-months.js';
import { getOrganisation, todayIn } from '../../core/organisation.js';
import { lockPerson } from '../../core/person-lock.js';
import { hasRole } from '../../core/policies.js';
import type { Db } from '../../db/client.js';
import { organisation } from '../../db/schema.js';
import { audit, cachedCalendarFacts, holidayApplies } from '../organisation/index.js';
import { getDirectory, type TDirectoryEmployee } from '../people/index.js';
import { balanceHistoryFrom, balanceSettings, entitlementOf, type TBalanceSettings } from './leave-balance-service.js';
import * as repo from './leave-repository.js';
import * as srepo from './annual-settlement-repository.js';
import { eq } from 'drizzle-orm';

/**
 * Art 125 of Labour Law 14/2025 on the annual balance (law rules annualSettlement, annualRefusal,
 * annualEndOfService, annualMinimum): HR's settlement list of grants over three years old and of
 * balances owed at the end of service, HR's decision per person (each one audited), the payments
 * for payroll, the one-time move from expiry to the law's rule (decision 0010), and the yearly
 * minimum of 15 days with 6 in a row.
 */

const LAST_YEAR = 9999;
type TUsage = { employeeId: number; balanceTypeId: number; year: number; taken: number; pending: number };
type TLedger = { employeeId: number; balanceTypeId: number; year: number; days: number };
type TPerson = TEntitlementPerson & { id: number };

function assertReader(actor: Actor) {
  if (!hasRole(actor, 'hr', 'admin', 'site_hr')) throw new AppError('FORBIDDEN');
}
function assertWriter(actor: Actor) {
  if (!hasRole(actor, 'hr', 'admin')) throw new AppError('FORBIDDEN');
}
const entitlementPerson = (e: TDirectoryEmployee): TPerson => ({ id: e.id, hireDate: e.hireDate, birthDate: e.birthDate, disability: e.disability });

/** Every year of a person's annual balance from the first one read up to the latest with bookings or ledger rows (or this year). */
function yearsOf(type: repo.TLeaveTypeRow, person: TPerson, s: TBalanceSettings, usage: readonly TUsage[], ledger: readonly TLedger[], from: number): TBalanceYear[] {
  const thisYear = Number(s.today.slice(0, 4));
  const mine = <T extends { employeeId: number; balanceTypeId: number }>(rows: readonly T[]) => rows.filter((r) => r.employeeId === person.id && r.balanceTypeId === type.id);
  const u = mine(usage);
  const l = mine(ledger);
  const last = Math.max(thisYear, ...u.map((x) => x.year), ...l.map((x) => x.year));
  const out: TBalanceYear[] = [];
  for (let y = from; y <= last; y++) {
    const uy = u.find((x) => x.year === y);
    const ly = l.filter((x) => x.year === y).reduce((sum, x) => sum + x.days, 0);
    out.push({ year: y, granted: entitlementOf(type, person, y, s) + ly, taken: uy?.taken ?? 0, pending: uy?.pending ?? 0 });
  }
  return out;
}

const toRow = (d: srepo.TDecisionRow): TSettlementDecisionRow => ({ year: d.year, decision: d.decision as TSettlementDecisionRow['decision'], takeBy: d.takeBy, decidedAt: d.createdAt.toISOString() });

function present(d: srepo.TDecisionRow): TSettlementDecisionRecord {
  return {
    decision: d.decision as TSettlementDecisionRecord['decision'],
    days: Number(d.days),
    takeBy: d.takeBy,
    refusedOn: d.refusedOn,
    note: d.note,
    payrollMonth: d.payrollMonth,
    decidedAt: d.createdAt.toISOString(),
    decidedBy: d.actorId === null ? null : { id: d.actorId, EmpCode: d.actorEmpCode ?? 0, FullName: d.actorNameEn ?? '', fullNameAr: d.actorNameAr ?? '' },
  };
}

/** One person's line: their due grants, where they stand, and the days owed at the end of service. */
function itemOf(e: TDirectoryEmployee, lots: readonly TBalanceLot[], decisions: readonly srepo.TDecisionRow[], today: string): TSettlementItem | null {
  const rows = decisions.map(toRow);
  const due = settlementDue(lots, today);
  const refusedDays = lots.filter((l) => l.left > 0 && latestFor(rows, l.year)?.decision === 'refused').reduce((s, l) => s + l.left, 0);
  const eos = e.endDate ? endOfServiceDays(lots, rows) : null;
  if (!due.length && !(eos && eos > 0)) return null;
  const state = settlementState(due, rows, today);
  const grants = due.map((l) => latestFor(rows, l.year)).filter((d) => d?.decision === 'grant' && d.takeBy);
  const takeBy = grants.length ? grants.map((d) => d!.takeBy!).sort()[0] : null;
  const last = decisions.length ? present(decisions[decisions.length - 1]) : null;
  return {
    employee: { id: e.id, EmpCode: e.empCode, FullName: e.fullNameEn, fullNameAr: e.fullNameAr },
    dueYears: due.map((l) => ({ year: l.year, days: l.left })),
    dueDays: Math.round(due.reduce((s, l) => s + l.left, 0) * 1000) / 1000,
    state,
    takeBy,
    endDate: e.endDate,
    endOfServiceDays: eos,
    refusedDays: Math.round(refusedDays * 1000) / 1000,
    last,
  };
}

/** The lots of many people's annual balances, in three queries. */
async function lotsOfMany(db: Db, type: repo.TLeaveTypeRow, people: readonly TPerson[], s: TBalanceSettings): Promise<Map<number, TBalanceLot[]>> {
  const thisYear = Number(s.today.slice(0, 4));
  const from = balanceHistoryFrom(thisYear, s);
  const ids = people.map((p) => p.id);
  // One after the other: `db` may be a transaction's single client.
  const usage = await repo.balanceUsageMany(db, ids, from, LAST_YEAR);
  const ledger = await repo.ledgerSums(db, ids, from, LAST_YEAR);
  const out = new Map<number, TBalanceLot[]>();
  for (const p of people) out.set(p.id, lotsOf(yearsOf(type, p, s, usage, ledger, from), s.carryOverYears, s.noExpiryFrom));
  return out;
}

/** GET /api/hr/annual-settlements: everyone with grants due for settlement or a balance owed at the end of service. */
export async function listSettlements(ctx: Ctx, actor: Actor): Promise<TSettlementList> {
  assertReader(actor);
  const [type, s, dir] = await Promise.all([srepo.annualType(ctx.db), balanceSettings(ctx.db), getDirectory(ctx)]);
  if (!type) return { noExpiryFrom: s.noExpiryFrom, items: [] };
  const visible = dir.visible(actor, 'hr.read');
  // Everyone HR may read: active people, and people who left with a balance still owed.
  const people = dir.people.filter((e) => visible(e) && (e.active || e.endDate));
  const lots = await lotsOfMany(ctx.db, type, people.map(entitlementPerson), s);
  const decisions = await srepo.decisionsOf(ctx.db, null);
  const byPerson = new Map<number, srepo.TDecisionRow[]>();
  for (const d of decisions) byPerson.set(d.employeeId, [...(byPerson.get(d.employeeId) ?? []), d]);
  const items: TSettlementItem[] = [];
  for (const e of people) {
    const item = itemOf(e, lots.get(e.id) ?? [], byPerson.get(e.id) ?? [], s.today);
    if (item) items.push(item);
  }
  items.sort((a, b) => a.employee.EmpCode - b.employee.EmpCode);
  return { noExpiryFrom: s.noExpiryFrom, items };
}

async function personFor(ctx: Ctx, actor: Actor, employeeId: number): Promise<TDirectoryEmployee> {
  assertReader(actor);
  const dir = await getDirectory(ctx);
  const e = dir.get(employeeId);
  if (!e || !dir.visible(actor, 'hr.read')(e)) throw new AppError('NOT_FOUND');
  return e;
}

/** GET /api/hr/annual-settlements/:employeeId: the person's line (the person's page) and every decision about them. */
export async function settlementOf(ctx: Ctx, actor: Actor, employeeId: number): Promise<TSettlementOf> {
  const e = await personFor(ctx, actor, employeeId);
  const [type, s] = await Promise.all([srepo.annualType(ctx.db), balanceSettings(ctx.db)]);
  if (!type) return { item: null, history: [] };
  const lots = (await lotsOfMany(ctx.db, type, [entitlementPerson(e)], s)).get(e.id) ?? [];
  const decisions = await srepo.decisionsOf(ctx.db, [e.id]);
  return { item: itemOf(e, lots, decisions, s.today), history: decisions.map(present).reverse() };
}

const invalid = (path: string) => new AppError('VALIDATION_FAILED', { fields: [{ path, message: 'validation.invalid' }] });

/**
 * POST /api/hr/annual-settlements/:employeeId: HR's decision on the person's due grants (Art 125),
 * audited. 'grant': the days stay, to be taken by `takeBy` (today or later). 'pay': the days leave
 * the balance as a ledger row of each grant's year and go to payroll in the first month not closed
 * for the person's site from today (a closed month never changes); a person with an end date is paid
 * every day left but refused ones (the final settlement). 'refused': the worker's written refusal on
 * `refusedOn` (today or earlier) is recorded with the note; those days keep no cash equivalent.
 */
export async function decideSettlement(ctx: Ctx, actor: Actor, employeeId: number, input: TSettlementDecisionInput): Promise<TSettlementOf> {
  assertWriter(actor);
  const e = await personFor(ctx, actor, employeeId);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockPerson(tx, employeeId))) throw new AppError('NOT_FOUND');
    const type = await srepo.annualType(tx);
    const s = await balanceSettings(tx);
    if (!type) throw new AppError('NOTHING_TO_SETTLE');
    const lots = (await lotsOfMany(tx, type, [entitlementPerson(e)], s)).get(e.id) ?? [];
    const decisions = (await srepo.decisionsOf(tx, [e.id])).map(toRow);
    const due = settlementDue(lots, s.today);
    const endOfService = !!e.endDate && input.decision === 'pay';
    const targets = endOfService ? lots.filter((l) => l.left > 0 && latestFor(decisions, l.year)?.decision !== 'refused') : due;
    if (!targets.length) throw new AppError('NOTHING_TO_SETTLE');
    if (input.decision === 'grant' && (!input.takeBy || input.takeBy < s.today)) throw invalid('takeBy');
    if (input.decision === 'refused' && (!input.refusedOn || input.refusedOn > s.today)) throw invalid('refusedOn');
    let payrollMonth: string | null = null;
    if (input.decision === 'pay') {
      const closed = await loadClosedDays(tx);
      payrollMonth = payrollMonthFor(s.today, (m) => closed.isClosed(`${m}-01`, e.siteId));
    }
    const rows = [];
    for (const l of targets) {
      const days = Math.round(l.left * 1000) / 1000;
      const ledgerId =
        input.decision === 'pay'
          ? await srepo.insertSettlementLedger(tx, { employeeId, leaveTypeId: type.id, year: l.year, days: -days, reason: input.note || (endOfService ? 'Art 125: end of service' : 'Art 125: settlement'), actorId: actor.id })
          : null;
      rows.push({
        employeeId,
        leaveTypeId: type.id,
        year: l.year,
        decision: input.decision,
        days,
        endOfService,
        takeBy: input.decision === 'grant' ? input.takeBy : null,
        refusedOn: input.decision === 'refused' ? input.refusedOn : null,
        note: input.note,
        payrollMonth,
        ledgerId,
        actorId: actor.id,
      });
    }
    await srepo.insertDecisions(tx, rows);
    await audit(tx, {
      actorId: actor.id,
      action: `annual_settlement.${input.decision}`,
      entity: 'annual_settlement',
      entityId: employeeId,
      before: { due: due.map((l) => ({ year: l.year, days: l.left })) },
      after: { years: rows.map((r) => ({ year: r.year, days: r.days })), endOfService, takeBy: input.takeBy, refusedOn: input.refusedOn, note: input.note, payrollMonth },
      ip: actor.ip,
    });
  });
  return settlementOf(ctx, actor, employeeId);
}

const CSV_HEAD = {
  en: ['Payroll month', 'Company ID', 'Name', 'Grant year', 'Days to pay', 'Reason', 'Note', 'Decided on'],
  ar: ['شهر الرواتب', 'الرقم الوظيفي', 'الاسم', 'سنة الاستحقاق', 'الأيام المستحق مقابلها', 'السبب', 'ملاحظة', 'تاريخ القرار'],
};
const CSV_REASON = {
  en: { settlement: 'Settlement every three years (Art 125)', end: 'End of service (Art 125)' },
  ar: { settlement: 'تسوية الرصيد كل ثلاث سنوات (المادة 125)', end: 'انتهاء الخدمة (المادة 125)' },
};

/**
 * GET /api/hr/annual-settlements/payments.csv: the days paid, for payroll (the portal keeps no
 * wages: payroll multiplies by the wage), of one payroll month or all. A payment belongs to the month
 * it was given when decided, never a closed one, so a closed month's list never changes.
 */
export async function paymentsCsv(ctx: Ctx, actor: Actor, month: string | undefined, lang: 'en' | 'ar'): Promise<{ fileName: string; body: Buffer }> {
  assertReader(actor);
  const [rows, dir, org] = await Promise.all([srepo.payments(ctx.db, month), getDirectory(ctx), getOrganisation(ctx.db)]);
  const visible = dir.visible(actor, 'hr.read');
  const lines = [CSV_HEAD[lang].map(csvCell).join(',')];
  for (const r of rows) {
    const e = dir.get(r.employeeId);
    if (!e || !visible(e)) continue;
    const [y, m] = (r.payrollMonth ?? '').split('-');
    lines.push(
      [
        `${m}/${y}`,
        r.empCode,
        lang === 'ar' ? r.fullNameAr || r.fullNameEn : r.fullNameEn,
        r.year,
        Number(r.days),
        CSV_REASON[lang][r.endOfService ? 'end' : 'settlement'],
        r.note,
        todayIn(org.timeZone, r.createdAt).split('-').reverse().join('/'),
      ]
        .map((c) => csvCell(c))
        .join(','),
    );
  }
  return { fileName: `annual-settlements${month ? `-${month}` : ''}-${lang}.csv`, body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`) };
}

// ---- The move from expiry to the law's rule (decision 0010) ----

/**
 * GET /api/hr/annual-settlements/rule: whether the law's rule applies, the years HR may choose
 * (no day expires from 1 January of: the first under the law, 2026, up to next year) and, for the
 * chosen one (the latest by default, which changes no balance shown today), each person whose annual
 * balance it changes: this year's remaining now and after, and the days the old rule would let
 * expire next 1 January.
 */
export async function settlementRule(ctx: Ctx, actor: Actor, from?: number): Promise<TSettlementRule> {
  assertReader(actor);
  const [type, s, dir] = await Promise.all([srepo.annualType(ctx.db), balanceSettings(ctx.db), getDirectory(ctx)]);
  const year = Number(s.today.slice(0, 4));
  const minFrom = Math.min(LAW_FIRST_JANUARY, year + 1);
  const maxFrom = year + 1;
  const chosen = s.noExpiryFrom ?? Math.min(maxFrom, Math.max(minFrom, from ?? maxFrom));
  const changes: TSettlementRule['preview']['changes'] = [];
  if (type && s.noExpiryFrom === null) {
    const visible = dir.visible(actor, 'hr.read');
    const people = dir.people.filter((e) => e.active && visible(e));
    const first = balanceHistoryFrom(year, { ...s, noExpiryFrom: chosen });
    const ids = people.map((p) => p.id);
    const [usage, ledger] = await Promise.all([repo.balanceUsageMany(ctx.db, ids, first, year + 1), repo.ledgerSums(ctx.db, ids, first, year + 1)]);
    for (const e of people) {
      const years = yearsOf(type, entitlementPerson(e), s, usage, ledger, first).filter((y) => y.year <= year + 1);
      if (!years.some((y) => y.year === year + 1)) years.push({ year: year + 1, granted: 0, taken: 0, pending: 0 });
      // Now: exactly as the balance is shown today (the old rule reads from its own first year).
      const oldFirst = balanceHistoryFrom(year, s);
      const now = computeBalance(years.filter((y) => y.year >= oldFirst), year, s.carryOverYears, null).remaining;
      const after = computeBalance(years, year, s.carryOverYears, chosen).remaining;
      // Next 1 January: what the old rule lets expire and the law's rule keeps (without next year's own grant and bookings).
      const next = years.map((y) => (y.year === year + 1 ? { ...y, granted: 0, taken: 0, pending: 0 } : y));
      const kept = computeBalance(next, year + 1, s.carryOverYears, chosen).remaining - computeBalance(next, year + 1, s.carryOverYears, null).remaining;
      if (now !== after || kept > 0) {
        changes.push({ employee: { id: e.id, EmpCode: e.empCode, FullName: e.fullNameEn, fullNameAr: e.fullNameAr }, remainingNow: now, remainingAfter: after, keptNextYear: Math.round(kept * 1000) / 1000 });
      }
    }
    changes.sort((a, b) => a.employee.EmpCode - b.employee.EmpCode);
  }
  return { noExpiryFrom: s.noExpiryFrom, carryOverYears: s.carryOverYears, minFrom, maxFrom, preview: { from: chosen, year, changes } };
}

/** POST /api/hr/annual-settlements/rule: HR confirms the move (once; audited with what it changed). */
export async function applySettlementRule(ctx: Ctx, actor: Actor, input: TSettlementRuleInput): Promise<TSettlementRule> {
  assertWriter(actor);
  const preview = await settlementRule(ctx, actor, input.from);
  if (preview.noExpiryFrom !== null) throw new AppError('SETTLEMENT_RULE_SET');
  if (input.from < preview.minFrom || input.from > preview.maxFrom) throw invalid('from');
  await ctx.db.transaction(async (tx) => {
    const before = await getOrganisation(tx, { forUpdate: true });
    if (before.annualNoExpiryFrom !== null) throw new AppError('SETTLEMENT_RULE_SET');
    await tx.update(organisation).set({ annualNoExpiryFrom: input.from, updatedAt: new Date() }).where(eq(organisation.id, 1));
    await audit(tx, {
      actorId: actor.id,
      action: 'annual_settlement.rule',
      entity: 'organisation',
      entityId: 1,
      before: { annualNoExpiryFrom: null, carryOverYears: before.carryOverYears },
      after: { annualNoExpiryFrom: input.from, changes: preview.preview.changes.map((c) => ({ employeeId: c.employee.id, remainingNow: c.remainingNow, remainingAfter: c.remainingAfter, keptNextYear: c.keptNextYear })) },
      ip: actor.ip,
    });
  });
  return settlementRule(ctx, actor);
}

// ---- The yearly minimum (law rule annualMinimum) ----

/**
 * Whether each person gets Art 125's minimum in `year`: 15 days (the year's entitlement when
 * smaller: people hired in the year), six of them in a row, counting annual-balance leave taken,
 * approved and pending. Not checked: people without the entitlement that year and people whose
 * employment ends that year (their balance is paid at the end of service). Rest days are the
 * person's shift's (or the organisation's weekend), holidays those of their site.
 */
export async function annualMinimumOf(ctx: Ctx, people: readonly TDirectoryEmployee[], year: number): Promise<Map<number, TAnnualMinimum>> {
  const out = new Map<number, TAnnualMinimum>();
  const [type, s, facts] = await Promise.all([srepo.annualType(ctx.db), balanceSettings(ctx.db), cachedCalendarFacts(ctx)]);
  if (!type) return out;
  const checked = people.filter((e) => e.active && !(e.endDate && e.endDate <= `${year}-12-31`));
  const leave = await srepo.annualLeaveInYear(ctx.db, checked.map((e) => e.id), type.id, year);
  const byPerson = new Map<number, { startDate: string; endDate: string; days: number }[]>();
  for (const l of leave) byPerson.set(l.employeeId, [...(byPerson.get(l.employeeId) ?? []), l]);
  const yearEnd = `${year}-12-31`;
  for (const e of checked) {
    const workDays = e.shiftId !== null ? facts.shiftWorkDays.get(e.shiftId) : undefined;
    const holidays = new Set(facts.holidays.filter((h) => h.date.startsWith(String(year)) && holidayApplies(h, e.siteId)).map((h) => h.date));
    // Decree 346/2025: the person's holiday group's days off are holidays for them too.
    for (const g of personGroupDays(e.holidayGroups, `${year}-01-01`, yearEnd)) holidays.add(g.date);
    const isOff = (d: string) => {
      const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
      return holidays.has(d) || (workDays ? !workDays.includes(wd) : facts.org.weekendDays.includes(wd));
    };
    const p = entitlementPerson(e);
    const r = annualMinimum(p, year, byPerson.get(e.id) ?? [], isOff, entitlementOf(type, p, year, { ...s, today: yearEnd }));
    if (r) out.set(e.id, r);
  }
  return out;
}
