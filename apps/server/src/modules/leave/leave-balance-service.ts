import {
  annualEntitlement,
  annualExtraReasons,
  EGYPT_ANNUAL,
  lawReadings,
  leaveProtection,
  checkBalanceChange,
  computeBalance,
  type TBalance,
  type TBalanceList,
  type TBalanceChangeCheck,
  type TBalanceYear,
  type TEntitlementPerson,
} from '@hr/shared';
import type { Db } from '../../db/client.js';
import * as repo from './leave-repository.js';
import { cachedToday, getOrganisation } from '../../core/organisation.js';
import type { Ctx } from '../../core/context.js';
import { todayIn, type TOrganisationRow } from '../../core/organisation.js';

export interface TBalanceSettings {
  carryOverYears: number;
  /** Art 125 (law rule annualSettlement): no grant expires from 1 January of this year; null: the old expiry. */
  noExpiryFrom: number | null;
  leaveStartYear: number;
  today: string;
  /** Art 124's ten years: service before joining counts ('any_employer', the default) or not (HR's reading; law rule annualTiers). */
  priorService?: 'any_employer' | 'this_employer';
}

export async function balanceSettings(db: Db): Promise<TBalanceSettings> {
  return balanceSettingsOf(await getOrganisation(db));
}

/** The balance settings of organisation settings already read. */
export const balanceSettingsOf = (org: Pick<TOrganisationRow, 'carryOverYears' | 'leaveStartYear' | 'timeZone'> & Partial<Pick<TOrganisationRow, 'annualNoExpiryFrom' | 'lawReadings'>>): TBalanceSettings => ({
  carryOverYears: org.carryOverYears,
  noExpiryFrom: org.annualNoExpiryFrom ?? null,
  leaveStartYear: org.leaveStartYear,
  today: todayIn(org.timeZone),
  priorService: lawReadings(org.lawReadings).priorService,
});

/** A type's own yearly grant for a person (before adjustments): the Egypt rule, a fixed number, or nothing. */
export function entitlementOf(type: repo.TLeaveTypeRow, person: TEntitlementPerson, year: number, s: TBalanceSettings): number {
  if (year < s.leaveStartYear) return 0;
  // Law rules annualTiers (with the priorService reading), annualQualifying, annualHazardous.
  if (type.entitlementRule === 'egypt_annual') return annualEntitlement(person, year, s.today, EGYPT_ANNUAL, { priorService: s.priorService ?? 'any_employer' });
  if (type.entitlementRule === 'fixed') return type.yearlyDays;
  return 0;
}

type TUsage = { balanceTypeId: number; year: number; taken: number; pending: number };
type TLedgerSum = { balanceTypeId: number; year: number; days: number };

/** A balance from the raw sums: the years that can still carry into `year`, oldest first. */
export function balanceFrom(
  type: repo.TLeaveTypeRow,
  person: TEntitlementPerson,
  year: number,
  s: TBalanceSettings,
  usage: readonly TUsage[],
  ledger: readonly TLedgerSum[],
): TBalance {
  const years: TBalanceYear[] = [];
  const first = balanceHistoryFrom(year, s);
  let adjusted = 0;
  for (let y = first; y <= year; y++) {
    const u = usage.find((x) => x.balanceTypeId === type.id && x.year === y);
    const l = ledger.filter((x) => x.balanceTypeId === type.id && x.year === y).reduce((sum, x) => sum + x.days, 0);
    if (y === year) adjusted = l;
    years.push({ year: y, granted: entitlementOf(type, person, y, s) + l, taken: u?.taken ?? 0, pending: u?.pending ?? 0 });
  }
  const b = computeBalance(years, year, s.carryOverYears, s.noExpiryFrom);
  return {
    leaveTypeId: type.id,
    nameEn: type.nameEn,
    nameAr: type.nameAr,
    year,
    entitled: b.entitled - adjusted,
    adjusted,
    carriedOver: b.carriedOver,
    taken: b.taken,
    pending: b.pending,
    remaining: b.remaining,
    ...annualNotes(type, person, year, s, b.carriedOver),
  };
}

/**
 * The first year whose grant and bookings a balance of `year` reads: the years that may still carry
 * into it (with two more for what they used), and under the law's rule (no expiry from
 * `noExpiryFrom`) every year since the grants still valid on that 1 January.
 */
export function balanceHistoryFrom(year: number, s: Pick<TBalanceSettings, 'leaveStartYear' | 'carryOverYears' | 'noExpiryFrom'>): number {
  const until = s.noExpiryFrom === null ? year : Math.min(year, s.noExpiryFrom);
  return Math.max(s.leaveStartYear, until - s.carryOverYears - 2);
}

