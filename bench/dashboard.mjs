#!/usr/bin/env node
// Dashboards benchmark: 2,000 generated employees with about 1,000,000 attendance events
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
import os from 'node:os';
import { arg, argText, fetchOk, largeData, load, login, resultRows, serverDist, startServer } from './lib.mjs';

const employees = arg('employees', 2000);
const events = arg('events', 1_000_000);
const duration = arg('duration', 10);
const PORT = Number(process.env.BENCH_PORT ?? 3224);
const base = `http://127.0.0.1:${PORT}`;
const dist = serverDist();
const { dataDir, eventsMade: made, seconds: genSeconds } = largeData(dist, { prefix: 'dashboard', employees, events, reuse: argText('reuse') });

await startServer({ dist, port: PORT, dataDir, nodeArgs: ['--max-semi-space-size=32'] });
const timed = async (url, token) => {
  const s = performance.now();
  const body = await (await fetchOk(base, url, token)).json();
  return { ms: performance.now() - s, body };
};
const hr = await login(base, '1001');
const top = await login(base, '10001');
const employee = await login(base, '10002');

// Cold: the first request of each group after start (the server's start-up ANALYZE may still run).
const cold = {};
cold.me = (await timed('/api/dashboard/me/attendance', employee)).ms;
const firstToday = await timed('/api/dashboard/team/today', hr);
cold.today = firstToday.ms;
cold.trends = (await timed('/api/dashboard/team/trends', hr)).ms;
const dept = firstToday.body.filters.departments[0];
cold.trendsTop = (await timed('/api/dashboard/team/trends', top)).ms;

// Two unrecorded seconds first: the steady state is measured, not the garbage collection of the
// cold computations just before (their times are the cold figures above).
const opts = { duration, drainAs: hr, warmup: 2 };
const results = [
  await load(base, 'me/attendance (an employee)', ['/api/dashboard/me/attendance'], employee, opts),
  await load(base, `team/today, HR (${firstToday.body.people} people), and filtered by department`, ['/api/dashboard/team/today', `/api/dashboard/team/today?departmentId=${dept.id}`], hr, opts),
  await load(base, 'team/today, top manager (subtree)', ['/api/dashboard/team/today'], top, opts),
  await load(base, 'team/trends, HR, and filtered by department', ['/api/dashboard/team/trends', `/api/dashboard/team/trends?departmentId=${dept.id}`], hr, opts),
  await load(base, 'team/trends, top manager (subtree)', ['/api/dashboard/team/trends'], top, opts),
];

// Last (its recompute runs on in the background): one attendance event forgets every computed day;
// the next requests get the minute-old counts while the organisation's weeks are recomputed.
await fetchOk(base, '/api/attendance/clock', employee, { method: 'POST', body: JSON.stringify({ type: 'in' }) });
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
${resultRows(results)}

Target: p99 <= 50 ms.
`);
process.exit(0);
