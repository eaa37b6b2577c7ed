import { PUNCH_DIRECTIONS, type TAttendanceEventType, type TPunchDirection } from '@hr/shared';

/**
 * A punch's direction when the terminal's setting or status does not give it, as
 * Frappe HR's "Determine check-in and check-out" does, per device:
 * - 'status': the terminal's state key (0 in, 1 out, 2–5 see adms-protocol.ts); a code that
 *   names no direction (255 from a terminal without a state key, vendor codes) is decided as
 *   'alternating' would for that one punch;
 * - 'alternating': in, out, in… through the person's day;
 * - 'first_last': the day's first punch in, every later one out (the last out is what counts).
 * The day is the person's work day (`workDateOf`: a night shift's 02:00 belongs to the evening
 * it started, as the daily status counts it). The person's punches already kept that day (any
 * source) count, so a replay decides the same way and lands nowhere new.
 */
export const asPunchDirection = (v: string): TPunchDirection => ((PUNCH_DIRECTIONS as readonly string[]).includes(v) ? (v as TPunchDirection) : 'status');

/** The work date (YYYY-MM-DD) a person's punch at `at` belongs to. */
export type TWorkDateOf = (employeeId: number, at: Date) => string;

export interface TDirectedInput {
  employeeId: number;
  at: Date;
  /** What the terminal's status names (null: nothing). */
  type: TAttendanceEventType | null;
}

/** Lower bound: how many of the sorted values are below x. */
function below(sorted: number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The direction of each punch, in order. `earlier` holds the instants already kept per person
 * (around the punches' days); the batch's own punches count too.
 */
export function decideDirections(punches: TDirectedInput[], mode: TPunchDirection, earlier: Map<number, Date[]>, workDateOf: TWorkDateOf): TAttendanceEventType[] {
  const days = new Map<string, Set<number>>();
  const dayOf = (employeeId: number, at: Date) => `${employeeId}:${workDateOf(employeeId, at)}`;
  const add = (employeeId: number, at: Date) => {
    const key = dayOf(employeeId, at);
    let set = days.get(key);
    if (!set) days.set(key, (set = new Set()));
    set.add(at.getTime());
  };
  for (const [employeeId, list] of earlier) for (const at of list) add(employeeId, at);
  for (const p of punches) add(p.employeeId, p.at);
  const sorted = new Map<string, number[]>();
  return punches.map((p) => {
    if (mode === 'status' && p.type) return p.type;
    const key = dayOf(p.employeeId, p.at);
    let list = sorted.get(key);
    if (!list) sorted.set(key, (list = [...(days.get(key) ?? [])].sort((a, b) => a - b)));
    const before = below(list, p.at.getTime());
    if (mode === 'first_last') return before === 0 ? 'in' : 'out';
    return before % 2 === 0 ? 'in' : 'out';
  });
}
