import { addDaysIso, ALWAYS_FROM, latestGroup, planGroupChange, type THolidayGroup } from '@hr/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../core/context.js';
import { calendarChanged } from '../../core/calendar-change.js';
import { loadClosedDays } from '../../core/closed-months.js';
import * as repo from './employee-repository.js';

/**
 * HR sets a person's holiday group (Decree 346/2025, Art 129) on the record. The change holds from
 * the first day after the latest month closed for payroll (from the start when none is), so a
 * closed month keeps the group it was paid with; leave from that day on is counted again. Returns
 * what changed (for the record's audit entry), or null when the group is the one in force.
 */
export async function setHolidayGroup(tx: Db, actor: Actor, personId: number, group: THolidayGroup | null): Promise<{ before: THolidayGroup | null; after: THolidayGroup | null; from: string } | null> {
  const periods = await repo.holidayGroupsOf(tx, personId);
  const before = latestGroup(periods);
  if (before === group) return null;
  const closed = await loadClosedDays(tx);
  const from = closed.lastClosedDay ? addDaysIso(closed.lastClosedDay, 1) : ALWAYS_FROM;
  await repo.setHolidayGroups(tx, personId, planGroupChange(periods, group, from));
  await calendarChanged(tx, { cause: 'person', from: from === ALWAYS_FROM ? '1900-01-01' : from, to: '9999-12-31', employeeIds: [personId], actorId: actor.id, ip: actor.ip });
  return { before, after: group, from };
}
