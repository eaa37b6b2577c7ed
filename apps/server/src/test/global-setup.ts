import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.js';
import { bootstrap } from '../db/bootstrap.js';
import { openDatabase } from '../db/client.js';
import { embeddedUrl, startEmbeddedPostgres } from '../db/embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A maintenance connection (database `postgres`) to the server the tests run on. */
    adminUrl: string;
    /** A migrated, demo-filled database every test file copies (CREATE DATABASE … TEMPLATE). */
    templateDb: string;
  }
}

/** The URL of another database on the same server. */
export const databaseUrl = (adminUrl: string, name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * The API tests run on the engine users run: project `server` on the embedded
 * PostgreSQL server the product starts for itself (the same code, in a temporary folder), and
 * `server-pg` on the PostgreSQL server at TEST_DATABASE_URL (15, as servers in the field are).
 * One migrated, demo-filled database is made per run; each test file starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  let adminUrl: string;
  let stopServer = async () => {};
  // The project's env reaches its test files, not this process: the project's name tells.
  if (project.name === 'server-pg') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('the server-pg project needs TEST_DATABASE_URL');
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-test-pg-'));
    // As root, PostgreSQL runs as the postgres user, which must pass through this folder.
    fs.chmodSync(dir, 0o711);
    const quiet = { info() {}, warn() {}, error: (m: string) => console.error(m) };
    const server = await startEmbeddedPostgres({ dataDir: dir, log: quiet });
    adminUrl = embeddedUrl(server.port, fs.readFileSync(path.join(dir, 'password'), 'utf8').trim(), 'postgres');
    stopServer = async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const templateDb = `hr_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${templateDb}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, templateDb), poolMax: 2 });
  // The fixed demo the API tests count on (the last weeks only); demo-history.test.ts checks the year.
  await bootstrap(database, loadConfig({ NODE_ENV: 'test', DEMO_HISTORY: 'off' }), { info: () => {}, warn: () => {} });
  await database.close();
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${templateDb} with (force)`);
    await c.end();
    await stopServer();
  };
}
