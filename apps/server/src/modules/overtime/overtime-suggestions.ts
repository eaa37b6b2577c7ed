import {
  addDaysIso,
  dayWindow,
  localDateTime,
  overtimeDayKind,
  shiftOn,
  spanMinutes,
  suggestOvertime,
  type TOvertimeSuggestionList,
  type TOvertimeSuggestionQuery,
  personGroupDays,
} from '@hr/shared';
import { AppError } from '../../core/errors.js';
import { cachedRamadanPeriods, holidayApplies, holidaysBetween } from '../organisation/index.js';
import * as repo from './overtime-repository.js';
import { computeDays } from '../attendance/index.js';
import { personShifts } from '../attendance/index.js';
import type { Actor, Ctx } from '../../core/context.js';
import { getDirectory } from '../people/index.js';
import { assertRange } from '../../lib/range.js';
import { cachedOrganisation, todayIn } from '../../core/organisation.js';

import { SUGGESTION_DAYS, toDate } from './overtime-access.js';

// ---- Suggestions ----

/**
 * GET /overtime/suggestions: from the viewer's attendance, what they could file: on work days the
 * time after the shift's end (at least 30 minutes), on rest days and holidays the whole
 * presence; minus what is already requested (not rejected or cancelled). Up to today.
 */
export async function suggestMyOvertime(ctx: Ctx, actor: Actor, q: TOvertimeSuggestionQuery, now = new Date()): Promise<TOvertimeSuggestionList> {
  const dir = await getDirectory(ctx);
  const p = dir.get(actor.id);
  if (!p) throw new AppError('NOT_FOUND');
  const org = await cachedOrganisation(ctx);
  const today = todayIn(org.timeZone, now);
  const to = q.to && q.to < today ? q.to : today;
  const from = q.from ?? addDaysIso(to, -(SUGGESTION_DAYS - 1));
  if (from > to) return { items: [], from, to };
  assertRange(from, to, 'suggestions');
  // The shift worked each day: the roster's or the fixed one.
  const { shiftOf, siteOf } = await personShifts(ctx, p, from, addDaysIso(to, 1));
  // On Ramadan dates the shift ends at its Ramadan hours: overtime starts there.
  const ramadan = await cachedRamadanPeriods(ctx);
  const windowOf = (date: string) => dayWindow(date, org.timeZone, shiftOn(shiftOf(date), date, ramadan));
  const [days, hols, taken] = await Promise.all([
    computeDays(ctx, [p], from, to, now),
    holidaysBetween(ctx.db, from, to),
    repo.activeSpans(ctx.db, p.id, windowOf(from).from, windowOf(addDaysIso(to, 1)).to),
  ]);
  const spans = taken.map((s) => ({ workDate: s.workDate, start: toDate(s.startsAt), end: toDate(s.endsAt) }));
  const holiday = new Set(hols.filter((h) => holidayApplies(h, siteOf(h.date))).map((h) => h.date));
  // Decree 346/2025: the worker's holiday group's days off are official holidays for them.
  for (const g of personGroupDays(p.holidayGroups, from, to)) holiday.add(g.date);
  const items: TOvertimeSuggestionList['items'] = [];
  for (const d of days) {
    const shift = shiftOf(d.date);
    const dayKind = overtimeDayKind(d.date, { holiday: holiday.has(d.date), shiftWorkDays: shift?.workDays ?? null, weekendDays: org.weekendDays });
    const shiftEnd = shift ? windowOf(d.date).end : null;
    const dayOvertime = spans.filter((x) => x.workDate === d.date);
    for (const s of suggestOvertime({ dayKind, firstIn: d.result.firstIn, lastOut: d.result.lastOut, shiftEnd, taken: spans, dayOvertime })) {
      items.push({
        workDate: d.date,
        from: localDateTime(s.start, org.timeZone).time,
        to: localDateTime(s.end, org.timeZone).time,
        minutes: spanMinutes(s),
        dayKind,
        hint: dayKind === 'workday' ? 'after_shift' : dayKind,
      });
    }
  }
  items.sort((a, b) => (a.workDate < b.workDate ? 1 : a.workDate > b.workDate ? -1 : a.from.localeCompare(b.from)));
  return { items, from, to };
}
