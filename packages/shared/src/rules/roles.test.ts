import { describe, expect, it } from 'vitest';
import { hasAnyRole, localizeParams, menuGroupsFor } from './roles.js';

describe('menuGroupsFor', () => {
  it('gives everyone Self Service and adds a group per role profile', () => {
    expect(menuGroupsFor(['employee'])).toEqual(['self']);
    expect(menuGroupsFor(['employee', 'supervisor'])).toEqual(['self', 'team']);
    expect(menuGroupsFor(['employee', 'manager'])).toEqual(['self', 'team']);
    expect(menuGroupsFor(['employee', 'site_hr'])).toEqual(['self', 'site']);
    expect(menuGroupsFor(['employee', 'hr'])).toEqual(['self', 'hr']);
    expect(menuGroupsFor(['admin'])).toEqual(['self', 'hr']);
  });
  it('takes the union of combined roles, in menu order', () => {
    expect(menuGroupsFor(['hr', 'manager', 'site_hr'])).toEqual(['self', 'site', 'team', 'hr']);
  });
});

describe('hasAnyRole', () => {
  it('passes when nothing is required or one required role is held', () => {
    expect(hasAnyRole(['employee'], undefined)).toBe(true);
    expect(hasAnyRole(['employee'], [])).toBe(true);
    expect(hasAnyRole(['employee', 'manager'], ['supervisor', 'manager'])).toBe(true);
    expect(hasAnyRole(['employee'], ['hr'])).toBe(false);
  });
});

describe('localizeParams', () => {
  it('uses the Arabic variant of each param in Arabic only', () => {
    const p = { name: 'Mona Hassan', nameAr: 'منى حسن', days: 3 };
    expect(localizeParams(p, 'en')).toEqual(p);
    expect(localizeParams(p, 'ar')).toEqual({ name: 'منى حسن', nameAr: 'منى حسن', days: 3 });
  });
});
