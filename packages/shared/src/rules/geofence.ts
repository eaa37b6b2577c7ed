/**
 * The optional geofence of web clock-ins and the bounds of an offline punch: pure
 * rules the server applies and the web reads.
 */

export const GEOFENCE_MODES = ['off', 'flag', 'refuse'] as const;
export type TGeofenceMode = (typeof GEOFENCE_MODES)[number];

/** A site's geofence radius, in metres. */
export const GEOFENCE_RADIUS_MIN = 10;
export const GEOFENCE_RADIUS_MAX = 100_000;

/** How old a punch kept on the phone may be when it reaches the server (72 hours). */
export const OFFLINE_MAX_AGE_MS = 72 * 3600_000;
/** A phone's clock a little ahead of the server's is not "the future" (2 minutes). */
export const OFFLINE_CLOCK_SKEW_MS = 2 * 60_000;

/** The mean Earth radius of the IUGG, in metres. */
const EARTH_RADIUS_M = 6_371_008.8;

export type TPoint = { latitude: number; longitude: number };

/** The great-circle distance between two points, in metres (haversine formula). */
export function distanceMeters(a: TPoint, b: TPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type TGeofence = TPoint & { radiusMeters: number };

/** A site's geofence, or null when it has none (all three columns are set together or not at all). */
export function geofenceOf(site: { latitude: number | null; longitude: number | null; radiusMeters: number | null } | null | undefined): TGeofence | null {
  if (!site || site.latitude === null || site.longitude === null || site.radiusMeters === null) return null;
  return { latitude: Number(site.latitude), longitude: Number(site.longitude), radiusMeters: site.radiusMeters };
}

/**
 * Whether a position is inside a geofence. The reported accuracy (metres, capped at the radius)
 * gives the benefit of the doubt: a phone that says "within 30 m" 20 m beyond the edge may be in.
 */
export function insideGeofence(fence: TGeofence, at: TPoint & { accuracy?: number | null }): boolean {
  const slack = Math.min(Math.max(at.accuracy ?? 0, 0), fence.radiusMeters);
  return distanceMeters(fence, at) <= fence.radiusMeters + slack;
}

export type TGeofenceVerdict = 'none' | 'inside' | 'outside' | 'refused' | 'locationRequired';

/**
 * What the organisation's mode makes of a web clock-in: 'none' (no check), 'inside', 'outside'
 * (kept and flagged), 'refused' (outside, mode refuse), 'locationRequired' (mode refuse, no position).
 * Under 'flag' a clock-in without a position is kept and flagged: it cannot be shown inside.
 */
export function geofenceVerdict(mode: TGeofenceMode, fence: TGeofence | null, at: (TPoint & { accuracy?: number | null }) | null): TGeofenceVerdict {
  if (mode === 'off' || !fence) return 'none';
  if (!at) return mode === 'refuse' ? 'locationRequired' : 'outside';
  if (insideGeofence(fence, at)) return 'inside';
  return mode === 'refuse' ? 'refused' : 'outside';
}

/** Whether an offline punch's original time may be kept: not in the future, at most 72 hours old. */
export function offlineTimeProblem(occurredAt: Date, now: Date): 'future' | 'tooOld' | null {
  const t = occurredAt.getTime();
  if (!Number.isFinite(t)) return 'tooOld';
  if (t > now.getTime() + OFFLINE_CLOCK_SKEW_MS) return 'future';
  if (t < now.getTime() - OFFLINE_MAX_AGE_MS) return 'tooOld';
  return null;
}
