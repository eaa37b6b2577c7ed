import { describe, expect, it } from 'vitest';
import { attendanceRate, dashboardDayKind, rateDay, weekStartDay, weekStartOf } from './dashboard.js';

describe('weeks', () => {
  it('start the day after the weekly rest days', () => {
    expect(weekStartDay([5, 6])).toBe(0);
    expect(weekStartDay([6, 0])).toBe(1);
    expect(weekStartDay([5])).toBe(6);
    expect(weekStartDay([])).toBe(1);
  });
  it('find the first date of a week', () => {
    // 2026-11-22 is a Sunday.
    expect(weekStartOf('2026-11-22', [5, 6])).toBe('2026-11-22');
    expect(weekStartOf('2026-11-28', [5, 6])).toBe('2026-11-22');
    expect(weekStartOf('2026-11-22', [6, 0])).toBe('2026-11-16');
  });
});

describe('the attendance rate', () => {
  it('counts due work days, attended when present (late too) or confirmed by HR', () => {
    expect(dashboardDayKind('present', 12)).toBe('late');
    expect(dashboardDayKind('present', 0)).toBe('present');
    expect(rateDay('present', null)).toEqual({ expected: true, attended: true });
    expect(rateDay('absent', null)).toEqual({ expected: true, attended: false });
    expect(rateDay('absent', 'confirmed')).toEqual({ expected: true, attended: true });
    expect(rateDay('absent', 'deducted')).toEqual({ expected: true, attended: false });
    for (const s of ['weekend', 'holiday', 'leave', 'upcoming'] as const) expect(rateDay(s, null).expected).toBe(false);
    expect(attendanceRate(3, 4)).toBe(0.75);
    expect(attendanceRate(0, 0)).toBeNull();
  });
});