const yearsFor = (year: number, s: TBalanceSettings) => [balanceHistoryFrom(year, s), year] as const;

/** One balance of one person, read inside the caller's transaction (after the person's row is locked). */
export async function balanceOf(db: Db, type: repo.TLeaveTypeRow, person: TEntitlementPerson & { id: number }, year: number, s: TBalanceSettings): Promise<TBalance> {
  const [from, to] = yearsFor(year, s);
  const [usage, ledger] = await Promise.all([repo.balanceUsage(db, person.id, from, to), repo.ledgerSums(db, [person.id], from, to)]);
  return balanceFrom(type, person, year, s, usage, ledger);
}

/** Far enough to find any booking or ledger row (the API accepts years up to 2199). */
const LAST_YEAR = 9999;

/**
 * Whether a change to one balance in `year` (a request's days, an HR adjustment) keeps every
 * year it can reach through carry-over whole: the balance of the year itself and of every later
 * year up to the latest one with bookings or ledger rows, plus the carry-over, each as its
 * balance is shown. Read inside the caller's transaction, after the person's row is locked, so
 * nothing is filed in another year meanwhile.
 */
export async function checkBalanceReach(
  db: Db,
  type: repo.TLeaveTypeRow,
  person: TEntitlementPerson & { id: number },
  year: number,
  s: TBalanceSettings,
  change: { pending?: number; granted?: number },
): Promise<TBalanceChangeCheck> {
  const from = balanceHistoryFrom(year, s);
  // Under the law's rule nothing read expires: every later year reads from the same first year.
  const history = s.noExpiryFrom === null ? s.carryOverYears + 2 : Number.POSITIVE_INFINITY;
  const [usage, ledger] = await Promise.all([repo.balanceUsage(db, person.id, from, LAST_YEAR), repo.ledgerSums(db, [person.id], from, LAST_YEAR)]);
  const own = <T extends { balanceTypeId: number }>(rows: readonly T[]) => rows.filter((r) => r.balanceTypeId === type.id);
  const usages = own(usage);
  const ledgers = own(ledger);
  const last = Math.max(year, ...usages.map((u) => u.year), ...ledgers.map((l) => l.year)) + s.carryOverYears;
  const before: TBalanceYear[] = [];
  for (let y = from; y <= last; y++) {
    const u = usages.find((x) => x.year === y);
    const l = ledgers.filter((x) => x.year === y).reduce((sum, x) => sum + x.days, 0);
    before.push({ year: y, granted: entitlementOf(type, person, y, s) + l, taken: u?.taken ?? 0, pending: u?.pending ?? 0 });
  }
  const after = before.map((y) => (y.year === year ? { ...y, pending: y.pending + (change.pending ?? 0), granted: y.granted + (change.granted ?? 0) } : y));
  return checkBalanceChange(before, after, year, s.carryOverYears, history, s.noExpiryFrom);
}

/**
 * A person's balances in a year as the API answers them, from the read cache: the same object
 * until leave, people or the organisation change (or the day does), so its JSON and ETag are
 * made once.
 */
export async function cachedBalanceList(ctx: Ctx, personId: number, year: number, person: () => Promise<TEntitlementPerson>): Promise<TBalanceList> {
  const day = await cachedToday(ctx);
  // The person's dates and disability are people data: a change to them bumps 'people'.
  return ctx.reads.get(
    `balances|${personId}|${year}|${day}`,
    async () => ({ employeeId: personId, year, items: await balancesOf(ctx.db, { ...(await person()), id: personId }, year) }),
    { topics: ['leave', 'people', 'org'] },
  );
}

/**
 * Every balance a person has in a year: one per type with its own balance, and one per capped
 * type that draws on another (Casual: at most 6 a year out of Annual), whose remaining is the
 * smaller of the cap left and the balance it draws on.
 */
export async function balancesOf(db: Db, person: TEntitlementPerson & { id: number }, year: number): Promise<TBalance[]> {
  const s = await balanceSettings(db);
  const types = await repo.listLeaveTypes(db, { activeOnly: true });
  const [from, to] = yearsFor(year, s);
  const [usage, ledger, byType] = await Promise.all([
    repo.balanceUsage(db, person.id, from, to),
    repo.ledgerSums(db, [person.id], from, to),
    repo.typeDaysInYearByType(db, person.id, year),
  ]);
  const own = new Map<number, TBalance>();
  for (const t of types) if (t.balanceTypeId === t.id) own.set(t.id, { ...balanceFrom(t, person, year, s, usage, ledger), includes: balanceShares(types, t.id, byType) });
  const out: TBalance[] = [];
  for (const t of types) {
    const b = own.get(t.id);
    if (b) out.push(b);
    else if (t.yearlyCapDays !== null) {
      const source = t.balanceTypeId ? own.get(t.balanceTypeId) : undefined;
      out.push({ ...cappedBalance(t, t.yearlyCapDays, year, byType.find((x) => x.leaveTypeId === t.id), source), drawsOn: poolOf(types, t) });
    }
  }
  return out;
}

