import { describe, expect, it } from 'vitest';
import { distanceMeters, geofenceOf, geofenceVerdict, insideGeofence, offlineTimeProblem, OFFLINE_MAX_AGE_MS } from './geofence.js';

const cairoTower = { latitude: 30.045915, longitude: 31.224289 };
const pyramids = { latitude: 29.979235, longitude: 31.134202 };

describe('distanceMeters (haversine)', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceMeters(cairoTower, cairoTower)).toBe(0);
    expect(distanceMeters(cairoTower, pyramids)).toBeCloseTo(distanceMeters(pyramids, cairoTower), 6);
  });
  it('matches known distances', () => {
    // Cairo Tower → the Great Pyramid: about 11.5 km.
    expect(distanceMeters(cairoTower, pyramids)).toBeGreaterThan(11_300);
    expect(distanceMeters(cairoTower, pyramids)).toBeLessThan(11_700);
    // One degree of latitude is about 111.2 km; one of longitude at the equator likewise.
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1);
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111_195, -1);
    // Antipodes: half the circumference, and no NaN from rounding.
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 6_371_008.8, -1);
  });
  it('crosses the antimeridian the short way', () => {
    expect(distanceMeters({ latitude: 0, longitude: 179.9995 }, { latitude: 0, longitude: -179.9995 })).toBeLessThan(120);
  });
});

describe('geofence', () => {
  const fence = { ...cairoTower, radiusMeters: 200 };
  const north = (m: number) => ({ latitude: cairoTower.latitude + m / 111_195, longitude: cairoTower.longitude });
  it('is null unless all three columns are set', () => {
    expect(geofenceOf(null)).toBeNull();
    expect(geofenceOf({ latitude: 1, longitude: 2, radiusMeters: null })).toBeNull();
    expect(geofenceOf({ latitude: 1, longitude: 2, radiusMeters: 50 })).toEqual({ latitude: 1, longitude: 2, radiusMeters: 50 });
  });
  it('tells inside from outside, with the accuracy as slack up to the radius', () => {
    expect(insideGeofence(fence, north(150))).toBe(true);
    expect(insideGeofence(fence, north(250))).toBe(false);
    expect(insideGeofence(fence, { ...north(250), accuracy: 60 })).toBe(true);
    expect(insideGeofence(fence, { ...north(1000), accuracy: 50_000 })).toBe(false);
  });
  it('gives each mode its verdict', () => {
    expect(geofenceVerdict('off', fence, north(5000))).toBe('none');
    expect(geofenceVerdict('refuse', null, null)).toBe('none');
    expect(geofenceVerdict('refuse', fence, north(5000))).toBe('refused');
    expect(geofenceVerdict('refuse', fence, null)).toBe('locationRequired');
    expect(geofenceVerdict('refuse', fence, north(10))).toBe('inside');
    expect(geofenceVerdict('flag', fence, north(5000))).toBe('outside');
    expect(geofenceVerdict('flag', fence, null)).toBe('outside');
    expect(geofenceVerdict('flag', fence, north(10))).toBe('inside');
  });
});

describe('offlineTimeProblem', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('keeps a time up to 72 hours old and a little clock skew', () => {
    expect(offlineTimeProblem(new Date(now.getTime() - 3600_000), now)).toBeNull();
    expect(offlineTimeProblem(new Date(now.getTime() - OFFLINE_MAX_AGE_MS + 1000), now)).toBeNull();
    expect(offlineTimeProblem(new Date(now.getTime() + 60_000), now)).toBeNull();
  });
  it('refuses the future and the too old', () => {
    expect(offlineTimeProblem(new Date(now.getTime() + 10 * 60_000), now)).toBe('future');
    expect(offlineTimeProblem(new Date(now.getTime() - OFFLINE_MAX_AGE_MS - 1000), now)).toBe('tooOld');
  });
});
