/**
 * Night hours (Art 1(12)): "night" is the time from sunset to sunrise. Where a site's location is
 * known, the night of each date is computed there (suncalc: the sun's position for a date and a
 * point); only where it is not does the organisation's fixed window stand in for it, and the
 * result says which was used.
 */
import SunCalc from 'suncalc';
import { addDaysIso } from './leave.js';
import { localDateTime, localInstant, nightMinutes, overlapMinutes, type TSpan } from './overtime.js';

export type TNightSource = 'sun' | 'window';
export interface TSiteLocation {
  latitude: number;
  longitude: number;
}

/** A usable point: both coordinates present, finite and on the globe. */
export function siteLocation(site: { latitude?: number | null; longitude?: number | null } | null | undefined): TSiteLocation | null {
  const lat = site?.latitude;
  const lon = site?.longitude;
  if (lat == null || lon == null || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { latitude: lat, longitude: lon };
}

/**
 * The night that begins on a local date at a point: that evening's sunset to the next morning's
 * sunrise. The sun is asked about at local noon, so the day asked is the local day in any zone.
 * Null where the sun does not set or rise that day (never at Egypt's latitudes).
 */
export function nightOf(date: string, at: TSiteLocation, timeZone: string): TSpan | null {
  const noon = (d: string) => localInstant(d, '12:00', timeZone);
  const sunset = SunCalc.getTimes(noon(date), at.latitude, at.longitude).sunset;
  const sunrise = SunCalc.getTimes(noon(addDaysIso(date, 1)), at.latitude, at.longitude).sunrise;
  if (Number.isNaN(sunset.getTime()) || Number.isNaN(sunrise.getTime()) || sunrise <= sunset) return null;
  return { start: sunset, end: sunrise };
}

/** Minutes of a span between sunset and sunrise at a point (each night the span can touch). */
export function sunNightMinutes(span: TSpan, at: TSiteLocation, timeZone: string): number {
  const first = localDateTime(span.start, timeZone).date;
  const last = localDateTime(span.end, timeZone).date;
  let total = 0;
  for (let d = addDaysIso(first, -1); d <= last; d = addDaysIso(d, 1)) {
    const night = nightOf(d, at, timeZone);
    if (night) total += overlapMinutes(span, night);
  }
  return total;
}

/**
 * A span's night minutes and how they were found (rule: nightSunset): sunset to sunrise at the
 * site where its location is known, the organisation's fixed window otherwise.
 */
export function nightMinutesAt(span: TSpan, site: TSiteLocation | null, window: { start: string; end: string }, timeZone: string): { minutes: number; source: TNightSource } {
  if (site) return { minutes: sunNightMinutes(span, site, timeZone), source: 'sun' };
  return { minutes: nightMinutes(span, window.start, window.end, timeZone), source: 'window' };
}