/** The balance a type draws on when it is another's (Casual: Annual), by name; null for its own or none. */
export function poolOf(types: readonly Pick<repo.TLeaveTypeRow, 'id' | 'nameEn' | 'nameAr'>[], t: Pick<repo.TLeaveTypeRow, 'id' | 'balanceTypeId'>) {
  if (t.balanceTypeId === null || t.balanceTypeId === t.id) return null;
  const b = types.find((x) => x.id === t.balanceTypeId);
  return b ? { leaveTypeId: b.id, nameEn: b.nameEn, nameAr: b.nameAr } : null;
}

/**
 * The other types whose days a balance's taken and pending hold (Annual's: Casual's), each with its
 * days in the year; only those with any, so "taken 3" can say "of which Casual 1".
 */
export function balanceShares(
  types: readonly Pick<repo.TLeaveTypeRow, 'id' | 'nameEn' | 'nameAr' | 'balanceTypeId'>[],
  balanceTypeId: number,
  byType: readonly { leaveTypeId: number; taken: number; pending: number }[],
) {
  return types.flatMap((t) => {
    if (t.id === balanceTypeId || t.balanceTypeId !== balanceTypeId) return [];
    const u = byType.find((x) => x.leaveTypeId === t.id);
    const taken = Number(u?.taken ?? 0);
    const pending = Number(u?.pending ?? 0);
    return taken || pending ? [{ leaveTypeId: t.id, nameEn: t.nameEn, nameAr: t.nameAr, taken, pending }] : [];
  });
}

/**
 * The balance of a capped type that draws on another (Casual: at most 6 a year out of Annual):
 * the cap, what was taken and asked for of this type, and the smaller of the cap left and the
 * balance it draws on.
 */
export function cappedBalance(
  t: repo.TLeaveTypeRow,
  cap: number,
  year: number,
  used: { taken: number; pending: number } | undefined,
  source: Pick<TBalance, 'remaining'> | undefined,
): TBalance {
  const capLeft = cap - (used?.taken ?? 0) - (used?.pending ?? 0);
  return {
    leaveTypeId: t.id,
    nameEn: t.nameEn,
    nameAr: t.nameAr,
    year,
    entitled: cap,
    adjusted: 0,
    carriedOver: 0,
    taken: used?.taken ?? 0,
    pending: used?.pending ?? 0,
    remaining: Math.max(0, Math.min(capLeft, source ? source.remaining : capLeft)),
  };
}

/**
 * The request form's words for a balance: which balance a type's days come out of (Casual's:
 * Annual's, `sharedBalance` when it is another type's), and what a yearly cap leaves after `days`.
 */
export async function quotePool(db: Db, type: repo.TLeaveTypeRow, types: ReadonlyMap<number, repo.TLeaveTypeRow>, personId: number, year: number, days: number) {
  const pool = type.balanceTypeId ? types.get(type.balanceTypeId) : undefined;
  return {
    balanceType: pool ? { leaveTypeId: pool.id, nameEn: pool.nameEn, nameAr: pool.nameAr } : null,
    sharedBalance: !!pool && pool.id !== type.id,
    capLeftAfter: type.yearlyCapDays === null ? null : type.yearlyCapDays - (await repo.typeDaysInYear(db, personId, type.id, year)) - days,
  };
}

/**
 * What an annual balance says beside its figures: the Art 124 ¶3 days in its entitlement and
 * why (law rule annualHazardous), and, for a person Art 125 protects from postponed leave, that
 * days were carried into this year (law rule annualSplitProtected): shown, never silent.
 */
function annualNotes(type: repo.TLeaveTypeRow, person: TEntitlementPerson, year: number, s: TBalanceSettings, carriedOver: number): Pick<TBalance, 'extra' | 'carriedProtected'> {
  if (type.entitlementRule !== 'egypt_annual') return {};
  const reasons = annualExtraReasons(person);
  const yearEnd = `${year}-12-31`;
  const protection = carriedOver > 0 ? leaveProtection(person, s.today < yearEnd ? s.today : yearEnd) : null;
  return {
    ...(reasons.length && entitlementOf(type, person, year, s) > 0 ? { extra: { days: EGYPT_ANNUAL.hazardousDays, reasons } } : {}),
    ...(protection ? { carriedProtected: protection } : {}),
  };
}
