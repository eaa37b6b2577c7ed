import { describe, expect, it } from 'vitest';
import { anchorFor, cycleIndex, rosterDayOn, rosterShift, rosterWorkDateOf, swapProblem, windowStarts } from './roster.js';
import { dailyStatus, type TShiftRule } from './attendance.js';
import { eachDate } from './leave.js';

const DAY: TShiftRule & { id: number } = { id: 1, startTime: '08:00', endTime: '16:00', graceMinutes: 15, workDays: [0, 1, 2, 3, 4] };
const NIGHT: TShiftRule & { id: number } = { id: 2, startTime: '22:00', endTime: '06:00', graceMinutes: 10, workDays: [0, 1, 2, 3, 4] };
const EARLY: TShiftRule & { id: number } = { id: 3, startTime: '05:00', endTime: '13:00', graceMinutes: 0, workDays: [0, 1, 2, 3, 4] };
const byId = new Map([DAY, NIGHT, EARLY].map((s) => [s.id, s]));
const patterns = new Map<number, number[]>([[7, [2, 2, 0, 0, 1, 1]]]);
const TZ = 'Africa/Cairo';

describe('a rostered day', () => {
  it('counts the cycle from its anchor, before and after it', () => {
    expect(cycleIndex('2026-03-02', '2026-03-02', 6)).toBe(0);
    expect(cycleIndex('2026-03-09', '2026-03-02', 6)).toBe(1);
    expect(cycleIndex('2026-03-01', '2026-03-02', 6)).toBe(5);
    expect(anchorFor('2026-03-05', 2)).toBe('2026-03-03');
  });

  it('comes from an override, else the rotation in force, else nothing (the fixed shift)', () => {
    const rows = [
      { startDate: '2026-03-02', patternId: 7, anchorDate: '2026-03-02' },
      { startDate: '2026-03-20', patternId: null, anchorDate: '2026-03-20' },
    ];
    expect(rosterDayOn('2026-03-01', rows, patterns)).toBeNull();
    expect(rosterDayOn('2026-03-02', rows, patterns)).toEqual({ shiftId: 2, source: 'pattern' });
    expect(rosterDayOn('2026-03-04', rows, patterns)).toEqual({ shiftId: null, source: 'pattern' });
    expect(rosterDayOn('2026-03-04', rows, patterns, { shiftId: 1, swapId: null })).toEqual({ shiftId: 1, source: 'override' });
    expect(rosterDayOn('2026-03-04', rows, patterns, { shiftId: 1, swapId: 9 })).toEqual({ shiftId: 1, source: 'swap' });
    expect(rosterDayOn('2026-03-25', rows, patterns)).toBeNull();
  });

  it('makes a rostered shift a work day on any weekday and a rostered rest day a rest day', () => {
    const friday = '2026-03-06';
    const worked = rosterShift({ shiftId: 1, source: 'pattern' }, null, (id) => byId.get(id))!;
    expect(dailyStatus({ date: friday, timeZone: TZ, shift: worked, weekendDays: [5, 6], holiday: false, leave: null, events: [], issuePending: false, now: new Date('2026-04-01') }).status).toBe('absent');
    const rest = rosterShift({ shiftId: null, source: 'pattern' }, DAY, (id) => byId.get(id))!;
    expect(dailyStatus({ date: '2026-03-04', timeZone: TZ, shift: rest, weekendDays: [5, 6], holiday: false, leave: null, events: [], issuePending: false, now: new Date('2026-04-01') }).status).toBe('weekend');
    expect(rosterShift(null, DAY, (id) => byId.get(id))).toBe(DAY);
  });
});

describe('the event windows of a rotating person', () => {
  // Night on the 2nd, rest on the 3rd, Early on the 4th.
  const shiftOn = (d: string) => (d === '2026-03-02' ? rosterShift({ shiftId: 2, source: 'pattern' }, null, (id) => byId.get(id)) : d === '2026-03-04' ? rosterShift({ shiftId: 3, source: 'pattern' }, null, (id) => byId.get(id)) : rosterShift({ shiftId: null, source: 'pattern' }, null, (id) => byId.get(id)));
  it('never overlap, leave no gap, and keep a night shift\'s sign-out with the night', () => {
    const dates = eachDate('2026-03-01', '2026-03-05');
    const starts = windowStarts(dates, TZ, shiftOn);
    for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThan(starts[i - 1]);
    expect(rosterWorkDateOf(new Date('2026-03-03T06:00:00+02:00'), TZ, shiftOn)).toBe('2026-03-02');
    expect(rosterWorkDateOf(new Date('2026-03-02T21:50:00+02:00'), TZ, shiftOn)).toBe('2026-03-02');
    expect(rosterWorkDateOf(new Date('2026-03-04T04:55:00+02:00'), TZ, shiftOn)).toBe('2026-03-04');
    expect(rosterWorkDateOf(new Date('2026-03-04T13:05:00+02:00'), TZ, shiftOn)).toBe('2026-03-04');
  });
});

describe('the swap rules', () => {
  const run = (ids: (number | null)[]) => ids.map((shiftId, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, shiftId }));
  const rest = (n: number) => run(Array(n).fill(null));
  it('allows six work days in a row, not seven', () => {
    expect(swapProblem(rest(7), run([1, 1, 1, 1, 1, 1, null]), (id) => byId.get(id))).toBeNull();
    expect(swapProblem(rest(8), run([null, 1, 1, 1, 1, 1, 1, 1]), (id) => byId.get(id))).toBe('SHIFT_SWAP_REST_RULE');
  });
  it('does not blame a swap for a long run the roster already had, unless it makes it longer', () => {
    const long = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    expect(swapProblem(run(long), run([1, 1, 1, 2, 1, 1, 1, 1, 1, 1]), (id) => byId.get(id))).toBeNull();
    expect(swapProblem(run([...long, null]), run([...long, 1]), (id) => byId.get(id))).toBe('SHIFT_SWAP_REST_RULE');
  });
  it('refuses a shift that starts before the previous day\'s has ended, when the swap makes it', () => {
    expect(swapProblem(run([2, null]), run([2, 3]), (id) => byId.get(id))).toBe('SHIFT_SWAP_DOUBLE_SHIFT');
    expect(swapProblem(run([2, null]), run([2, 1]), (id) => byId.get(id))).toBeNull();
    expect(swapProblem(run([1, null]), run([1, 2]), (id) => byId.get(id))).toBeNull();
    expect(swapProblem(run([2, 3, null]), run([2, 3, 1]), (id) => byId.get(id))).toBeNull();
  });
});
