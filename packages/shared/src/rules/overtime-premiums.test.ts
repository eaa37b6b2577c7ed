import { describe, expect, it } from 'vitest';
import { addSplits, splitOvertime, type TOvertimePremiums } from './overtime-premiums.js';

const P: TOvertimePremiums = { day: 1.35, night: 1.7, restDay: 2 };

describe('splitOvertime', () => {
  it('pays work-day hours at the day premium and night hours at the night premium', () => {
    // 3 h on a work day, 1 h of it after 19:00.
    expect(splitOvertime([{ minutes: 180, nightMinutes: 60, dayKind: 'workday' }], P)).toEqual({
      dayHours: 2,
      nightHours: 1,
      restDayHours: 0,
      totalHours: 3,
      weightedHours: 2 * 1.35 + 1.7,
    });
  });

  it('pays every hour of a rest day or a holiday at the rest-day premium, night or not', () => {
    const s = splitOvertime(
      [
        { minutes: 240, nightMinutes: 120, dayKind: 'rest_day' },
        { minutes: 60, nightMinutes: 0, dayKind: 'holiday' },
      ],
      P,
    );
    expect(s).toEqual({ dayHours: 0, nightHours: 0, restDayHours: 5, totalHours: 5, weightedHours: 10 });
  });

  it('sums minutes before rounding, so many short requests lose nothing', () => {
    const s = splitOvertime(Array.from({ length: 3 }, () => ({ minutes: 20, nightMinutes: 0, dayKind: 'workday' })), P);
    expect(s.dayHours).toBe(1);
    expect(s.weightedHours).toBe(1.35);
  });

  it('rounds to two decimals', () => {
    // 50 minutes at 1.35 = 1.125 h → 1.13; 50 minutes = 0.833… h → 0.83.
    const s = splitOvertime([{ minutes: 50, nightMinutes: 0, dayKind: 'workday' }], P);
    expect(s).toMatchObject({ dayHours: 0.83, totalHours: 0.83, weightedHours: 1.13 });
  });

  it('bounds night minutes by the minutes and ignores nonsense', () => {
    expect(splitOvertime([{ minutes: 60, nightMinutes: 90, dayKind: 'workday' }], P)).toMatchObject({ dayHours: 0, nightHours: 1, weightedHours: 1.7 });
    expect(splitOvertime([{ minutes: 60, nightMinutes: -5, dayKind: 'workday' }], P)).toMatchObject({ dayHours: 1, nightHours: 0 });
    expect(splitOvertime([{ minutes: -60, nightMinutes: 0, dayKind: 'workday' }, { minutes: Number.NaN, nightMinutes: 0, dayKind: 'holiday' }], P).totalHours).toBe(0);
  });

  it('treats an unknown day kind as a work day, and nothing as zero', () => {
    expect(splitOvertime([{ minutes: 60, nightMinutes: 0, dayKind: 'other' }], P).dayHours).toBe(1);
    expect(splitOvertime([], P)).toEqual({ dayHours: 0, nightHours: 0, restDayHours: 0, totalHours: 0, weightedHours: 0 });
  });

  it('uses whatever multipliers the organisation set', () => {
    expect(splitOvertime([{ minutes: 120, nightMinutes: 60, dayKind: 'workday' }, { minutes: 60, nightMinutes: 0, dayKind: 'rest_day' }], { day: 1.5, night: 2, restDay: 3 }).weightedHours).toBe(6.5);
  });
});

describe('addSplits', () => {
  it('adds each column', () => {
    const a = splitOvertime([{ minutes: 90, nightMinutes: 30, dayKind: 'workday' }], P);
    const b = splitOvertime([{ minutes: 60, nightMinutes: 0, dayKind: 'holiday' }], P);
    expect(addSplits([a, b])).toEqual({ dayHours: 1, nightHours: 0.5, restDayHours: 1, totalHours: 2.5, weightedHours: 1.35 + 0.85 + 2 });
  });
});
