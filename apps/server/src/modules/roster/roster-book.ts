import { rosterDayOn, rosterShift, type TRamadanHours, type TRosterAssignment, type TRosterDay, type TShiftRule } from '@hr/shared';
import type { Ctx } from '../../core/context.js';
import * as repo from './roster-repository.js';

/** A shift as the day rules and the roster's legend take it. */
export type TShiftRuleRow = TShiftRule & TRamadanHours & { id: number; nameEn: string; nameAr: string };

/** Every shift and every pattern's cycle, from the read cache (they change when HR edits them). */
export async function rosterRules(ctx: Pick<Ctx, 'db'> & Partial<Pick<Ctx, 'reads'>>) {
  const load = async () => {
    const [shifts, patterns] = await Promise.all([repo.allShiftRules(ctx.db), repo.patternCycles(ctx.db)]);
    return {
      shifts: new Map(shifts.map((s) => [s.id, s as TShiftRuleRow])),
      patterns: new Map(patterns.map((p) => [p.id, p.days])),
    };
  };
  // Inside a transaction (no cache given) the rules are read as the transaction sees them.
  return ctx.reads ? ctx.reads.get('roster-rules', load, { topics: ['people'], ttlMs: 60_000 }) : load();
}

/**
 * The roster of some people over some dates (issue 27), read in two queries (their rotations, the
 * overrides in the dates): their day on any of those dates, and the shift rule they work then. Every
 * rule that needs a person's shift on a date (daily status, lateness, missed punches, overtime, leave
 * day counts, the sheet, a terminal's punch direction) asks it here.
 */
export class RosterBook {
  private readonly rotations = new Map<number, TRosterAssignment[]>();
  private readonly overrides = new Map<string, { shiftId: number | null; swapId: number | null }>();
  private readonly overrideDates = new Map<number, string[]>();

  constructor(
    readonly shifts: ReadonlyMap<number, TShiftRuleRow>,
    private readonly patterns: ReadonlyMap<number, readonly number[]>,
    assignments: readonly { e: number; s: string; p: number | null; a: string }[],
    overrides: readonly { e: number; d: string; s: number | null; w: number | null }[],
  ) {
    for (const a of assignments) {
      const list = this.rotations.get(a.e);
      const row = { startDate: a.s, patternId: a.p, anchorDate: a.a };
      if (list) list.push(row);
      else this.rotations.set(a.e, [row]);
    }
    for (const o of overrides) {
      this.overrides.set(`${o.e}|${o.d}`, { shiftId: o.s, swapId: o.w });
      this.overrideDates.set(o.e, [...(this.overrideDates.get(o.e) ?? []), o.d]);
    }
  }

  /** The person's rostered day, or null when their fixed shift applies. */
  dayOf(employeeId: number, date: string): TRosterDay | null {
    return rosterDayOn(date, this.rotations.get(employeeId) ?? [], this.patterns, this.overrides.get(`${employeeId}|${date}`));
  }

  /** The shift rule the person works on the date (Ramadan hours not yet applied: `shiftOn` does that). */
  shiftOf(person: { id: number; shiftId: number | null }, date: string): (TShiftRule & TRamadanHours) | null {
    const fixed = person.shiftId === null ? null : (this.shifts.get(person.shiftId) ?? null);
    return rosterShift(this.dayOf(person.id, date), fixed, (id) => this.shifts.get(id));
  }

  /** The shift the person works on the date (its id), or null for a rest day (or no shift at all). */
  shiftIdOn(person: { id: number; shiftId: number | null }, date: string): number | null {
    const day = this.dayOf(person.id, date);
    if (day) return day.shiftId;
    const fixed = person.shiftId === null ? null : this.shifts.get(person.shiftId);
    return fixed && fixed.workDays.includes(new Date(`${date}T00:00:00Z`).getUTCDay()) ? fixed.id : null;
  }

  /** Whether any day of the person from `from` to `to` comes from the roster (else their fixed shift holds throughout). */
  rosteredIn(employeeId: number, from: string, to: string): boolean {
    const rows = this.rotations.get(employeeId);
    if (rows) {
      for (let i = 0; i < rows.length; i++) {
        const next = rows[i + 1];
        if (rows[i].patternId !== null && rows[i].startDate <= to && (!next || next.startDate > from)) return true;
      }
    }
    return (this.overrideDates.get(employeeId) ?? []).some((d) => from <= d && d <= to);
  }
}

/** The roster book of these people from `from` to `to`. */
export async function loadRosterBook(ctx: Pick<Ctx, 'db'> & Partial<Pick<Ctx, 'reads'>>, ids: readonly number[], from: string, to: string): Promise<RosterBook> {
  const [rules, assignments, overrides] = await Promise.all([rosterRules(ctx), repo.assignmentsOf(ctx.db, ids), repo.overridesOf(ctx.db, ids, from, to)]);
  return new RosterBook(rules.shifts, rules.patterns, assignments, overrides);
}
