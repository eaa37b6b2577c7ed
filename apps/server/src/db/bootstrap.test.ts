import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { linkToken, openTestDatabase } from '../test/test-app.js';
import { bootstrap } from './bootstrap.js';

/** A brand-new embedded database (no template): what a first start with DEMO_DATA=off sees. */
async function firstStart(env: Record<string, string>) {
  const { database, drop } = await openTestDatabase({ empty: true });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DEMO_DATA: 'off', ...env });
  const logs: string[] = [];
  await bootstrap(database, config, { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m) } as never);
  const app = await buildApp({ config, database, logger: false });
  return { database, app, logs, close: async () => {
      await app.close();
      await database.close();
      await drop?.();
    },
  };
}

const login = (app: Awaited<ReturnType<typeof firstStart>>['app'], identifier: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

// A new embedded data dir runs every migration from nothing: slow on a busy machine.
describe('first start with DEMO_DATA=off', { timeout: 120_000 }, () => {
  it('creates one admin+hr account from ADMIN_EMAIL and ADMIN_PASSWORD, and nothing else', async () => {
    const s = await firstStart({ ADMIN_EMAIL: 'boss@acme.example', ADMIN_PASSWORD: 'admin-pass-1' });
    try {
      const n = await s.database.db.execute(sql`select count(*)::int as n from employees`);
      expect(n.rows[0]).toMatchObject({ n: 1 });
      const res = await login(s.app, 'boss@acme.example', 'admin-pass-1');
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ EmpCode: 1, roles: ['employee', 'hr', 'admin'] });
      // A new organisation starts tracking attendance today: no absence before it existed.
      const org = await s.database.db.execute(sql`select tracking_start::text as d from organisation`);
      expect(org.rows[0]).toEqual({ d: new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date()) });
      // A second bootstrap (the next start) changes nothing.
      await bootstrap(s.database, loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'off' }), { info: () => {}, warn: () => {} });
      expect((await s.database.db.execute(sql`select count(*)::int as n from employees`)).rows[0]).toMatchObject({ n: 1 });
    } finally {
      await s.close();
    }
  });

  it('without a password, prints a one-time set-up link that sets it', async () => {
    const s = await firstStart({ ADMIN_EMAIL: 'boss@acme.example' });
    try {
      const line = s.logs.find((l) => l.includes('/session/reset-password?token='));
      expect(line).toBeTruthy();
      const token = linkToken(line!);
      expect((await login(s.app, '1', 'whatever-1')).json().code).toBe('INVALID_CREDENTIALS'); // no password yet: like a wrong one
      const info = await s.app.inject({ method: 'GET', url: `/api/auth/token-info?token=${token}` });
      expect(info.json().purpose).toBe('setup');
      const set = await s.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'chosen-pass-1' } });
      expect(set.statusCode).toBe(200);
      expect((await login(s.app, '1', 'chosen-pass-1')).statusCode).toBe(200);
      const again = await s.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'other-pass-1' } });
      expect(again.json().code).toBe('TOKEN_INVALID');
    } finally {
      await s.close();
    }
  });
});
