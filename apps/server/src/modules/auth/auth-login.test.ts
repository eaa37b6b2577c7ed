import { afterFailedSignIn, LOCKOUT_THRESHOLD, type TLockState } from '@hr/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

/**
 * Sign-in answers do not tell whether an account exists. An identifier that
 * names nobody, an account without a password yet (1014) and a named account with a wrong
 * password (1006) answer alike, and five failures lock each of them alike.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const attempt = async (identifier: string, password = 'Wrong-pass-1') => {
  const res = await t.as('').post('/api/auth/login', { identifier, password });
  const body = res.json();
  return `${res.statusCode} ${body.code ?? 'OK'}${body.params?.minutes ? ` ${body.params.minutes}` : ''}`;
};
const attempts = async (identifier: string, n: number) => {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(await attempt(identifier));
  return out;
};
const LOCKED_SEQUENCE = [...Array(LOCKOUT_THRESHOLD - 1).fill('401 INVALID_CREDENTIALS'), '423 ACCOUNT_LOCKED 15', '423 ACCOUNT_LOCKED 15'];

describe('sign-in answers do not reveal whether an account exists', () => {
  it('five failures lock an unknown company ID or e-mail exactly as they lock a named account', async () => {
    const named = await attempts('1006', LOCKOUT_THRESHOLD + 1);
    expect(named).toEqual(LOCKED_SEQUENCE);
    expect(await attempts('99999', LOCKOUT_THRESHOLD + 1)).toEqual(named);
    expect(await attempts('nobody.here@example.com', LOCKOUT_THRESHOLD + 1)).toEqual(named);
    // The right password does not open a locked account either: it answers as before.
    expect(await attempt('1006', DEMO_PASSWORD)).toBe('423 ACCOUNT_LOCKED 15');
  });

  it('counts an unknown identifier once however it is written (spaces, leading zeros, capitals)', async () => {
    const seen = [await attempt('77777'), await attempt(' 077777 '), await attempt('0077777'), await attempt('77777'), await attempt('77777 ')];
    expect(seen).toEqual(LOCKED_SEQUENCE.slice(0, LOCKOUT_THRESHOLD));
    const mail = [await attempt('Ghost@Example.com'), await attempt('ghost@example.com '), await attempt('GHOST@EXAMPLE.COM'), await attempt('ghost@example.com'), await attempt(' ghost@Example.COM')];
    expect(mail).toEqual(seen);
  });

  it('an account without a password yet answers like a wrong password, and locks alike', async () => {
    expect(await attempt('1014')).toBe('401 INVALID_CREDENTIALS');
    expect(await attempt('rania.magdy@example.com')).toBe('401 INVALID_CREDENTIALS');
    // One account: its company ID and e-mail share the count, as a named account's do.
    expect(await attempts('1014', LOCKOUT_THRESHOLD - 1)).toEqual(LOCKED_SEQUENCE.slice(2));
    expect(await attempts('1002', 2)).toEqual(['401 INVALID_CREDENTIALS', '401 INVALID_CREDENTIALS']);
    expect(await attempts('karim.adel@example.com', LOCKOUT_THRESHOLD - 1)).toEqual(LOCKED_SEQUENCE.slice(2));
  });

  it('a deactivated account says so only after the right password', async () => {
    expect(await attempt('1015')).toBe('401 INVALID_CREDENTIALS');
    expect(await attempt('1015', DEMO_PASSWORD)).toBe('403 ACCOUNT_INACTIVE');
  });

  it('the lock of an unknown identifier ends and its window restarts by the same rule as an account’s (afterFailedSignIn)', async () => {
    const key = 'signin:email:later@example.com';
    const { db } = t.database;
    let rule: TLockState = { failedCount: 0, windowStart: null, lockedUntil: null };
    const base = Date.now();
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) {
      await attempt('later@example.com');
      rule = afterFailedSignIn(rule, new Date(base));
    }
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row.count).toBe(rule.failedCount);
    expect(Math.abs(row.resetAt.getTime() - rule.lockedUntil!.getTime())).toBeLessThan(60_000);
    // Sixteen minutes later (the row moved back in time): the lock is over and the count starts again.
    await db.execute(sql`update rate_limits set reset_at = reset_at - interval '16 minutes' where key = ${key}`);
    rule = afterFailedSignIn(rule, new Date(base + 16 * 60_000));
    expect(await attempt('later@example.com')).toBe('401 INVALID_CREDENTIALS');
    expect((await db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0].count).toBe(rule.failedCount);
  });

  it('parallel failures all count for an unknown identifier, as for an account', async () => {
    await Promise.all(Array.from({ length: LOCKOUT_THRESHOLD }, () => attempt('parallel@example.com')));
    expect(await attempt('parallel@example.com')).toBe('423 ACCOUNT_LOCKED 15');
  });
});
