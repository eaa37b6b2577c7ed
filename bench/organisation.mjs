#!/usr/bin/env node
// Organisation benchmark, on the large demo organisation (npm run demo:large).
// Prints:
//   1. GET /api/hr/employees (first page; a search; a filter) at 50 connections: target p99 <= 50 ms;
//   2. the top manager's scope (their whole subtree, one recursive CTE): target <= 10 ms,
//      timed as GET /api/team/members over the subtree, one request at a time.
// Usage: node bench/organisation.mjs [--employees 2000] [--duration 10]
//   SERVER_OUTDIR=dist-x: run the server bundle of a side-by-side build.
import os from 'node:os';
import { arg, fetchOk, largeData, load, login, resultRows, serverDist, startServer } from './lib.mjs';

const employees = arg('employees', 2000);
const duration = arg('duration', 10);
const PORT = Number(process.env.BENCH_PORT ?? 3220);
const base = `http://127.0.0.1:${PORT}`;
const dist = serverDist();
const { dataDir, seconds: genSeconds } = largeData(dist, { prefix: 'org', employees });

await startServer({ dist, port: PORT, dataDir });
const hr = await login(base, '1001');
const top = await login(base, '10001');

// The first list after a start (or after any change) loads the in-memory directory.
const coldStart = performance.now();
await fetchOk(base, '/api/hr/employees?page=0&pageSize=25', hr);
const cold = performance.now() - coldStart;

const opts = { duration };
const results = [];
for (const url of ['/api/hr/employees?page=0&pageSize=25', '/api/hr/employees?page=3&pageSize=25&q=%D8%A7%D8%AD%D9%85%D8%AF', '/api/hr/employees?pageSize=25&departmentId=2&sort=name']) {
  results.push(await load(base, `GET ${url}`, [url], hr, opts));
}
// Many HR users browsing at once: every page of the list in each sort, searches and filters
// (≈ 700 distinct queries, so many requests miss the read cache and go to the database).
const mix = [];
for (const sort of ['name', 'empCode', 'hireDate', 'email']) for (const dir of ['asc', 'desc']) for (let p = 0; p < 81; p++) mix.push(`/api/hr/employees?page=${p}&pageSize=25&sort=${sort}&dir=${dir}`);
for (const q of ['ahmed', 'mohamed', '%D8%A7%D8%AD%D9%85%D8%AF', 'sara', '100', 'ali', 'hassan']) for (let p = 0; p < 4; p++) mix.push(`/api/hr/employees?page=${p}&pageSize=25&q=${q}`);
for (let d = 1; d <= 8; d++) for (let p = 0; p < 3; p++) mix.push(`/api/hr/employees?page=${p}&pageSize=25&departmentId=${d}`);
for (let i = mix.length - 1; i > 0; i--) {
  const j = (i * 7919) % (i + 1);
  [mix[i], mix[j]] = [mix[j], mix[i]];
}
results.push(await load(base, `GET /api/hr/employees, ${mix.length} different pages, sorts, searches and filters in turn`, mix, hr, opts));

// The top manager's subtree, one request at a time, a different page each time: the scope is
// walked afresh for every request (in the in-memory directory), then filtered and paged.
const times = [];
let visible = 0;
for (let i = 0; i < 200; i++) {
  const s = performance.now();
  const r = await fetchOk(base, `/api/team/members?pageSize=1&page=${i}`, top);
  const body = await r.json();
  times.push(performance.now() - s);
  visible = body.total;
}
times.sort((a, b) => a - b);
const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);

console.log(`
## Organisation benchmark (${os.cpus().length} cores, Node ${process.version}; ${employees} generated employees + the demo's, made in ${genSeconds.toFixed(1)} s; ${duration} s per load test, 50 connections)

| request | requests/s | p50 | p99 | errors |
|---|---|---|---|---|
${resultRows(results)}

Target: p99 <= 50 ms. The first list after a start or a change loads the directory: ${cold.toFixed(0)} ms.
Top manager's scope (${visible} people in the subtree), one request at a time (GET /api/team/members: the scope, a page and the count): p50 ${q(0.5)} ms, p99 ${q(0.99)} ms (target <= 10 ms).
`);
process.exit(0);
