import { ramadanPeriodProblem, ramadanSuggestion, type TRamadanPeriod, type TRamadanPeriodInput } from '@hr/shared';
import { AppError } from '../../core/errors.js';
import type { Actor, Ctx } from '../../core/context.js';
import { audit } from './audit-service.js';
import { assertReader, assertWriter, notFound } from './organisation-access.js';
import * as repo from './ramadan-repository.js';

/**
 * Ramadan working hours (issue 15): HR confirms each year's Ramadan, suggested from the Umm
 * al-Qura calendar. Only a saved period applies: the daily status, lateness, early leave, overtime
 * suggestions and the sheet read the shifts' Ramadan hours on its dates (`shiftOn`).
 */

/** Every saved period, from the read cache (topic org; the table's trigger forgets it on change). */
export const cachedRamadanPeriods = (ctx: Pick<Ctx, 'db' | 'reads'>): Promise<readonly repo.TRamadanRow[]> =>
  ctx.reads.get('ramadan-periods', () => repo.allRamadanPeriods(ctx.db), { topics: ['org'], ttlMs: 60_000 });

const present = (row: repo.TRamadanRow): TRamadanPeriod => ({
  year: row.year,
  startDate: row.startDate,
  endDate: row.endDate,
  estimated: false,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The year's saved period, or the Umm al-Qura suggestion flagged `estimated` while none is saved. */
export async function getRamadan(ctx: Ctx, actor: Actor, year: number): Promise<TRamadanPeriod> {
  assertReader(actor);
  const saved = (await cachedRamadanPeriods(ctx)).find((p) => p.year === year);
  if (saved) return present(saved);
  const s = ramadanSuggestion(year);
  if (!s) throw notFound();
  return { year, ...s, estimated: true, updatedAt: null };
}

/** PUT /api/hr/ramadan/:year: saves the year's period, audited. The start must fall in the year. */
export async function saveRamadan(ctx: Ctx, actor: Actor, year: number, input: TRamadanPeriodInput): Promise<TRamadanPeriod> {
  assertWriter(actor);
  const problem = ramadanPeriodProblem(year, input);
  if (problem) {
    throw new AppError(problem, { fields: [{ path: problem === 'RAMADAN_NOT_IN_YEAR' ? 'startDate' : 'endDate', message: `errors.${problem}` }] });
  }
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findRamadanPeriod(tx, year, true);
    const after = await repo.upsertRamadanPeriod(tx, { year, startDate: input.startDate, endDate: input.endDate });
    await audit(tx, {
      actorId: actor.id,
      action: before ? 'ramadan.update' : 'ramadan.create',
      entity: 'ramadan',
      entityId: year,
      before: before && { startDate: before.startDate, endDate: before.endDate },
      after: { startDate: after.startDate, endDate: after.endDate },
      ip: actor.ip,
    });
    return after;
  });
  return present(row);
}

/** DELETE /api/hr/ramadan/:year: the year has no Ramadan hours again until a period is saved. */
export async function deleteRamadan(ctx: Ctx, actor: Actor, year: number): Promise<void> {
  assertWriter(actor);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.deleteRamadanPeriod(tx, year);
    if (!before) throw notFound();
    await audit(tx, { actorId: actor.id, action: 'ramadan.delete', entity: 'ramadan', entityId: year, before: { startDate: before.startDate, endDate: before.endDate }, ip: actor.ip });
  });
}
