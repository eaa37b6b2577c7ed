#!/usr/bin/env node
// Attendance import benchmark: 2,000 generated employees (npm run demo:large), then a
// CSV of 1,000,000 device events (500 per person, generated here, deterministic) through
// POST /api/hr/attendance/imports: the dry run, then the apply, polled until done.
// Target: the apply in <= 60 s. Embedded PostgreSQL by default; with DATABASE_URL, a fresh
// database on that server (created and dropped here).
// Usage: npm run build -w @hr/server && node bench/attendance-import.mjs [--employees 2000] [--events 500] [--replay 1]
//   SERVER_OUTDIR=dist-x: run the server bundle of a side-by-side build.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { arg, fetchOk, login, root, serverDist, startServer, stopServer, tempDir } from './lib.mjs';

const EMPLOYEES = arg('employees', 2000);
const PER_PERSON = arg('events', 500);
const REPLAY = arg('replay', 0) > 0;
const PORT = Number(process.env.BENCH_PORT ?? 3223);
const base = `http://127.0.0.1:${PORT}`;
const dist = serverDist();

// The database: a fresh data dir, or a fresh database on the server at DATABASE_URL.
const dbEnv = {};
const cleanups = [];
let label = 'embedded PostgreSQL (the default store)';
if (process.env.DATABASE_URL) {
  const name = `hr_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  dbEnv.DATABASE_URL = u.toString();
  label = 'PostgreSQL server (DATABASE_URL)';
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
} else {
  const dataDir = tempDir('attimport');
  dbEnv.DATA_DIR = dataDir;
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
}
let server = null;
const done = async (code) => {
  if (server) await stopServer(server);
  for (const c of cleanups) await c().catch(() => {});
  process.exit(code);
};

const gen = spawnSync(process.execPath, [`${dist}/demo-large.js`, '--employees', String(EMPLOYEES)], { cwd: root, env: { ...process.env, ...dbEnv }, encoding: 'utf8' });
if (gen.status !== 0) {
  console.error(gen.stderr || gen.stdout);
  await done(1);
}

let hr = '';
try {
  server = await startServer({ dist, port: PORT, env: { ...dbEnv, WEB_DIST: '/nonexistent' } });
  hr = await login(base, '1001');
} catch (e) {
  console.error(e.message);
  await done(1);
}
const headers = { 'content-type': 'application/json', authorization: `Bearer ${hr}` };

/**
 * Person p (company ID 10001 + p) signs in and out on 250 days from 1 January 2025: in at
 * 07:30–08:14, out at 16:00–16:44. Three rows in four are ISO instants with an offset, the
 * fourth dd/MM/yyyy hh:mm AM/PM (read in the organisation's time zone).
 */
function generateCsv() {
  const pad = (n) => String(n).padStart(2, '0');
  const parts = ['Company ID,Event type,Event time\r\n'];
  for (let p = 0; p < EMPLOYEES; p++) {
    const code = 10_001 + p;
    let chunk = '';
    for (let k = 0; k < PER_PERSON; k++) {
      const day = new Date(Date.UTC(2025, 0, 1 + Math.floor(k / 2)));
      const signIn = k % 2 === 0;
      const jitter = (p * 7 + k * 13) % 45;
      const minutes = signIn ? 7 * 60 + 30 + jitter : 16 * 60 + jitter;
      const [h, m] = [Math.floor(minutes / 60), minutes % 60];
      const [y, mo, d] = [day.getUTCFullYear(), pad(day.getUTCMonth() + 1), pad(day.getUTCDate())];
      const time = k % 4 === 3 ? `${d}/${mo}/${y} ${pad(h % 12 || 12)}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}` : `${y}-${mo}-${d}T${pad(h)}:${pad(m)}:00+02:00`;
      chunk += `${code},${signIn ? 'in' : 'out'},${time}\r\n`;
    }
    parts.push(chunk);
  }
  return parts.join('');
}

const t0 = performance.now();
const csv = generateCsv();
const contentBase64 = Buffer.from(csv, 'utf8').toString('base64');
const total = EMPLOYEES * PER_PERSON;
console.log(`${label}: ${EMPLOYEES} employees × ${PER_PERSON} events = ${total.toLocaleString('en')} rows, CSV ${(csv.length / 1e6).toFixed(1)} MB (${(contentBase64.length / 1e6).toFixed(1)} MB as base64), made in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

async function post(apply) {
  const res = await fetch(`${base}/api/hr/attendance/imports`, { method: 'POST', headers, body: JSON.stringify({ fileName: 'bench.csv', contentBase64, apply }) });
  const body = await res.json();
  if (!res.ok || body.preview.errorCount) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  return body;
}

async function run(what) {
  const start = performance.now();
  const { job } = await post(true);
  const accepted = performance.now() - start;
  let last = job;
  let polls = 0;
  while (last.state === 'running') {
    await new Promise((r) => setTimeout(r, 250));
    last = await (await fetchOk(base, `/api/hr/attendance/imports/${job.id}`, hr)).json();
    polls++;
  }
  const seconds = (performance.now() - start) / 1000;
  if (last.state !== 'done') throw new Error(JSON.stringify(last));
  console.log(
    `${what.padEnd(8)}: ${seconds.toFixed(1)} s, ${Math.round(total / seconds).toLocaleString('en')} rows/s (checked and accepted in ${(accepted / 1000).toFixed(1)} s; ${polls} progress reads; inserted ${last.inserted.toLocaleString('en')}, duplicates ${last.duplicates.toLocaleString('en')})` +
      (what === 'apply' ? `  target <= 60 s: ${seconds <= 60 ? 'PASS' : 'FAIL'}` : ''),
  );
}

try {
  const d0 = performance.now();
  const dry = await post(false);
  console.log(`dry run : ${((performance.now() - d0) / 1000).toFixed(1)} s (rows ${dry.preview.rows.toLocaleString('en')}, valid ${dry.preview.valid.toLocaleString('en')}, errors ${dry.preview.errorCount})`);
  await run('apply');
  if (REPLAY) await run('replay');
  await done(0);
} catch (e) {
  console.error(e);
  await done(1);
}
