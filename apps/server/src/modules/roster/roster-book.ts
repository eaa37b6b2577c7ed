import { jobChangesIn, jobRowOn, rosterDayOn, rosterShift, type TDatedJob, type TRamadanHours, type TRosterAssignment, type TRosterDay, type TShiftRule } from '@hr/shared';
import type { Ctx } from '../../core/context.js';
import * as repo from './roster-repository.js';
import { changedJobs } from '../people/index.js';

/** A shift as the day rules and the roster's legend take it. */
export type TShiftRuleRow = TShiftRule & TRamadanHours & { id: number; nameEn: string; nameAr: string; breaks?: { start: string; end: string }[] };

/** A shift's definition up to a date (kept when HR edited it after a month was closed). */
export interface TShiftVersion {
  validUntil: string;
  rule: TShiftRuleRow;
}

/** Every shift, its kept versions and every pattern's cycle, from the read cache (they change when HR edits them). */
export async function rosterRules(ctx: Pick<Ctx, 'db'> & Partial<Pick<Ctx, 'reads'>>) {
  const load = async () => {
    const [shifts, patterns, versions] = await Promise.all([repo.allShiftRules(ctx.db), repo.patternCycles(ctx.db), repo.allShiftVersions(ctx.db)]);
    const byId = new Map(shifts.map((s) => [s.id, s as TShiftRuleRow]));
    const kept = new Map<number, TShiftVersion[]>();
    for (const v of versions) {
      const now = byId.get(v.shiftId);
      if (!now) continue;
      const list = kept.get(v.shiftId) ?? [];
      list.push({ validUntil: v.validUntil, rule: { ...now, startTime: v.startTime, endTime: v.endTime, graceMinutes: v.graceMinutes, workDays: v.workDays, ramadanStartTime: v.ramadanStartTime, ramadanEndTime: v.ramadanEndTime, breaks: v.breaks ?? [] } });
      kept.set(v.shiftId, list);
    }
    return { shifts: byId, patterns: new Map(patterns.map((p) => [p.id, p.days])), versions: kept };
  };
  // Inside a transaction (no cache given) the rules are read as the transaction sees them.
  return ctx.reads ? ctx.reads.get('roster-rules', load, { topics: ['people'], ttlMs: 60_000 }) : load();
}

/**
 * The roster of some people over some dates, read in two queries (their rotations, the
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
    /** The dated job rows of people whose job changed (everyone else's one row is their record). */
    private readonly jobs: ReadonlyMap<number, readonly TDatedJob[]> = new Map(),
    /** Kept versions of shifts edited after a month was closed, by shift, oldest first. */
    private readonly versions: ReadonlyMap<number, readonly TShiftVersion[]> = new Map(),
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

  /** The job row in force on the date, for a person whose job changed; null: their record holds. */
  jobOn(employeeId: number, date: string): TDatedJob | null {
    const rows = this.jobs.get(employeeId);
    return rows ? jobRowOn(rows, date) : null;
  }

  /** The person's fixed shift on the date (the job row in force then). */
  fixedShiftId(person: { id: number; shiftId: number | null }, date: string): number | null {
    const row = this.jobOn(person.id, date);
    return row ? row.shiftId : person.shiftId;
  }

  /** The person's site on the date (its holidays apply to them). */
  siteOf(person: { id: number; siteId: number | null }, date: string): number | null {
    const row = this.jobOn(person.id, date);
    return row ? row.siteId : person.siteId;
  }

  /** A shift's definition on a date: a kept version for a day it covers, else the shift as it is now. */
  shiftRule(id: number, date: string): TShiftRuleRow | undefined {
    const kept = this.versions.get(id);
    if (kept) for (const v of kept) if (date <= v.validUntil) return v.rule;
    return this.shifts.get(id);
  }

  /** The shift rule the person works on the date (Ramadan hours not yet applied: `shiftOn` does that). */
  shiftOf(person: { id: number; shiftId: number | null }, date: string): (TShiftRule & TRamadanHours) | null {
    const fixedId = this.fixedShiftId(person, date);
    const fixed = fixedId === null ? null : (this.shiftRule(fixedId, date) ?? null);
    return rosterShift(this.dayOf(person.id, date), fixed, (id) => this.shiftRule(id, date));
  }

  /** The shift the person works on the date (its id), or null for a rest day (or no shift at all). */
  shiftIdOn(person: { id: number; shiftId: number | null }, date: string): number | null {
    const day = this.dayOf(person.id, date);
    if (day) return day.shiftId;
    const fixedId = this.fixedShiftId(person, date);
    const fixed = fixedId === null ? undefined : this.shiftRule(fixedId, date);
    return fixed && fixed.workDays.includes(new Date(`${date}T00:00:00Z`).getUTCDay()) ? fixed.id : null;
  }

  /**
   * Whether the person's shift may differ from day to day between `from` and `to`: a roster, a job
   * row that starts inside the range, or a kept version of their shift that ends inside it. Else
   * one shift holds throughout and their events are grouped with one offset.
   */
  variesIn(person: { id: number; shiftId: number | null }, from: string, to: string): boolean {
    if (this.rosteredIn(person.id, from, to)) return true;
    const rows = this.jobs.get(person.id);
    if (rows && jobChangesIn(rows, from, to)) return true;
    const shiftId = this.fixedShiftId(person, from);
    return shiftId !== null && (this.versions.get(shiftId) ?? []).some((v) => v.validUntil >= from && v.validUntil < to);
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

/** The roster book of these people from `from` to `to`, with their dated job rows and the shifts' kept versions. */
export async function loadRosterBook(ctx: Pick<Ctx, 'db'> & Partial<Pick<Ctx, 'reads'>>, ids: readonly number[], from: string, to: string): Promise<RosterBook> {
  // With the read cache (not inside a transaction that changes rosters), people who were never on a
  // roster are not asked about: a filing for one of them sends two statements fewer.
  const rostered = ctx.reads ? await ctx.reads.get('rostered-people', async () => new Set(await repo.rosteredIds(ctx.db)), { topics: ['people'], ttlMs: 60_000 }) : null;
  const asked = rostered ? ids.filter((id) => rostered.has(id)) : ids;
  const [rules, assignments, overrides, jobs] = await Promise.all([rosterRules(ctx), repo.assignmentsOf(ctx.db, asked), repo.overridesOf(ctx.db, asked, from, to), changedJobs(ctx)]);
  return new RosterBook(rules.shifts, rules.patterns, assignments, overrides, jobs, rules.versions);
}
