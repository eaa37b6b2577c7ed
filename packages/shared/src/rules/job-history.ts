import { addDaysIso } from './leave.js';

/**
 * Dated job data: a person's site, department, section, fixed shift, line manager, job title and
 * contract type are a history of rows, each in force from its date until the next row's. Every
 * computed day (its status, lateness, overtime, permissions, the approvers of a request for that
 * day, the sheet's columns) uses the row in force on that day; today's row is the person's record.
 */
export const JOB_FIELDS = ['siteId', 'departmentId', 'sectionId', 'shiftId', 'managerId', 'jobTitle', 'contractType'] as const;
export type TJobField = (typeof JOB_FIELDS)[number];

/** The fields that change what a day of the monthly sheet says (the others only name or route). */
export const PAYROLL_JOB_FIELDS: readonly TJobField[] = ['siteId', 'departmentId', 'sectionId', 'shiftId'];

export interface TJobValues {
  siteId: number | null;
  departmentId: number | null;
  sectionId: number | null;
  shiftId: number | null;
  managerId: number | null;
  jobTitle: string | null;
  contractType: string | null;
}

export interface TDatedJob extends TJobValues {
  effectiveFrom: string;
}

/** The job fields of a record. */
export const jobValuesOf = (x: TJobValues): TJobValues => Object.fromEntries(JOB_FIELDS.map((f) => [f, x[f] ?? null])) as unknown as TJobValues;

/** The fields whose values differ between two sets of job values. */
export const changedJobFields = (a: TJobValues, b: TJobValues): TJobField[] => JOB_FIELDS.filter((f) => (a[f] ?? null) !== (b[f] ?? null));

/**
 * The row in force on a date (rows sorted by `effectiveFrom`): the last one that starts on or before
 * it. Before the first row (a day before the hire date) the first row holds: it is the person's
 * earliest known job.
 */
export function jobRowOn<T extends { effectiveFrom: string }>(rows: readonly T[], date: string): T | null {
  if (!rows.length) return null;
  let lo = 0;
  let hi = rows.length - 1;
  if (rows[0].effectiveFrom > date) return rows[0];
  // Binary search: the last row whose date is <= date.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (rows[mid].effectiveFrom <= date) lo = mid;
    else hi = mid - 1;
  }
  return rows[lo];
}

/** The parts of `from`..`to` with one row each, in date order (a person who moved on the 15th has two). */
export function jobSegments<T extends { effectiveFrom: string }>(rows: readonly T[], from: string, to: string): { from: string; to: string; row: T | null }[] {
  if (to < from) return [];
  const out: { from: string; to: string; row: T | null }[] = [];
  let start = from;
  while (start <= to) {
    const row = jobRowOn(rows, start);
    const next = rows.find((r) => r.effectiveFrom > start);
    const end = next && next.effectiveFrom <= to ? addDaysIso(next.effectiveFrom, -1) : to;
    out.push({ from: start, to: end, row });
    start = addDaysIso(end, 1);
  }
  return out;
}

/** Whether a person's job changes between `from` and `to` (a row starts inside the range, after its first day). */
export const jobChangesIn = (rows: readonly { effectiveFrom: string }[], from: string, to: string): boolean => rows.some((r) => r.effectiveFrom > from && r.effectiveFrom <= to);

/**
 * A change of job from a date: the row at `effectiveFrom` becomes the row then in force with the
 * changed fields replaced, and each later row that carried the old value of a changed field forward
 * takes the new value too (a transfer back-dated before a later shift change keeps that shift
 * change, and the transfer holds through it); a later row that set a value of its own keeps it,
 * except a row that starts on or before `through`: HR's form shows today's values, so a change
 * back-dated from it holds up to today whatever rows began in between (a planned row after today
 * keeps its own). Returns the rows in date order, and the rows written (new or changed).
 */
export function planJobChange(rows: readonly TDatedJob[], effectiveFrom: string, changes: Partial<TJobValues>, through?: string): { rows: TDatedJob[]; written: TDatedJob[] } {
  const fields = JOB_FIELDS.filter((f) => f in changes);
  const base = jobRowOn(rows, effectiveFrom);
  const before: TJobValues = base ? jobValuesOf(base) : jobValuesOf({} as TJobValues);
  const at: TDatedJob = { ...before, ...pick(changes, fields), effectiveFrom };
  const written: TDatedJob[] = [];
  const out: TDatedJob[] = [];
  let placed = false;
  for (const r of rows) {
    if (r.effectiveFrom < effectiveFrom) {
      out.push(r);
      continue;
    }
    if (!placed) {
      out.push(at);
      placed = true;
      if (r.effectiveFrom === effectiveFrom) continue;
    }
    // A later row: a changed field it carried forward unchanged follows the change.
    const next = { ...r };
    let moved = false;
    for (const f of fields) {
      const follows = (r[f] ?? null) === (before[f] ?? null) || (through !== undefined && r.effectiveFrom <= through);
      if (follows && (r[f] ?? null) !== (at[f] ?? null)) {
        (next as Record<string, unknown>)[f] = at[f];
        moved = true;
      }
    }
    out.push(next);
    if (moved) written.push(next);
  }
  if (!placed) out.push(at);
  written.unshift(at);
  return { rows: out, written };
}

function pick(changes: Partial<TJobValues>, fields: readonly TJobField[]): Partial<TJobValues> {
  return Object.fromEntries(fields.map((f) => [f, changes[f] ?? null])) as Partial<TJobValues>;
}
