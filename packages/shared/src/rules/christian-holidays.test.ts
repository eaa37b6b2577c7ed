import { describe, expect, it } from 'vitest';
import { groupHolidays, isGroupHoliday, startTimeFor, westernEaster } from './christian-holidays.js';

describe('Art 129, Decree 346/2025: Christian workers’ feasts', () => {
  it('Art 129 (Decree 346/2025): Western Easter by the Gregorian computus (2025 to 2028)', () => {
    expect([2025, 2026, 2027, 2028].map(westernEaster)).toEqual(['2025-04-20', '2026-04-05', '2027-03-28', '2028-04-16']);
  });

  it('Art 129 (Decree 346/2025): Coptic Orthodox workers have Christmas and Easter off, and a 10:00 start on Epiphany, Palm Sunday and Maundy Thursday', () => {
    expect(groupHolidays(2026, 'coptic_orthodox').map((d) => [d.date, d.nameEn, d.kind, d.startTime])).toEqual([
      ['2026-01-07', 'Christmas', 'holiday', null],
      ['2026-01-19', 'Epiphany', 'late_start', '10:00'],
      ['2026-04-05', 'Palm Sunday', 'late_start', '10:00'],
      ['2026-04-09', 'Maundy Thursday', 'late_start', '10:00'],
      ['2026-04-12', 'Easter', 'holiday', null],
    ]);
  });

  it('Art 129 (Decree 346/2025): Catholic and Protestant workers have New Year’s Day, Easter and Christmas off', () => {
    const days = groupHolidays(2026, 'catholic_protestant');
    expect(days.filter((d) => d.kind === 'holiday').map((d) => d.date)).toEqual(['2026-01-01', '2026-04-05', '2026-12-25']);
    expect(days.filter((d) => d.kind === 'late_start').map((d) => d.date)).toEqual(['2026-01-06', '2026-03-29', '2026-04-02']);
  });

  it('Art 129 (Decree 346/2025): the days are the group’s only: nobody outside a group has them', () => {
    expect(isGroupHoliday('2026-04-12', 'coptic_orthodox')).toBe(true);
    expect(isGroupHoliday('2026-04-12', 'catholic_protestant')).toBe(false);
    expect(isGroupHoliday('2026-04-12', null)).toBe(false);
    expect(isGroupHoliday('2026-12-25', 'catholic_protestant')).toBe(true);
  });

  it('Art 129 (Decree 346/2025): a late start is not a day off: arriving by 10:00 is on time, a later shift keeps its start', () => {
    expect(isGroupHoliday('2026-04-09', 'coptic_orthodox')).toBe(false);
    expect(startTimeFor('2026-04-09', 'coptic_orthodox', '08:00')).toBe('10:00');
    expect(startTimeFor('2026-04-09', 'coptic_orthodox', '14:00')).toBe('14:00');
    expect(startTimeFor('2026-04-09', null, '08:00')).toBe('08:00');
    expect(startTimeFor('2026-04-08', 'coptic_orthodox', '08:00')).toBe('08:00');
  });
});
