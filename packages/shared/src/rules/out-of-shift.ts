/**
 * Out-of-shift sign-ins. A sign-in is part of a shift from 3 hours before it starts
 * (coming in early) until the moment it ends; outside that it is "far outside the shift": a web
 * clock-in there is recorded only when the person confirms it, and the day counts no lateness for
 * it (a sign-in at 21:35 on an 08:00–16:00 shift is not 800 minutes late). A sign-in after the end
 * has no shift left to be late for, so the span closes at the end rather than 3 hours after it.
 * Sign-outs are never out of shift: staying late is overtime, not a mistake.
 */

/** How long before a shift starts a sign-in still belongs to it. */
export const OUT_OF_SHIFT_EARLY_MINUTES = 180;

/** Whether a sign-in at `at` is outside the span [start − 3 h, end) of its shift that day. */
export function outsideShiftSpan(at: Date, start: Date, end: Date): boolean {
  const t = at.getTime();
  return t < start.getTime() - OUT_OF_SHIFT_EARLY_MINUTES * 60_000 || t >= end.getTime();
}

/**
 * How long after a shift ends a reported sign-out still reads as staying late (overtime), not as
 * a mistyped time: the same 3 hours a sign-in may come early.
 */
export const REPORT_LATE_OUT_MINUTES = 180;

/** A reported punch's time outside its shift's hours: before the start or after the end, by how many minutes. */
export interface TPunchOffShift {
  side: 'before' | 'after';
  minutes: number;
}

/**
 * Whether a missed punch reported at `at` sits far from the shift [start, end) it belongs to. A
 * sign-in uses the clock's span (`outsideShiftSpan`: from 3 hours before the start up to the end); a
 * sign-out belongs from the start to 3 hours after the end (leaving early or staying late). Outside,
 * the side and the distance in minutes (at least 1) to the nearer edge the report missed.
 */
export function punchOffShift(type: 'in' | 'out', at: Date, start: Date, end: Date): TPunchOffShift | null {
  const t = at.getTime();
  const inside = type === 'in' ? !outsideShiftSpan(at, start, end) : t >= start.getTime() && t <= end.getTime() + REPORT_LATE_OUT_MINUTES * 60_000;
  if (inside) return null;
  const side = t < start.getTime() ? 'before' : 'after';
  const edge = side === 'before' ? start.getTime() : end.getTime();
  return { side, minutes: Math.max(1, Math.round(Math.abs(t - edge) / 60_000)) };
}
