import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerSets } from '../plugins/external/helmet.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * What an attacker or a careless client sends. Every answer is a 4xx in the app's
 * format, fast, and changes nothing; nothing computes centuries or reaches the database with
 * a value it cannot store.
 */
let t: TestApp;
let employee: string;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  employee = (await t.login(1005)).token;
  hr = (await t.login(1001)).token;
});
afterAll(() => t?.close());

const expect4xx = (res: { statusCode: number; json(): { code?: string } }, status = 400) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(typeof res.json().code).toBe('string');
};

describe('dates outside the supported window (1900–2199)', () => {
  it('refuse a month in year 2 or 9999 at once instead of computing 1,900 years', async () => {
    const t0 = Date.now();
    for (const month of ['0002-01', '0001-01', '0099-12', '9999-12', '1899-12', '2200-01']) {
      expect4xx(await t.as(employee).get(`/api/dashboard/me/attendance?month=${month}`));
      expect4xx(await t.as(employee).get(`/api/leave/calendar?month=${month}`));
      expect4xx(await t.as(hr).get(`/api/attendance/sheet?month=${month}`));
    }
    expect(Date.now() - t0).toBeLessThan(5_000);
  });

  it('refuse ranges from year 1 to 9999 on every list that takes one', async () => {
    const range = 'from=0001-01-01&to=9999-12-31';
    for (const [token, url] of [
      [employee, `/api/attendance/absences?${range}`],
      [employee, `/api/attendance/events?${range}`],
      [hr, `/api/attendance/team-absences?${range}`],
      [hr, `/api/attendance/team-events?${range}`],
      [employee, `/api/overtime/suggestions?${range}`],
      [hr, `/api/hr/audit?${range}`],
      [hr, `/api/overtime/team?${range}`],
      [employee, `/api/leave/requests?${range}`],
      [employee, '/api/leave/quote?leaveTypeId=1&startDate=0001-01-01&endDate=9999-12-31'],
    ] as const) {
      const res = await t.as(token).get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('VALIDATION_FAILED');
    }
  });

  it('refuse ranges longer than their page allows, with the limit in a translated message', async () => {
    const events = await t.as(employee).get('/api/attendance/events?from=2024-01-01&to=2026-01-01');
    expect4xx(events);
    expect(events.json().fields[0].message).toBe('validation.rangeTooLongYear');
    const absences = await t.as(employee).get('/api/attendance/absences?from=2026-01-01&to=2026-06-01');
    expect(absences.json().fields[0].message).toBe('validation.rangeTooLong');
    const suggestions = await t.as(employee).get('/api/overtime/suggestions?from=2026-01-01&to=2026-06-01');
    expect(suggestions.json().fields[0].message).toBe('validation.rangeTooLongTwoMonths');
    const audit = await t.as(hr).get('/api/hr/audit?from=1900-01-01&to=2199-12-31');
    expect(audit.json().fields[0].message).toBe('validation.rangeTooLongTenYears');
    const quote = await t.as(employee).get('/api/leave/quote?leaveTypeId=1&startDate=2026-01-01&endDate=2027-06-01');
    expect(quote.json().fields[0].message).toBe('validation.rangeTooLongYear');
  });

  it('refuse leave requests and attendance issues dated 0001 or 9999, and store nothing', async () => {
    const before = (await t.as(employee).get('/api/leave/requests?pageSize=100')).json().total;
    for (const d of ['0001-01-01', '9999-12-31']) {
      expect4xx(await t.as(employee).post('/api/leave/requests', { leaveTypeId: 1, startDate: d, endDate: d }));
      expect4xx(await t.as(employee).post('/api/attendance/issues', { type: 'in', eventTime: `${d}T08:00:00+02:00`, reason: 'x' }));
    }
    expect((await t.as(employee).get('/api/leave/requests?pageSize=100')).json().total).toBe(before);
  });
});

