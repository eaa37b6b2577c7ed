import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { egyptHolidayPreset, formatHijri, hijriOf, lunarHolidayDates } from './calendar.js';

/**
 * The Islamic holidays of Egypt's preset, computed from the Umm al-Qura calendar for any year
 *, against an independent source: the date-holidays package's Egypt calendar (its own
 * Hijri arithmetic). Egypt follows its own sighting, so the two may differ by a day; never more.
 * Every difference is listed in the test's output.
 */
const days = (a: string, b: string) => Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);
const first = (xs: readonly string[]) => xs[0];

describe('Islamic holidays for every year', () => {
  it('reads Hijri dates with Intl (Umm al-Qura)', () => {
    expect(hijriOf('2026-03-20')).toEqual({ year: 1447, month: 10, day: 1 });
    expect(hijriOf('2027-06-06')).toMatchObject({ month: 1, day: 1 });
  });

  it('fills 2028 and later with Eid al-Fitr (2 days), Arafat, Eid al-Adha (2 days), the New Year and the Prophet’s Birthday', () => {
    for (const year of [2028, 2031, 2035]) {
      const names = egyptHolidayPreset(year).map((h) => h.nameEn).join('|');
      for (const n of ['Eid al-Fitr (day 1)', 'Eid al-Fitr (day 2)', 'Arafat Day', 'Eid al-Adha (day 2)', 'Islamic New Year', "Prophet's Birthday"]) expect(names, `${year}: ${n}`).toContain(n);
      expect(egyptHolidayPreset(year).filter((h) => h.estimated).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('agrees with date-holidays’ Egypt calendar within one day, 2025 to 2035', () => {
    const hd = new Holidays('EG');
    const differences: string[] = [];
    for (let year = 2025; year <= 2035; year++) {
      const theirs = hd.getHolidays(year).map((h) => ({ date: h.date.slice(0, 10), rule: h.rule }));
      const find = (rule: RegExp) => theirs.filter((h) => rule.test(h.rule)).map((h) => h.date);
      const ours = lunarHolidayDates(year);
      const pairs: [string, string[], string[]][] = [
        ['Eid al-Fitr', ours.eidAlFitr, find(/^1 Shawwal/)],
        ['Eid al-Adha', ours.arafat.map((d) => egyptHolidayPreset(year).find((h) => h.date > d)?.date ?? d), find(/^10 Dhu al-Hijjah/)],
        ['Islamic New Year', ours.islamicNewYear, find(/^1 Muharram/)],
        ["Prophet's Birthday", ours.prophetsBirthday, find(/^12 Rabi al-awwal/i)],
      ];
      for (const [name, mine, other] of pairs) {
        expect(mine.length, `${year} ${name}: ${mine.join(',')} / ${other.join(',')}`).toBe(other.length);
        mine.forEach((d, i) => {
          const gap = days(d, other[i]);
          if (gap !== 0) differences.push(`${year} ${name}: ours ${d}, date-holidays ${other[i]} (${gap > 0 ? '+' : ''}${gap})`);
          expect(Math.abs(gap), `${year} ${name}: ours ${d}, date-holidays ${other[i]}`).toBeLessThanOrEqual(1);
        });
      }
      expect(first(ours.eidAlFitr), `${year}`).toBeTruthy();
    }
    console.log(`Differences from date-holidays (Egypt), 2025–2035: ${differences.length ? `\n  ${differences.join('\n  ')}` : 'none'}`);
  });
});

describe('formatHijri', () => {
  it('writes the Umm al-Qura date in each language, Arabic in Arabic-Indic digits', () => {
    expect(formatHijri('2027-02-11', 'ar')).toBe('٤ رمضان ١٤٤٨ هـ');
    expect(formatHijri('2027-02-11', 'en')).toBe('Ramadan 4, 1448 AH');
    expect(formatHijri('2027-02-11', 'ar', 'day')).toBe('٤');
    expect(formatHijri('2027-02-11', 'en', 'day')).toBe('4');
  });
});
