#!/usr/bin/env node
// Dashboards benchmark (issue 6): 2,000 generated employees with about 1,000,000 attendance events
// (npm run demo:large -- --employees 2000 --events 1000000), then each widget group of the
// dashboards under 50 connections (target p99 <= 50 ms) and their cold times:
//   - GET /api/dashboard/me/attendance (an employee's month, the heat strip and hours);
//   - GET /api/dashboard/team/today (out, absent and late today, pending counts) for HR, HR with a
//     department filter and the top manager (2,000 people);
//   - GET /api/dashboard/team/trends (12-week attendance rate, 12-month overtime) for the same.
// Cold: the first request after start (nothing cached), and the first after an attendance event
// (the read cache forgets the computed days; the closed weeks are recomputed too).
// Usage: node bench/dashboard.mjs [--employees 2000] [--events 1000000] [--duration 10] [--reuse DIR]
//   --reuse DIR: a data dir made before by demo:large (it is copied; nothing is generated).
//   SERVER_OUTDIR=dist-x: run the server bundle of a side-by-side build.
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
const PORT = Number(process.env.BENCH_PORT ?? 3224);
const base = `http://127.0.0.1:${PORT}`;
const dist = `apps/server/${process.env.SERVER_OUTDIR ?? 'dist'}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-dashboard-'));
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
const reuse = process.argv.includes('--reuse') ? process.argv[process.argv.indexOf('--reuse') + 1] : null;

if (!fs.existsSync(path.join(root, dist, 'demo-large.js'))) {
  console.error('run npm run build first');
  process.exit(1);
}
const t0 = Date.now();
let made = 'the reused';
if (reuse) fs.cpSync(reuse, dataDir, { recursive: true });
else {
  const gen = spawnSync(process.execPath, [`${dist}/demo-large.js`, '--employees', String(employees), '--events', String(events), '--data-dir', dataDir], { cwd: root, encoding: 'utf8' });
  if (gen.status !== 0) {
    console.error(gen.stderr || gen.stdout);
    process.exit(1);
  }
  made = /Added (\d+) attendance events/.exec(gen.stdout)?.[1] ?? '?';
}
const genSeconds = (Date.now() - t0) / 1000;

const server = spawn(process.execPath, ['--max-semi-space-size=32', `${dist}/index.js`], {
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
const fetchOk = async (url, token, init = {}) => {
  const r = await fetch(`${base}${url}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) } });
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return r;
};
const timed = async (url, token) => {
  const s = performance.now();
  const body = await (await fetchOk(url, token)).json();
  return { ms: performance.now() - s, body };
};
const hr = await login('1001');
const top = await login('10001');
const employee = await login('10002');

// Cold: the first request of each group after start (the server's start-up ANALYZE may still run).
const cold = {};
cold.me = (await timed('/api/dashboard/me/attendance', employee)).ms;
const firstToday = await timed('/api/dashboard/team/today', hr);
cold.today = firstToday.ms;
cold.trends = (await timed('/api/dashboard/team/trends', hr)).ms;
const dept = firstToday.body.filters.departments[0];
cold.trendsTop = (await timed('/api/dashboard/team/trends', top)).ms;

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
  // Two unrecorded seconds first: the steady state is measured, not the garbage collection of the
  // cold computations just before (their times are the cold figures above).
  await autocannon({ url: `${base}${paths[0]}`, connections: 50, duration: 2, headers: { authorization: `Bearer ${token}` } });
  const r = await autocannon({
    url: `${base}${paths[0]}`,
    connections: 50,
    duration,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  return { label, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
};
const results = [
  await load('me/attendance (an employee)', ['/api/dashboard/me/attendance'], employee),
  await load(`team/today, HR (${firstToday.body.people} people), and filtered by department`, ['/api/dashboard/team/today', `/api/dashboard/team/today?departmentId=${dept.id}`], hr),
  await load('team/today, top manager (subtree)', ['/api/dashboard/team/today'], top),
  await load('team/trends, HR, and filtered by department', ['/api/dashboard/team/trends', `/api/dashboard/team/trends?departmentId=${dept.id}`], hr),
  await load('team/trends, top manager (subtree)', ['/api/dashboard/team/trends'], top),
];

// Last (its recompute runs on in the background): one attendance event forgets every computed day;
// the next requests get the minute-old counts while the organisation's weeks are recomputed.
await fetchOk('/api/attendance/clock', employee, { method: 'POST', body: JSON.stringify({ type: 'in' }) });
cold.todayAfter = (await timed('/api/dashboard/team/today', hr)).ms;
cold.trendsAfter = (await timed('/api/dashboard/team/trends', hr)).ms;

const f = (ms) => `${Math.round(ms)} ms`;
console.log(`
## Dashboards benchmark (${os.cpus().length} cores, Node ${process.version}; ${employees} employees and ${made} events made in ${genSeconds.toFixed(1)} s)

Cold (first request after start): me/attendance ${f(cold.me)}, team/today ${f(cold.today)}, team/trends ${f(cold.trends)} (12 weeks × everyone computed),
trends of the top manager right after (served from the same organisation-wide counts) ${f(cold.trendsTop)}.
After one attendance event (the computed days are forgotten): team/today ${f(cold.todayAfter)}, team/trends ${f(cold.trendsAfter)} (minute-old counts while the recompute runs).

| widget group (50 connections, ${duration} s) | requests/s | p50 | p99 | errors |
|---|---|---|---|---|
${results.map((r) => `| ${r.label} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`).join('\n')}

Target: p99 <= 50 ms.
`);
process.exit(0);
