import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

/**
 * A whole office behind one public address signs in at 8:00. Successful
 * sign-ins are never throttled by address; failures are counted per account (the lockout),
 * per address and account, and per address with a ceiling that honest mistyping never reaches.
 * The limits here are the shipped defaults (test-app raises them for every other test).
 */
const defaults = { LOGIN_FAILURES_PER_ADDRESS: '200', LOGIN_FAILURES_PER_ADDRESS_ACCOUNT: '10', LOGIN_FAILURE_WINDOW_MINUTES: '15' };
let t: TestApp;
const PEOPLE = 300;
const FIRST = 60_001;

beforeAll(async () => {
  t = await createTestApp(defaults);
  // 300 people in one statement each, with the demo password's hash copied (hashing 300 times would be slow).
  await t.database.db.execute(sql`insert into employees (emp_code, full_name_en, full_name_ar, email)
    select ${FIRST} + g, 'Worker ' || g, 'عامل ' || g, 'worker' || g || '@office.example.com' from generate_series(0, ${PEOPLE - 1}) g`);
  await t.database.db.execute(sql`insert into credentials (employee_id, password_hash)
    select e.id, (select c.password_hash from credentials c join employees d on d.id = c.employee_id where d.emp_code = 1005)
    from employees e where e.emp_code >= ${FIRST}`);
});
afterAll(() => t?.close());

const signIn = (identifier: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { identifier, password } });
const clearCounters = () => t.database.db.execute(sql`delete from rate_limits; update credentials set failed_count = 0, failed_window_start = null, locked_until = null`);

describe('an office signing in at 8:00 from one address', () => {
  it('lets 300 different people sign in from one address within a minute', async () => {
    const started = Date.now();
    const codes: number[] = [];
    // Ten at a time, as a gate would see them.
    for (let i = 0; i < PEOPLE; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, j) => signIn(String(FIRST + i + j), DEMO_PASSWORD)));
      codes.push(...batch.map((r) => r.statusCode));
    }
    expect(codes.filter((c) => c !== 200)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);

  it('stops 30 wrong passwords for one account well before the 30th', async () => {
    await clearCounters();
    const answers: string[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await signIn(String(FIRST), 'Wrong-pass-1');
      answers.push(r.json().code);
    }
    // The account locks at the fifth; after ten from this address the pair is refused outright.
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('INVALID_CREDENTIALS'));
    expect(answers[4]).toBe('ACCOUNT_LOCKED');
    expect(answers.slice(10)).toEqual(Array(20).fill('RATE_LIMITED'));
    // Even the right password is refused meanwhile, so guessing learns nothing.
    expect((await signIn(String(FIRST), DEMO_PASSWORD)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('still lets the others in after failures of others from the same address', async () => {
    await clearCounters();
    for (let i = 1; i <= 20; i++) expect((await signIn(String(FIRST + i), 'Wrong-pass-1')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(String(FIRST + 1), DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(String(FIRST + 100), DEMO_PASSWORD)).statusCode).toBe(200);
    // Another address is not touched by this one's failures.
    expect((await signIn(String(FIRST + 2), DEMO_PASSWORD, '198.51.100.9')).statusCode).toBe(200);
  });

  it('stops 1,000 wrong passwords spread over many accounts from one address, with Retry-After', async () => {
    await clearCounters();
    const codes: string[] = [];
    let refused: { retryAfter: string | string[] | undefined } | null = null;
    for (let i = 0; i < 1000; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, (_, j) => (i + j) % 2 === 0 ? signIn(String(FIRST + ((i + j) % PEOPLE)), 'Wrong-pass-1') : signIn(`nobody${i + j}@office.example.com`, 'Wrong-pass-1')),
      );
      for (const r of batch) {
        codes.push(r.json().code);
        if (r.statusCode === 429) refused ??= { retryAfter: r.headers['retry-after'] };
      }
    }
    const firstRefusal = codes.indexOf('RATE_LIMITED');
    expect(firstRefusal).toBeGreaterThanOrEqual(200);
    expect(firstRefusal).toBeLessThanOrEqual(220);
    expect(codes.slice(240).every((c) => c === 'RATE_LIMITED')).toBe(true);
    expect(Number(refused!.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused!.retryAfter)).toBeLessThanOrEqual(15 * 60);
    // The whole address is refused until the window ends: a correct password too.
    const r = await signIn(String(FIRST + 299), DEMO_PASSWORD);
    expect(r.json().code).toBe('RATE_LIMITED');
    // Counted in the database, shared by every server process.
    const rows = await t.database.db.execute(sql`select count from rate_limits where key = 'signin-fail:ip:203.0.113.7'`);
    expect(Number(rows.rows[0].count)).toBeGreaterThanOrEqual(200);
  }, 120_000);
});
