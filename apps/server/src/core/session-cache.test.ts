import { describe, expect, it } from 'vitest';
import type { TUser } from '@hr/shared';
import { SessionCache } from './session-cache.js';

const user = { id: 7 } as TUser;
const entry = (over: Partial<{ sessionExpiresAt: number }> = {}) => ({
  user,
  employeeId: 7,
  sessionId: 1,
  roles: ['employee'],
  sessionExpiresAt: 10_000,
  touchedAt: 0,
  ...over,
});

describe('SessionCache', () => {
  it('serves an entry until its time to live or the session expiry, whichever comes first', () => {
    const c = new SessionCache(1000);
    c.set('a', entry(), c.snapshot(), 0);
    expect(c.get('a', 999)?.sessionId).toBe(1);
    expect(c.get('a', 1000)).toBeUndefined();
    c.set('b', entry({ sessionExpiresAt: 500 }), c.snapshot(), 0);
    expect(c.get('b', 499)).toBeDefined();
    expect(c.get('b', 500)).toBeUndefined();
  });

  it('evicts every session of a person at once', () => {
    const c = new SessionCache();
    c.set('a', entry(), c.snapshot(), 0);
    c.set('b', entry(), c.snapshot(), 0);
    c.evictEmployee(7);
    expect(c.get('a', 1)).toBeUndefined();
    expect(c.get('b', 1)).toBeUndefined();
  });

  it('drops a fill that started before an eviction of the same person', () => {
    const c = new SessionCache();
    const before = c.snapshot();
    c.evictEmployee(7);
    c.set('a', entry(), before, 0);
    expect(c.get('a', 1)).toBeUndefined();
    c.set('a', entry(), c.snapshot(), 0);
    expect(c.get('a', 1)).toBeDefined();
  });

  it('does nothing while disabled (no invalidation channel)', () => {
    const c = new SessionCache();
    c.enabled = false;
    c.set('a', entry(), c.snapshot(), 0);
    expect(c.get('a', 1)).toBeUndefined();
  });
});
