import { describe, expect, it } from 'vitest';
import { egyptHolidayPreset, isWeekend, orthodoxEaster, shamElNessim, shiftCrossesMidnight, shiftMinutes, weekDay, zonedDayStart } from './calendar.js';

describe('shifts', () => {
  it('crosses midnight when the end is before the start', () => {
    expect(shiftCrossesMidnight('08:00', '16:00')).toBe(false);
    expect(shiftCrossesMidnight('22:00', '06:00')).toBe(true);
    expect(shiftCrossesMidnight('00:00', '23:59')).toBe(false);
    expect(shiftCrossesMidnight('23:59', '00:00')).toBe(true);
  });
  it('measures the duration across midnight', () => {
    expect(shiftMinutes('08:00', '16:00')).toBe(480);
    expect(shiftMinutes('22:00', '06:00')).toBe(480);
    expect(shiftMinutes('23:30', '00:15')).toBe(45);
    expect(shiftMinutes('09:00', '09:00')).toBe(1440);
  });
  it('rejects what is not a clock time', () => {
    expect(() => shiftMinutes('24:00', '08:00')).toThrow(RangeError);
    expect(() => shiftMinutes('8am', '08:00')).toThrow(RangeError);
  });
});

describe('work week', () => {
  it('knows the day of the week of a calendar date', () => {
    expect(weekDay('2026-11-22')).toBe(0); // a Sunday
    expect(weekDay('2026-11-27')).toBe(5); // a Friday
  });
  it('treats Friday and Saturday as the Egyptian weekend', () => {
    expect(isWeekend('2026-11-27', [5, 6])).toBe(true);
    expect(isWeekend('2026-11-28', [5, 6])).toBe(true);
    expect(isWeekend('2026-11-29', [5, 6])).toBe(false);
    expect(isWeekend('2026-11-29', [0])).toBe(true);
    expect(isWeekend('2026-11-27', [])).toBe(false);
  });
});

describe('Coptic Easter and Sham El-Nessim', () => {
  it('follows the Julian computus', () => {
    expect(orthodoxEaster(2024)).toBe('2024-05-05');
    expect(orthodoxEaster(2025)).toBe('2025-04-20');
    expect(orthodoxEaster(2026)).toBe('2026-04-12');
    expect(orthodoxEaster(2027)).toBe('2027-05-02');
    expect(orthodoxEaster(2030)).toBe('2030-04-28');
  });
  it('is the Monday after', () => {
    expect(shamElNessim(2026)).toBe('2026-04-13');
    expect(weekDay(shamElNessim(2026))).toBe(1);
    expect(shamElNessim(2025)).toBe('2025-04-21');
    expect(shamElNessim(2027)).toBe('2027-05-03');
  });
});

describe('egyptHolidayPreset', () => {
  it('has the fixed national holidays every year, not estimated', () => {
    for (const year of [2025, 2027, 2031]) {
      const fixed = egyptHolidayPreset(year).filter((h) => !h.estimated).map((h) => h.date.slice(5));
      expect(fixed).toEqual(expect.arrayContaining(['01-07', '01-25', '04-25', '05-01', '06-30', '07-23', '10-06']));
    }
  });
  it('fills 2026 with the lunar holidays flagged as estimated, with Arabic names', () => {
    const list = egyptHolidayPreset(2026);
    const byDate = Object.fromEntries(list.map((h) => [h.date, h]));
    expect(byDate['2026-04-13']).toMatchObject({ nameEn: 'Sham El-Nessim', nameAr: 'شم النسيم', estimated: false });
    expect(byDate['2026-03-20']).toMatchObject({ nameEn: 'Eid al-Fitr (day 1)', estimated: true });
    expect(byDate['2026-03-21']).toMatchObject({ nameEn: 'Eid al-Fitr (day 2)', estimated: true });
    expect(byDate['2026-03-22']).toBeUndefined();
    expect(byDate['2026-05-26']).toMatchObject({ nameEn: 'Arafat Day', nameAr: 'وقفة عرفات', estimated: true });
    expect(byDate['2026-05-27'].nameEn).toBe('Eid al-Adha (day 1)');
    expect(byDate['2026-06-16'].nameEn).toBe('Islamic New Year');
    expect(byDate['2026-08-25'].nameEn).toBe("Prophet's Birthday");
    // Decree 294/2025: 15 days; the lunar ones and 25 January (moved to 29 January) are for HR to confirm.
    expect(list.filter((h) => h.estimated)).toHaveLength(8);
    expect(list).toHaveLength(15);
    for (const h of list) {
      expect(h.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(h.date.startsWith('2026-')).toBe(true);
    }
  });
  it('is sorted with one entry per date', () => {
    for (const year of [2025, 2026, 2027]) {
      const dates = egyptHolidayPreset(year).map((h) => h.date);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
    }
  });
  it('has the lunar holidays in any year too, from the Umm al-Qura calendar (2030 had none)', () => {
    const list = egyptHolidayPreset(2030);
    expect(list.filter((h) => !h.estimated)).toHaveLength(8);
    expect(list.filter((h) => h.estimated).map((h) => h.nameEn)).toEqual(expect.arrayContaining(['Eid al-Fitr (day 1)', 'Arafat Day', 'Islamic New Year', "Prophet's Birthday"]));
  });
});

describe('zonedDayStart', () => {
  it('is local midnight as an instant', () => {
    expect(zonedDayStart('2026-11-22', 'Africa/Cairo').toISOString()).toBe('2026-11-21T22:00:00.000Z');
    expect(zonedDayStart('2026-07-01', 'Africa/Cairo').toISOString()).toBe('2026-06-30T21:00:00.000Z'); // summer time, UTC+3
    expect(zonedDayStart('2026-11-22', 'UTC').toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(zonedDayStart('2026-11-22', 'America/New_York').toISOString()).toBe('2026-11-22T05:00:00.000Z');
  });
});

describe('firstDayOfWeek', () => {
  it("is the first work day after the organisation's weekend", async () => {
    const { firstDayOfWeek } = await import('./calendar.js');
    expect(firstDayOfWeek([5, 6])).toBe(0); // Friday–Saturday: Sunday
    expect(firstDayOfWeek([6, 0])).toBe(1); // Saturday–Sunday: Monday
    expect(firstDayOfWeek([5])).toBe(6); // Friday only: Saturday
    expect(firstDayOfWeek([])).toBe(0);
  });
});
