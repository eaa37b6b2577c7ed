#!/usr/bin/env node
// Attendance benchmark: 2,000 generated employees with about 1,000,000 attendance events
// (npm run demo:large -- --employees 2000 --events 1000000), then:
//   1. the daily status of all 2,000 people for one month (the monthly sheet of everyone, which
//      computes every person-day and writes the CSV; nothing cached), five times: target <= 1 s;
//   2. the team absence list at 50 connections, for HR (everyone) and the top manager (2,000
//      people), pages and filters in turn: target p99 <= 50 ms.
// Usage: node bench/attendance.mjs [--employees 2000] [--events 1000000] [--duration 10] [--reuse DIR]
//   --reuse DIR: a data dir made before by demo:large (it is copied; nothing is generated).
//   SERVER_OUTDIR=dist-x: run the server bundle of a side-by-side build.
import os from 'node:os';
import { arg, argText, fetchOk, largeData, load, login, resultRows, serverDist, startServer } from './lib.mjs';

const employees = arg('employees', 2000);
const events = arg('events', 1_000_000);
const duration = arg('duration', 10);
const PORT = Number(process.env.BENCH_PORT ?? 3223);
const base = `http://127.0.0.1:${PORT}`;
const dist = serverDist();
const { dataDir, eventsMade: made, seconds: genSeconds } = largeData(dist, { prefix: 'attendance', employees, events, reuse: argText('reuse') });

await startServer({ dist, port: PORT, dataDir, nodeArgs: ['--max-semi-space-size=32'] });
const hr = await login(base, '1001');
const top = await login(base, '10001');

// Last month, complete: every person-day is computed (nothing comes from a cache).
const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const month = last.toISOString().slice(0, 7);
const sheetTimes = [];
let sheetRows = 0;
for (let i = 0; i < 5; i++) {
  const s = performance.now();
  const body = await (await fetchOk(base, `/api/attendance/sheet?month=${month}&format=csv`, hr)).text();
  sheetTimes.push(performance.now() - s);
  sheetRows = body.split('\r\n').filter((l) => /^\d/.test(l)).length;
}
sheetTimes.sort((a, b) => a - b);
const from = `${month}-01`;
const to = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
const s1 = performance.now();
const first = await (await fetchOk(base, `/api/attendance/team-absences?from=${from}&to=${to}`, hr)).json();
const coldAbsence = performance.now() - s1;

const opts = { duration, drainAs: hr };
const range = `from=${from}&to=${to}`;
const pages = (q, n) => Array.from({ length: n }, (_, p) => `/api/attendance/team-absences?${range}${q}&page=${p}&pageSize=25`);
const results = [
  await load(base, `GET /api/attendance/team-absences of HR (${first.total} absent or incomplete days in ${month}), 20 pages`, pages('', 20), hr, opts),
  await load(base, '… of HR, absent only, sorted by name, open ones', pages('&status=absent&sort=userName&dir=asc&resolution=open', 20), hr, opts),
  await load(base, '… of the top manager (2,000 people), 20 pages', pages('', 20), top, opts),
];

const f = (ms) => `${Math.round(ms)} ms`;
console.log(`
## Attendance benchmark (${os.cpus().length} cores, Node ${process.version}; ${employees} employees and ${made} events made in ${genSeconds.toFixed(1)} s)

Daily status of ${sheetRows} people for ${month} (the monthly sheet of everyone, CSV): best ${f(sheetTimes[0])}, median ${f(sheetTimes[2])}, worst ${f(sheetTimes[4])}. Target: <= 1 s.
First team absence list of HR for ${month} (computed, nothing cached): ${f(coldAbsence)}.

| request (50 connections, ${duration} s) | requests/s | p50 | p99 | errors |
|---|---|---|---|---|
${resultRows(results)}

Target: p99 <= 50 ms.
`);
process.exit(0);
