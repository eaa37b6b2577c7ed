#!/usr/bin/env node
// Attendance benchmark (issue 5): 2,000 generated employees with about 1,000,000 attendance events
// (npm run demo:large -- --employees 2000 --events 1000000), then:
//   1. the daily status of all 2,000 people for one month (the monthly sheet of everyone, which
//      computes every person-day and writes the CSV; nothing cached), five times: target <= 1 s;
//   2. the team absence list at 50 connections, for HR (everyone) and the top manager (2,000
//      people), pages and filters in turn: target p99 <= 50 ms.
// Usage: node bench/attendance.mjs [--employees 2000] [--events 1000000] [--duration 10] [--reuse DIR]
//   --reuse DIR: a data dir made before by demo:large (it is copied; nothing is generated).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (n, d) => {
  const i = process.argv.indexOf(`--${n}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const employees = arg('employees', 2000);
const events = arg('events', 1_000_000);
const duration = arg('duration', 10);
const PORT = 3223;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-attendance-'));
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
const reuse = process.argv.includes('--reuse') ? process.argv[process.argv.indexOf('--reuse') + 1] : null;

if (!fs.existsSync(path.join(root, 'apps/server/dist/demo-large.js'))) {
  console.error('run npm run build first');
  process.exit(1);
}
const t0 = Date.now();
let made = 'the reused';
if (reuse) fs.cpSync(reuse, dataDir, { recursive: true });
else {
  const gen = spawnSync(process.execPath, ['apps/server/dist/demo-large.js', '--employees', String(employees), '--events', String(events), '--data-dir', dataDir], { cwd: root, encoding: 'utf8' });
  if (gen.status !== 0) {
    console.error(gen.stderr || gen.stdout);
    process.exit(1);
  }
  made = /Added (\d+) attendance events/.exec(gen.stdout)?.[1] ?? '?';
}
const genSeconds = (Date.now() - t0) / 1000;

const server = spawn(process.execPath, ['--max-semi-space-size=32', 'apps/server/dist/index.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.kill('SIGTERM'));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 600) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

const login = async (identifier) => {
  const r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier, password: 'demo1234' }) });
  if (!r.ok) throw new Error(`login ${identifier}: ${r.status} ${await r.text()}`);
  return (await r.json()).accessToken;
};
const fetchOk = async (url, token) => {
  const r = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return r;
};
const hr = await login('1001');
const top = await login('10001');

// Last month, complete: every person-day is computed (nothing comes from a cache).
const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const month = last.toISOString().slice(0, 7);
const sheetTimes = [];
let sheetRows = 0;
for (let i = 0; i < 5; i++) {
  const s = performance.now();
  const body = await (await fetchOk(`/api/attendance/sheet?month=${month}&format=csv`, hr)).text();
  sheetTimes.push(performance.now() - s);
  sheetRows = body.split('\r\n').filter((l) => /^\d/.test(l)).length;
}
sheetTimes.sort((a, b) => a - b);
const from = `${month}-01`;
const to = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
const s1 = performance.now();
const first = await (await fetchOk(`/api/attendance/team-absences?from=${from}&to=${to}`, hr)).json();
const coldAbsence = performance.now() - s1;

const drain = async () => {
  for (let quick = 0; quick < 3; ) {
    const s = performance.now();
    await fetchOk('/api/leave/types', hr);
    quick = performance.now() - s < 20 ? quick + 1 : 0;
  }
};
const load = async (label, paths, token) => {
  await drain();
  let i = 0;
  const r = await autocannon({
    url: `${base}${paths[0]}`,
    connections: 50,
    duration,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  return { label, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
};
const range = `from=${from}&to=${to}`;
const pages = (q, n) => Array.from({ length: n }, (_, p) => `/api/attendance/team-absences?${range}${q}&page=${p}&pageSize=25`);
const results = [
  await load(`GET /api/attendance/team-absences of HR (${first.total} absent or incomplete days in ${month}), 20 pages`, pages('', 20), hr),
  await load('… of HR, absent only, sorted by name, open ones', pages('&status=absent&sort=userName&dir=asc&resolution=open', 20), hr),
  await load('… of the top manager (2,000 people), 20 pages', pages('', 20), top),
];

const f = (ms) => `${Math.round(ms)} ms`;
console.log(`
## Attendance benchmark (${os.cpus().length} cores, Node ${process.version}; ${employees} employees and ${made} events made in ${genSeconds.toFixed(1)} s)

Daily status of ${sheetRows} people for ${month} (the monthly sheet of everyone, CSV): best ${f(sheetTimes[0])}, median ${f(sheetTimes[2])}, worst ${f(sheetTimes[4])}. Target: <= 1 s.
First team absence list of HR for ${month} (computed, nothing cached): ${f(coldAbsence)}.

| request (50 connections, ${duration} s) | requests/s | p50 | p99 | errors |
|---|---|---|---|---|
${results.map((r) => `| ${r.label} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`).join('\n')}

Target: p99 <= 50 ms.
`);
process.exit(0);
