import { describe, expect, it } from 'vitest';
import { egyptHolidayPreset, hijriOf, orthodoxEaster } from './calendar.js';

/** Official holidays (Art 129) as Ministerial Decree 294/2025 lists them. */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('Art 129, Decree 294/2025: the official holidays', () => {
  it('Art 129 (Decree 294/2025): fifteen days a year, day for day', () => {
    for (const year of [2027, 2028, 2031]) {
      const list = egyptHolidayPreset(year);
      const dates = new Set(list.map((h) => h.date));
      for (const md of ['01-07', '01-25', '04-25', '05-01', '06-30', '07-23', '10-06']) expect(dates, `${year}-${md}`).toContain(`${year}-${md}`);
      expect(dates).toContain(addDays(orthodoxEaster(year), 1)); // Sham El-Nessim
      // A day of two holidays shares one entry: count the days by name.
      const names = list.flatMap((h) => h.nameEn.split(' / '));
      expect(names.filter((n) => !/^(Islamic New Year|Prophet's Birthday)$/.test(n))).toHaveLength(13);
    }
  });

  it('Art 129 (Decree 294/2025): Eid al-Fitr is the first 2 days of Shawwal, no third day', () => {
    for (const year of [2026, 2029, 2031]) {
      const fitr = egyptHolidayPreset(year).filter((h) => h.nameEn.includes('Eid al-Fitr'));
      expect(fitr.map((h) => hijriOf(h.date))).toEqual([expect.objectContaining({ month: 10, day: 1 }), expect.objectContaining({ month: 10, day: 2 })]);
      // A lunar day is HR's to confirm, unless it falls on a fixed holiday (a holiday whatever the sighting).
      expect(fitr.every((h) => h.estimated || h.nameEn.includes(' / '))).toBe(true);
    }
  });

  it('Art 129 (Decree 294/2025): Arafat Day and the first 2 days of Eid al-Adha, 9 to 11 Dhu al-Hijjah', () => {
    const adha = egyptHolidayPreset(2026).filter((h) => /Arafat|Eid al-Adha/.test(h.nameEn));
    expect(adha.map((h) => h.nameEn)).toEqual(['Arafat Day', 'Eid al-Adha (day 1)', 'Eid al-Adha (day 2)']);
    expect(adha.map((h) => hijriOf(h.date).day)).toEqual([9, 10, 11]);
    expect(adha.map((h) => h.nameAr)).toEqual(['وقفة عرفات', 'عيد الأضحى (اليوم الأول)', 'عيد الأضحى (اليوم الثاني)']);
  });

  it('Art 129 (Decree 294/2025): the Hijri New Year and the Prophet’s Birthday, 1 Muharram and 12 Rabi al-Awwal', () => {
    const list = egyptHolidayPreset(2027);
    expect(hijriOf(list.find((h) => h.nameEn === 'Islamic New Year')!.date)).toMatchObject({ month: 1, day: 1 });
    expect(hijriOf(list.find((h) => h.nameEn === "Prophet's Birthday")!.date)).toMatchObject({ month: 3, day: 12 });
  });

  it('Art 129: a holiday the minister moved is on the day given, keeps its legal date and waits for HR to confirm', () => {
    const list = egyptHolidayPreset(2026);
    expect(list.find((h) => h.date === '2026-01-25')).toBeUndefined();
    expect(list.find((h) => h.date === '2026-01-29')).toMatchObject({ legalDate: '2026-01-25', estimated: true, nameEn: 'January 25 Revolution and Police Day' });
    // Other years keep 25 January on its day, not flagged.
    expect(egyptHolidayPreset(2027).find((h) => h.date === '2027-01-25')).toMatchObject({ legalDate: null, estimated: false });
  });

  it('Art 129: the fixed holidays not moved have no legal date apart from their own', () => {
    for (const h of egyptHolidayPreset(2026)) if (h.date !== '2026-01-29') expect(h.legalDate).toBeNull();
  });
});
