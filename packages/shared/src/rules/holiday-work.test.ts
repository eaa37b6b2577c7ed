import { describe, expect, it } from 'vitest';
import { LEGAL_MIN_PREMIUMS, premiumsBelowLaw, splitOvertime } from './overtime-premiums.js';
import { ZOvertimeSettingsSchema } from '../schemas/overtime.js';

const legal = { day: 1.35, night: 1.7, restDay: 2, holiday: 3 };
const settings = { premiumDay: 1.35, premiumNight: 1.7, premiumRestDay: 2, premiumHoliday: 3, nightStart: '19:00', nightEnd: '07:00', conversionEnabled: false, hoursPerDay: 8 };
const issues = (input: object) => {
  const r = ZOvertimeSettingsSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('Arts 121 and 129: overtime premiums and their legal minimums', () => {
  it('Art 129 ¶2: an hour on an official holiday is paid at the day’s wage plus twice it (3×)', () => {
    const s = splitOvertime([{ minutes: 480, nightMinutes: 0, dayKind: 'holiday' }], legal);
    expect(s.weightedHours).toBe(24);
    expect(s.restDayHours).toBe(8);
  });

  it('Art 121: an hour on the weekly rest day at the rest-day premium, a holiday at its own', () => {
    const s = splitOvertime(
      [
        { minutes: 60, nightMinutes: 0, dayKind: 'rest_day' },
        { minutes: 60, nightMinutes: 0, dayKind: 'holiday' },
      ],
      legal,
    );
    expect(s.weightedHours).toBe(5);
  });

  it('Art 129 ¶2: with another day off instead (the worker’s written request), the holiday hours are paid at the day’s wage only', () => {
    expect(splitOvertime([{ minutes: 480, nightMinutes: 0, dayKind: 'holiday', dayOffInstead: true }], legal).weightedHours).toBe(8);
  });

  it('Art 129 ¶2: without a holiday premium (an older caller), a holiday hour keeps the rest-day premium', () => {
    expect(splitOvertime([{ minutes: 60, nightMinutes: 0, dayKind: 'holiday' }], { day: 1.35, night: 1.7, restDay: 2 }).weightedHours).toBe(2);
  });

  it('Art 121: the minimums are +35 % a day hour, +70 % a night hour; Art 129 ¶2: 3× on a holiday', () => {
    expect(LEGAL_MIN_PREMIUMS).toMatchObject({ day: { minimum: 1.35, article: 121 }, night: { minimum: 1.7, article: 121 }, holiday: { minimum: 3, article: 129 } });
    expect(premiumsBelowLaw(legal)).toEqual([]);
    expect(premiumsBelowLaw({ day: 1.25, night: 1.7, restDay: 2, holiday: 2 })).toEqual([
      { premium: 'day', value: 1.25, minimum: 1.35, article: 121 },
      { premium: 'holiday', value: 2, minimum: 3, article: 129 },
    ]);
  });

  it('Art 121: the settings refuse a day premium of ×1.25 and a night one of ×1.5, each with the message citing the article', () => {
    expect(issues({ ...settings, premiumDay: 1.25, premiumNight: 1.5 })).toEqual(['premiumDay:validation.premiumBelowLawDay', 'premiumNight:validation.premiumBelowLawNight']);
  });

  it('Art 129 ¶2: the settings refuse a holiday premium of ×2 (the old law’s double)', () => {
    expect(issues({ ...settings, premiumHoliday: 2 })).toEqual(['premiumHoliday:validation.premiumBelowLawHoliday']);
  });

  it('Arts 121 and 129: the legal minimums themselves, and anything above, are accepted', () => {
    expect(issues(settings)).toEqual([]);
    expect(issues({ ...settings, premiumDay: 1.5, premiumNight: 2, premiumRestDay: 2.5, premiumHoliday: 3.5 })).toEqual([]);
  });
});
