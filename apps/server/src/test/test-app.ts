import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { bootstrap } from '../db/bootstrap.js';
import { type Database, openDatabase } from '../db/client.js';
import { createMailer } from '../modules/mail/index.js';
import { databaseUrl } from './global-setup.js';

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silentLog, level: 'silent', silent() {} } as never;

export const DEMO_PASSWORD = 'demo1234';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
  login(identifier: string | number, password?: string): Promise<{ token: string; user: { id: number; EmpCode: number } }>;
  as(token: string): Record<'get' | 'post' | 'put' | 'patch' | 'delete', (url: string, body?: unknown) => Promise<LightMyRequestResponse>>;
  outbox(): Promise<{ to: string; subject: string; text: string }[]>;
}

/**
 * A database of its own on the tests' server (global-setup.ts): a copy of the migrated,
 * demo-filled template, or an empty one with `empty`. Dropped by `drop()`.
 */
export async function openTestDatabase(opts: { empty?: boolean } = {}): Promise<{ database: Database; drop: () => Promise<void>; url: string }> {
  const adminUrl = inject('adminUrl');
  const name = `hr_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(opts.empty ? `create database ${name}` : `create database ${name} template ${inject('templateDb')}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolMax: 8 });
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { database, drop, url };
}

/**
 * `mailTimeoutMs` shortens the mail worker's SMTP timeouts. The worker is not started: a test
 * sends the outbox with `app.ctx.mailer.drain({ now })`, so every attempt happens when it says.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { mailTimeoutMs?: number; database?: Awaited<ReturnType<typeof openTestDatabase>> } = {}): Promise<TestApp> {
  const { database, drop } = opts.database ?? (await openTestDatabase());
  // Backups a test asks for go to a folder of the run's, never the working tree.
  const backupDir = path.join(os.tmpdir(), `hr-test-backups-${process.pid}`);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', LOGIN_RATE_LIMIT: '1000', LOGIN_FAILURES_PER_ADDRESS: '100000', LOGIN_FAILURES_PER_ADDRESS_ACCOUNT: '100000', MAIL_RATE_LIMIT: '1000', DEMO_HISTORY: 'off', BACKUP_DIR: backupDir, ...env });
  await bootstrap(database, config, { info: () => {}, warn: () => {} });
  const mailer = opts.mailTimeoutMs ? createMailer(config, silentLog, { db: database.db, timeoutMs: opts.mailTimeoutMs }) : undefined;
  const app = await buildApp({ config, database, logger: false, mailer });
  await app.ready();

  const call = (token: string | null) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') => (url: string, body?: unknown) =>
      app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { get: send('GET'), post: send('POST'), put: send('PUT'), patch: send('PATCH'), delete: send('DELETE') };
  };

  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
    async login(identifier, password = DEMO_PASSWORD) {
      const res = await call(null).post('/api/auth/login', { identifier: String(identifier), password });
      if (res.statusCode !== 200) throw new Error(`login ${identifier} failed: ${res.statusCode} ${res.body}`);
      const body = res.json();
      return { token: body.accessToken, user: body.user };
    },
    as: (token) => call(token),
    async outbox() {
      const rows = await database.db.query.mailOutbox.findMany({ orderBy: (m, { desc }) => [desc(m.id)] });
      return rows.map((m) => ({ to: m.toAddress, subject: m.subject, text: m.body }));
    },
  };
}

/** The token in the last link of an e-mail's text. */
export function linkToken(text: string): string {
  const m = /token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no link in: ${text}`);
  return m[1];
}