describe('ids, text and references the database cannot take', () => {
  it('answer 400 for ids beyond the integer range, never 500', async () => {
    for (const id of ['2147483648', '9007199254740991', '99999999999999999999', '1e10']) {
      expect4xx(await t.as(hr).get(`/api/leave/requests/${id}`));
      expect4xx(await t.as(hr).get(`/api/hr/employees/${id}`));
    }
    expect4xx(await t.as(hr).get('/api/leave/requests/2147483647'), 404);
  });

  it('answer 400 for a NUL byte or a lone surrogate anywhere, even before sign-in', async () => {
    expect4xx(await t.as(employee).get('/api/people/search?q=a%00b'));
    // Invalid UTF-8 in a URL is decoded to U+FFFD by the query parser: harmless, never a 5xx.
    expect((await t.as(employee).get('/api/people/search?q=%ED%A0%80')).statusCode).toBe(200);
    expect4xx(await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"identifier":"\\ud800","password":"x"}' }));
    expect4xx(await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"identifier":"a\\u0000","password":"x"}' }));
    expect4xx(await t.as(employee).post('/api/leave/requests', { leaveTypeId: 1, startDate: '2026-12-20', endDate: '2026-12-20', reason: 'sick\u0000' }));
  });

  it('answer 400 for a device on a site that does not exist', async () => {
    const res = await t.as(hr).post('/api/hr/devices', { name: 'Gate', siteId: 2147483000 });
    expect(res.statusCode).toBe(400);
    expect(['UNKNOWN_REFERENCE', 'VALIDATION_FAILED']).toContain(res.json().code);
  });

  it('check the device key before the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/devices/events', headers: { 'content-type': 'application/json' }, payload: '{not json' });
    expect(res.statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/devices/events', headers: { 'x-api-key': 'nope' }, payload: { events: 'x' } });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('answers', () => {
  it('carry Permissions-Policy on pages and the API; HSTS only over https', async () => {
    for (const url of ['/healthz', '/api/public/settings']) {
      const res = await t.as('').get(url);
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect(headerSets('https://hr.example.com').api['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(headerSets('https://hr.example.com').page['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(headerSets('http://10.0.0.5:3000').page['strict-transport-security']).toBeUndefined();
  });

  it('answer a path segment too long (414) and headers too large (431) in the app format', async () => {
    const long = await t.as(hr).get(`/api/leave/requests/${'1'.repeat(200)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json().code).toBe('VALIDATION_FAILED');
    // 431 comes from Node's HTTP parser, before any request exists: only a real socket shows it.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const big = await fetch(`http://127.0.0.1:${port}/api/public/settings`, { headers: { 'x-big': 'a'.repeat(20_000) } });
    expect(big.status).toBe(431);
    expect(((await big.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    const url = await fetch(`http://127.0.0.1:${port}/api/people/search?q=${'a'.repeat(20_000)}`);
    expect(url.status).toBe(431);
    expect(((await url.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
  });
});

describe('the heaviest requests the limits allow', () => {
  // How long /healthz waits while they run is measured by bench/healthz.mjs (figures in docs/performance.md).
  it('answer, at the edges of the supported window, without a 5xx', async () => {
    const heavy = [
      [employee, '/api/dashboard/me/attendance?month=1900-01'],
      [employee, '/api/dashboard/me/attendance?month=2199-12'],
      [hr, '/api/dashboard/team/today?date=2199-12-31'],
      [hr, '/api/dashboard/team/trends?date=1900-01-01'],
      [hr, '/api/attendance/team-absences?from=2026-08-01&to=2026-10-31'],
      [hr, '/api/attendance/team-events?from=2025-11-01&to=2026-10-31'],
      [hr, '/api/attendance/sheet?month=2199-12&departmentId=1&format=xlsx'],
      [hr, '/api/leave/calendar?month=2199-12'],
      // The last year leave may be filed for (LEAVE_YEARS_AHEAD); later years are refused at once.
      [employee, `/api/leave/quote?leaveTypeId=1&startDate=${new Date().getUTCFullYear() + 2}-01-01&endDate=${new Date().getUTCFullYear() + 2}-12-31`],
      [employee, '/api/overtime/suggestions?from=2026-09-01&to=2026-10-31'],
      [hr, '/api/hr/audit?from=2017-01-01&to=2026-12-31'],
      [hr, '/api/reports/balances/export?year=2100&format=xlsx'],
      [hr, '/api/reports/overtime/export?year=2000&format=csv'],
    ] as const;
    const answers = await Promise.all(heavy.map(([token, url]) => t.as(token).get(url)));
    for (const [i, res] of answers.entries()) expect(res.statusCode, heavy[i]![1]).toBe(200);
  });
});

describe('while the database is down', () => {
  it('answers 503 with a translated code, and /healthz still answers', async () => {
    const down = await createTestApp();
    try {
      const { token } = await down.login(1005);
      await down.database.close();
      const res = await down.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: '1005', password: 'whatever-pass' } });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
      const list = await down.as(token).get('/api/leave/requests?state=approved');
      expect([503, 200]).toContain(list.statusCode); // the session cache may still know the token; the list itself needs the database
      if (list.statusCode === 503) expect(list.json().code).toBe('SERVICE_UNAVAILABLE');
      expect((await down.as('').get('/healthz')).statusCode).toBe(200);
    } finally {
      await down.app.close().catch(() => {});
    }
  });
});
