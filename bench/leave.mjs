#!/usr/bin/env node
// Leave benchmark: 2,000 generated employees and 50,000 leave requests (npm run
// demo:large -- --employees 2000 --requests 50000), then at 50 connections:
//   the approvals inbox of a supervisor and of HR, the team list of the top manager and of HR,
//   and an employee's own list. Target: p99 <= 50 ms each.
// Usage: node bench/leave.mjs [--employees 2000] [--requests 50000] [--duration 10]
//   SERVER_OUTDIR=dist-x: run the server bundle of a side-by-side build.
import os from 'node:os';
import { arg, fetchOk, largeData, load, login, resultRows, serverDist, startServer } from './lib.mjs';

const employees = arg('employees', 2000);
const requests = arg('requests', 50_000);
const duration = arg('duration', 10);
const PORT = Number(process.env.BENCH_PORT ?? 3221);
const base = `http://127.0.0.1:${PORT}`;
const dist = serverDist();
const { dataDir, seconds: genSeconds } = largeData(dist, { prefix: 'leave', employees, requests });

await startServer({ dist, port: PORT, dataDir, nodeArgs: ['--max-semi-space-size=32'] });
const get = async (url, token) => (await fetchOk(base, url, token)).json();

// The busiest supervisor: the one with the most requests waiting on them.
const hr = await login(base, '1001');
const top = await login(base, '10001');
let supervisor = null;
let best = -1;
for (let code = 10_008; code < 10_008 + 60; code++) {
  const tok = await login(base, String(code));
  const { leave: count } = await get('/api/inbox/counts', tok);
  if (count > best) [supervisor, best] = [{ code, tok }, count];
}
const employee = await login(base, '10100');

// Each load test starts once the previous one's backlog is served (lib.mjs drain).
const opts = { duration, drainAs: hr };
const pages = (url, n) => Array.from({ length: n }, (_, p) => `${url}${url.includes('?') ? '&' : '?'}page=${p}&pageSize=25`);
const results = [
  await load(base, `GET /api/inbox?kind=leave of supervisor ${supervisor.code} (${best} waiting), pages in turn`, pages('/api/inbox?kind=leave', Math.max(1, Math.ceil(best / 25))), supervisor.tok, opts),
  await load(base, 'GET /api/inbox?kind=leave of HR (the HR step everywhere)', pages('/api/inbox?kind=leave', 4), hr, opts),
  await load(base, 'GET /api/leave/team-requests of the top manager (2,000 people), 20 pages', pages('/api/leave/team-requests', 20), top, opts),
  await load(base, 'GET /api/leave/team-requests of HR, filtered by state and sorted by days', pages('/api/leave/team-requests?state=approved&sort=countOfDays', 20), hr, opts),
  await load(base, 'GET /api/leave/requests of an employee', pages('/api/leave/requests', 1), employee, opts),
];

console.log(`
## Leave benchmark (${os.cpus().length} cores, Node ${process.version}; ${employees} employees and ${requests} requests made in ${genSeconds.toFixed(1)} s; ${duration} s per load test, 50 connections)

| request | requests/s | p50 | p99 | errors |
|---|---|---|---|---|
${resultRows(results)}

Target: p99 <= 50 ms.
`);
process.exit(0);
