import { eachDate, ramadanPeriodProblem, ramadanSuggestions, type TRamadanPeriod, type TRamadanPeriodInput, type TRamadanYearPeriods } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { audit } from './audit-service.js';
import { assertReader, assertWriter, notFound } from './organisation-access.js';
import * as repo from './ramadan-repository.js';
import { type ClosedDays, loadClosedDays } from '../../core/closed-months.js';

/**
 * Ramadan working hours: HR confirms each year's Ramadan, suggested from the Umm
 * al-Qura calendar. Only a saved period applies: the daily status, lateness, early leave, overtime
 * suggestions and the sheet read the shifts' Ramadan hours on its dates (`shiftOn`).
 */

/** Every saved period, from the read cache (topic org; the table's trigger forgets it on change). */
export const cachedRamadanPeriods = (ctx: Pick<Ctx, 'db' | 'reads'>): Promise<readonly repo.TRamadanRow[]> =>
  ctx.reads.get('ramadan-periods', () => repo.allRamadanPeriods(ctx.db), { topics: ['org'], ttlMs: 60_000 });

const present = (row: repo.TRamadanRow): TRamadanPeriod => ({
  hijriYear: row.hijriYear,
  year: row.year,
  startDate: row.startDate,
  endDate: row.endDate,
  estimated: false,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/**
 * GET /api/hr/ramadan?year=: every Ramadan that starts in the Gregorian year (two in 2030), each
 * the saved period of its Hijri year or the Umm al-Qura estimate flagged `estimated`. A saved
 * period moved across 1 January by the sighting is listed in the year it starts in.
 */
export async function getRamadanYear(ctx: Ctx, actor: Actor, year: number): Promise<TRamadanYearPeriods> {
  assertReader(actor);
  const saved = await cachedRamadanPeriods(ctx);
  const byHijri = new Map(saved.map((p) => [p.hijriYear, p]));
  const periods: TRamadanPeriod[] = [];
  for (const s of ramadanSuggestions(year)) {
    const row = byHijri.get(s.hijriYear);
    if (!row) periods.push({ ...s, year, estimated: true, updatedAt: null });
    else if (row.year === year) periods.push(present(row));
  }
  for (const row of saved) if (row.year === year && !periods.some((p) => p.hijriYear === row.hijriYear)) periods.push(present(row));
  periods.sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  return { year, periods };
}

/** Refuses a change of a Ramadan period whose days, before or after, are in a closed payroll month (each day it adds or removes). */
function assertRamadanOpen(closed: ClosedDays, before: { startDate: string; endDate: string } | undefined, after: { startDate: string; endDate: string } | null) {
  if (!closed.lastClosedDay) return;
  const days = (p: { startDate: string; endDate: string } | null | undefined) => new Set(p ? eachDate(p.startDate, p.endDate) : []);
  const was = days(before);
  const will = days(after);
  for (const d of [...was, ...will]) if (was.has(d) !== will.has(d) && closed.isClosedAnywhere(d)) throw closed.refusal(d, after ? 'startDate' : undefined);
}

/** PUT /api/hr/ramadan/:hijriYear: saves that Hijri year's period, audited; it must start within three days of its Umm al-Qura 1 Ramadan. */
export async function saveRamadan(ctx: Ctx, actor: Actor, hijriYear: number, input: TRamadanPeriodInput): Promise<TRamadanPeriod> {
  assertWriter(actor);
  const problem = ramadanPeriodProblem(hijriYear, input);
  if (problem) {
    throw new AppError(problem, { fields: [{ path: problem === 'RAMADAN_NOT_IN_YEAR' ? 'startDate' : 'endDate', message: `errors.${problem}` }] });
  }
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findRamadanPeriod(tx, hijriYear, true);
    // Ramadan's hours would change the days of a closed payroll month that the old or new dates touch.
    assertRamadanOpen(await loadClosedDays(tx), before, input);
    const after = await repo.upsertRamadanPeriod(tx, { hijriYear, startDate: input.startDate, endDate: input.endDate });
    await audit(tx, {
      actorId: actor.id,
      action: before ? 'ramadan.update' : 'ramadan.create',
      entity: 'ramadan',
      entityId: hijriYear,
      before: before && { startDate: before.startDate, endDate: before.endDate },
      after: { startDate: after.startDate, endDate: after.endDate },
      ip: actor.ip,
    });
    return after;
  });
  return present(row);
}

/** DELETE /api/hr/ramadan/:hijriYear: that Ramadan has no Ramadan hours again until a period is saved. */
export async function deleteRamadan(ctx: Ctx, actor: Actor, hijriYear: number): Promise<void> {
  assertWriter(actor);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.deleteRamadanPeriod(tx, hijriYear);
    if (!before) throw notFound();
    assertRamadanOpen(await loadClosedDays(tx), before, null);
    await audit(tx, { actorId: actor.id, action: 'ramadan.delete', entity: 'ramadan', entityId: hijriYear, before: { startDate: before.startDate, endDate: before.endDate }, ip: actor.ip });
  });
}
