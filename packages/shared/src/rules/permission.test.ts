import { describe, expect, it } from 'vitest';
import { checkPermissionQuota, coveredMinutes, permissionsLeft, type TPermissionRule } from './permission.js';

const refuse: TPermissionRule = { maxMinutes: 120, perMonth: 2, minutesPerMonth: 180, overQuota: 'refuse' };
const deduct: TPermissionRule = { ...refuse, overQuota: 'deduct' };

describe('checkPermissionQuota', () => {
  it('allows a permission inside the quota, deducting nothing', () => {
    expect(checkPermissionQuota(refuse, { count: 0, minutes: 0 }, 120)).toEqual({ ok: true, deductedMinutes: 0 });
    expect(checkPermissionQuota(refuse, { count: 1, minutes: 120 }, 60)).toEqual({ ok: true, deductedMinutes: 0 });
  });
  it('refuses one longer than a permission may be, whatever the type does beyond the quota', () => {
    expect(checkPermissionQuota(refuse, { count: 0, minutes: 0 }, 121)).toEqual({ ok: false, code: 'PERMISSION_TOO_LONG', params: { minutes: 120 } });
    expect(checkPermissionQuota(deduct, { count: 0, minutes: 0 }, 121)).toMatchObject({ ok: false, code: 'PERMISSION_TOO_LONG' });
  });
  it('refuses past the count or the minutes when the type refuses', () => {
    expect(checkPermissionQuota(refuse, { count: 2, minutes: 60 }, 30)).toEqual({ ok: false, code: 'PERMISSION_QUOTA_EXCEEDED', params: { count: 2, minutes: 180 } });
    expect(checkPermissionQuota(refuse, { count: 1, minutes: 120 }, 90)).toMatchObject({ ok: false, code: 'PERMISSION_QUOTA_EXCEEDED' });
  });
  it('deducts the minutes past the month, or all of them once the count is used up', () => {
    expect(checkPermissionQuota(deduct, { count: 1, minutes: 120 }, 90)).toEqual({ ok: true, deductedMinutes: 30 });
    expect(checkPermissionQuota(deduct, { count: 1, minutes: 200 }, 60)).toEqual({ ok: true, deductedMinutes: 60 });
    expect(checkPermissionQuota(deduct, { count: 2, minutes: 60 }, 45)).toEqual({ ok: true, deductedMinutes: 45 });
  });
});

describe('permissionsLeft and coveredMinutes', () => {
  it('never goes below zero', () => {
    expect(permissionsLeft(refuse, { count: 1, minutes: 60 })).toEqual({ count: 1, minutes: 120 });
    expect(permissionsLeft(refuse, { count: 3, minutes: 400 })).toEqual({ count: 0, minutes: 0 });
  });
  it('forgives the permitted minutes of lateness', () => {
    expect(coveredMinutes(50, 60)).toBe(0);
    expect(coveredMinutes(75, 60)).toBe(15);
    expect(coveredMinutes(20, 0)).toBe(20);
  });
});

describe('monthBounds', () => {
  it('knows the length of each month, leap years included', async () => {
    const { monthBounds } = await import('./permission.js');
    expect(monthBounds('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthBounds('2027-02')).toEqual({ start: '2027-02-01', end: '2027-02-28' });
    expect(monthBounds('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });
});
