import type { Db } from '../db/client.js';

/**
 * What changed in the calendar that leave day counts depend on: holidays (on some dates), the
 * organisation's work week or a shift's work days (from today on), one person's shift or site, or
 * people's roster (a pattern, a crew, an override or a shift swap).
 */
export interface TCalendarChange {
  cause: 'holidays' | 'workWeek' | 'shift' | 'person' | 'roster';
  /** Requests overlapping these dates (inclusive) are counted again. */
  from: string;
  to: string;
  /** Only these people's requests (all when absent). */
  employeeIds?: readonly number[];
  actorId: number;
  ip: string | null;
}

type THandler = (tx: Db, change: TCalendarChange) => Promise<void>;
const handlers = new Set<THandler>();

/**
 * The organisation and people modules change the calendar; the leave module counts days on it and
 * depends on both, so they cannot call it. It registers here when the app starts, and a change
 * calls it inside the changing transaction: a holiday and the leave it gives back commit together.
 */
export function onCalendarChange(handler: THandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export async function calendarChanged(tx: Db, change: TCalendarChange): Promise<void> {
  for (const h of handlers) await h(tx, change);
}
