/**
 * Out-of-shift sign-ins (issue 24). A sign-in is part of a shift from 3 hours before it starts
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
