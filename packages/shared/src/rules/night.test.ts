import { describe, expect, it } from 'vitest';
import { nightMinutesAt, nightOf, siteLocation, sunNightMinutes } from './night.js';
import { localDateTime, overtimeSpan } from './overtime.js';

const CAIRO = { latitude: 30.0444, longitude: 31.2357 };
const ASWAN = { latitude: 24.0889, longitude: 32.8998 };
const tz = 'Africa/Cairo';
const local = (d: Date) => localDateTime(d, tz).time;

describe('Art 1(12): night is sunset to sunrise at the site', () => {
  it('Art 1(12): in Cairo the night of 21 December runs from about 17:00 to about 06:50', () => {
    const n = nightOf('2026-12-21', CAIRO, tz)!;
    expect(local(n.start) >= '16:55' && local(n.start) <= '17:05').toBe(true);
    expect(local(n.end) >= '06:40' && local(n.end) <= '06:55').toBe(true);
  });

  it('Art 1(12): in Cairo the night of 21 June (summer time) runs from about 19:58 to about 05:54', () => {
    const n = nightOf('2026-06-21', CAIRO, tz)!;
    expect(local(n.start) >= '19:50' && local(n.start) <= '20:05').toBe(true);
    expect(local(n.end) >= '05:50' && local(n.end) <= '06:00').toBe(true);
  });

  it('Art 1(12): an overtime from 17:00 to 19:00 in December is mostly night in Cairo, none of it in June', () => {
    const dec = overtimeSpan('2026-12-21', '17:00', '19:00', tz);
    const jun = overtimeSpan('2026-06-21', '17:00', '19:00', tz);
    expect(sunNightMinutes(dec, CAIRO, tz)).toBeGreaterThanOrEqual(115);
    expect(sunNightMinutes(jun, CAIRO, tz)).toBe(0);
  });

  it('Art 1(12): the night depends on the site: Aswan’s sun sets earlier than Cairo’s in June', () => {
    const span = overtimeSpan('2026-06-21', '19:00', '20:00', tz);
    expect(sunNightMinutes(span, ASWAN, tz)).toBeGreaterThan(sunNightMinutes(span, CAIRO, tz));
  });

  it('Art 1(12): a span across midnight counts the whole night it lies in', () => {
    const span = overtimeSpan('2026-12-21', '22:00', '02:00', tz);
    expect(sunNightMinutes(span, CAIRO, tz)).toBe(240);
  });

  it('Art 1(12): without a location the organisation’s fixed window is used, and said so', () => {
    const span = overtimeSpan('2026-06-21', '17:00', '20:00', tz);
    expect(nightMinutesAt(span, null, { start: '19:00', end: '07:00' }, tz)).toEqual({ minutes: 60, source: 'window' });
    expect(nightMinutesAt(span, CAIRO, { start: '19:00', end: '07:00' }, tz).source).toBe('sun');
  });

  it('Art 1(12): a site without both coordinates, or with impossible ones, has no location', () => {
    expect(siteLocation({ latitude: 30, longitude: null })).toBeNull();
    expect(siteLocation({ latitude: 95, longitude: 31 })).toBeNull();
    expect(siteLocation(null)).toBeNull();
    expect(siteLocation({ latitude: 30.04, longitude: 31.23 })).toEqual({ latitude: 30.04, longitude: 31.23 });
  });
});
