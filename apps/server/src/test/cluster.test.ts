import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, freePort, until } from './processes.js';

/**
 * Several server processes on one port (WEB_CONCURRENCY), against a PostgreSQL server:
 * the real entry point, built into a temporary folder and started as an operator would.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const url = process.env.TEST_DATABASE_URL;

const children = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter(Boolean);
const isNode = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('index.js');
  } catch {
    return false;
  }
};

/** On the default store (project `server`) and on a PostgreSQL server (project `server-pg`). */
const embedded = process.env.TEST_DB !== 'postgres';
describe.skipIf(!embedded && !url)(`WEB_CONCURRENCY on ${embedded ? 'the default store' : 'a PostgreSQL server'}`, { timeout: 90_000 }, () => {
  // Beside dist/ (ignored by git), so the bundle finds its migrations as a real install does.
  const outdir = path.join(serverRoot, `dist-cluster-${process.pid}`);
  const name = `hr_cluster_${process.pid}`;
  let databaseUrl = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-cluster-'));
  fs.chmodSync(dataDir, 0o711);
  beforeAll(async () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverRoot, env: { ...process.env, SERVER_OUTDIR: outdir } });
    if (embedded) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url!);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
  });
  afterAll(async () => {
    fs.rmSync(outdir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (embedded) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('prepares the database once, serves from two processes, replaces one that dies and stops them all (and its database)', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let dbPid = 0;
    const primary = spawn(process.execPath, [path.join(outdir, 'index.js')], {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        ...(embedded ? { DATA_DIR: path.join(dataDir, 'data'), BACKUP_DIR: path.join(dataDir, 'backups') } : { DATABASE_URL: databaseUrl }),
        WEB_CONCURRENCY: '2',
        WEB_DIST: '/nonexistent',
      },
      stdio: 'ignore',
    });
    try {
      await until(async () => (await fetch(`${base}/readyz`).catch(() => null))?.ok === true);
      // The primary's children: the two server processes (and, on the default store, its PostgreSQL).
      const servers = () => children(primary.pid!).filter((pid) => pid !== dbPid && isNode(pid));
      if (embedded) dbPid = (JSON.parse(fs.readFileSync(path.join(dataDir, 'data', 'server.json'), 'utf8')) as { pid: number }).pid;
      await until(() => servers().length === 2);
      // Both processes answer, on one port, from one database that the primary prepared.
      const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: '1001', password: 'demo1234' }) });
      expect(login.status).toBe(200);
      const token = ((await login.json()) as { accessToken: string }).accessToken;
      for (let i = 0; i < 20; i++) expect((await fetch(`${base}/api/shell`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } })).status).toBe(200);
      // A process that dies is replaced.
      const [first] = servers();
      process.kill(first, 'SIGKILL');
      await until(() => {
        const now = servers();
        return now.length === 2 && !now.includes(first);
      });
      await until(async () => (await fetch(`${base}/readyz`).catch(() => null))?.ok === true);
    } finally {
      const exited = new Promise((r) => primary.once('exit', r));
      primary.kill('SIGTERM');
      await exited;
    }
    expect(primary.exitCode).toBe(0);
    if (embedded) expect(alive(dbPid)).toBe(false);
  });
});
