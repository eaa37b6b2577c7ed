import { describe, expect, it } from 'vitest';
import { dailyStatus, type TDayInput } from './attendance.js';
import { countLeaveDays, type TDayCalendar } from './leave.js';
import { isWeekend } from './calendar.js';
import { ALWAYS_FROM, groupOn, isPersonGroupHoliday, latestGroup, personStartTime, planGroupChange, type THolidayGroupPeriod } from './holiday-groups.js';

const copt: THolidayGroupPeriod[] = [{ group: 'coptic_orthodox', from: ALWAYS_FROM }];
const at = (local: string) => new Date(`${local}:00+02:00`);

describe('Art 129, Decree 346/2025: a person’s holiday group', () => {
  it('Art 129 (Decree 346/2025): the group is HR’s: a person without one has no group day, whatever else is on the record', () => {
    expect(groupOn([], '2026-04-12')).toBeNull();
    expect(groupOn(null, '2026-04-12')).toBeNull();
    expect(isPersonGroupHoliday([], '2026-04-12')).toBe(false);
    expect(isPersonGroupHoliday(copt, '2026-04-12')).toBe(true);
  });

  it('Art 129 (Decree 346/2025): a change holds from its date; the days before keep the earlier group (a closed month stays as paid)', () => {
    const changed = planGroupChange(copt, 'catholic_protestant', '2026-03-01');
    expect(changed).toEqual([...copt, { group: 'catholic_protestant', from: '2026-03-01' }]);
    expect(groupOn(changed, '2026-01-07')).toBe('coptic_orthodox');
    expect(isPersonGroupHoliday(changed, '2026-01-07')).toBe(true);
    expect(isPersonGroupHoliday(changed, '2026-04-12')).toBe(false);
    expect(isPersonGroupHoliday(changed, '2026-04-05')).toBe(true);
    expect(latestGroup(changed)).toBe('catholic_protestant');
  });

  it('Art 129 (Decree 346/2025): setting the group in force changes nothing; a later change from an earlier date replaces it', () => {
    expect(planGroupChange(copt, 'coptic_orthodox', '2026-03-01')).toEqual(copt);
    const twice = planGroupChange(planGroupChange(copt, null, '2026-05-01'), 'catholic_protestant', '2026-03-01');
    expect(twice).toEqual([...copt, { group: 'catholic_protestant', from: '2026-03-01' }]);
    expect(planGroupChange([], null, '2026-03-01')).toEqual([]);
    expect(latestGroup(planGroupChange(copt, null, '2026-03-01'))).toBeNull();
  });

  it('Art 124 with Decree 346/2025: a working-days leave skips the group’s days for its members only', () => {
    const cal = (periods: THolidayGroupPeriod[]): TDayCalendar => ({ isRestDay: (d) => isWeekend(d, [5, 6]), isHoliday: (d) => isPersonGroupHoliday(periods, d) });
    // Sunday 12 April 2026 (Coptic Easter) to Tuesday 14 April: three work days, two for a Coptic Orthodox worker.
    expect(countLeaveDays({ startDate: '2026-04-12', endDate: '2026-04-14' }, 'working', cal([]))).toBe(3);
    expect(countLeaveDays({ startDate: '2026-04-12', endDate: '2026-04-14' }, 'working', cal(copt))).toBe(2);
    expect(countLeaveDays({ startDate: '2026-04-12', endDate: '2026-04-14' }, 'calendar', cal(copt))).toBe(3);
  });

  it('Art 129 (Decree 346/2025): on Maundy Thursday a member arriving by 10:00 is not late; others are', () => {
    const base: TDayInput = {
      date: '2026-04-09',
      timeZone: 'Africa/Cairo',
      shift: { startTime: '08:00', endTime: '16:00', graceMinutes: 0, workDays: [0, 1, 2, 3, 4] },
      weekendDays: [5, 6],
      holiday: false,
      leave: null,
      events: [{ type: 'in', at: at('2026-04-09T09:55') }, { type: 'out', at: at('2026-04-09T16:00') }],
      issuePending: false,
      now: at('2026-05-01T12:00'),
    };
    expect(dailyStatus({ ...base, lateStart: personStartTime(copt, base.date, '08:00') }).lateMinutes).toBe(0);
    expect(dailyStatus({ ...base, lateStart: personStartTime([], base.date, '08:00') }).lateMinutes).toBe(115);
    const late = { ...base, events: [{ type: 'in' as const, at: at('2026-04-09T10:20') }] };
    expect(dailyStatus({ ...late, lateStart: '10:00' }).lateMinutes).toBe(20);
  });
});
