import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { bootstrap } from '../db/bootstrap.js';
import type { Database } from '../db/client.js';
import { authTokens, employees } from '../db/schema.js';
import { redactUrl } from '../lib/log-redaction.js';
import { newToken } from '../core/tokens.js';
import { DEMO_PASSWORD, openTestDatabase } from './test-app.js';
import { pdfText, slipCodes } from './pdf-text.js';

/**
 * Secrets in the request log: the server's own logger (as index.ts builds
 * it, at the most verbose level) writes into `lines`; no secret of a URL may appear there.
 */
let app: FastifyInstance;
let database: Database;
let drop: (() => Promise<void>) | undefined;
const lines: string[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', WEB_DIST: '/nonexistent', LOGIN_RATE_LIMIT: '1000', MAIL_RATE_LIMIT: '1000' });
  await bootstrap(database, config, { info: () => {}, warn: () => {} });
  app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
});

/** What was logged while `fn` ran. */
async function logged(fn: () => Promise<unknown>): Promise<string> {
  const from = lines.length;
  await fn();
  return lines.slice(from).join('');
}

describe('the request log keeps no secrets', () => {
  it('token-info: the token of a live reset link, and of a wrong one, is logged as [redacted]', async () => {
    const [person] = await database.db.select({ id: employees.id }).from(employees).where(eq(employees.empCode, 1005));
    const { token, hash } = newToken();
    await database.db.insert(authTokens).values({ employeeId: person.id, purpose: 'reset', tokenHash: hash, expiresAt: new Date(Date.now() + 3600_000) });
    const wrong = newToken().token;
    const text = await logged(async () => {
      const ok = await app.inject({ url: `/api/auth/token-info?token=${token}` });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await app.inject({ url: `/api/auth/token-info?lang=en&token=${wrong}` })).statusCode).toBe(400);
      // The pages the links open (the SPA's routes) carry the token too.
      await app.inject({ url: `/session/reset-password?token=${token}` });
      await app.inject({ url: `/session/activate?token=${wrong}&x=1` });
    });
    expect(text).toContain('"url":"/api/auth/token-info?token=[redacted]"');
    expect(text).toContain('"url":"/api/auth/token-info?lang=en&token=[redacted]"');
    expect(text).toContain('"url":"/session/activate?token=[redacted]&x=1"');
    expect(text).not.toContain(token);
    expect(text).not.toContain(wrong);
  });

  it('calendar feeds: the secret in the path is logged as [redacted], for a live feed and a wrong one', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: '1003', password: DEMO_PASSWORD } });
    const feeds = (await app.inject({ url: '/api/leave/calendar/feeds', headers: { authorization: `Bearer ${login.json().accessToken}` } })).json();
    const path = new URL(feeds.personalUrl ?? feeds.teamUrl).pathname;
    const secret = /\/api\/calendar\/([^/]+)\.ics$/.exec(path)![1];
    expect(secret.length).toBeGreaterThan(10);
    const text = await logged(async () => {
      const feed = await app.inject({ url: path });
      expect(feed.statusCode).toBe(200);
      expect((await app.inject({ url: `/api/calendar/${secret}x.ics` })).statusCode).toBe(404);
      await app.inject({ url: `/api/calendar/${secret}` });
    });
    expect(text).toContain('"url":"/api/calendar/[redacted].ics"');
    expect(text).not.toContain(secret);
  });

  it('activation slips: the codes appear in no log line, from printing to activation', async () => {
    const hr = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: '1001', password: DEMO_PASSWORD } })).json().accessToken as string;
    const headers = { authorization: `Bearer ${hr}` };
    const made = await app.inject({
      method: 'POST',
      url: '/api/hr/employees',
      headers,
      payload: { empCode: 7_777_001, domainAccount: null, fullNameEn: 'Slip Person', fullNameAr: 'صاحب القسيمة', email: null, mobile: null, siteId: null, departmentId: null, sectionId: null, shiftId: null, managerId: null, roles: ['employee'], hrSiteIds: [], hireDate: null, birthDate: null, disability: false, language: 'ar', active: true, sendInvitation: false },
    });
    expect(made.statusCode, made.body).toBe(200);
    let code = '';
    const text = await logged(async () => {
      const pdf = await app.inject({ method: 'POST', url: '/api/hr/employees/activation-slips', headers, payload: { ids: [made.json().id] } });
      expect(pdf.statusCode).toBe(200);
      [code] = slipCodes(await pdfText(pdf.rawPayload));
      await app.inject({ url: `/session/activate-code?c=7777001&k=${code}` });
      const wrong = await app.inject({ method: 'POST', url: '/api/auth/activation-code/check', payload: { empCode: 7_777_001, code: 'ABCD-EFGH-JK' } });
      expect(wrong.statusCode).toBe(400);
      const ok = await app.inject({ method: 'POST', url: '/api/auth/activation-code/activate', payload: { empCode: '7777001', code, password: 'slip-person-24' } });
      expect(ok.statusCode, ok.body).toBe(200);
    });
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{2}$/);
    expect(text).toContain('"url":"/session/activate-code?c=7777001&k=[redacted]"');
    expect(text).not.toContain(code);
    expect(text).not.toContain(code.replace(/-/g, ''));
  });

  it('redactUrl: any parameter named like a token, secret, key or password, encoded or not; the rest as it was', () => {
    expect(redactUrl('/session/activate-code?code=ABCD&k=EFGH&c=1042')).toBe('/session/activate-code?code=[redacted]&k=[redacted]&c=1042');
    expect(redactUrl('/api/auth/token-info?token=abc')).toBe('/api/auth/token-info?token=[redacted]');
    expect(redactUrl('/x?a=1&reset_token=abc&b=2&apiKey=k&client%5Fsecret=s&password=p')).toBe('/x?a=1&reset_token=[redacted]&b=2&apiKey=[redacted]&client%5Fsecret=[redacted]&password=[redacted]');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    expect(redactUrl('/x?token')).toBe('/x?token=[redacted]');
    expect(redactUrl('/api/calendar/s3cr3t.ics?token=t')).toBe('/api/calendar/[redacted].ics?token=[redacted]');
    expect(redactUrl('/API/Calendar/s3cr3t')).toBe('/API/Calendar/[redacted]');
    expect(redactUrl('/api/leave/requests?page=2&state=requested')).toBe('/api/leave/requests?page=2&state=requested');
    expect(redactUrl('/api/leave/calendar?month=2026-05')).toBe('/api/leave/calendar?month=2026-05');
  });
});
