import { describe, expect, it } from 'vitest';
import { afterFailedSignIn, directoryAccountOf, isLocked, isTokenValid, LOCKOUT_THRESHOLD, minutesUntil, parseIdentifier, type TLockState } from './auth.js';

const at = (iso: string) => new Date(iso);

describe('parseIdentifier', () => {
  it('treats digits as a company ID and anything else as an e-mail', () => {
    expect(parseIdentifier(' 1005 ')).toEqual({ kind: 'empCode', empCode: 1005 });
    expect(parseIdentifier('١٠٠٧')).toEqual({ kind: 'empCode', empCode: 1007 });
    expect(parseIdentifier('۲۰۰۱')).toEqual({ kind: 'empCode', empCode: 2001 });
    expect(parseIdentifier('Omar.Khaled@Example.com')).toEqual({ kind: 'email', email: 'omar.khaled@example.com' });
    expect(parseIdentifier('10a5')).toEqual({ kind: 'email', email: '10a5' });
    expect(parseIdentifier('12345678901')).toEqual({ kind: 'email', email: '12345678901' });
  });
});

describe('isTokenValid', () => {
  const now = at('2026-11-22T10:00:00Z');
  it('is valid only while the expiry lies in the future', () => {
    expect(isTokenValid('2026-11-22T10:00:01Z', now)).toBe(true);
    expect(isTokenValid('2026-11-22T10:00:00Z', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid('garbage', now)).toBe(false);
  });
});

describe('lockout', () => {
  const clean: TLockState = { failedCount: 0, windowStart: null, lockedUntil: null };
  it('locks on the 5th failure inside 15 minutes, for 15 minutes', () => {
    let s = clean;
    for (let i = 1; i < LOCKOUT_THRESHOLD; i++) {
      s = afterFailedSignIn(s, at(`2026-11-22T10:0${i}:00Z`));
      expect(isLocked(s, at(`2026-11-22T10:0${i}:00Z`))).toBe(false);
    }
    s = afterFailedSignIn(s, at('2026-11-22T10:05:00Z'));
    expect(s.failedCount).toBe(5);
    expect(s.lockedUntil).toEqual(at('2026-11-22T10:20:00Z'));
    expect(isLocked(s, at('2026-11-22T10:19:59Z'))).toBe(true);
    expect(isLocked(s, at('2026-11-22T10:20:00Z'))).toBe(false);
  });
  it('starts a new window when the last one is older than 15 minutes', () => {
    let s = clean;
    for (let i = 0; i < 4; i++) s = afterFailedSignIn(s, at('2026-11-22T10:00:00Z'));
    s = afterFailedSignIn(s, at('2026-11-22T10:16:00Z'));
    expect(s).toEqual({ failedCount: 1, windowStart: at('2026-11-22T10:16:00Z'), lockedUntil: null });
  });
  it('rounds the remaining minutes up', () => {
    expect(minutesUntil(at('2026-11-22T10:15:00Z'), at('2026-11-22T10:00:00Z'))).toBe(15);
    expect(minutesUntil(at('2026-11-22T10:00:30Z'), at('2026-11-22T10:00:00Z'))).toBe(1);
  });
});

describe('directoryAccountOf', () => {
  it('reads DOMAIN\\user and user@domain when the domain is the configured one, by its first label', () => {
    expect(directoryAccountOf('CORP\\Omar.Khaled', 'CORP')).toBe('omar.khaled');
    expect(directoryAccountOf('corp\\omar.khaled', 'corp.example.com')).toBe('omar.khaled');
    expect(directoryAccountOf(' omar.khaled@CORP.example ', 'CORP')).toBe('omar.khaled');
    expect(directoryAccountOf('OTHER\\omar.khaled', 'CORP')).toBeNull();
    expect(directoryAccountOf('omar.khaled@example.com', 'CORP')).toBeNull();
    expect(directoryAccountOf('CORP\\omar.khaled', null)).toBeNull();
  });
  it('takes a bare account name, never a company ID or a name with spaces or control characters', () => {
    expect(directoryAccountOf('Omar.Khaled', null)).toBe('omar.khaled');
    expect(directoryAccountOf('1005', 'CORP')).toBeNull();
    expect(directoryAccountOf('١٠٠٥', 'CORP')).toBeNull();
    expect(directoryAccountOf('omar khaled', 'CORP')).toBeNull();
    expect(directoryAccountOf('CORP\\', 'CORP')).toBeNull();
    expect(directoryAccountOf('a\u0000b', 'CORP')).toBeNull();
    expect(directoryAccountOf('x'.repeat(105), 'CORP')).toBeNull();
  });
});
